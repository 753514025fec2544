/**
 * Password input with a show/hide toggle whose accessible name follows its state
 * ('Show password' / 'Hide password'). The toggle is local UI state, not flow state.
 *
 * Mantine's PasswordInput sets no aria-invalid on its inner input, and it replaces the
 * aria-describedby a screen passes (the live rules list) with its wrapper's (the error's id, or
 * none): a screen reader heard neither the error nor the rules. aria-invalid follows `error`, and
 * after each commit the input's aria-describedby is set to the screen's ids then the error's.
 */
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../i18n/t';

export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const errorId = props.errorProps?.id ?? `${id}-error`;
  const describedBy =
    [props['aria-describedby'], props.error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const input = useRef<HTMLInputElement>(null);
  // After React's commit (which wrote Mantine's value): the screen's ids, then the error's.
  useLayoutEffect(() => {
    if (!input.current) return;
    if (describedBy) input.current.setAttribute('aria-describedby', describedBy);
    else input.current.removeAttribute('aria-describedby');
  });
  return (
    <PasswordInput
      {...props}
      ref={input}
      id={id}
      aria-invalid={props.error ? true : undefined}
      errorProps={{ ...props.errorProps, id: errorId }}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('login.hidePassword') : t('login.showPassword'),
        tabIndex: 0,
      }}
    />
  );
}

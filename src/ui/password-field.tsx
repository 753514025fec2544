/**
 * Password input with a show/hide toggle whose accessible name follows its state
 * ('Show password' / 'Hide password'). The toggle is local UI state, not flow state.
 */
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { t } from '../i18n/t';

export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('login.hidePassword') : t('login.showPassword'),
        tabIndex: 0,
      }}
    />
  );
}

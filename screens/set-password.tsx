/**
 * SET_PASSWORD '/set-password' (doc 1 §2.6, §4.12, §5 "Set password"): the invited customer's
 * first password. Email is prefilled from the invitation (the stored value) and disabled — it is
 * submitted through a hidden input; Password with show/hide and the same live checklist as
 * CREATE_ACCOUNT, then Confirm password (doc 1 §5: required, must match). 'Save password' sends
 * `wizard.submit {Email, Password, ConfirmPassword}` (ConfirmPassword never reaches the API); the machine sets the
 * password, logs in and goes to LOADING. Any error shows on the Password field (doc 1 §8.3).
 *
 * initial: { Email }.
 */
import { TextInput } from '@mantine/core';
import { setPasswordForm } from '../machines/view/specs/entry';
import { t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { PasswordField } from '../src/ui/password-field';
import { PasswordRules } from '../src/ui/password-rules';
import type { ScreenProps } from './screen-props';

export default function SetPassword({ view, send }: ScreenProps) {
  const [form, fields] = useStepForm(setPasswordForm, view, send);
  const email = view.initial.Email ?? '';
  const password = typeof fields.Password.value === 'string' ? fields.Password.value : '';
  const emailError = fieldError(fields.Email, view, 'Email');
  return (
    <>
      <ScreenHeader title={t('sales.setPasswordTitle')} subtitle={t('sales.setPasswordSubtitle')} />
      <form {...formProps(form)} className="w-form">
        <input type="hidden" name={fields.Email.name} value={email} form={form.id} />
        <TextInput
          id={`${form.id}-email`}
          label={t('sales.emailLabel')}
          value={email}
          disabled
          readOnly
          autoComplete="username"
          error={emailError}
        />
        <PasswordField
          key={fields.Password.key}
          {...inputProps(fields.Password)}
          label={t('sales.passwordLabel')}
          autoComplete="new-password"
          maxLength={49}
          aria-describedby="password-rules"
          error={fieldError(fields.Password, view, 'Password')}
        />
        <PasswordRules id="password-rules" password={password} email={email} busy={view.busy} />
        <PasswordField
          key={fields.ConfirmPassword.key}
          {...inputProps(fields.ConfirmPassword)}
          label={t('sales.confirmPasswordLabel')}
          autoComplete="new-password"
          maxLength={49}
          error={fieldError(fields.ConfirmPassword, view, 'ConfirmPassword')}
        />
        <FormError message={tr(view, view.formError)} />
        <SubmitRow label={t('sales.savePassword')} busy={view.busy} />
      </form>
    </>
  );
}

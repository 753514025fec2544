/**
 * RESET_PASSWORD '/reset-password?rpt=…' (doc 1 §2.6): the new-password field with show/hide and
 * the live checklist of doc 1 §5 (shared with CREATE_ACCOUNT), then 'Confirm new password' (doc 1
 * §5: required, must match; docs/decisions.md), 'Save Password' sends `wizard.submit` with
 * resetPasswordForm's output {Password, ConfirmPassword} (only Password reaches the API). Every server error (TokenHasExpired,
 * TokenDoesNotMatch, InvalidToken, PasswordIsInvalid) shows under the field (`fieldErrors.Password`).
 *
 * initial: { Password? } (empty).
 */
import { resetPasswordForm } from '../machines/view/specs/entry';
import { t } from '../src/i18n/t';
import { IconLock } from '../src/ui/icons';
import { fieldError, formProps, inputProps, useStepForm } from '../src/ui/form';
import { ScreenHeader, SubmitRow } from '../src/ui/parts';
import { PasswordField } from '../src/ui/password-field';
import { PasswordRules } from '../src/ui/password-rules';
import type { ScreenProps } from './screen-props';

export default function ResetPassword({ view, send }: ScreenProps) {
  const [form, fields] = useStepForm(resetPasswordForm, view, send);
  const password = typeof fields.Password.value === 'string' ? fields.Password.value : '';
  return (
    <>
      <ScreenHeader
        icon={<IconLock />}
        title={t('resetPassword.title')}
        subtitle={t('resetPassword.subtitle')}
      />
      <form {...formProps(form)} className="w-form">
        <PasswordField
          key={fields.Password.key}
          {...inputProps(fields.Password)}
          label={t('resetPassword.passwordLabel')}
          placeholder={t('resetPassword.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={49}
          withAsterisk
          aria-describedby="reset-password-rules"
          error={fieldError(fields.Password, view, 'Password')}
        />
        <PasswordRules id="reset-password-rules" password={password} busy={view.busy} />
        <PasswordField
          key={fields.ConfirmPassword.key}
          {...inputProps(fields.ConfirmPassword)}
          label={t('resetPassword.confirmLabel')}
          placeholder={t('resetPassword.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={49}
          withAsterisk
          error={fieldError(fields.ConfirmPassword, view, 'ConfirmPassword')}
        />
        <SubmitRow label={t('resetPassword.submit')} busy={view.busy} />
      </form>
    </>
  );
}

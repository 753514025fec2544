/**
 * Create account — CREATE_ACCOUNT '/createAccount' (doc 1 §2.7): e-mail (prefilled) and a new
 * password with show/hide and a live checklist of the password rules of doc 1 §5 (8–50
 * characters; three of lowercase, uppercase, digit, special; not the e-mail), plus which
 * characters are allowed at all (doc 1 §5 allows letters, digits and the symbols of
 * PASSWORD_SYMBOLS only: 'Gold-Bar-2024x' fails on '-', shown as 'Not allowed: -') and that it is
 * not a common password (issue 12; the list loads with this screen). Server errors
 * (UsernameAlreadyExists, PasswordIsInvalid …) show under their field. With the invisible captcha
 * on and Google's reCAPTCHA active, Google's terms line sits under the form (doc 1 §2).
 *
 * initial: { Email? }.
 */
import { TextInput } from '@mantine/core';
import { captchaProviderFromEnv } from '../services/adapters/captcha';
import { createAccountForm } from '../machines/view/specs/entry';
import { t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { PasswordField } from '../src/ui/password-field';
import { PasswordRules } from '../src/ui/password-rules';
import type { ScreenProps } from './screen-props';

/** Re-exported: the checklist lives in src/ui/password-rules.tsx (shared with RESET_PASSWORD). */
export { passwordChecklist } from '../src/ui/password-rules';

export default function CreateAccount({ view, shell, send }: ScreenProps) {
  const [form, fields] = useStepForm(createAccountForm, view, send);
  const password = typeof fields.Password.value === 'string' ? fields.Password.value : '';
  const email =
    typeof fields.Email.value === 'string' ? fields.Email.value : (view.initial.Email ?? '');
  return (
    <>
      <ScreenHeader
        title={t('createAccount.title')}
        subtitle={t('createAccount.subtitle', { brokerName: shell.brokerName })}
      />
      <form {...formProps(form)} className="w-form">
        <TextInput
          key={fields.Email.key}
          {...inputProps(fields.Email)}
          type="email"
          label={t('createAccount.emailLabel')}
          // The e-mail becomes the account's username: password managers save it with the new password.
          autoComplete="username"
          maxLength={50}
          error={fieldError(fields.Email, view, 'Email')}
        />
        <PasswordField
          key={fields.Password.key}
          {...inputProps(fields.Password)}
          label={t('createAccount.passwordLabel')}
          placeholder={t('createAccount.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={49}
          aria-describedby="password-rules"
          error={fieldError(fields.Password, view, 'Password')}
        />
        <PasswordRules id="password-rules" password={password} email={email} busy={view.busy} />
        <FormError message={tr(view, view.formError)} />
        <SubmitRow label={t('createAccount.submit')} busy={view.busy} />
        {view.data.captcha === true && captchaProviderFromEnv() === 'google' ? (
          <p className="w-note" data-testid="recaptcha-terms">
            {t('createAccount.recaptchaTerms')}{' '}
            <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
              {t('createAccount.recaptchaPrivacy')}
            </a>{' '}
            {t('createAccount.recaptchaAnd')}{' '}
            <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
              {t('createAccount.recaptchaTermsOfService')}
            </a>{' '}
            {t('createAccount.recaptchaApply')}
          </p>
        ) : null}
      </form>
    </>
  );
}

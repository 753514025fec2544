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
import { getFormProps } from '@conform-to/react';
import { TextInput } from '@mantine/core';
import { captchaProviderFromEnv } from '../services/adapters/captcha';
import { loadCommonPasswords, isCommonPassword } from '../services/api/common-passwords';
import {
  createAccountForm,
  forbiddenPasswordCharacters,
  PASSWORD_SYMBOLS,
} from '../services/api/fields';
import { t } from '../src/i18n/t';
import { fieldError, inputProps, tr, useStepForm } from '../src/ui/form';
import { IconCheck } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { PasswordField } from '../src/ui/password-field';
import type { ScreenProps } from './screen-props';

// The common-password list (services/api/common-passwords.ts) arrives with this screen's chunk.
loadCommonPasswords().catch(() => {});

/**
 * The checklist items for a typed password (doc 1 §5, second reading = three of four kinds).
 * `special` counts only the symbols doc 1 §5 allows; `forbidden` lists the characters it does
 * not allow ('-', '=', '~', space …), `allowed` is true when there are none; `notCommon` is false
 * for a listed common password (issue 12).
 */
export function passwordChecklist(password: string, email: string) {
  const forbidden = forbiddenPasswordCharacters(password);
  const kinds = {
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: [...password].some((ch) => PASSWORD_SYMBOLS.includes(ch)),
  };
  const count = Object.values(kinds).filter(Boolean).length;
  return {
    length: password.length >= 8 && password.length <= 50,
    threeOf: count >= 3,
    ...kinds,
    allowed: password.length > 0 && forbidden.length === 0,
    forbidden,
    notCommon: password.length > 0 && !isCommonPassword(password),
    notEmail: password.length > 0 && password.trim().toLowerCase() !== email.trim().toLowerCase(),
  };
}

/** The symbols doc 1 §5 allows, spaced for reading. */
const SYMBOLS_TEXT = [...PASSWORD_SYMBOLS].join(' ');

function Rule({ ok, label, sub }: { ok: boolean; label: string; sub?: boolean }) {
  return (
    <li className={`w-rule${ok ? ' is-ok' : ''}${sub ? ' w-rule--sub' : ''}`}>
      <span className="w-rule__dot" aria-hidden="true">
        {ok ? <IconCheck width={12} height={12} strokeWidth={3} /> : null}
      </span>
      {label}
      <span className="w-sr">
        , {ok ? t('createAccount.ruleMet') : t('createAccount.ruleNotMet')}
      </span>
    </li>
  );
}

/**
 * The live checklist of the password rules (doc 1 §5) under a password field, `id="password-rules"`
 * (the field's aria-describedby); shared by CREATE_ACCOUNT and SET_PASSWORD (doc 1 §2.6).
 */
export function PasswordRules({ password, email }: { password: string; email: string }) {
  const c = passwordChecklist(password, email);
  return (
    <div className="w-rules" id="password-rules" aria-live="polite">
      <p className="w-rules__title">{t('createAccount.rulesTitle')}</p>
      <ul>
        <Rule ok={c.length} label={t('createAccount.ruleLength')} />
        <Rule ok={c.threeOf} label={t('createAccount.ruleThreeOf')} />
        <Rule sub ok={c.lower} label={t('createAccount.ruleLower')} />
        <Rule sub ok={c.upper} label={t('createAccount.ruleUpper')} />
        <Rule sub ok={c.digit} label={t('createAccount.ruleDigit')} />
        <Rule sub ok={c.special} label={t('createAccount.ruleSpecial')} />
        <Rule
          ok={c.allowed}
          label={
            c.forbidden.length
              ? `${t('createAccount.ruleAllowedCharacters', { symbols: SYMBOLS_TEXT })}. ${t('createAccount.ruleForbiddenCharacters', { characters: c.forbidden.map((ch) => (ch === ' ' ? '␠' : ch)).join(' ') })}`
              : t('createAccount.ruleAllowedCharacters', { symbols: SYMBOLS_TEXT })
          }
        />
        <Rule ok={c.notCommon} label={t('createAccount.ruleNotCommon')} />
        <Rule ok={c.notEmail} label={t('createAccount.ruleNotEmail')} />
      </ul>
    </div>
  );
}

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
      <form {...getFormProps(form)} className="w-form">
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
        <PasswordRules password={password} email={email} />
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

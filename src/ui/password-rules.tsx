/**
 * The live password checklist of doc 1 §5 (shared by CREATE_ACCOUNT and RESET_PASSWORD): 8–50
 * characters; three of lowercase, uppercase, digit, special; only the allowed characters (the
 * forbidden ones typed are named); not a common password (issue 12; asked of the server by hash
 * range, debounced — services/api/common-password-check.ts, issue 11); not the e-mail (when one is
 * known).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { commonPasswordCheck } from '../../services/api/common-password-check';
import { forbiddenPasswordCharacters, PASSWORD_SYMBOLS } from '../../services/api/fields';
import { t } from '../i18n/t';
import { IconCheck } from './icons';

/**
 * The checklist items for a typed password (doc 1 §5, second reading = three of four kinds).
 * `special` counts only the symbols doc 1 §5 allows; `forbidden` lists the characters it does
 * not allow ('-', '=', '~', space …), `allowed` is true when there are none; `notCommon` is false
 * for a listed common password or one whose range lookup has not answered yet (issue 12); `notEmail` is true when `email` is '' (unknown).
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
    notCommon: password.length > 0 && commonPasswordCheck.verdict(password) === false,
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
 * The checklist under a password field (`id` is what the field's aria-describedby names). Without
 * an `email` (RESET_PASSWORD: the user is not known) the 'not your e-mail' rule is left out; the
 * server still refuses it (PasswordIsInvalid). While `busy` (the form is being sent, the server
 * checks the password itself) no range lookup is scheduled and a waiting one is dropped: it would
 * only compete with the submission (issue 11); it is asked again if the step comes back editable.
 */
export function PasswordRules(props: {
  id: string;
  password: string;
  email?: string;
  busy?: boolean;
}) {
  // Re-render when a range lookup answers; the lookup itself is debounced in the check.
  useSyncExternalStore(commonPasswordCheck.subscribe, () =>
    commonPasswordCheck.verdict(props.password),
  );
  // The cleanup cancels a lookup still waiting when the password changes, the form is sent or the
  // screen goes.
  const { busy, password } = props;
  useEffect(() => (busy ? undefined : commonPasswordCheck.request(password)), [password, busy]);
  const c = passwordChecklist(props.password, props.email ?? '');
  return (
    <div className="w-rules" id={props.id} aria-live="polite">
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
        {props.email !== undefined ? (
          <Rule ok={c.notEmail} label={t('createAccount.ruleNotEmail')} />
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The entry screens' ScreenSpecs (doc 1 §2.4–§2.7, §2.10, §4.11): welcome, login, create account,
 * the reset-sent page, the upgrade page, the sales agent's customer look-up and the invited
 * customer's set-password form. Prefills and data come from the root's slots (`rootOf`): the
 * e-mail typed on the welcome page, the query, the usernames the look-up answered. None saves:
 * the entry machines send these forms themselves (machines/entry/).
 */
import { z } from 'zod';
import {
  createAccountForm,
  emailSchema,
  loginForm,
  resetPasswordForm,
  setPasswordForm,
  welcomeForm,
} from '../../../services/api/fields';
import { s } from '../../review/review-data';
import { upgradeAccountViewOf } from '../../entry/upgrade-view';
import { defineSpec, modalDataOf, rootOf } from '../screen-spec';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/fields.ts, not a copy.
export {
  createAccountForm,
  loginForm,
  resetPasswordForm,
  setPasswordForm,
  welcomeForm,
} from '../../../services/api/fields';

/**
 * doc 1 §2.6 "Reset password": the new password and its confirmation. The password-reset child
 * machine sends it and puts every server error under Password itself (`errorsOnPassword`).
 */
export const resetPasswordSpec = defineSpec({ form: resetPasswordForm });

/** doc 1 §2.4: the welcome page of the flow (AIP for the metal-stream entry) and the query's codes. */
export const welcomeSpec = defineSpec({
  form: welcomeForm,
  initial: (c) => ({ Email: s(rootOf(c).email), PromoCode: s(rootOf(c).query.promoCode) }),
  data: (c) => ({
    ...modalDataOf(c),
    flow: rootOf(c).flowType === 2 ? ('AIP' as const) : ('BASE' as const),
    promoCode: rootOf(c).query.promoCode,
    referrerEmail: rootOf(c).query.referrerEmail,
  }),
});

/** doc 1 §2.5: the usernames the e-mail look-up answered (the first prefills Username). */
export const loginSpec = defineSpec({
  form: loginForm,
  initial: (c) => ({ Username: rootOf(c).usernames[0] ?? '', Password: '' }),
  data: (c) => ({ ...modalDataOf(c), usernames: rootOf(c).usernames }),
});

/** doc 1 §2.7: the invisible captcha is on (the form shows the captcha's terms line). */
export const createAccountSpec = defineSpec({
  form: createAccountForm,
  initial: (c) => ({ Email: s(rootOf(c).email), Password: '' }),
  data: (c) => ({ ...modalDataOf(c), captcha: c.settings?.EnableGoogleReCaptcha === true }),
});

/** doc 1 §2.6: the support address the reset mail came from. */
export const resetSentSpec = defineSpec({
  data: (c) => ({ supportEmail: c.settings?.SupportEmail }),
});

/** doc 1 §4.11: the existing account's card (null while it loads). */
export const upgradeAccountSpec = defineSpec({
  data: (c) => ({
    ...modalDataOf(c),
    account: upgradeAccountViewOf(c.profile ?? null, c.countries),
  }),
});

/** doc 1 §2.10: the sales agent's customer look-up form, the customer's e-mail (doc 1 §5 e-mail rules). */
export const prepareRegistrationForm = z.object({ CustomerEmail: emailSchema });

/** doc 1 §2.10, §2.6: the customer's e-mail (the look-up's; the invitation's, disabled). */
export const prepareRegistrationSpec = defineSpec({
  form: prepareRegistrationForm,
  initial: (c) => ({ CustomerEmail: s(rootOf(c).email) }),
  data: (c) => modalDataOf(c),
});

/** doc 1 §2.6 "Set password": the invited customer's e-mail and first password. */
export const setPasswordSpec = defineSpec({
  form: setPasswordForm,
  initial: (c) => ({ Email: s(rootOf(c).email), Password: '' }),
  data: (c) => modalDataOf(c),
});

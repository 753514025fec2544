/**
 * The password screens of doc 1 §2.6 reached from the reset mail: RESET_PASSWORD
 * ('/reset-password?rpt=…'; the entry gate keeps the `rpt` token for the services, never in the
 * context) — one password field, 'Save Password' → POST /v2/users/passwords {PasswordResetToken,
 * NewPassword}; every error (TokenHasExpired, TokenDoesNotMatch, InvalidToken, PasswordIsInvalid,
 * and InvalidToken when the link carried no token) shows under the field — then
 * RESET_SUCCESSFUL_PAGE with its button to LOGIN_PATH (which goes on to BASE when no username is
 * known, as login does, doc 1 §2.5).
 */
import { assertEvent } from 'xstate';
import { appSetup } from '../app/app.setup';
import { ENTRY_META } from './entry-meta';

/** RESET_PASSWORD (doc 1 §2.6): the `resetPassword` state of the flow region. */
export const resetPasswordState = appSetup.createStateConfig({
  meta: ENTRY_META.resetPassword,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'wizard.submit': { target: 'saving', actions: 'clearErrors' },
        'wizard.back': '#app.flow.welcome',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ event }) => {
          assertEvent(event, 'wizard.submit');
          return { password: String(event.values.Password ?? '') };
        },
        onDone: '#app.flow.resetSuccessful',
        onError: {
          target: 'editing',
          actions: { type: 'assignErrorOnField', params: { field: 'Password' } },
        },
      },
    },
  },
});

/** RESET_SUCCESSFUL_PAGE (doc 1 §2.6): its button (`wizard.submit`) goes to LOGIN_PATH. */
export const resetSuccessfulState = appSetup.createStateConfig({
  meta: ENTRY_META.resetSuccessful,
  on: {
    'wizard.submit': 'login',
  },
});

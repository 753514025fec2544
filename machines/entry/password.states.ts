/**
 * The password screens of doc 1 §2.6 reached from the reset mail: RESET_PASSWORD
 * ('/reset-password?rpt=…'), run by the 'passwordReset' child (password-reset.machine.ts: one
 * password field, POST /v2/users/passwords, every error under the field) — then
 * RESET_SUCCESSFUL_PAGE with its button to LOGIN_PATH (which goes on to BASE when no username is
 * known, as login does, doc 1 §2.5).
 */
import { entrySetup } from './entry.setup';
import { ENTRY_META } from './entry-meta';

/**
 * RESET_PASSWORD (doc 1 §2.6): the `resetPassword` state of the entry machine. The form, the call
 * and its errors are the 'passwordReset' child's (machines/entry/password-reset.machine.ts); its
 * output leads to RESET_SUCCESSFUL_PAGE or, on back, to BASE. The one state `editing` keeps the
 * value `{ resetPassword: 'editing' }` as recorded support snapshots have it.
 */
export const resetPasswordState = entrySetup.createStateConfig({
  meta: ENTRY_META.resetPassword,
  invoke: {
    id: 'passwordReset',
    src: 'passwordReset',
    input: {},
    onDone: [
      {
        guard: { type: 'passwordResetIs', params: { outcome: 'reset' } },
        target: '#entry.resetSuccessful',
      },
      { target: '#entry.welcome' },
    ],
  },
  // The screen's events go to the child.
  on: {
    'wizard.submit': { actions: 'toPasswordReset' },
    'wizard.back': { actions: 'toPasswordReset' },
  },
  initial: 'editing',
  states: { editing: {} },
});

/** RESET_SUCCESSFUL_PAGE (doc 1 §2.6): its button (`wizard.submit`) goes to LOGIN_PATH. */
export const resetSuccessfulState = entrySetup.createStateConfig({
  meta: ENTRY_META.resetSuccessful,
  on: {
    'wizard.submit': 'login',
  },
});

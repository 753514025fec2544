/**
 * RESET_PASSWORD (doc 1 §2.6), reached from the reset mail ('/reset-password?rpt=…'): a child
 * actor of the root, invoked as 'passwordReset' by the root's `resetPassword` state
 * (machines/entry/password.states.ts), the first of the sign-in flows moved out of the root's
 * setup (issue 23 step 4). One password field: 'Save Password' (`wizard.submit`) →
 * POST /v2/users/passwords {PasswordResetToken, NewPassword} (`resetPassword`; the entry gate
 * keeps the `rpt` token for the services, never in a context). Every error — TokenHasExpired,
 * TokenDoesNotMatch, InvalidToken, PasswordIsInvalid, and InvalidToken when the link carried no
 * token — shows under the field (doc 1 §2.6, §8.3). It ends with `{ outcome: 'reset' }` (the
 * root shows RESET_SUCCESSFUL_PAGE) or, on back from the form, `{ outcome: 'back' }` (BASE).
 *
 * The root forwards the screen's `wizard.submit` and `wizard.back`; the selectors read its errors
 * and busy tag (machines/view/selectors.ts `passwordResetOf`). Its actor is a placeholder here,
 * provided by `createAppMachine(deps)` (src/app/create-app.ts; services/actors/app-actors.ts).
 */
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { unprovided, type Contract } from '../../services/actors/actor-contract';
import { toApiFailure } from '../../services/api/client';
import { mapApiFailure } from '../../services/api/error-map';
import { NO_ERRORS, type FormErrors } from '../step-engine/modal-actions';

/** The events the root forwards from the RESET_PASSWORD screen (doc 1 §2.6). */
export type PasswordResetEvent =
  { type: 'wizard.submit'; values: Record<string, unknown> } | { type: 'wizard.back' };

/** How the reset ended (doc 1 §2.6): saved → RESET_SUCCESSFUL_PAGE; back → BASE. */
export interface PasswordResetOutput {
  outcome: 'reset' | 'back';
}

/** The field every error of the call shows under (doc 1 §2.6). */
const FIELD = 'Password';

/**
 * Every error of the call under the password field (doc 1 §2.6 RESET_PASSWORD, §8.3: "an error is
 * shown under the field"): its mapped field error, else the form-level message.
 */
export function errorsOnPassword(error: unknown): FormErrors {
  const m = mapApiFailure(toApiFailure(error), [FIELD]);
  return {
    fieldErrors: { [FIELD]: m.fieldErrors[FIELD] ?? m.formError ?? 'apiErrors.SomethingWentWrong' },
    formError: null,
    errorFallbacks: m.fallbacks,
  };
}

export const passwordResetMachine = setup({
  types: {
    context: {} as FormErrors,
    events: {} as PasswordResetEvent,
    output: {} as PasswordResetOutput,
  },
  actors: {
    /** doc 1 §2.6: POST /v2/users/passwords with the link's token and the new password. */
    resetPassword: unprovided<Contract<{ password: string }, void>>('resetPassword'),
  },
  actions: {
    clearErrors: assign(NO_ERRORS),
    assignErrorOnPassword: assign(({ event }) =>
      errorsOnPassword((event as unknown as ErrorActorEvent).error),
    ),
  },
}).createMachine({
  id: 'passwordReset',
  context: NO_ERRORS,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'wizard.submit': { target: 'saving', actions: 'clearErrors' },
        'wizard.back': 'back',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ event }) => ({
          password: String((event as { values?: Record<string, unknown> }).values?.Password ?? ''),
        }),
        onDone: 'reset',
        onError: { target: 'editing', actions: 'assignErrorOnPassword' },
      },
    },
    reset: { type: 'final', output: { outcome: 'reset' } },
    back: { type: 'final', output: { outcome: 'back' } },
  },
  // The final state's output (xstate: the done-state event of the state reached).
  output: ({ event }) => (event as { output: PasswordResetOutput }).output,
});

export type PasswordResetMachine = typeof passwordResetMachine;

/**
 * The password-reset flows of doc 1 §2.5–§2.6, a child actor of the entry machine
 * (machines/entry/entry.machine.ts) invoked as 'passwordReset' (issue 23 step 4: the first sign-in flows moved out of the root's setup):
 * - the request from LOGIN_PATH ('Forgot password' with a username, input `request`):
 *   POST /v2/users/passwords/reset_token (`requestPasswordReset`) → `{ outcome: 'sent' }` (the entry
 *   shows RESET_SENT); a failure opens the error modal ('login.resetNotAvailable' on a 404/405, a
 *   broker API without reset) and its dismissal ends with `{ outcome: 'back', formError }` (the
 *   entry's login form keeps the message);
 * - RESET_PASSWORD, reached from the reset mail ('/reset-password?rpt=…', no input): one password
 *   field, 'Save Password' (`wizard.submit`) → POST /v2/users/passwords {PasswordResetToken,
 *   NewPassword} (`resetPassword`; the entry gate keeps the `rpt` token for the services, never
 *   in a context). Every error — TokenHasExpired, TokenDoesNotMatch, InvalidToken,
 *   PasswordIsInvalid, and InvalidToken when the link carried no token — shows under the field
 *   (doc 1 §2.6, §8.3). It ends with `{ outcome: 'reset' }` (RESET_SUCCESSFUL_PAGE) or, on back
 *   from the form, `{ outcome: 'back' }` (BASE).
 *
 * The entry forwards the screens' `wizard.submit`, `wizard.back` and the modal's events
 * (machines/entry/login.states.ts, password.states.ts); the selectors read its errors, modal and
 * busy tag (machines/view/selectors.ts `passwordResetOf`). Its actors are placeholders here,
 * provided by `createAppMachine(deps)` (src/app/create-app.ts; services/actors/app-actors.ts).
 */
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { unprovided, type Contract } from '../../services/actors/actor-contract';
import { toApiFailure } from '../../services/api/client';
import { mapApiFailure } from '../../services/api/error-map';
import { NO_ERRORS, type FormErrors } from '../step-engine/modal-actions';

/** What the root gives it: the username of a request from LOGIN_PATH, or nothing for RESET_PASSWORD. */
export interface PasswordResetInput {
  request?: { username: string };
}

/** The events the root forwards from LOGIN_PATH's error modal and the RESET_PASSWORD screen. */
export type PasswordResetEvent =
  | { type: 'wizard.submit'; values: Record<string, unknown> }
  | { type: 'wizard.back' }
  | { type: 'modal.confirm' }
  | { type: 'modal.cancel' }
  | { type: 'error.dismiss' };

/**
 * How it ended (doc 1 §2.5–§2.6): the request sent → RESET_SENT; the password saved →
 * RESET_SUCCESSFUL_PAGE; back (from the form, or the request's error modal, whose message the
 * root keeps as its form error).
 */
export interface PasswordResetOutput {
  outcome: 'sent' | 'reset' | 'back';
  formError: string | null;
}

interface PasswordResetContext extends FormErrors {
  /** The username a request is for (null on RESET_PASSWORD). */
  username: string | null;
}

/** The request's error modal closes on any of its events (doc 1 §2.5). */
const CLOSE = 'back';

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

/**
 * A failed reset request's message (doc 1 §2.5; docs/decisions.md): 'login.resetNotAvailable'
 * when the broker's API has no reset (404/405), else the mapped form error — or, for an error the
 * catalogue puts on a field (UsernameDoesNotExist, UsernameIsNullOrEmpty: Context 'Username'),
 * that field's message, since the request has no form of its own and the modal is where it shows.
 */
export function requestErrorOf(error: unknown): string | null {
  const f = toApiFailure(error);
  if (f.status === 404 || f.status === 405) return 'login.resetNotAvailable';
  const m = mapApiFailure(f);
  return m.formError ?? Object.values(m.fieldErrors)[0] ?? null;
}

export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    output: {} as PasswordResetOutput,
  },
  actors: {
    /** doc 1 §2.5: POST /v2/users/passwords/reset_token for the username. */
    requestPasswordReset: unprovided<Contract<{ username: string }, void>>('requestPasswordReset'),
    /** doc 1 §2.6: POST /v2/users/passwords with the link's token and the new password. */
    resetPassword: unprovided<Contract<{ password: string }, void>>('resetPassword'),
  },
  guards: {
    isRequest: ({ context }) => context.username !== null,
  },
  actions: {
    clearErrors: assign(NO_ERRORS),
    assignRequestError: assign(({ event }) => ({
      formError: requestErrorOf((event as unknown as ErrorActorEvent).error),
    })),
    assignErrorOnPassword: assign(({ event }) =>
      errorsOnPassword((event as unknown as ErrorActorEvent).error),
    ),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ ...NO_ERRORS, username: input.request?.username ?? null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isRequest', target: 'requesting' }, { target: 'editing' }],
    },
    // doc 1 §2.5: the request from LOGIN_PATH.
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ username: context.username ?? '' }),
        onDone: 'sent',
        onError: { target: 'failed', actions: 'assignRequestError' },
      },
    },
    // The login's error modal: its OK, close icon, Escape and outside click all send error.dismiss.
    failed: {
      meta: { modal: 'error' },
      on: { 'error.dismiss': CLOSE },
    },
    sent: { type: 'final', output: { outcome: 'sent' } },
    // doc 1 §2.6 RESET_PASSWORD.
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
  // The final state's outcome (xstate: the done-state event of the state reached) and the message.
  output: ({ context, event }) => ({
    outcome: (event as { output: Pick<PasswordResetOutput, 'outcome'> }).output.outcome,
    formError: context.formError,
  }),
});

export type PasswordResetMachine = typeof passwordResetMachine;

/**
 * State-config builders shared by the entry screens (machines/entry): the values and captcha
 * token a call was submitted with, the old-portal redirect modal (doc 1 §4.3, §4.4, §2.12), the
 * invisible captcha before an API call (doc 1 §2, §7.2) and the application load after login or
 * account creation (doc 1 §4.4–§4.5). They return plain configs naming the guards, actions and
 * actors of machines/entry/entry.setup.ts by string.
 */
import { assertEvent } from 'xstate';
import type { EntryContext, EntryEvent } from './entry-types';
import { out, type CaptchaOutput } from '../app/actor-contracts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StateConfig = Record<string, any>;

/**
 * The form values a call was started with and the captcha token, whether the call follows the
 * form's `wizard.submit` directly (captcha off) or the captcha actor's done event (captcha on).
 */
export function submittedOf(event: { type: string }): {
  values: Record<string, unknown>;
  recaptchaToken?: string;
} {
  if (event.type === 'wizard.submit')
    return { values: (event as unknown as { values: Record<string, unknown> }).values };
  const o = out<CaptchaOutput>(event);
  return { values: o.values, recaptchaToken: o.token };
}

/**
 * The old-portal redirect modal (doc 1 §4.3, §4.4, §2.12): shows 'modals.oldPortal' while
 * `leaveToOldPortal` encrypts the e-mail (GET /v2/users/uids) and leaves for
 * `{RegistrationUrl}/r/start?user=<encrypted>`. A failure returns to the form with the error.
 */
export function oldPortalState(screen: 'welcome' | 'createAccount'): StateConfig {
  return {
    meta: { modal: 'oldPortal' },
    invoke: {
      id: 'leaveToOldPortal',
      src: 'leaveToOldPortal',
      input: ({ context }: { context: EntryContext }) => ({
        email: context.email ?? '',
        registrationUrl: context.settings?.RegistrationUrl ?? '',
      }),
      onError: {
        target: 'editing',
        actions: { type: 'assignApiError', params: { screen } },
      },
    },
  };
}

/**
 * The `onError` of the e-mail check (welcome) and of the registration (createAccount): a 302 from
 * the API leaves for the old portal (doc 1 §4.3, §4.4; `oldPortalState`), any other error returns
 * to the form with the API error on its field or above it (doc 1 §3).
 */
export function oldPortalOrApiError(screen: 'welcome' | 'createAccount') {
  return [
    { guard: 'isOldPortalRedirect', target: 'oldPortal' },
    { target: 'editing', actions: { type: 'assignApiError', params: { screen } } },
  ] as const;
}

/**
 * The invisible captcha before an API call (doc 1 §2, §7.2; captcha on in the broker's settings):
 * the `captcha` actor gets a token for `action` from the submitted form values, then `next` makes
 * the call with it (the token reaches `next` as the done event's output, never the context); a
 * failure returns to the form with apiErrors.InvalidRecaptchaToken and nothing typed is lost.
 */
export function captchaState(
  action: 'email_check' | 'signup',
  next: string,
  tags: string[],
): StateConfig {
  return {
    tags,
    invoke: {
      id: 'captcha',
      src: 'captcha',
      input: ({ event }: { event: EntryEvent }) => {
        assertEvent(event, 'wizard.submit');
        return { action, values: event.values };
      },
      onDone: next,
      onError: {
        target: 'editing',
        actions: {
          type: 'assignFormError',
          params: { message: 'apiErrors.InvalidRecaptchaToken' },
        },
      },
    },
  };
}

/**
 * After login or account creation (doc 1 §4.4–4.5): GET the application the new tokens name,
 * then `next` decides between the resume modal and LOADING; a failed load goes to LOADING.
 */
export function loadApplicationThen(id: string, next: string): StateConfig {
  return {
    tags: ['busy', 'overlay'],
    invoke: {
      id,
      src: 'getApplication',
      input: ({ context }: { context: EntryContext }) => ({
        applicationUid: context.applicationUid,
      }),
      onDone: { target: next, actions: ['assignApplication', 'tellFlowType'] },
      onError: '#entry.loading',
    },
  };
}

/**
 * Invitation acceptance (doc 1 §2.6 SET_PASSWORD, §2.10, §4.12, §7.3, §8.3): the customer opens
 * '/sales-invitation?invitation-token=…' from the agent's mail. The entry gate kept the token in
 * the services' entry secrets (removed from the address bar); the actors read it from there.
 *
 *   INVITE_USER checking (GET /v2/sales/applications/invitations)
 *     ├─ no token ─▶ BASE
 *     ├─ IsNew ─▶ SET_PASSWORD: Email (prefilled, disabled) + Password → POST /v2/sales/passwords,
 *     │           POST /v2/authenticate → LOADING; an error on the Password field; a refused
 *     │           invitation → the invitation error modal
 *     ├─ Email (not new) ─▶ LOGIN_PATH with the e-mail's usernames (the e-mail is stored)
 *     └─ error (invalid, superseded, expired, used) ─▶ the invitation error modal ─▶ BASE
 */
import { entrySetup } from './entry.setup';
import { FLOW_META } from '../app/flow-meta';

/** INVITE_USER '/sales-invitation' (doc 1 §2.10, §4.12). */
export const invitationState = entrySetup.createStateConfig({
  meta: FLOW_META.invitation,
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'checkInvitation',
        src: 'checkInvitation',
        input: ({ context }) => ({
          brokerCode: context.settings?.BrokerCode ?? context.brokerCode,
          captcha: context.settings?.EnableGoogleReCaptcha === true,
        }),
        onDone: [
          {
            guard: 'invitationIsNew',
            target: '#entry.setPassword',
            actions: ['clearErrors', 'assignInvitation'],
          },
          { target: '#entry.login', actions: ['clearErrors', 'assignInvitation'] },
        ],
        onError: [
          { guard: 'invitationTokenMissing', target: '#entry.welcome' },
          { target: 'failed', actions: { type: 'assignApiError', params: { screen: 'none' } } },
        ],
      },
    },
    // doc 1 §2.10, §8.3: 'Invitation error: modal, then BASE'. The modal (src/shell/sales-modals.tsx)
    // sends modal.confirm for OK and every other way of closing it.
    failed: {
      meta: { modal: 'invitationError' },
      on: { 'modal.confirm': { target: '#entry.welcome', actions: 'clearErrors' } },
    },
  },
});

/** SET_PASSWORD '/set-password' (doc 1 §2.6): the invited customer's first password. */
export const setPasswordState = entrySetup.createStateConfig({
  meta: FLOW_META.setPassword,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'wizard.submit': { target: 'saving', actions: 'clearErrors' },
        'wizard.back': { target: '#entry.welcome', actions: 'clearErrors' },
      },
    },
    saving: {
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'setInvitedPassword',
        src: 'setInvitedPassword',
        input: ({ context, event }) => ({
          email: context.email ?? '',
          password: event.type === 'wizard.submit' ? String(event.values.Password ?? '') : '',
          fingerprint: context.fingerprint,
        }),
        onDone: {
          target: '#entry.loading',
          actions: ['assignSession', 'raiseLoggedIn', 'clearErrors'],
        },
        onError: [
          {
            guard: 'invitationRefused',
            target: '#entry.invitation.failed',
            actions: { type: 'assignApiError', params: { screen: 'none' } },
          },
          { target: 'editing', actions: 'assignPasswordError' },
        ],
      },
    },
  },
});

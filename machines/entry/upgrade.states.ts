/**
 * The upgrade of a basic account (doc 1 §4.11; §2.3 back, §2.8 titles, §4.5 the modal, §7.2):
 * entered from the portal at `/?token=<portal JwtToken>&accountUid=…&accountCode=…` (the entry
 * gate's upgrade mode; the token stays with the services).
 *
 * signingIn (the portal token → tokens of the holder, then the create-user upgrade variant with
 * only Email and TrackingDetails) → loadingDetails (GET basic-accounts details) →
 * loadingApplication (the holder's current application, when the tokens name one) → showing
 * (the account's card; 'Continue' goes on) → the continue-or-start-new modal when an open
 * application upgrades this account (resume → LOADING; start new → CHOOSE_APPLICATION), or
 * LOADING for this account's upgrade application not yet started, else CHOOSE_APPLICATION with
 * the upgrade titles, whose choice creates the upgrade application (machines/entry/upgrade-view.ts
 * `createsUpgradeApplication`). Back here returns to the portal (doc 1 §2.3); a failure shows
 * its error on the page with 'Try again'.
 */
import { not } from 'xstate';
import { entrySetup } from './entry.setup';
import { ENTRY_META } from './entry-meta';

const leave = { type: 'leaveToPortal' as const, params: { suffix: '' } };

/** The `upgrade` state of the entry machine (doc 1 §4.11). */
export const upgradeState = entrySetup.createStateConfig({
  meta: ENTRY_META.upgrade,
  initial: 'signingIn',
  states: {
    signingIn: {
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'upgradeSignIn',
        src: 'upgradeSignIn',
        input: ({ context }) => ({
          accountUid: context.mode.kind === 'upgrade' ? context.mode.accountUid : '',
          accountCode: context.mode.kind === 'upgrade' ? context.mode.accountCode : '',
          brokerCode: context.settings?.BrokerCode ?? context.brokerCode,
          fingerprint: context.fingerprint,
          query: context.query,
          referrer: context.referrer,
        }),
        onDone: { target: 'loadingDetails', actions: ['assignSession', 'raiseLoggedIn'] },
        onError: {
          target: 'failed',
          actions: { type: 'assignApiError', params: { screen: 'none' } },
        },
      },
    },
    loadingDetails: {
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'loadBasicAccount',
        src: 'loadBasicAccount',
        input: ({ context }) => ({
          applicationUid: context.applicationUid,
          accountUid: context.mode.kind === 'upgrade' ? context.mode.accountUid : '',
        }),
        onDone: { target: 'loadingApplication', actions: 'assignBasicAccount' },
        onError: {
          target: 'failed',
          actions: { type: 'assignApiError', params: { screen: 'none' } },
        },
      },
    },
    loadingApplication: {
      tags: ['busy'],
      always: { guard: not('hasApplicationUid'), target: 'showing' },
      invoke: {
        id: 'upgradeApplication',
        src: 'getApplication',
        input: ({ context }) => ({ applicationUid: context.applicationUid }),
        onDone: { target: 'showing', actions: ['assignApplication', 'tellFlowType'] },
        // The holder's other application cannot be read: the upgrade starts a new one.
        onError: 'showing',
      },
    },
    showing: {
      on: {
        'wizard.submit': [
          { guard: 'basicAccountUpgraded', actions: leave },
          { guard: 'offersUpgradeResume', target: 'resume' },
          { guard: 'hasUpgradeApplication', target: '#entry.loading' },
          { target: '#entry.chooseApplication', actions: 'markStartingNew' },
        ],
        'wizard.back': { actions: leave },
      },
    },
    // doc 1 §2.12, §4.6 with the upgrade value (doc 1 §4.5): continue or start a new upgrade.
    resume: {
      meta: { modal: 'resumeApplication' },
      on: {
        'resume.resume': { target: '#entry.loading', actions: 'newFraudSession' },
        'resume.startNew': { target: '#entry.chooseApplication', actions: 'markStartingNew' },
        'modal.cancel': 'showing',
      },
    },
    failed: {
      on: {
        'wizard.submit': { target: 'signingIn', actions: 'clearErrors' },
        'wizard.back': { actions: leave },
      },
    },
  },
});

/**
 * The root actor's actors (machines/app/app.setup.ts spreads them into its one `setup`): the
 * child machines it invokes (idle timer, KYC, hand-off, the wizards) and the service actors it
 * names, declared here with placeholders that fail when run and provided by
 * `createAppMachine(deps)` (src/app/create-app.ts; services/actors/app-actors.ts implements them).
 *
 * Spec: boot and entry (doc 1 §2.4–§2.11, §4.3–§4.12, §7), the session (doc 1 §4.9, §2.12,
 * §4.13), the submission (doc 3 §4), the language (issue 24).
 */
import { fromCallback, fromPromise } from 'xstate';
import { unprovided, type Contract } from '../../services/actors/actor-contract';
import type { Application, BasicAccountDetails } from '../../services/api/contract';
import type { AccountKind, EntryQuery } from '../app-types';
import { idleTimerMachine } from '../session/idle-timer.machine';
import { loadHostedWizard } from '../wizard-engine/load-wizard';
import type { WizardMachine } from '../wizard-engine/wizard.machine';
import type { WizardId } from '../wizard-engine/registry';
import type { KycMachine } from '../kyc/kyc.machine';
import { handoffMachine } from '../kyc/handoff.machine';
import { submissionMachine } from '../submission/submission.machine';
import { localeMachine } from '../locale/locale.machine';
import { passwordResetMachine } from '../entry/password-reset.machine';
import type {
  AssistedEntryInput,
  AssistedEntryOutput,
  InvitationOutput,
  SetPasswordInput,
  BootOutput,
  CaptchaInput,
  CaptchaOutput,
  CheckUsernamesInput,
  CheckUsernamesOutput,
  CreateUserInput,
  SessionInfo,
  SubmitKindInput,
  SubmitKindOutput,
  Uid,
} from './actor-contracts';

/** The placeholder of a root actor with output `O` and input `I` (services/actors/actor-contract.ts). */
const notProvided = <O, I>(name: string) => unprovided<Contract<I, O>>(name);

/** The root's actors by name (doc 1 §2.4–§2.11, §4.3–§4.13; doc 3 §4), placeholders until provided. */
export const appActors = {
  idleTimer: idleTimerMachine,
  /** `joinTabs`: a tab without a stored pair asks the other tabs for theirs (services/adapters/tab-sync.ts). */
  boot: notProvided<BootOutput, { brokerCode: string; joinTabs?: boolean }>('boot'),
  /** Issue 12: ends the server session of the refresh token (POST /v2/authenticate/logout), fire-and-forget. */
  endSession: notProvided<void, { refreshToken: string | null }>('endSession'),
  /** doc 1 §2: the invisible captcha's token before the e-mail check and the sign-up. */
  captcha: notProvided<CaptchaOutput, CaptchaInput>('captcha'),
  checkUsernames: notProvided<CheckUsernamesOutput, CheckUsernamesInput>('checkUsernames'),
  login: notProvided<SessionInfo, { values: Record<string, unknown>; fingerprint: string | null }>(
    'login',
  ),
  createUser: notProvided<SessionInfo & { isExistingUser: boolean }, CreateUserInput>('createUser'),
  /** doc 1 §4.3: GET uids (encrypted e-mail), then leave for {RegistrationUrl}/r/start?user=. */
  leaveToOldPortal: notProvided<void, { email: string; registrationUrl: string }>(
    'leaveToOldPortal',
  ),
  getApplication: notProvided<Application, Uid>('getApplication'),
  /**
   * CHOOSE_APPLICATION: the kind onto the application; with `upgrade` a new upgrade application
   * is created instead (POST v2/applications, doc 1 §4.11, §7.4) and its uid answered.
   */
  submitKind: notProvided<SubmitKindOutput, SubmitKindInput>('submitKind'),
  /** doc 1 §2.6 RESET_PASSWORD: POST /v2/users/passwords with the entry gate's rpt token. */
  /**
   * doc 1 §4.11, §7.2 the upgrade entry: the portal's token → POST …/authenticate/generate, then
   * the create-user upgrade variant for the holder (e-mail from the token claims); tokens stored.
   */
  upgradeSignIn: notProvided<
    SessionInfo,
    {
      accountUid: string;
      accountCode: string;
      brokerCode: string;
      fingerprint: string | null;
      query: EntryQuery;
      referrer: string;
    }
  >('upgradeSignIn'),
  /** doc 1 §4.11, §7.2: GET /v2/basic-accounts/{applicationUid or all-zero}/accounts/{accountUid}/details. */
  loadBasicAccount: notProvided<BasicAccountDetails, Uid & { accountUid: string }>(
    'loadBasicAccount',
  ),
  /** doc 1 §2.11, §7.4: DELETE v2/applications/{uid}, then the tokens refreshed (they name the next current one). */
  deleteApplication: notProvided<SessionInfo, Uid & { upgrade?: boolean }>('deleteApplication'),
  recordStep: notProvided<void, Uid & { path: string }>('recordStep'),
  exitModalEvent: notProvided<void, Uid & { exitModalType: 1 | 2 }>('exitModalEvent'),
  /** doc 3 §2.6, §4: the submission (machines/submission/), invoked as 'submission' on KYC_PROCESSING. */
  submission: submissionMachine,
  /** doc 1 §4.9: refresh the pair under the cross-tab lock, or adopt another tab's (tab-sync). */
  refreshTokens: notProvided<SessionInfo, void>('refreshTokens'),
  /** After a 401: another tab's newer pair of this session (null: none, the 401 stands). */
  recoverSession: notProvided<SessionInfo | null, void>('recoverSession'),
  /** The other tabs of the session (services/adapters/tab-sync.ts): their events arrive as `tabs.*`. */
  tabSync: fromCallback(() => () => {}),
  sendTracking: notProvided<
    void,
    { query: EntryQuery; referrer: string; fingerprint: string | null }
  >('sendTracking'),
  activityListener: fromCallback(() => () => {}),
  // --- sales-assisted and invitations (doc 1 §2.10, §4.12, §7.3; services/actors/sales-actors.ts)
  /** POST /v2/sales/authenticate with the agent's token, then GET /v2/sales/users/applications. */
  assistedEntry: notProvided<AssistedEntryOutput, AssistedEntryInput>('assistedEntry'),
  /** POST /v2/applications for the impersonated customer (a new application of the chosen kind). */
  createAssistedApplication: notProvided<
    { applicationUid: string },
    { kind: AccountKind | null; flowType: 1 | 2 }
  >('createAssistedApplication'),
  /** GET /v2/sales/applications/invitations?invitationToken (then the usernames when not new). */
  checkInvitation: notProvided<InvitationOutput, { brokerCode: string; captcha: boolean }>(
    'checkInvitation',
  ),
  /** POST /v2/sales/passwords then POST /v2/authenticate (doc 1 §2.6 SET_PASSWORD). */
  setInvitedPassword: notProvided<SessionInfo, SetPasswordInput>('setInvitedPassword'),
  /** doc 1 §2.5–§2.6 the reset request and RESET_PASSWORD (machines/entry/password-reset.machine.ts), invoked as 'passwordReset'. */
  passwordReset: passwordResetMachine,
  /** Issue 24: the language shown and its switch (machines/locale/), invoked as 'locale'. */
  locale: localeMachine,
  /**
   * The KYC documents hub and pages (machines/kyc/kyc.machine.ts), loaded when KYC_VERIFICATION
   * opens (issue 22) and started as the child 'kyc'.
   */
  loadKyc: fromPromise<KycMachine, void>(() =>
    import('../kyc/kyc.machine').then((m) => m.kycMachine),
  ),
  /** The phone hand-off page (machines/kyc/handoff.machine.ts, issue 9), invoked as 'handoff' on KYC_HANDOFF. */
  handoff: handoffMachine,
  /**
   * Issue 22: the wizard machine of the application's kind (machines/wizard-engine), loaded when
   * the kind is known and started as the child 'wizard' (`startWizard`).
   */
  loadWizard: fromPromise<WizardMachine, { id: WizardId }>(({ input }) =>
    loadHostedWizard(input.id),
  ),
};

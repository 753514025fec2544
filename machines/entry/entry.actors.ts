/**
 * The entry machine's actors (machines/entry/entry.setup.ts spreads them into its one `setup`):
 * the password-reset child and the service actors of the sign-in flows, declared here with
 * placeholders that fail when run and provided by `createAppMachine(deps)` (src/app/create-app.ts;
 * services/actors/app-actors.ts and sales-actors.ts implement them).
 *
 * Spec: doc 1 §2.4–§2.11, §4.3–§4.12, §7.
 */
import { unprovided, type Contract } from '../../services/actors/actor-contract';
import type { Application, BasicAccountDetails } from '../../services/api/contract';
import type { AccountKind, EntryQuery } from '../app-types';
import { passwordResetMachine } from './password-reset.machine';
import type {
  AssistedEntryInput,
  AssistedEntryOutput,
  InvitationOutput,
  SetPasswordInput,
  CaptchaInput,
  CaptchaOutput,
  CheckUsernamesInput,
  CheckUsernamesOutput,
  CreateUserInput,
  SessionInfo,
  SubmitKindInput,
  SubmitKindOutput,
  Uid,
  UpgradeSignInInput,
} from '../app/actor-contracts';

/** The placeholder of an entry actor with output `O` and input `I` (services/actors/actor-contract.ts). */
const notProvided = <O, I>(name: string) => unprovided<Contract<I, O>>(name);

/** The entry's actors by name (doc 1 §2.4–§2.11, §4.3–§4.12), placeholders until provided. */
export const entryActors = {
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
  /**
   * doc 1 §4.11, §7.2 the upgrade entry: the portal's token → POST …/authenticate/generate, then
   * the create-user upgrade variant for the holder (e-mail from the token claims); tokens stored.
   */
  upgradeSignIn: notProvided<SessionInfo, UpgradeSignInInput>('upgradeSignIn'),
  /** doc 1 §4.11, §7.2: GET /v2/basic-accounts/{applicationUid or all-zero}/accounts/{accountUid}/details. */
  loadBasicAccount: notProvided<BasicAccountDetails, Uid & { accountUid: string }>(
    'loadBasicAccount',
  ),
  /** doc 1 §2.11, §7.4: DELETE v2/applications/{uid}, then the tokens refreshed (they name the next current one). */
  deleteApplication: notProvided<SessionInfo, Uid & { upgrade?: boolean }>('deleteApplication'),
  sendTracking: notProvided<
    void,
    { query: EntryQuery; referrer: string; fingerprint: string | null }
  >('sendTracking'),
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
};

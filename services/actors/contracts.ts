/**
 * The contracts between the machines and the actors services/ implements (issue 23: declared here,
 * so services import no machine; machines/app/actor-contracts.ts, app-types.ts, entry/entry-gate.ts
 * and view/screen-spec.ts re-export them): boot (doc 1 §4.10), the invisible captcha (doc 1 §2,
 * §7.2), login and account creation (doc 1 §2.5, §2.7, §4.4), the session as an actor leaves it
 * (doc 1 §4.9), the agreements and the submission (doc 3 §2.6, §4), the sales-assisted entry and
 * invitations (doc 1 §2.10, §4.12, §7.3), the entry credentials and the reference lists.
 */
import type { EndpointName, ResponseOf } from '../api/client';
import type { ApplicationType, Country, Settings } from '../api/contract';
import type { PersonSlot } from '../api/application-access';

/** Query parameters of the entry pages (doc 1 §2.4, §3 TrackingDetails). */
export interface EntryQuery {
  email: string | null;
  promoCode: string | null;
  referrerEmail: string | null;
  brokerCode: string | null;
  aff: string | null;
  cjevent: string | null;
  p: string | null;
}

/** The account kind chosen under CREATE_APPLICATION / CHOOSE_APPLICATION (doc 1 §2.8). */
export interface AccountKind {
  ApplicationType: ApplicationType;
  /** Sub-type name (Trust, Traditional, Roth, SIMPLE, SEP, Custodian, Trustee) or null. */
  AccountType: string | null;
}

/** Credentials read at entry; held by the services (never in the machines' context or a URL). */
export interface EntrySecrets {
  /** The agent's Sales token (assisted) or the portal's token (upgrade). Memory only. */
  bearer: string | null;
  /** '/sales-invitation?invitation-token=…' (doc 1 §2.10). Kept in the tab for a reload. */
  invitationToken: string | null;
  /** '/reset-password?rpt=…' (doc 1 §2.6). Kept in the tab for a reload. */
  resetToken: string | null;
  /** `jwtToken` + `refreshToken` in the query (doc 1 §4.2): stored and used as the bearer. */
  tokens: { JwtToken: string; JwtRefreshToken: string } | null;
}

/** Reference lists a screen may ask for (customer due diligence, doc 2 §7): endpoint names of the contract. */
export type LookupName = Extract<
  EndpointName,
  | 'employmentStatuses'
  | 'occupations'
  | 'incomeSourceTypes'
  | 'identificationTypes'
  | 'fundingSourceTypes'
  | 'accountPurposeTypes'
  | 'cddStates'
  | 'htmlIraAgreement'
  | 'bankAccounts'
  | 'htmlAchAgreement'
  | 'htmlMetalStreamAgreement'
  | 'metalStreamProducts'
>;
/** The loaded lists, by name; a list is absent until its call answered. */
export type Lookups = { [K in LookupName]?: ResponseOf<K> };

/** The session as an actor leaves it: ids from the token claims, no tokens (they stay in the store). */
export interface SessionInfo {
  applicationUid: string | null;
  tokenExp: number | null;
}
export interface BootOutput {
  settings: Settings;
  countries: Country[];
  fingerprint: string | null;
  /**
   * The landing page's own module sends this page load's affiliate tracking and fingerprint
   * (services/adapters/tracking.ts, issue 32 item 1): the welcome state does not send them again.
   */
  landingTracks?: boolean;
  session: SessionInfo | null;
  persisted: PersistedFlow | null;
  /** The e-mail kept in session storage (create-account prefill after a reload). */
  email: string | null;
  /** Which entry credentials the gate read at load (machines/entry/entry-gate.ts); never the values. */
  entry?: { bearer: boolean; invitationToken: boolean };
}
export interface CreateUserInput {
  email: string;
  password: string;
  kind: AccountKind | null;
  /** doc 1 §4.1, §7.2: 2 in the AIP flow (the metal-stream application), else 1. */
  registrationFlowType?: 1 | 2;
  brokerCode: string;
  fingerprint: string | null;
  query: EntryQuery;
  referrer: string;
  /** The captcha's answer (RecaptchaToken) when Settings.EnableGoogleReCaptcha is on. */
  recaptchaToken?: string;
}
/** The upgrade sign-in's input (doc 1 §4.11, §7.2): the portal's account, the broker and the entry's query. */
export interface UpgradeSignInInput {
  accountUid: string;
  accountCode: string;
  brokerCode: string;
  fingerprint: string | null;
  query: EntryQuery;
  referrer: string;
}
/** The captcha actor's contract: a fresh token for `action`, the submitted values handed on. */
export interface CaptchaInput {
  action: 'email_check' | 'signup';
  values: Record<string, unknown>;
}
export interface CaptchaOutput {
  token: string;
  values: Record<string, unknown>;
}
export type Uid = { applicationUid: string | null };
/** The e-mail check's contract (doc 1 §2.7, §4.4): the usernames already registered for the e-mail. */
export interface CheckUsernamesInput {
  values: Record<string, unknown>;
  query: EntryQuery;
  brokerCode?: string;
  recaptchaToken?: string;
}
export interface CheckUsernamesOutput {
  email: string;
  usernames: string[];
}
/**
 * CHOOSE_APPLICATION's contract (doc 1 §2.8, §4.5, §4.11, §7.4): the kind onto the application, or
 * with `upgrade` / `restart` a new application of the kind, whose uid is answered.
 */
export type SubmitKindInput = Uid & {
  kind: AccountKind | null;
  hasType: boolean;
  upgrade?: { accountUid: string; accountCode: string } | null;
  /** doc 1 §4.5: a new application of the kind replaces a finished one (`restartsApplication`). */
  restart?: { flowType: 1 | 2 } | null;
};
export type SubmitKindOutput = void | { applicationUid: string };
/**
 * The agreement actors' input (doc 3 §4, §7): `maincode` the main agreement's type (broker code in
 * lower case); `type` another agreement's type for the PDF ('ach'); `programme` / `linkedBank`
 * select the open-account sequence.
 */
export type AgreementInput = Uid & {
  maincode: string;
  type?: string;
  programme?: boolean;
  linkedBank?: boolean;
};
/** The submission's input: `upgrade` submits through PATCH /v2/basic-accounts/upgrade (doc 3 §4, §7). */
export type CompleteInput = Uid & { upgrade?: boolean };
export interface CompleteOutput {
  IsSuccess: boolean;
  AccountNumber: string | null;
}
/** The assisted entry's input: the customer the agent works for, and the agent's broker. */
export interface AssistedEntryInput {
  customerEmail: string;
  brokerCode: string;
}
/**
 * The assisted entry's answer (doc 1 §4.12): the impersonation session (ids from the claims; the
 * tokens stay in the store), the customer's e-mail (the token's Email claim), and the first open
 * application of the customer at the broker with its CreatedOn / CreatedBy — `offer` null (and
 * `applicationUid` null) when there is none or the first is completed.
 */
export interface AssistedEntryOutput {
  applicationUid: string | null;
  tokenExp: number | null;
  email: string;
  offer: { createdOn: string | null; createdBy: string | null } | null;
}
/** The invitation check's answer (doc 1 §4.12): IsNew, the invited e-mail and (not new) its usernames. */
export interface InvitationOutput {
  isNew: boolean;
  email: string;
  usernames: string[];
}
/** SET_PASSWORD's input (doc 1 §2.6): the invited e-mail, the password, TrackingDetails.Fp. */
export interface SetPasswordInput {
  email: string;
  password: string;
  fingerprint: string | null;
}

/**
 * The persisted flow snapshot (inspector/persistence.ts): version, ids, flags and flow
 * position only — no application data, tokens, e-mail, SSN or passwords.
 */
export interface PersistedFlow {
  v: 1;
  applicationUid: string | null;
  furthestStep: string | null;
  /** Answers of the same-address questions (doc 2 §3 session-stored SameAddress; booleans, no PII). */
  sameAddress?: Partial<Record<PersonSlot, boolean>>;
  kind: AccountKind | null;
  startingNew: boolean;
  trackingSent: boolean;
  /** The flow state path when saved, e.g. 'individual.dob' (for export/replay; not used to restore). */
  position: string | null;
}

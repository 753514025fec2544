/**
 * The contracts of the actors the root machine invokes (implemented in
 * services/actors/app-actors.ts, provided by createAppMachine(deps)): boot (doc 1 §4.10), the
 * invisible captcha (doc 1 §2, §7.2), login and account creation (doc 1 §2.5, §2.7, §4.4), the
 * session as an actor leaves it (doc 1 §4.9) and the submission (doc 3 §2.6); and the readers of
 * an actor's done and error events (`out`, `failureOf`).
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Country, Settings } from '../../services/api/contract';
import { toApiFailure, type ApiFailure } from '../../services/api/client';
import type { AccountKind, EntryQuery, PersistedFlow } from '../app-types';

// ---------------------------------------------------------------------------------------------
// Actor contracts (implemented in services/actors/app-actors.ts)
// ---------------------------------------------------------------------------------------------

/** The session as an actor leaves it: ids from the token claims, no tokens (they stay in the store). */
export interface SessionInfo {
  applicationUid: string | null;
  tokenExp: number | null;
}
export interface BootOutput {
  settings: Settings;
  countries: Country[];
  fingerprint: string | null;
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

type DoneOf<T> = DoneActorEvent<T>;
export const out = <T>(event: unknown): T => (event as DoneOf<T>).output;
export const failureOf = (event: unknown): ApiFailure =>
  toApiFailure((event as ErrorActorEvent).error);

// ---------------------------------------------------------------------------------------------
// Sales-assisted and invitations (doc 1 §2.10, §4.12, §7.3; services/actors/sales-actors.ts)
// ---------------------------------------------------------------------------------------------

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

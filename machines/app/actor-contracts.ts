/**
 * The contracts of the actors the root machine invokes (implemented in
 * services/actors/app-actors.ts, provided by createAppMachine(deps)): boot (doc 1 §4.10), the
 * invisible captcha (doc 1 §2, §7.2), login and account creation (doc 1 §2.5, §2.7, §4.4), the
 * session as an actor leaves it (doc 1 §4.9) and the submission (doc 3 §2.6); and the readers of
 * an actor's done and error events (`out`, `failureOf`).
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../services/api/client';

// The contracts themselves are declared in services/actors/contracts.ts (services import no machine).
export type {
  AgreementInput,
  AssistedEntryInput,
  AssistedEntryOutput,
  BootOutput,
  CaptchaInput,
  CaptchaOutput,
  CompleteInput,
  CompleteOutput,
  CheckUsernamesInput,
  CheckUsernamesOutput,
  CreateUserInput,
  InvitationOutput,
  SessionInfo,
  SetPasswordInput,
  SubmitKindInput,
  SubmitKindOutput,
  UpgradeSignInInput,
  Uid,
} from '../../services/actors/contracts';

// The readers of an actor's done and error events.
type DoneOf<T> = DoneActorEvent<T>;
export const out = <T>(event: unknown): T => (event as DoneOf<T>).output;
export const failureOf = (event: unknown): ApiFailure =>
  toApiFailure((event as ErrorActorEvent).error);

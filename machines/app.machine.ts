/**
 * The root actor (ARCHITECTURE.md "The statechart is the application"), as its importers see it:
 * the machine and the pure helpers, meta and actor contracts that go with it, re-exported from the
 * files that hold them by concern:
 * - machines/app/app.machine.ts: the root (parallel {session, flow}), `AppMachine`, `isWizardStepId`;
 * - machines/app/app.setup.ts: its typed `setup` (actors, guards, actions);
 * - machines/app/flow-meta.ts: the meta of the screens outside the wizards (doc 1 §2.1, §2.8);
 * - machines/app/entry-helpers.ts: the entry query, known paths, KYC targets, resume offer, the
 *   initial context and the token refresh margin (doc 1 §2.4, §3, §4.5–§4.9; doc 3 §2.6);
 * - machines/app/actor-contracts.ts: the inputs and outputs of the actors that
 *   services/actors/app-actors.ts implements;
 * - machines/session/, machines/entry/, machines/app/*.states.ts: the region and screen states.
 */
export { appMachine, isWizardStepId, type AppMachine } from './app/app.machine';
export { CHOICE_BASES, choiceMeta, FLOW_META } from './app/flow-meta';
export {
  initialContext,
  isKnownPath,
  isRealUid,
  kycTargetOf,
  offersResume,
  parseEntryQuery,
  TOKEN_REFRESH_MARGIN_S,
} from './app/entry-helpers';
export type {
  AgreementInput,
  BootOutput,
  CaptchaInput,
  CaptchaOutput,
  CompleteInput,
  CompleteOutput,
  CreateUserInput,
  SessionInfo,
  Uid,
} from './app/actor-contracts';

/** Re-exported so callers need one import for the pure state helpers. */
export type { Application, State } from '../services/api/contract';

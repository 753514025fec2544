/**
 * The contracts of the wizard engine's API actors (machines/wizard-engine/wizard.machine.ts
 * declares them with `unprovided`; services/actors/app-actors.ts implements them; issue 23 step 3:
 * one contract type per actor). The step saver's is machines/step-engine/save-actors.ts `SaveStep`,
 * the re-read's services/actors/modal-actors.ts `GetApplication`.
 */
import type { Contract } from './actor-contract';
import type { AgreementInput, LookupName, Lookups, Uid } from './contracts';

/** POST …/steps {Step}: records the step path (doc 2 §2.1); `background` on back / URL moves. */
export type RecordStep = Contract<Uid & { path: string; background?: boolean }, void>;
/** doc 3 §4 skip: DELETE ira-application-fundings when `ira`, else application-fundings. */
export type DeleteFunding = Contract<Uid & { ira?: boolean }, void>;
/** The agreement's HTML (doc 3 §2.6, §7). */
export type LoadAgreementHtml = Contract<AgreementInput, string>;
/** The agreement's PDF, downloaded (doc 3 §7 {type}-pdf-agreements). */
export type DownloadAgreementPdf = Contract<AgreementInput, void>;
/** Accepts the agreements of the open-account sequence (doc 3 §4, §7). */
export type AcceptAgreement = Contract<AgreementInput, void>;
/**
 * doc 2 §2.4, §7: POST /v2/crm/{applicationUid}/crmevents {Data:[{key:'Source', value: source}],
 * EventType}; always resolves (a CRM failure never blocks, doc 1 §8.1).
 */
export type CrmEvent = Contract<Uid & { eventType: string; source: string }, void>;
/** doc 2 §4, doc 1 §7.3: POST /v2/sales/applications/{ApplicationUid}/invitations (204). */
export type SendInvitation = Contract<Uid, void>;
/** Reference lists of ScreenSpec.lookups (customer due diligence, doc 2 §7). */
export type LoadLookups = Contract<{ names: LookupName[]; applicationUid?: string }, Lookups>;

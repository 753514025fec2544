/**
 * Every agreement an application must have accepted before it is completed (doc 3 §1 "Agreements",
 * §4 "Agreement open-account sequence", §8 WizardValidation_MissingAgreementConsent; issue 35
 * item 3). The rule is the client's open-account sequence (services/api/agreement-sequence.ts)
 * plus the agreements accepted on earlier screens:
 *
 * - `{maincode}` (the broker code in lower case): every application;
 * - `metal-stream`: the recurring programme (RegistrationFlowType 2);
 * - `ach`: the programme paying from a linked bank (its BankAccountUid, not the account balance),
 *   and ACH-connected funding (BankFundingType 1, whose amount screen accepts the ACH terms, doc 3
 *   §4 "For ACH-connected funding…");
 * - `ira`: every IRA application (its equity agreement step, doc 3 §2.5).
 */
import type { ApplicationType, RegistrationFlowType } from '../../services/api/contract';
import { BANK_FUNDING_TYPES } from '../../services/api/contract';
import { agreementSequence } from '../../services/api/agreement-sequence';
import type { ApplicationRow } from '../db/applications';
import type { Db } from '../db/client';
import { acceptedAgreements, findFunding } from '../db/fundings';
import { findMetalStreamRow } from '../db/metal-streams';
import { fail, type ApiError } from '../http/errors';

/** What the rule reads of an application. */
export interface AgreementFacts {
  brokerCode: string;
  applicationType: ApplicationType | null;
  registrationFlowType: RegistrationFlowType;
  /** The programme pays from a linked bank account (BankAccountUid set, UseAccountBalance not true). */
  programmeBank: boolean;
  /** The application's funding is ACH connected (BankFundingType 1). */
  achConnected: boolean;
}

/** The agreement types `facts` needs, in the order the wizard accepts them (main last). */
export function requiredAgreements(facts: AgreementFacts): string[] {
  const programme = facts.registrationFlowType === 2;
  const sequence = agreementSequence({
    maincode: facts.brokerCode.toLowerCase(),
    programme,
    linkedBank: programme && facts.programmeBank,
  });
  const earlier = [
    ...(facts.applicationType === 'IRA' ? ['ira'] : []),
    ...(facts.achConnected && !sequence.includes('ach') ? ['ach'] : []),
  ];
  return [...earlier, ...sequence];
}

/** The spec's refusal (doc 3 §8) naming the first missing type in Context ('ira', 'haa', …). */
export function missingAgreementConsent(type: string): ApiError {
  const msg = 'Application is not submitted. Agreement Consent is not set.';
  return fail(400, 'WizardValidation_MissingAgreementConsent', msg, type, msg);
}

/**
 * Refuses the completion of `app` when an agreement it needs was not accepted: throws 400
 * WizardValidation_MissingAgreementConsent ('Application is not submitted. Agreement Consent is
 * not set.', Context the first missing type). Reads the acceptances, the funding and the
 * programme; writes nothing.
 */
export async function assertAgreementsAccepted(db: Db, app: ApplicationRow): Promise<void> {
  const [accepted, funding, programme] = await Promise.all([
    acceptedAgreements(db, app.uid),
    findFunding(db, app.uid),
    app.registrationFlowType === 2 ? findMetalStreamRow(db, app.uid) : Promise.resolve(null),
  ]);
  const needed = requiredAgreements({
    brokerCode: app.brokerCode,
    applicationType: app.applicationType as ApplicationType | null,
    registrationFlowType: app.registrationFlowType as RegistrationFlowType,
    programmeBank: !!programme?.bankAccountUid && programme.useAccountBalance !== true,
    achConnected: funding?.BankFundingType === BANK_FUNDING_TYPES.ACHConnected,
  });
  const missing = needed.find((t) => !accepted.includes(t));
  if (missing) throw missingAgreementConsent(missing);
}

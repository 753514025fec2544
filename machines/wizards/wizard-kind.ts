/**
 * The choice of wizard for an application kind (doc 2 §2.2 "Choice of the first wizard screen"):
 * the wizard ids and the one rule from type, AccountType and RegistrationFlowType. No step tables
 * here (machines/wizard-engine/registry.ts maps the ids to them), so the walk's guards can ask for
 * the wizard without importing the tables that import the walk (issue 23).
 */
import type {
  Application,
  ApplicationType,
  RegistrationFlowType,
} from '../../services/api/contract';

/** Every wizard id (the registry's WIZARD_TABLES has one table for each). */
export type WizardId =
  | 'individual'
  | 'business'
  | 'trust'
  | 'iraPersonal'
  | 'iraBusiness'
  | 'joint'
  | 'utma'
  | 'metalStream'
  | 'metalStreamJoint'
  | 'metalStreamUtma'
  | 'metalStreamTrust'
  | 'metalStreamBusiness';

/** What picks the wizard besides the type: its sub-type (AccountType) and the flow type. */
export interface WizardKind {
  accountType?: string | null;
  registrationFlowType?: RegistrationFlowType | number | null;
}

/**
 * The wizard id of an application kind (doc 2 §2.2): RegistrationFlowType 2 → metal stream, whose
 * secure part is the owner kind's (Joint, UTMA, Trust, Business; else Individual — issue 21 item 9);
 * Corporate with AccountType Trust → trust; IRA SIMPLE or SEP → the business IRA, Traditional or
 * Roth → the personal IRA; otherwise by ApplicationType. No ApplicationType → null (the choice of
 * account kind comes first).
 */
export function wizardIdFor(
  type: ApplicationType | null | undefined,
  kind: WizardKind = {},
): WizardId | null {
  if (kind.registrationFlowType === 2) return metalWizardOf(type, kind.accountType);
  switch (type) {
    case 'Individual':
      return 'individual';
    case 'Corporate':
      return kind.accountType === 'Trust' ? 'trust' : 'business';
    case 'IRA':
      return kind.accountType === 'SIMPLE' || kind.accountType === 'SEP'
        ? 'iraBusiness'
        : 'iraPersonal';
    case 'JointTenants':
      return 'joint';
    case 'UTMA':
      return 'utma';
    default:
      return null;
  }
}

/** The programme's wizard of an owner kind (issue 21 item 9; machines/wizards/metal-owners.steps.ts). */
function metalWizardOf(type: ApplicationType | null | undefined, accountType?: string | null) {
  switch (type) {
    case 'JointTenants':
      return 'metalStreamJoint';
    case 'UTMA':
      return 'metalStreamUtma';
    case 'Corporate':
      return accountType === 'Trust' ? 'metalStreamTrust' : 'metalStreamBusiness';
    default:
      return 'metalStream';
  }
}

/** The wizard id of an application (its type, AccountType and RegistrationFlowType), or null. */
export const wizardFor = (app: Application | null | undefined): WizardId | null =>
  app
    ? wizardIdFor(app.ApplicationType, {
        accountType: app.AccountType ?? app.CorporateApplication?.CorporateAccountType ?? null,
        registrationFlowType: app.RegistrationFlowType,
      })
    : null;

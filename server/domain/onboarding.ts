/**
 * ApplicationOnboarding (doc 1 §3): the onboarding menu of an application, built from the
 * wizards' own step tables (machines/wizards/*.steps.ts) so each step list exists once.
 *
 * The table is chosen as the wizard is (doc 2 §2.2 "Choice of the first wizard screen", doc 1
 * §4.7): RegistrationFlowType 2 → metal stream; Corporate with CorporateAccountType Trust →
 * Trust; IRA → personal (Traditional, Roth) or business (SIMPLE, SEP); otherwise by
 * ApplicationType (Individual, Corporate → Business, JointTenants → Joint, UTMA). No
 * ApplicationType (and not metal stream): no menu.
 *
 * A menu item is completed when its data is saved, or when the applicant has already moved
 * past it (its position is before ApplicationStep's) — which covers intro screens, questions
 * whose answer is kept in the session (EIN question, same-address questions) and skipped steps
 * (phone, SSN for a non-USA identity, funding, the unpicked funding methods).
 */
import type { Application, ApplicationType } from '../../services/api/contract';
import { personOf, type PersonSlot } from '../../machines/wizards/walk';
import {
  stepTableFor,
  WIZARD_TABLES,
  type WizardKind,
} from '../../machines/wizard-engine/registry';

/** Every wizard's step table by wizard id (the registry's; re-exported for the menu's tests). */
export const WIZARD_STEP_TABLES = WIZARD_TABLES;
export { stepTableFor, type WizardKind };

/**
 * What is saved on the application, as the menu needs it. The first nine are every kind's
 * (of the main person and the bank funding); the optional ones belong to the other kinds' steps
 * and count as not saved when absent.
 */
export interface SavedSections {
  name: boolean;
  phone: boolean;
  dob: boolean;
  identity: boolean;
  ssn: boolean;
  address: boolean;
  fundingType: boolean;
  fundingAmount: boolean;
  /** The main ({maincode}) agreement. */
  agreement: boolean;
  /** CorporateAccountType of a business (doc 2 §2.5). */
  businessType?: boolean;
  /** LegalEntity.Name: business or trust name (doc 2 §2.6, §2.7). */
  entityName?: boolean;
  /** LegalEntity Ein given or NoEin answered (doc 2 §2.9). */
  ein?: boolean;
  /** LegalEntity.AddressResponse (doc 2 §2.10). */
  businessAddress?: boolean;
  /** IRAApplication.CompanyName (doc 2 §2.6, SEP and SIMPLE). */
  iraBusinessName?: boolean;
  maritalStatus?: boolean;
  /** doc 2 §2.19: the main person's backup-withholding answer is saved. */
  backupWithholding?: boolean;
  /** IRA customer due diligence (doc 2 §2.16, §2.21, §2.22). */
  identityDetails?: boolean;
  employment?: boolean;
  financialProfile?: boolean;
  /** The joint secondary holder (doc 2 §2.2). */
  secondaryName?: boolean;
  secondaryPhone?: boolean;
  secondaryDob?: boolean;
  secondaryIdentity?: boolean;
  secondarySsn?: boolean;
  secondaryAddress?: boolean;
  /** The UTMA minor (doc 2 §2.2). */
  minorName?: boolean;
  minorPhone?: boolean;
  minorDob?: boolean;
  minorIdentity?: boolean;
  minorSsn?: boolean;
  minorAddress?: boolean;
  /** IRA funding (doc 3 §2.4): IRAFundingType, then Amount. */
  iraFundingType?: boolean;
  iraFundingAmount?: boolean;
  /** The IRA ('ira') agreement accepted on the equity-agreement step (doc 3 §2.5). */
  equityAgreement?: boolean;
  /** The recurring programme (doc 3 §2.3): amount, allocation, gold and silver products, funding source. */
  metalAmount?: boolean;
  metalAllocation?: boolean;
  metalGold?: boolean;
  metalSilver?: boolean;
  metalFunding?: boolean;
}

/**
 * The data a step id saves, for every table (step ids mean the same in every table); steps not
 * listed only count as completed once passed: intros, questions answered in the session (trust
 * EIN question, same-address questions), reviews, programme overview and summary, and the joint
 * survivorship (JointTenantsAccountType is already set at registration, docs/decisions.md).
 */
const STEP_DATA: Record<string, keyof SavedSections> = {
  name: 'name',
  phone: 'phone',
  dob: 'dob',
  identity: 'identity',
  ssn: 'ssn',
  addressEnter: 'address',
  fund: 'fundingType',
  fundAch: 'fundingAmount',
  fundWire: 'fundingAmount',
  fundCheck: 'fundingAmount',
  fundCrypto: 'fundingAmount',
  agreement: 'agreement',
  businessType: 'businessType',
  businessName: 'entityName',
  trustName: 'entityName',
  ein: 'ein',
  businessAddress: 'businessAddress',
  iraBusinessName: 'iraBusinessName',
  marital: 'maritalStatus',
  backupWithholding: 'backupWithholding',
  identityDetails: 'identityDetails',
  employment: 'employment',
  financialProfile: 'financialProfile',
  secondary: 'secondaryName',
  secondaryPhone: 'secondaryPhone',
  secondaryDob: 'secondaryDob',
  secondaryIdentity: 'secondaryIdentity',
  secondarySsn: 'secondarySsn',
  secondaryAddressEnter: 'secondaryAddress',
  minor: 'minorName',
  minorPhone: 'minorPhone',
  minorDob: 'minorDob',
  minorIdentity: 'minorIdentity',
  minorSsn: 'minorSsn',
  minorAddressEnter: 'minorAddress',
  fundRetirement: 'iraFundingType',
  fundRollover: 'iraFundingAmount',
  fundContribution: 'iraFundingAmount',
  equityAgreement: 'equityAgreement',
  metalInvest: 'metalAmount',
  metalAllocate: 'metalAllocation',
  metalGold: 'metalGold',
  metalSilver: 'metalSilver',
  metalFunding: 'metalFunding',
};

export interface OnboardingMenuItem {
  Path: string;
  /** The page-title i18n key of the step (src/i18n/en.ts pageTitles). */
  Title: string;
  Section: string;
  IsCompleted: boolean;
}

/**
 * The menu for an application type at the given ApplicationStep (doc 1 §3 ApplicationOnboarding):
 * one item per step of the kind's table, in table order (backup withholding only when
 * `irsRequired`, the broker's IsIRSRequired). `kind` picks the Trust, business-IRA
 * and metal-stream tables (see `stepTableFor`); without it the type's default table is used.
 */
export function onboardingMenu(
  type: ApplicationType | null,
  applicationStep: string | null,
  saved: SavedSections,
  kind: WizardKind = {},
  irsRequired = false,
): OnboardingMenuItem[] {
  const full = stepTableFor(type, kind);
  if (!full) return [];
  // doc 2 §2.19: the backup-withholding step exists only for brokers with IsIRSRequired.
  const table = irsRequired ? full : full.filter((s) => s.id !== 'backupWithholding');
  const paths = table.map((s) => s.path);
  let current = applicationStep ? paths.indexOf(applicationStep) : -1;
  // A step outside the table that is past the wizard (KYC, '/') means every step was passed.
  if (
    current === -1 &&
    applicationStep &&
    (applicationStep.startsWith('/kyc') || applicationStep === '/')
  ) {
    current = paths.length;
  }
  return table.map((step, i) => {
    const data = STEP_DATA[step.id];
    return {
      Path: step.path,
      Title: step.titleKey,
      Section: step.section,
      IsCompleted: (data !== undefined && saved[data] === true) || i < current,
    };
  });
}

/** The person sections a person step saves (doc 2 §3 Person); an SSN counts as given for a non-USA citizen. */
function personSaved(app: Application, slot: PersonSlot) {
  const p = personOf(app, slot);
  const country = p?.PersonCountry?.CountryIso3Code ?? null;
  return {
    name: !!p?.PersonName,
    phone: !!p?.Phone,
    dob: !!p?.PersonBirthday,
    identity: !!p?.PersonCountry,
    ssn: !!p?.PersonSsn || (country !== null && country !== 'USA'),
    address: !!p?.PersonAddress,
    maritalStatus: !!p?.PersonMaritalStatus,
    backupWithholding: typeof p?.PersonBackupWithHolding?.BackupWithHoldingRecord === 'boolean',
  };
}

/**
 * What GET v2/applications/{ApplicationUid} already shows as saved (doc 1 §3, doc 2 §3, doc 3
 * §3), read from the answer itself: persons of every kind, the legal entity, IRA CDD, company
 * name and funding, bank funding, the recurring programme and the accepted agreements.
 * `brokerCode` names the main agreement ({maincode} in lower case).
 */
export function savedSectionsOf(
  view: Omit<Application, 'ApplicationOnboarding'>,
  brokerCode: string,
): SavedSections {
  const app = view as Application;
  const main = personSaved(app, 'main');
  const secondary = personSaved(app, 'secondary');
  const minor = personSaved(app, 'minor');
  const entity = view.CorporateApplication?.LegalEntity ?? null;
  const corporateType = view.CorporateApplication?.CorporateAccountType ?? null;
  const cdd = view.IRAApplication?.CustomerDueDiligenceResponse ?? null;
  const ira = view.IRAApplication?.IRAApplicationFundingResponse ?? null;
  const metal = view.MetalStream ?? null;
  const agreements = view.AgreementsAccepted;
  return {
    ...main,
    fundingType: view.ApplicationFunding?.BankFundingType != null,
    fundingAmount: view.ApplicationFunding?.Amount != null,
    agreement: agreements.includes(brokerCode.toLowerCase()),
    businessType: corporateType !== null && corporateType !== 'Trust',
    entityName: !!entity?.Name,
    ein: entity !== null && (entity.Ein !== null || entity.NoEin !== null),
    businessAddress: !!entity?.AddressResponse,
    iraBusinessName: !!view.IRAApplication?.CompanyName,
    identityDetails: !!cdd?.IRAIdentificationInfoResponse,
    employment: !!cdd?.IRAEmploymentInfoResponse,
    financialProfile: !!cdd?.IRAAccountFundingInfoResponse,
    secondaryName: secondary.name,
    secondaryPhone: secondary.phone,
    secondaryDob: secondary.dob,
    secondaryIdentity: secondary.identity,
    secondarySsn: secondary.ssn,
    secondaryAddress: secondary.address,
    minorName: minor.name,
    minorPhone: minor.phone,
    minorDob: minor.dob,
    minorIdentity: minor.identity,
    minorSsn: minor.ssn,
    minorAddress: minor.address,
    iraFundingType: ira !== null,
    iraFundingAmount: ira?.Amount != null,
    equityAgreement: agreements.includes('ira'),
    metalAmount: metal?.Amount != null,
    metalAllocation: metal?.GoldPercentage != null,
    metalGold: metal?.SymbolCodeGold != null,
    metalSilver: metal?.SymbolCodeSilver != null,
    metalFunding: metal?.BankAccountUid != null || metal?.UseAccountBalance === true,
  };
}

/**
 * The ApplicationOnboardingMenu of a GET application answer (doc 1 §3): the wizard's table for
 * the application's kind, completed items from what the answer shows as saved and from
 * ApplicationStep.
 */
export function applicationMenu(
  view: Omit<Application, 'ApplicationOnboarding'>,
  brokerCode: string,
  irsRequired = false,
): OnboardingMenuItem[] {
  return onboardingMenu(
    view.ApplicationType,
    view.ApplicationStep,
    savedSectionsOf(view, brokerCode),
    {
      accountType: view.AccountType,
      registrationFlowType: view.RegistrationFlowType,
    },
    irsRequired,
  );
}

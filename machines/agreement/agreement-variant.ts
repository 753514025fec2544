/**
 * The agreement screen's variants, the open-account sequence and the submission's outcomes as pure
 * functions of the application and the broker settings (doc 3 §2.5 Agreement, §2.6 Processing and
 * Success, §4 "Agreement open-account sequence" and "Submission", §5 Agreement, §7 Agreements and
 * Submission). The wizard engine (machines/wizard-engine), the closing machine's submission states
 * (machines/closing/closing.machine.ts), the selectors and the views read them, so a rule lives once.
 */
import { z } from 'zod';
import { agreementForm } from '../../services/api/fields';
export { agreementSequence } from '../../services/api/agreement-sequence';
import {
  ALTERNATIVE_AGREEMENT_BROKER_CODES,
  BANK_FUNDING_TYPES,
  BASIC_ACCOUNT_UPGRADE_TYPE,
  IRA_FUNDING_TYPES,
  type Application,
  type Settings,
} from '../../services/api/contract';

/**
 * The application upgrades an existing basic portal account (doc 1 §4.11: AccountUpgradeType equal
 * to the upgrade value, BASIC_ACCOUNT_UPGRADE_TYPE): 'Upgrade account' on the agreement and the
 * upgrade call on submission (doc 3 §2.5, §2.6, §6).
 */
export const isUpgradeApplication = (app: Application | null | undefined): boolean =>
  app?.AccountUpgradeType === BASIC_ACCOUNT_UPGRADE_TYPE;

/** The recurring metal programme (registration flow type 2, doc 1 §3; doc 3 §1). */
export const isProgramme = (app: Application | null | undefined): boolean =>
  app?.RegistrationFlowType === 2;

/**
 * The programme is funded from a bank linked through the bank-linking provider (doc 3 §2.5
 * "Recurring programme with a linked bank account", §4 step 1): MetalStream.BankAccountUid is set
 * and the account balance is not the source.
 */
export const programmeHasLinkedBank = (app: Application | null | undefined): boolean =>
  isProgramme(app) &&
  !!app?.MetalStream?.BankAccountUid &&
  app.MetalStream.UseAccountBalance !== true;

/**
 * The broker whose main agreement has its own variant (doc 3 §2.5 "one particular broker code";
 * the code is not named by the spec — ALTERNATIVE_AGREEMENT_BROKER_CODES, docs/decisions.md).
 */
export const isAlternativeAgreementBroker = (brokerCode: string | null | undefined): boolean =>
  !!brokerCode && ALTERNATIVE_AGREEMENT_BROKER_CODES.includes(brokerCode.toUpperCase());

const IRA_SUBTYPES = ['Traditional', 'Roth', 'SIMPLE', 'SEP'] as const;
type IraSubtype = (typeof IRA_SUBTYPES)[number];

/** The IRA sub-type of an IRA application (Traditional, Roth, SIMPLE, SEP), or null. */
export function iraSubtypeOf(app: Application | null | undefined): IraSubtype | null {
  const t =
    app?.IRAApplication?.IRAAccountType ??
    app?.IRAApplication?.AccountType ??
    app?.AccountType ??
    null;
  return (IRA_SUBTYPES as readonly string[]).includes(t ?? '') ? (t as IraSubtype) : null;
}

/**
 * The agreement's title key by application type and IRA sub-type (doc 3 §2.5 "Title varies by
 * application type and IRA subtype"): `agreeVariant.titles.<Individual | JointTenants | Corporate |
 * Trust | UTMA | IRA | Traditional | Roth | SIMPLE | SEP | programme | alternative>`. The
 * alternative broker's own title wins; the programme has its own; an unknown type falls back to
 * 'agreement.title'.
 */
export function agreementTitleKey(
  app: Application | null | undefined,
  brokerCode: string | null | undefined,
): string {
  if (isAlternativeAgreementBroker(brokerCode)) return 'agreeVariant.titles.alternative';
  if (isProgramme(app)) return 'agreeVariant.titles.programme';
  switch (app?.ApplicationType) {
    case 'IRA':
      return `agreeVariant.titles.${iraSubtypeOf(app) ?? 'IRA'}`;
    case 'Corporate':
      return app.AccountType === 'Trust' ||
        app.CorporateApplication?.CorporateAccountType === 'Trust'
        ? 'agreeVariant.titles.Trust'
        : 'agreeVariant.titles.Corporate';
    case 'Individual':
    case 'JointTenants':
    case 'UTMA':
      return `agreeVariant.titles.${app.ApplicationType}`;
    default:
      return 'agreement.title';
  }
}

/**
 * What the agreement screen shows (`view.data` of AGREEMENT and the programme's agreement):
 * - titleKey: agreementTitleKey;
 * - alternative: the alternative broker's variant (own title, four numbered points, own download,
 *   acknowledgement and terms wording);
 * - upgrade: 'Upgrade account' instead of 'Open account';
 * - programme: the extra bullet naming the recurring day `recurringDay` (day of month, settings
 *   MetalStreamRecurringInvestment; null when unknown);
 * - autoDeposit: the second checkbox 'agreeAutoDeposit' with the transfer-terms link (programme
 *   with a linked bank).
 */
export interface AgreementVariant {
  titleKey: string;
  alternative: boolean;
  upgrade: boolean;
  programme: boolean;
  recurringDay: number | null;
  autoDeposit: boolean;
}

export function agreementVariantOf(
  app: Application | null | undefined,
  settings: Pick<Settings, 'BrokerCode' | 'MetalStreamRecurringInvestment'> | null | undefined,
  brokerCode?: string | null,
): AgreementVariant {
  const code = settings?.BrokerCode ?? brokerCode ?? null;
  return {
    titleKey: agreementTitleKey(app, code),
    alternative: isAlternativeAgreementBroker(code),
    upgrade: isUpgradeApplication(app),
    programme: isProgramme(app),
    recurringDay: settings?.MetalStreamRecurringInvestment ?? null,
    autoDeposit: programmeHasLinkedBank(app),
  };
}

/**
 * The agreement form (doc 3 §5 Agreement): 'agree' must be ticked ('on'); with `autoDeposit` (the
 * programme with a linked bank) 'agreeAutoDeposit' too. Messages 'fields.errors.validation.agree'
 * and '…agreeAutoDeposit'.
 */
export function agreementFormFor(autoDeposit: boolean) {
  return autoDeposit
    ? agreementForm.extend({
        agreeAutoDeposit: z.literal('on', { error: 'fields.errors.validation.agreeAutoDeposit' }),
      })
    : agreementForm;
}

/** A submitted checkbox value counts as ticked ('on', true or 'true'). */
export const ticked = (v: unknown): boolean => v === 'on' || v === true || v === 'true';

/**
 * The success page's funding method (doc 3 §2.6 Success step 2, ' via <method>'):
 * - IRA: by IRAFundingType — 'IRATransfer', 'Rollover', 'AnnualContribution';
 * - programme: 'AccountBalance' when it uses the account balance, else 'Transfer';
 * - otherwise by BankFundingType — 'Transfer' for ACH connected (the bank-linking provider),
 *   'ACHManual', 'Wire', 'Check', 'Cryptocurrency';
 * - null when no funding was chosen (the step reads 'Fund account' alone).
 */
export type SuccessFundingMethod =
  | 'Transfer'
  | 'ACHManual'
  | 'Wire'
  | 'Check'
  | 'Cryptocurrency'
  | 'IRATransfer'
  | 'Rollover'
  | 'AnnualContribution'
  | 'AccountBalance';

export function successFundingMethod(
  app: Application | null | undefined,
): SuccessFundingMethod | null {
  if (!app) return null;
  if (app.ApplicationType === 'IRA') {
    const t = app.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType;
    if (t === IRA_FUNDING_TYPES.IRATransfer) return 'IRATransfer';
    if (t === IRA_FUNDING_TYPES.Rollover) return 'Rollover';
    if (t === IRA_FUNDING_TYPES.AnnualContribution) return 'AnnualContribution';
    return null;
  }
  if (isProgramme(app) && app.MetalStream) {
    if (app.MetalStream.UseAccountBalance === true) return 'AccountBalance';
    if (app.MetalStream.BankAccountUid) return 'Transfer';
  }
  switch (app.ApplicationFunding?.BankFundingType) {
    case BANK_FUNDING_TYPES.ACHConnected:
      return 'Transfer';
    case BANK_FUNDING_TYPES.ACHManual:
      return 'ACHManual';
    case BANK_FUNDING_TYPES.Wire:
      return 'Wire';
    case BANK_FUNDING_TYPES.Check:
      return 'Check';
    case BANK_FUNDING_TYPES.Cryptocurrency:
      return 'Cryptocurrency';
    default:
      return null;
  }
}

/**
 * The buy-flow flag (doc 3 §2.6 "when a buy-flow flag is set"; where it comes from is not shown —
 * docs/decisions.md): the entry URL's query carries `flow=buy` (or `buy=true`).
 */
export function isBuyFlow(search: string | null | undefined): boolean {
  const q = new URLSearchParams(search ?? '');
  return q.get('flow')?.toLowerCase() === 'buy' || q.get('buy')?.toLowerCase() === 'true';
}

/**
 * The suffix added to PortalUrl when leaving (doc 3 §2.6): the success page's 'Go to my account'
 * → '/buy' with the buy flag, else '?flow=regular'; the done pages and the submission error's
 * redirect to the account → '' with the buy flag, else '?flow=regular'.
 */
export function portalSuffix(page: 'success' | 'done', buy: boolean): string {
  if (!buy) return '?flow=regular';
  return page === 'success' ? '/buy' : '';
}

/**
 * The submission error modal (doc 3 §2.6 Processing, §8): its title key by the error code
 * (`submissionError.titles.<Code>`, 'submissionError.titles.default' for others) and where closing
 * it leads — 'account' (the portal) when the application already has an AccountUid, else
 * 'agreement' (AGREEMENT).
 */
export const SUBMISSION_ERROR_CODES = [
  'KYCError',
  'OFACError',
  'TradecoreExecutionError',
  'FundingAlreadySubmited',
  'FundingTypeIsNotDefined',
  'ApplicationIsCompleted',
  'ApplicationAlreadyCreated',
  'WizardValidation_MissingAgreementConsent',
  'InvalidApplicationUid',
  'RequestError',
  'Error_AccountNotFound',
] as const;

export function submissionErrorTitleKey(code: string | null | undefined): string {
  return code && (SUBMISSION_ERROR_CODES as readonly string[]).includes(code)
    ? `submissionError.titles.${code}`
    : 'submissionError.titles.default';
}

export const submissionCloseTo = (app: Application | null | undefined): 'account' | 'agreement' =>
  app?.AccountUid ? 'account' : 'agreement';

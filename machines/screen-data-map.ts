/**
 * The screen contract, part 4 (machines/screen-contract.ts re-exports it): the shared data
 * shapes screens read from `ScreenView.data` (the per-screen types come from the ScreenSpecs,
 * machines/view/screen-view-of.ts) and the values they send (doc 1 §2.8, doc 2 §2.23, doc 3 §2–§3).
 */

/** Levels of the account-kind choice (doc 1 §2.8): `data.level` of the 'chooseApplication' screen. */
export type ChooseLevel = 'MAIN' | 'STANDARD' | 'RETIREMENT' | 'PERSONAL' | 'BUSINESS' | 'UTMA';

/** The `choice` each level's cards send with `choice.select` (doc 1 §2.8). */
export const CHOOSE_CHOICES = {
  MAIN: ['STANDARD', 'RETIREMENT', 'UTMA'],
  STANDARD: ['Individual', 'JointTenants', 'Trust', 'Corporate'],
  RETIREMENT: ['PERSONAL', 'BUSINESS'],
  PERSONAL: ['Traditional', 'Roth'],
  BUSINESS: ['SIMPLE', 'SEP'],
  UTMA: ['Custodian', 'Trustee'],
} as const satisfies Record<ChooseLevel, readonly string[]>;
export type ChooseChoice = (typeof CHOOSE_CHOICES)[ChooseLevel][number];

/** Reference lists as the API returns them (services/api/contract.ts Country / State). */
export interface CountryOption {
  Iso3Code: string;
  Iso2Code: string;
  Caption: string;
  TelephoneCode?: string;
}
export interface StateOption {
  Code: string;
  Caption: string;
}

/**
 * The review items (doc 2 §2.23); an item is what `wizard.edit` sends and what `data.editing`
 * names. The metal-stream Overview's items (doc 3 §2.3): amount, allocation, products, deposit type.
 * Each is opened by the ScreenSpec whose `reviewItem` names it (machines/view/specs/).
 */
export const REVIEW_ITEM_IDS = [
  'name',
  'phone',
  'dob',
  'identity',
  'ssn',
  'address',
  'funding',
  'maritalStatus',
  'backupWithholding',
  'iraBusinessName',
  'businessName',
  'businessType',
  'ein',
  'businessAddress',
  'trustName',
  'metalAmount',
  'metalAllocation',
  'metalGold',
  'metalSilver',
  'metalFunding',
] as const;
/** A review item (doc 2 §2.23; REVIEW_ITEM_IDS). */
export type ReviewItemId = (typeof REVIEW_ITEM_IDS)[number];
/**
 * What `wizard.edit` sends: a review item, prefixed with the person slot for the second person's
 * items ('secondary.dob', 'minor.address'; doc 2 §2.23 second-person section).
 */
export type EditItem = ReviewItemId | `${'secondary' | 'minor'}.${ReviewItemId}`;

/**
 * Why the review's 'Looks good' is disabled (doc 2 §4; machines/wizards/walk.ts `reviewBlockOf`):
 * funding type without amount, missing info (assisted only), the joint secondary holder non-USA
 * without SSN, the UTMA minor a USA citizen without SSN.
 */
export type ReviewBlock =
  'fundingAmountMissing' | 'infoMissing' | 'secondarySsnMissing' | 'minorSsnMissing';

/**
 * One row of the review page (doc 2 §2.23). `id` is what its Edit link sends (`wizard.edit`);
 * `value` the display text (null: not given — the view shows 'N/A', or the missing placeholder
 * for a blank name) except: 'ssn' and 'ein' the saved number (the view masks it), 'phone' E.164,
 * 'maritalStatus' the MARITAL_STATUSES name (e.g. 'Married'; the view shows its label).
 * `missing`: the sales-assisted 'Missing info' marker (doc 2 §4; never set outside assisted mode).
 */
export interface ReviewRow<I extends string = EditItem> {
  id: I;
  value: string | null;
  missing?: boolean;
}

/** Bank funding method names (doc 3 §3 BankFundingType). */
export type BankFundingMethod = 'ACHConnected' | 'ACHManual' | 'Wire' | 'Check' | 'Cryptocurrency';

/** IRA funding type names (doc 3 §3 IRAFundingType). */
export type IraFundingKind = 'IRATransfer' | 'Rollover' | 'AnnualContribution';

/**
 * The review's second section (doc 2 §2.23): the joint Secondary Holder ('secondary', items
 * prefixed 'secondary.'), the UTMA Minor ('minor', items prefixed 'minor.'), or the trust's Legal
 * Entity ('legalEntity': items 'trustName' and 'ein').
 */
export interface ReviewSecondSection {
  kind: 'secondary' | 'minor' | 'legalEntity';
  /** i18n key of the section heading. */
  headingKey: string;
  /** The second person's first name (the edit forms' copy names them), null for the entity or when unknown. */
  firstName: string | null;
  items: ReviewRow[];
}

/**
 * The review's data (doc 2 §2.23; machines/review/review-data.ts `reviewDataOf`, the review spec
 * machines/view/specs/review.ts). The other screens' data types are inferred from their specs
 * (machines/view/screen-view-of.ts `ScreenDataOf`).
 */
export interface ReviewData {
  /**
   * i18n key of the main person's heading: 'review.primaryHolder' (joint), 'review.custodian'
   * (UTMA), 'review.authorizedAgent' (Corporate: business and trust), else 'review.ownerHeading'.
   */
  mainHeadingKey?: string;
  /** The main person's rows (ids unprefixed): iraBusinessName (SEP/SIMPLE), name, address, dob, ssn (USA), identity, phone, maritalStatus (when set). */
  items: ReviewRow<ReviewItemId>[];
  /** The second section, or null (Individual, IRA, business). */
  second?: ReviewSecondSection | null;
  /** The bank funding card; null when no bank funding is saved. */
  funding: {
    method: BankFundingMethod | null;
    amount: number | null;
    currency?: 'USD' | 'CAD';
  } | null;
  /** An IRA application: the IRA funding card (no edit link, doc 3 §2.4) replaces the bank card. */
  ira?: boolean;
  /**
   * The IRA funding card (IRAApplication.IRAApplicationFundingResponse); null: 'No funding
   * instructions added.'. `amountMissing`: a rollover or contribution without its amount.
   */
  iraFunding?: {
    type: IraFundingKind | null;
    amount: number | null;
    amountMissing: boolean;
    contributionYear: number | null;
    currency?: 'USD' | 'CAD';
  } | null;
  /** While modal === 'editItem': the item being edited (e.g. 'name', 'secondary.dob', 'ein'). */
  editing?: EditItem | null;
  /** 'Looks good' disabled (doc 2 §4): `blocked !== null`. */
  submitDisabled?: boolean;
  /** The rule that disables 'Looks good', or null. */
  blocked?: ReviewBlock | null;
  /** Sales-assisted application (Application.IsAssisted): 'Missing info' markers may show. */
  assisted?: boolean;
  /** Some information is missing (doc 2 §4; always false outside assisted mode). */
  missingInfo?: boolean;
  /** The items flagged missing, in the page's order (doc 2 §4 missing-information list). */
  missingItems?: string[];
  /** A sales agent's session (doc 1 §6): the submit reads 'impersonateRegistration' and sends the invitation. */
  salesSession?: boolean;
  countries?: CountryOption[];
  states?: StateOption[];
  /** The metal-mode review's 'Scheduled {month}/{day}' box (doc 3 §2.3, §9); null outside the programme. */
  recurring?: { amount: number; currency: 'USD' | 'CAD'; month: number; day: number } | null;
}

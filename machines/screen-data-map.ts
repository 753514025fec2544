/**
 * The screen contract, part 4 (machines/screen-contract.ts re-exports it): the screen data
 * shapes — what each screen reads from `ScreenView.data` and the values it sends (doc 1 §2.8,
 * doc 2 §2.23, doc 3 §2–§3).
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
 * `ScreenView.data` per screen. In the review's edit modal (modal 'editItem'), `initial` and
 * `fieldErrors` belong to the edited item's form and `data` also carries that form's lists
 * (countries, states …).
 */
export interface ScreenDataMap {
  welcome: { flow?: 'BASE' | 'AIP' };
  login: { usernames: string[] };
  resetSent: { supportEmail?: string };
  /** doc 1 §2.6 the new-password form (initial { Password: '' }). */
  resetPassword: Record<string, never>;
  resetSuccessful: Record<string, never>;
  /**
   * doc 1 §4.11 the basic account's details (machines/entry/upgrade.states.ts `upgradeAccountViewOf`):
   * null while they load; `upgraded` when the account was already upgraded (only 'Go to my account').
   */
  upgradeAccount: { account: import('./entry/upgrade-view').UpgradeAccountView | null };
  /** doc 1 §2.11: the application to delete (its kind's title key), null without one. */
  deleteApplication: { kindKey?: string | null };
  /** `current`: the choice already made (marked on its card). */
  chooseApplication: { level: ChooseLevel; upgrade?: boolean; current?: ChooseChoice | null };
  notYetAvailable: { kindKey?: string };
  name: { nameLocked?: boolean; flow?: 'BASE' | 'AIP'; isIra?: boolean };
  phone: { countries: CountryOption[]; usOnly?: boolean; locked?: boolean };
  identityCountry: { countries: CountryOption[] };
  ssn: { minor?: boolean; disabled?: boolean };
  addressIntro: { isIra?: boolean };
  /** `statesCountry`: the ISO3 country `states` belong to (default 'USA'). */
  addressEnter: {
    countries: CountryOption[];
    states: StateOption[];
    statesCountry?: string;
    usOnly?: boolean;
    /** Street-lookup suggestions (services/adapters/address-autocomplete.ts). */
    addressSuggestions?: { id: string; label: string }[];
  };
  /** machines/view/specs/fund-account.ts: the offered methods in order, limits in dollars (null when unknown). */
  fundAccount: {
    methods: BankFundingMethod[];
    achLimit: number | null;
    checkLimit: number | null;
    cryptoLimit: number | null;
    currency: 'USD' | 'CAD';
    current: BankFundingMethod | null;
    assisted: boolean;
  };
  /**
   * machines/view/specs/fund-amount.ts. `limit`: the check / ACH / crypto deposit limit in dollars
   * (null for wire: no limit text); `bank`: the linked bank the ACH auto-deposit names.
   */
  fundAmount: {
    method: BankFundingMethod;
    limit: number | null;
    currency: 'USD' | 'CAD';
    bank: { name: string; last4: string } | null;
    termsHtml: string | null;
  };
  /** doc 2 §2.23 (machines/selectors.ts `reviewDataOf`). */
  review: {
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
  };
  agreement: { agreementHtml?: string | null; upgrade?: boolean };
  kycSuccess: { fundingMethod?: 'Wire' | 'Check' | null; accountNumber?: string | null };
}

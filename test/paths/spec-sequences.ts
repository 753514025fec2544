/**
 * The oracle of the generated browser paths (issue 34 item 3): the URL paths a browser must show,
 * from the first wizard step to the agreement, written from the specification's text — doc 2 §2.2
 * "Step sequences by account type", §2.3 route table, §2.14 identity country, §2.19 backup
 * withholding, §2.20 address screens, doc 3 §2.1 routes, §2.2 step order, §2.3 programme screens,
 * §2.4 funding screens — and, where the spec does not show something, the team's recorded decision
 * (docs/decisions.md, quoted as "decision: …").
 *
 * It is deliberately NOT built from the wizard machines or their step tables (machines/wizards/*,
 * whose `*Sequences` share the machine's segments): nothing here is imported from machines/, so a
 * wrong guard or a wrong table row in the machine shows as a difference between a generated path
 * and these sequences. Review it line by line against the spec, not against the machine.
 */

/** doc 2 §9 / doc 1 §9 application types, as the contract names them (decisions.md 'doc 1 §9'). */
export type ApplicationType = 'Individual' | 'Corporate' | 'IRA' | 'JointTenants' | 'UTMA';

/** A funding choice on the funding screen (doc 3 §2.4), or the programme's own funding (doc 3 §2.3). */
export type FundingChoice =
  | 'ACHConnected'
  | 'Wire'
  | 'Check'
  | 'Cryptocurrency'
  | 'Skip'
  | 'IRATransfer'
  | 'Rollover'
  | 'AnnualContribution'
  | 'Programme';

/** A skip link the applicant takes on a step the spec marks '(skippable)' (doc 2 §2.2, doc 3 §2.2). */
export type SkipChoice = 'phone' | 'secondAddress' | 'gold' | 'silver' | 'programmeFunding';

/** What a path chooses: the application, the people's identity countries, funding, the broker. */
export interface SpecChoices {
  ApplicationType: ApplicationType;
  /** The sub-type: 'Trust' for a trust, the IRA type ('Traditional', 'Roth', 'SIMPLE', 'SEP'), … */
  AccountType?: string | null;
  /** 2: the recurring metal programme (AIP, doc 2 §2.2 "RegistrationFlowType 2, or the AIP flow"). */
  RegistrationFlowType?: 1 | 2;
  /** Identity country (ISO3) per person; absent = USA (doc 2 §2.14 "A country select, default USA"). */
  countries?: { main?: string; secondary?: string; minor?: string };
  funding: FundingChoice;
  /** The broker's settings the sequences read (doc 1 §3 Settings). */
  broker: { IsIRSRequired: boolean; CryptocurrencyLimit: number };
  /** A sales agent fills in the application (doc 2 §1 sales-assisted mode). */
  assisted?: boolean;
  /** The skip links taken ('do it later' on funding is `funding: 'Skip'`). */
  skips?: readonly SkipChoice[];
  /** The programme's allocation (doc 3 §2.3 "Default 50 / 50"). */
  allocation?: { gold: number; silver: number };
}

/** The wizard a choice opens: doc 2 §2.2 "Choice of the first wizard screen". */
export type SpecWizard =
  'individual' | 'business' | 'trust' | 'iraPersonal' | 'iraBusiness' | 'joint' | 'utma';

/**
 * doc 2 §2.2 Choice of the first wizard screen:
 * "Account type Trust → Trust sequence."
 * "Otherwise by ApplicationType: Individual, Business (Corporate), IRA, Joint or UTMA."
 * "The IRA sequence is the personal one for Traditional and Roth, the business one for SIMPLE and SEP."
 * (The metal stream, "RegistrationFlowType 2, or the AIP flow → metal stream sequence", is
 * `RegistrationFlowType: 2` on top of the owner's kind; see `expectedRoutes`.)
 */
export function wizardOf(c: Pick<SpecChoices, 'ApplicationType' | 'AccountType'>): SpecWizard {
  if (c.AccountType === 'Trust') return 'trust';
  switch (c.ApplicationType) {
    case 'Individual':
      return 'individual';
    case 'Corporate':
      return 'business';
    case 'JointTenants':
      return 'joint';
    case 'UTMA':
      return 'utma';
    case 'IRA':
      if (c.AccountType === 'Traditional' || c.AccountType === 'Roth') return 'iraPersonal';
      if (c.AccountType === 'SIMPLE' || c.AccountType === 'SEP') return 'iraBusiness';
      throw new Error(
        `doc 2 §2.2: an IRA is Traditional, Roth, SIMPLE or SEP, not ${c.AccountType}`,
      );
  }
}

const isUsa = (country: string | undefined) => (country ?? 'USA') === 'USA';

/**
 * doc 2 §2.3 route table: the person steps' literal paths. `prefix` is '' (/secure…),
 * '/business' (BUSINESS_ACCOUNT: /business/secure…) or '/aip' (METAL_SECURE_ACCOUNT: /aip/secure…).
 */
const personRoutes = (prefix: '' | '/business' | '/aip') => ({
  // | Secure account intro | SECURE_ACCOUNT … | /secure; /business/secure; /aip/secure |
  secure: `${prefix}/secure`,
  // | Name | SECURE_NAME | /secure/name; /business/secure/name; /aip/secure/name |
  name: `${prefix}/secure/name`,
  // | Phone | SECURE_PHONE_NUMBER | /secure/phone-number; /business/secure/phone-number; /aip/secure/phone-number |
  phone: `${prefix}/secure/phone-number`,
  // | Date of birth | SECURE_DOB | /secure/dob; /business/secure/dob; /aip/secure/dob |
  dob: `${prefix}/secure/dob`,
  // | Identity country | SECURE_IDENTITY | /secure/identity; /business/secure/identity; /aip/secure/identity |
  identity: `${prefix}/secure/identity`,
  // | SSN | SECURE_IDENTITY_SSN | /secure/identity/ssn; /business/secure/identity/ssn; /aip/secure/identity/ssn |
  ssn: `${prefix}/secure/identity/ssn`,
});

/**
 * doc 2 §2.3 | Secondary owner | … | /secure/secondary, /secure/secondary/dob,
 * /secure/secondary/identity, /secure/secondary/ssn, /secure/secondary/phone-number; metal stream:
 * /aip/secure/secondary with /dob, /identity, /ssn, /phone-number |
 * | Minor | … | /secure/minor, /secure/minor/dob, /secure/minor/identity, /secure/minor/ssn,
 * /secure/minor/phone-number; metal stream: /aip/secure/minor with /dob, /identity, /ssn |
 */
const secondPersonRoutes = (slot: 'secondary' | 'minor', programme: boolean) => {
  const base = `${programme ? '/aip' : ''}/secure/${slot}`;
  return {
    intro: base,
    // The programme's minor has no phone route ("metal stream: /aip/secure/minor with /dob,
    // /identity, /ssn"); decision (doc 2 §2.3 METAL_SECURE_ACCOUNT, issue 21 item 9): "a secure
    // step §2.3 gives no /aip path (the business review, the minor's phone) is left out".
    phone: programme && slot === 'minor' ? null : `${base}/phone-number`,
    dob: `${base}/dob`,
    identity: `${base}/identity`,
    ssn: `${base}/ssn`,
  };
};

/**
 * doc 2 §2.19 Backup withholding: "Its screen route and layout are not shown"; §2.2 "The position of
 * the backup-withholding step in these sequences is not shown". Decision (doc 2 §2.2, §2.19, issue
 * 21 item 5): "it is '/secure/backup-withholding' (SECURE_BACKUP_WITHHOLDING), right after the SSN
 * it certifies … and only when the broker's IsIRSRequired is on"; decision (issue 31): "an agent's
 * wizard walk passes the backup-withholding step by".
 */
export const BACKUP_WITHHOLDING = '/secure/backup-withholding';
const w9Asked = (c: SpecChoices) => c.broker.IsIRSRequired && c.assisted !== true;

/** doc 2 §2.3 | Address intro (main) | ADDRESS | /address | … | Address done | ADDRESS_DONE | /address/done |. */
const ADDRESS = '/address';
const ADDRESS_ENTER = '/address/enter';
const ADDRESS_DONE = '/address/done';

/**
 * The address part (doc 2 §2.2, §2.20) for the wizards with one person:
 * Individual "… SSN → Address → Address enter → Address done → Fund account …"; IRA personal
 * "… Financial profile → Address → Address enter → Address done → Retirement funding …";
 * Business, Trust, IRA business "Address … (as Individual)"; metal stream "SSN → Address →
 * metal-stream Review" — decision (doc 2 §2.2 step tables): "the metal-stream sequence's
 * 'Address' is the three address steps of Individual (/address, /address/enter, /address/done)".
 */
const singleAddress = () => [ADDRESS, ADDRESS_ENTER, ADDRESS_DONE];

/**
 * The address part with a second person (doc 2 §2.2, §2.20).
 * Joint: "then Address enter → Secondary address (skippable) → Secondary address enter → Address
 * done"; UTMA: "then Address → Minor address (skippable) → Fund".
 * Decision (doc 2 §2.2 step tables): "Joint starts its address part with the Address intro …
 * UTMA, by analogy with Joint: Address → Address enter → Minor address (skippable, skip → Address
 * done) → Minor address enter → Address done → Fund."
 * doc 2 §2.20 "Secondary address question: … Yes or No stores a flag (SameAddress), then goes to
 * the next step" — decision (doc 2 §2.20 same-address question): "Yes and No both go to the
 * second person's address entry … the skip link goes to Address done."
 */
function pairAddress(slot: 'secondary' | 'minor', c: SpecChoices): string[] {
  // doc 2 §2.3 | Secondary address | … | /address/secondary, /address/secondary/enter |
  // doc 2 §2.3 | Minor address | … | /address/minor, /address/minor/enter |
  const question = `/address/${slot}`;
  const entry = `/address/${slot}/enter`;
  const skipped = c.skips?.includes('secondAddress');
  return [ADDRESS, ADDRESS_ENTER, question, ...(skipped ? [] : [entry]), ADDRESS_DONE];
}

/**
 * The main person's secure steps: doc 2 §2.2 Individual "Secure account → Name → Phone (skippable)
 * → Date of birth → Identity country (skip to Address) → SSN → Address"; the Phone skip link is
 * "(skippable)" without 'skip to X' — decision (doc 2 §2.2 phone skip): it leads to the next step,
 * Date of birth, as Continue does.
 * doc 2 §2.14 "On success: USA goes to the next path (SSN); any other country goes to the skip
 * path." (doc 2 §4 "Identity country routing: USA → next path (SSN); other → skip path".)
 */
function mainPerson(
  routes: ReturnType<typeof personRoutes>,
  c: SpecChoices,
  opts: { intro: boolean; marital?: boolean },
): { steps: string[]; usa: boolean } {
  const steps = [
    ...(opts.intro ? [routes.secure] : []),
    routes.name,
    routes.phone,
    routes.dob,
    // IRA personal: "Date of birth → Marital status → Identity country";
    // doc 2 §2.3 | Marital status | SECURE_MARITAL | /secure/marital |
    ...(opts.marital ? ['/secure/marital'] : []),
    routes.identity,
  ];
  const usa = isUsa(c.countries?.main);
  if (usa) steps.push(routes.ssn);
  return { steps, usa };
}

/**
 * Funding of the non-retirement kinds (doc 3 §2.2 "Individual, business and trust: … Address done
 * → Fund account (skip leads to Review) → amount for bank link, wire, check or cryptocurrency →
 * Review → Agreement"; doc 3 §2.4 "Choosing wire or check saves BankFundingType and goes to the
 * wire or check amount path. Choosing the bank runs the bank-link flow"; doc 3 §4 bank-link flow
 * "4. The user goes to the next path or the bank-link amount path").
 * doc 3 §2.1 "/fund/account, /fund/account/ach, /fund/account/wire, /fund/account/check,
 * /fund/account/cryptocurrency"; decision (doc 3 §2.2, §2.4 step tables): "the four amount routes
 * /fund/account/ach (bank link …), /wire, /check, /cryptocurrency, chosen by the saved
 * BankFundingType".
 * Returns the screens and whether the funding was skipped.
 */
function bankFunding(c: SpecChoices): string[] {
  const amount: Partial<Record<FundingChoice, string>> = {
    ACHConnected: '/fund/account/ach',
    Wire: '/fund/account/wire',
    Check: '/fund/account/check',
    Cryptocurrency: '/fund/account/cryptocurrency',
  };
  if (c.funding === 'Cryptocurrency' && (c.broker.CryptocurrencyLimit <= 0 || c.assisted))
    // Decision (doc 3 §2.4 Fund your account): "the cryptocurrency card is listed … when the
    // broker's CryptocurrencyLimit is above 0 …, never in sales-assisted mode"; doc 3 §2.4
    // "Sales-assisted: wire and check only."
    throw new Error('doc 3 §2.4: no cryptocurrency card on this broker / in sales-assisted mode');
  if (c.funding === 'ACHConnected' && c.assisted)
    throw new Error('doc 3 §2.4 "Sales-assisted: wire and check only."');
  // "Fund account (skip leads to Review)"
  if (c.funding === 'Skip') return ['/fund/account'];
  const to = amount[c.funding];
  if (!to) throw new Error(`doc 3 §2.4: ${c.funding} is not a Fund account choice`);
  return ['/fund/account', to];
}

/**
 * Retirement funding (doc 3 §2.2 "IRA, personal and business: … Address done → Retirement funding
 * account (skip leads to Review) → rollover or annual-contribution amount → Review → Equity
 * agreement → Agreement"; doc 3 §2.4 "IRATransfer opens the custodian modal; Rollover goes to
 * nextPath.ROLLOVER; AnnualContribution goes to nextPath.ANNUAL_CONTRIBUTION"; doc 3 §2.1
 * "/fund/retirement, /fund/retirement/rollover/amount, /fund/retirement/contribution/amount").
 * The transfer has no amount route: decision (doc 3 §2.2, §2.4 step tables): "IRATransfer is
 * completed in the custodian modal and goes on to Review like the 'do later' skip".
 */
function retirementFunding(c: SpecChoices): string[] {
  switch (c.funding) {
    case 'Rollover':
      return ['/fund/retirement', '/fund/retirement/rollover/amount'];
    case 'AnnualContribution':
      return ['/fund/retirement', '/fund/retirement/contribution/amount'];
    case 'IRATransfer':
    case 'Skip':
      return ['/fund/retirement'];
    default:
      throw new Error(`doc 3 §2.4: ${c.funding} is not a retirement funding choice`);
  }
}

/**
 * The end of the non-programme wizards: doc 2 §2.2 "→ Review → Agreement → '/'" (IRA: "→ Review →
 * Equity agreement → Agreement"); doc 2 §2.3 | Review | REVIEW | /review |; doc 3 §2.1
 * "Agreements: /review/agreement, /review/equity". (The '/' the step menu lists after the
 * agreement is never shown: doc 3 §2.2 "The agreement screen's own action leads to
 * KYC_PROCESSING".)
 */
const REVIEW = '/review';
const AGREEMENT = '/review/agreement';
const EQUITY_AGREEMENT = '/review/equity';

/**
 * The second person of a Joint or UTMA application (doc 2 §2.2):
 * Joint "then Secondary owner intro → secondary Phone → secondary Date of birth → secondary
 * Identity country (skip to Address) → secondary SSN"; UTMA "then Minor intro → minor Phone →
 * minor Date of birth → minor Identity country (skip to Address) → minor SSN".
 * doc 2 §2.14 "For SECONDARY: when both the main owner's identity country and the selected country
 * are not USA, the skip target is the skip path; otherwise it is the dependent-skip path."
 * Decision (doc 2 §2.2, §2.19): "Doc 2 §2.14's Joint dependent-skip path is this step [backup
 * withholding]: a non-USA secondary owner with a US primary holder still answers it"; with the
 * question off, "the tables route the SSN straight to Address".
 * Decision (doc 2 §2.2 vs §5, UTMA minor identity): "both identity countries of a UTMA application
 * must be USA …, so the UTMA step table has no non-USA skip at the custodian's or the minor's
 * identity country".
 */
function secondPerson(
  slot: 'secondary' | 'minor',
  c: SpecChoices,
  mainUsa: boolean,
  programme: boolean,
): string[] {
  const r = secondPersonRoutes(slot, programme);
  const steps = [r.intro, ...(r.phone ? [r.phone] : []), r.dob, r.identity];
  const usa = isUsa(c.countries?.[slot]);
  if (slot === 'minor') {
    if (!usa || !mainUsa)
      throw new Error('decision doc 2 §2.2 vs §5: a UTMA application has USA persons only');
    return [...steps, r.ssn];
  }
  if (usa) steps.push(r.ssn);
  // The backup-withholding question follows the secondary owner's SSN (decision doc 2 §2.19:
  // "Joint (after the secondary owner's SSN)"), or is the dependent-skip target of a non-USA
  // secondary owner with a US main owner; "nor for a non-US person" — both non-USA: skip path.
  // Not in the programme (decision doc 2 §2.19 programme, docs/decisions.md).
  if (!programme && w9Asked(c) && (usa || mainUsa)) steps.push(BACKUP_WITHHOLDING);
  return steps;
}

/**
 * The secure part of each wizard, from its first step to the step before the address part.
 * `programme`: the kind's rows under /aip/secure (decision doc 2 §2.3 METAL_SECURE_ACCOUNT: "Each
 * such table is the programme rows + the kind's own secure and address rows with secure paths
 * moved under /aip/secure (the 16 routes of §2.3) + the metal review and agreement").
 */
function securePart(wizard: SpecWizard, c: SpecChoices, programme: boolean): string[] {
  const P = programme ? '/aip' : '';
  const person = personRoutes(wizard === 'business' && !programme ? '/business' : P);
  switch (wizard) {
    case 'individual': {
      // Individual: "Create account (done) → Secure account → Name → Phone (skippable) → Date of
      // birth → Identity country (skip to Address) → SSN → Address"; the metal stream: "then Secure
      // account → Name → Phone → Date of birth → Identity country → SSN → Address".
      const main = mainPerson(person, c, { intro: true });
      // Backup withholding "right after the SSN it certifies" (decision doc 2 §2.19), only for a
      // US person ("nor for a non-US person (no SSN; a W-8 applies)"), not in the programme.
      if (main.usa && !programme && w9Asked(c)) main.steps.push(BACKUP_WITHHOLDING);
      return main.steps;
    }
    case 'business':
      // Business: "Secure account → Business type → Business name → EIN → Business address →
      // Business review → Name → Phone → Date of birth → Identity country → SSN → Address".
      // doc 2 §2.3: | Business type | … | /business/secure/verify; /aip/secure/business/verify |
      // | Business name | … | /business/secure/verify/name; /aip/secure/business/verify/name |
      // | Business EIN | … | /business/secure/verify/name/ein; /aip/secure/business/verify/name/ein |
      // | Business address | … | /business/secure/verify/business-address; /aip/secure/business/verify/address |
      // | Business review | … | /business/secure/verify/business-review | (no /aip path: left out,
      // decision doc 2 §2.3 METAL_SECURE_ACCOUNT).
      // Identity country: decision (doc 2 §2.2, §2.14 step tables): "Business, Trust, IRA personal
      // and metal stream skip to Address". No backup withholding: decision doc 2 §2.19 "Not asked
      // for … Trust and Business".
      return [
        person.secure,
        ...(programme
          ? [
              '/aip/secure/business/verify',
              '/aip/secure/business/verify/name',
              '/aip/secure/business/verify/name/ein',
              '/aip/secure/business/verify/address',
            ]
          : [
              '/business/secure/verify',
              '/business/secure/verify/name',
              '/business/secure/verify/name/ein',
              '/business/secure/verify/business-address',
              '/business/secure/verify/business-review',
            ]),
        ...mainPerson(person, c, { intro: false }).steps,
      ];
    case 'trust':
      // Trust: "Secure account → Trust name → Trust EIN (question, then EIN) → Your name → Phone →
      // Date of birth → Identity country → SSN → Address … then as Individual".
      // doc 2 §2.3: | Trust name | … | /secure/trust/name; /aip/secure/trustName |
      // | Trust EIN question | … | /secure/trust/askEin; /aip/secure/trustName/askEin |
      // | Trust EIN | … | /secure/trustName/ein; /aip/secure/trustName/ein |
      // doc 2 §2.8 "options No and Yes; both go to the next path".
      return [
        person.secure,
        ...(programme
          ? ['/aip/secure/trustName', '/aip/secure/trustName/askEin', '/aip/secure/trustName/ein']
          : ['/secure/trust/name', '/secure/trust/askEin', '/secure/trustName/ein']),
        ...mainPerson(person, c, { intro: false }).steps,
      ];
    case 'iraPersonal': {
      // IRA personal: "Secure account → Name → Phone → Date of birth → Marital status → Identity
      // country → SSN → Identity details → Employment status → Financial profile → Address".
      // Identity country skips to Address (decision doc 2 §2.2, §2.14 step tables). No backup
      // withholding: decision doc 2 §2.19 "Not asked for IRAs (exempt payees …)".
      const main = mainPerson(person, c, { intro: true, marital: true });
      return [...main.steps, ...(main.usa ? IRA_CDD : [])];
    }
    case 'iraBusiness': {
      // IRA business: "Secure account → Business name → Your name → Phone → Date of birth →
      // Identity country (skip to Address) → SSN → Identity details → Employment status → Financial
      // profile → Address". doc 2 §2.3 | IRA business name | SECURE_BUSINESS_NAME | /secure/businessName |
      const main = mainPerson(person, c, { intro: false });
      return [person.secure, '/secure/businessName', ...main.steps, ...(main.usa ? IRA_CDD : [])];
    }
    case 'joint': {
      // Joint: "main Name, Phone, Date of birth, Identity country, SSN; then Secondary owner
      // intro …". Decision (doc 2 §2.2 step tables): "Joint and UTMA start with the Secure account
      // intro"; decision (doc 2 §2.2, §2.14): "the main owner of Joint skips their SSN to the
      // Secondary owner intro (skipping to Address would skip the second person)".
      const main = mainPerson(person, c, { intro: true });
      return [...main.steps, ...secondPerson('secondary', c, main.usa, programme)];
    }
    case 'utma': {
      // UTMA: "main steps, then Minor intro → minor Phone → minor Date of birth → minor Identity
      // country (skip to Address) → minor SSN" ("main steps": the Individual's, decision: "Joint
      // and UTMA start with the Secure account intro"). No backup withholding: decision doc 2
      // §2.19 "Not asked for … UTMA".
      const main = mainPerson(person, c, { intro: true });
      return [...main.steps, ...secondPerson('minor', c, main.usa, programme)];
    }
  }
}

/**
 * IRA customer due diligence after the SSN: "SSN → Identity details → Employment status →
 * Financial profile → Address" (doc 2 §2.2); doc 2 §2.3 | Identity details | … |
 * /secure/identity/details |, | Employment status | … | /secure/employmentStatus |, | Financial
 * profile | … | /secure/financial-profile |. A non-USA identity country skips "to Address" (IRA
 * business: "Identity country (skip to Address)"), past these three.
 */
const IRA_CDD = [
  '/secure/identity/details',
  '/secure/employmentStatus',
  '/secure/financial-profile',
];

/**
 * doc 3 §2.2 "Recurring programme: Welcome → Monthly invest → Fund allocation → Gold (skippable) →
 * Silver (skippable) → programme funding account (skippable) → Review → Summary (complete)";
 * doc 3 §2.1 "Recurring programme: /metal (welcome), /metal/invest (monthly investment),
 * /metal/allocate (fund allocation), /metal/gold, /metal/silver, /metal/funding, /metal/review,
 * /metal/complete (summary)".
 * doc 3 §2.3 "The gold screen is skipped automatically when the gold percentage is 0; the silver
 * screen when the silver percentage is 0." The skip links ('(skippable)', no 'skip to X') lead on
 * to the next screen as Continue does, so a skip link taken leaves the route list the same.
 */
export function programmeSteps(c: Pick<SpecChoices, 'allocation'>): string[] {
  const { gold, silver } = c.allocation ?? { gold: 50, silver: 50 };
  return [
    '/metal',
    '/metal/invest',
    '/metal/allocate',
    ...(gold === 0 ? [] : ['/metal/gold']),
    ...(silver === 0 ? [] : ['/metal/silver']),
    '/metal/funding',
    '/metal/review',
    '/metal/complete',
  ];
}

/**
 * The ordered URL paths a browser must show for `c`, from the first wizard step to the agreement
 * (the agreement included; what follows it is KYC_PROCESSING, doc 3 §2.2).
 */
export function expectedRoutes(c: SpecChoices): string[] {
  const wizard = wizardOf(c);
  // doc 2 §2.2 "RegistrationFlowType 2, or the AIP flow → metal stream sequence."
  if (c.RegistrationFlowType === 2) {
    if (wizard === 'iraPersonal' || wizard === 'iraBusiness')
      throw new Error('decision doc 2 §2.3 METAL_SECURE_ACCOUNT: the programme has no IRA owner');
    if (c.funding !== 'Programme')
      throw new Error('doc 3 §2.2: the programme is funded on its own funding screen');
    return [
      ...programmeSteps(c),
      // Where the owner kind is chosen "is not shown" — decision (doc 2 §2.3 METAL_SECURE_ACCOUNT,
      // issue 21 item 9): "the programme asks 'Who will own the account?' at '/metal/owner'
      // (METAL_STREAM_OWNER) after the programme summary and before /aip/secure".
      '/metal/owner',
      ...securePart(wizard, c, true),
      ...(wizard === 'joint'
        ? pairAddress('secondary', c)
        : wizard === 'utma'
          ? pairAddress('minor', c)
          : singleAddress()),
      // doc 3 §2.1 "/fund/account/survivor and /fund/metal/survivor (joint survivorship)"; doc 3
      // §2.4 "Joint survivorship (joint accounts; a recurring-programme variant at
      // /fund/metal/survivor)" — decision (doc 3 §2.1/§2.4 the programme's joint survivorship):
      // "asks the survivorship on /fund/metal/survivor after the address … the kind's
      // Fund-account and amount steps are left out".
      ...(wizard === 'joint' ? ['/fund/metal/survivor'] : []),
      // "→ metal-stream Review → metal-stream Agreement → '/'"; doc 2 §2.3 | Review | REVIEW;
      // METAL_SECURE_ACCOUNT.REVIEW | /review; /aip/review |; doc 3 §2.1 "/aip/review/agreement
      // in the recurring-programme flow".
      '/aip/review',
      '/aip/review/agreement',
    ];
  }
  if (c.funding === 'Programme') throw new Error('doc 3 §2.3: programme funding outside the AIP');
  const secure = securePart(wizard, c, false);
  switch (wizard) {
    case 'individual':
    case 'business':
    case 'trust':
      // "… Address done → Fund account (skip leads to Review) → amount … → Review → Agreement"
      return [...secure, ...singleAddress(), ...bankFunding(c), REVIEW, AGREEMENT];
    case 'iraPersonal':
    case 'iraBusiness':
      // "… Retirement funding … → Review → Equity agreement → Agreement"
      return [
        ...secure,
        ...singleAddress(),
        ...retirementFunding(c),
        REVIEW,
        EQUITY_AGREEMENT,
        AGREEMENT,
      ];
    case 'joint':
      // doc 3 §2.2 "Joint: … → Fund → amount → Joint survivorship → Review → Agreement"; doc 3
      // §2.1 "/fund/account/survivor … (joint survivorship)". A skipped funding: decision (doc 3
      // §2.2, §2.4 step tables): "Joint: a skipped funding leads to the survivorship step".
      return [
        ...secure,
        ...pairAddress('secondary', c),
        ...bankFunding(c),
        '/fund/account/survivor',
        REVIEW,
        AGREEMENT,
      ];
    case 'utma':
      // doc 3 §2.2 "UTMA: … → minor address (skippable) → Fund → Review → Agreement".
      return [...secure, ...pairAddress('minor', c), ...bankFunding(c), REVIEW, AGREEMENT];
  }
}

/**
 * Screens the browser may pass between two expected routes without being a step: REFRESH_LOADING
 * when the programme's owner card changes the kind (decision doc 2 §2.3 METAL_SECURE_ACCOUNT: "when
 * the kind changed, the root loads the application again (REFRESH_LOADING) and the kind's
 * programme table resumes at /aip/secure").
 */
export const PASS_THROUGH = new Set(['/refresh/loading']);

/** doc 3 §2.2 "The agreement screen's own action leads to KYC_PROCESSING" (then the KYC pages). */
export const AFTER_AGREEMENT = '/kyc/processing';

/** The first step at which `actual` leaves `expected`, or null when they are equal. */
export function firstMismatch(
  expected: readonly string[],
  actual: readonly string[],
): { step: number; expected: string; actual: string } | null {
  const n = Math.max(expected.length, actual.length);
  for (let i = 0; i < n; i += 1)
    if (expected[i] !== actual[i])
      return {
        step: i,
        expected: expected[i] ?? '(the end: the agreement was the last step)',
        actual: actual[i] ?? '(the end)',
      };
  return null;
}

/** The failure message naming the path, the step, the spec's route, the actual one, the state. */
export function mismatchMessage(
  id: string,
  m: { step: number; expected: string; actual: string },
  who: 'plan' | 'browser',
  state?: string,
): string {
  return (
    `generated path ${id}, step ${m.step}: the spec expects ${m.expected} ` +
    `(test/paths/spec-sequences.ts), the ${who === 'plan' ? 'machine plans' : 'browser shows'} ${m.actual}` +
    (state ? ` (machine state the plan expected: ${state})` : '')
  );
}

/**
 * Pure navigation over a step table (doc 2 §2.1, §4): the branch guards, the path the saved
 * data leads through, the previous step (back), which steps are reachable from the URL, and
 * the step to resume at (doc 1 §4.7, §4.10).
 *
 * The machine's named guards call these functions; nothing here reads state nodes, so the
 * step table stays the one source of the sequence.
 */
import {
  BANK_FUNDING_TYPES,
  IRA_FUNDING_TYPES,
  type Application,
  type Person,
} from '../../services/api/contract';
import type { PersonSlot, ReviewBlock } from '../screen-contract';
import { wizardFor } from '../wizard-engine/registry';
import type { StepDef, StepTable } from './step-table';

/** A branch guard: a pure function of the data and the branch's params (machines/wizards/step-table.ts StepBranch). */
export type BranchGuard = (data: WalkData, params?: Readonly<Record<string, string>>) => boolean;

/** What navigation reads: the application as last loaded or saved, and the furthest step reached. */
export interface WalkData {
  application: Application | null;
  /** Step id of the furthest step entered in this session (or resumed from ApplicationStep). */
  furthestStep: string | null;
  /**
   * The broker's settings where the caller has them (the wizard and root contexts do): the
   * backup-withholding step follows IsIRSRequired (doc 2 §2.19; absent: not asked).
   */
  settings?: { IsIRSRequired?: boolean } | null;
}

/** The main person of an application of any kind (Owner, AuthorizedAgent, PrimaryHolder, Custodian). */
export const ownerOf = (app: Application | null | undefined): Person | null =>
  personOf(app, 'main');

/** The identity country (citizenship) saved for the person of `slot` (default the main person), or null. */
export const identityCountryOf = (
  app: Application | null | undefined,
  slot: PersonSlot = 'main',
): string | null => personOf(app, slot)?.PersonCountry?.CountryIso3Code ?? null;

/** The funding method name saved on the application (Wire, Check, …) or null. */
export function fundingTypeOf(
  app: Application | null | undefined,
): keyof typeof BANK_FUNDING_TYPES | null {
  const code = app?.ApplicationFunding?.BankFundingType;
  if (!code) return null;
  const hit = Object.entries(BANK_FUNDING_TYPES).find(([, v]) => v === code);
  return hit ? (hit[0] as keyof typeof BANK_FUNDING_TYPES) : null;
}

/**
 * Branch guards named in step tables (`StepDef.branches[].guard`), as pure functions of the
 * data. doc 2 §2.14: a saved identity country other than USA skips the SSN; doc 3 §2.4: the
 * saved funding method picks the amount screen.
 */
/** The person of `slot` has a saved identity country other than USA. */
const countryNotUsa = (d: WalkData, slot: PersonSlot) => {
  const c = identityCountryOf(d.application, slot);
  return c !== null && c !== 'USA';
};

export const branchGuards = {
  /** The broker does not ask for the W-9 certification: the backup-withholding step is passed by (doc 2 §2.19). */
  irsNotRequired: (d) => !d.settings?.IsIRSRequired,
  /**
   * Joint: the person of params.person (the secondary owner) has a non-USA identity country, and
   * the backup-withholding question is still asked — the broker requires it and the primary
   * holder is a US person (doc 2 §2.19; §4 Address intro back target "if either person has
   * backup withholding").
   */
  personCountryNotUsaWithW9: (d, p) =>
    !!d.settings?.IsIRSRequired &&
    countryNotUsa(d, (p?.person ?? 'secondary') as PersonSlot) &&
    identityCountryOf(d.application) === 'USA',
  identityCountryNotUsa: (d) => countryNotUsa(d, 'main'),
  fundingTypeIs: (d, p) => fundingTypeOf(d.application) === p?.type,
  /**
   * The identity country of a person of any account kind (params.person: 'main', 'secondary'
   * or 'minor') is saved and is not USA (doc 2 §2.14, §4 "Identity country routing").
   */
  personCountryNotUsa: (d, p) => countryNotUsa(d, (p?.person ?? 'main') as PersonSlot),
  /**
   * The person of params.person has no saved address: the user skipped their address entry
   * (doc 2 §2.20 same-address question's skip link; `StepDef.skipWhen`).
   */
  personAddressMissing: (d, p) =>
    !personOf(d.application, (p?.person ?? 'main') as PersonSlot)?.PersonAddress?.Street,
  /** The saved IRA funding type is params.type: IRATransfer, Rollover or AnnualContribution (doc 3 §2.4). */
  iraFundingTypeIs: (d, p) => iraFundingTypeOf(d.application) === p?.type,
  /**
   * The saved allocation gives params.metal ('Gold' or 'Silver') 0 %: its picker is skipped
   * (doc 3 §2.3 "The gold screen is skipped automatically when the gold percentage is 0").
   */
  metalPercentageIsZero: (d, p) => {
    const m = d.application?.MetalStream;
    const share = p?.metal === 'Silver' ? m?.SilverPercentage : m?.GoldPercentage;
    return share === 0;
  },
} as const satisfies Record<string, BranchGuard>;

/** The name of a branch guard a step table may use (StepBranch.guard): unknown names fail the typecheck. */
export type BranchGuardName = keyof typeof branchGuards;

export type { PersonSlot };

/**
 * The person of an application of any kind (doc 1 §3 person sections): main is the Owner
 * (Individual, IRA), AuthorizedAgent (Corporate), PrimaryHolder (joint) or Custodian (UTMA);
 * secondary is the joint SecondaryHolder; minor is the UTMA Minor.
 */
export function personOf(app: Application | null | undefined, slot: PersonSlot): Person | null {
  if (!app) return null;
  if (slot === 'secondary') return app.JointTenantsApplication?.SecondaryHolder ?? null;
  if (slot === 'minor') return app.UTMAApplication?.Minor ?? null;
  return (
    app.IndividualApplication?.Owner ??
    app.IRAApplication?.Owner ??
    app.CorporateApplication?.AuthorizedAgent ??
    app.JointTenantsApplication?.PrimaryHolder ??
    app.UTMAApplication?.Custodian ??
    null
  );
}

/**
 * The application with the person of `slot` replaced by `p` (the inverse of `personOf`): the main
 * person goes where the application's type keeps it (Owner, AuthorizedAgent, PrimaryHolder,
 * Custodian), the secondary to JointTenantsApplication, the minor to UTMAApplication.
 */
export function withPerson(app: Application, slot: PersonSlot, p: Person): Application {
  if (slot === 'secondary') {
    const j = app.JointTenantsApplication;
    return {
      ...app,
      JointTenantsApplication: {
        AccountType: null,
        JointTenantsAccountType: null,
        PrimaryHolder: null,
        ...j,
        SecondaryHolder: p,
      },
    };
  }
  if (slot === 'minor') {
    const u = app.UTMAApplication;
    return {
      ...app,
      UTMAApplication: {
        AccountType: null,
        UTMAAccountType: null,
        Custodian: null,
        ...u,
        Minor: p,
      },
    };
  }
  switch (app.ApplicationType) {
    case 'IRA':
      return {
        ...app,
        IRAApplication: {
          AccountType: null,
          IRAAccountType: null,
          CompanyName: null,
          CustomerDueDiligenceResponse: null,
          ...app.IRAApplication,
          Owner: p,
        },
      };
    case 'Corporate':
      return {
        ...app,
        CorporateApplication: {
          AccountType: null,
          CorporateAccountType: null,
          LegalEntity: null,
          ...app.CorporateApplication,
          AuthorizedAgent: p,
        },
      };
    case 'JointTenants':
      return {
        ...app,
        JointTenantsApplication: {
          AccountType: null,
          JointTenantsAccountType: null,
          SecondaryHolder: null,
          ...app.JointTenantsApplication,
          PrimaryHolder: p,
        },
      };
    case 'UTMA':
      return {
        ...app,
        UTMAApplication: {
          AccountType: null,
          UTMAAccountType: null,
          Minor: null,
          ...app.UTMAApplication,
          Custodian: p,
        },
      };
    default:
      return {
        ...app,
        IndividualApplication: { AccountType: null, ...app.IndividualApplication, Owner: p },
      };
  }
}

/** The IRA funding type name saved on the application (doc 3 §3 IRAFundingType) or null. */
export function iraFundingTypeOf(
  app: Application | null | undefined,
): keyof typeof IRA_FUNDING_TYPES | null {
  const code = app?.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType;
  if (!code) return null;
  const hit = Object.entries(IRA_FUNDING_TYPES).find(([, v]) => v === code);
  return hit ? (hit[0] as keyof typeof IRA_FUNDING_TYPES) : null;
}

export const stepById = (table: StepTable, id: string | null | undefined): StepDef | undefined =>
  id ? table.find((s) => s.id === id) : undefined;

export const stepByPath = (
  table: StepTable,
  path: string | null | undefined,
): StepDef | undefined => (path ? table.find((s) => s.path === path) : undefined);

export const tableIndex = (table: StepTable, id: string | null | undefined) =>
  id ? table.findIndex((s) => s.id === id) : -1;

/**
 * Where the data leads from `step`: the first branch whose guard holds, else the plain next;
 * a step whose next is a choice map and no branch holds leads to its skip (e.g. Fund account
 * with no funding saved → Review).
 */
export function routeFrom(step: StepDef, data: WalkData): string | null {
  if (step.skipWhen && step.skip && branchGuards[step.skipWhen.guard](data, step.skipWhen.params))
    return step.skip;
  for (const b of step.branches ?? []) {
    const guard = branchGuards[b.guard];
    if (!guard) throw new Error(`unknown branch guard ${b.guard}`);
    if (guard(data, b.params)) return b.to;
  }
  if (typeof step.next === 'string') return step.next;
  if (step.next === null) return null;
  return step.skip ?? null;
}

/** The step ids the data leads through, from the first step to the end of the table. */
export function walkPath(table: StepTable, data: WalkData): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let cur: string | null = table[0]?.id ?? null;
  while (cur && !seen.has(cur)) {
    out.push(cur);
    seen.add(cur);
    const step = stepById(table, cur);
    cur = step ? routeFrom(step, data) : null;
  }
  return out;
}

/** Every step with an edge (next, branch or skip) into `id`, in table order. */
export function predecessorsOf(table: StepTable, id: string): StepDef[] {
  return table.filter((s) => {
    if (s.id === id) return false;
    if (s.next === id || s.skip === id) return true;
    if (s.next && typeof s.next === 'object' && Object.values(s.next).includes(id)) return true;
    return (s.branches ?? []).some((b) => b.to === id);
  });
}

/**
 * The previous step of `id` on the data's path (doc 2 §4 "Address intro back target": the SSN
 * when the identity country is USA, else the pre-skip path; Review: the amount screen of the
 * saved funding method, else Fund account). Falls back to the first predecessor in table order.
 */
export function previousStepOf(table: StepTable, id: string, data: WalkData): string | null {
  const path = walkPath(table, data);
  const i = path.indexOf(id);
  if (i > 0) return path[i - 1];
  return predecessorsOf(table, id)[0]?.id ?? null;
}

/** A step may be entered from the URL when the data's path goes through it and it was reached. */
export function isReachable(table: StepTable, id: string, data: WalkData): boolean {
  if (!walkPath(table, data).includes(id)) return false;
  const furthest = tableIndex(table, data.furthestStep);
  return tableIndex(table, id) <= Math.max(furthest, 0);
}

/** The later of two step ids in table order. */
export function furthestOf(table: StepTable, a: string | null, b: string | null): string | null {
  return tableIndex(table, a) >= tableIndex(table, b) ? (a ?? b) : b;
}

/**
 * The step to resume at after LOADING / REFRESH_LOADING (doc 1 §4.7, §4.10): the requested
 * URL's step when the user has reached it, else ApplicationStep when it is a step of this table,
 * else the first step.
 */
export function resumeStepOf(
  table: StepTable,
  data: WalkData,
  requestedPath: string | null,
): string {
  const saved = stepByPath(table, data.application?.ApplicationStep ?? null)?.id ?? null;
  const furthest = furthestOf(table, data.furthestStep, saved);
  const requested = stepByPath(table, requestedPath);
  if (requested && isReachable(table, requested.id, { ...data, furthestStep: furthest }))
    return requested.id;
  if (saved) return saved;
  return table[0].id;
}

/** True when the step's skip is a link the user may follow (not a data branch). */
export function hasUserSkip(step: StepDef): boolean {
  if (!step.skip) return false;
  return !(step.branches ?? []).some((b) => b.to === step.skip);
}

/**
 * Funding has a type but no amount (doc 2 §4 review rule, doc 3 §2.4): a bank method without its
 * amount, or an IRA rollover or annual contribution without its amount (an IRA transfer's amount
 * is part of the custodian modal).
 */
export function fundingAmountMissing(app: Application | null | undefined): boolean {
  const f = app?.ApplicationFunding;
  if (f?.BankFundingType && (f.Amount === null || f.Amount === undefined)) return true;
  const ira = app?.IRAApplication?.IRAApplicationFundingResponse;
  return (
    !!ira &&
    ira.IRAFundingType !== IRA_FUNDING_TYPES.IRATransfer &&
    (ira.Amount === null || ira.Amount === undefined)
  );
}

// ---------------------------------------------------------------------------------------------
// Review rules (doc 2 §4 "Review page, missing information", "Review 'Looks good' is disabled")
// ---------------------------------------------------------------------------------------------

const blank = (v: string | null | undefined) => !v || !v.trim();

/**
 * Which of a person's review items count as missing information (doc 2 §4), whatever the mode:
 * `name` first and last name both empty; `ssn` a USA citizen with no SSN; `address` country, city
 * and state all empty; `dob` no date of birth; `phone` no phone part. A person not created yet
 * (null) misses everything but the SSN (no citizenship known). Callers apply the assisted-only
 * condition (`reviewInfoMissing`).
 */
export function personMissing(p: Person | null | undefined): {
  name: boolean;
  ssn: boolean;
  address: boolean;
  dob: boolean;
  phone: boolean;
} {
  const n = p?.PersonName;
  const a = p?.PersonAddress;
  const ph = p?.Phone;
  return {
    name: blank(n?.FirstName) && blank(n?.LastName),
    ssn: p?.PersonCountry?.CountryIso3Code === 'USA' && blank(p?.PersonSsn?.Ssn),
    address:
      blank(a?.CountryIso3Code) && blank(a?.City) && blank(a?.State) && blank(a?.StateCaption),
    dob: blank(p?.PersonBirthday?.DateOfBirth),
    phone: [ph?.Iso3CountryCode, ph?.AreaCode, ph?.LocalNumber, ph?.StateCode].every(blank),
  };
}

/** The second person slot of an application's review: the joint secondary holder, the UTMA minor, else null. */
export function secondSlotOf(
  app: Application | null | undefined,
): Exclude<PersonSlot, 'main'> | null {
  if (app?.ApplicationType === 'JointTenants') return 'secondary';
  if (app?.ApplicationType === 'UTMA') return 'minor';
  return null;
}

/** A SEP or SIMPLE IRA (doc 2 §2.6): its review shows the business (company) name. */
export const isIraBusiness = (app: Application | null | undefined): boolean =>
  wizardFor(app) === 'iraBusiness';

/** A trust (Corporate with account type Trust, doc 2 §2.2): its review shows the legal entity. */
export const isTrust = (app: Application | null | undefined): boolean => wizardFor(app) === 'trust';

/**
 * Missing information on the review (doc 2 §4): evaluated only for a sales-assisted application
 * (`IsAssisted`, or an agent's impersonation session `session`; always false otherwise) — so the
 * invited customer finishing it sees what the agent left empty. True when any rule of `personMissing` holds for the main
 * person or the second person (joint secondary holder, UTMA minor), a SEP/SIMPLE IRA has no
 * company name, or a trust has no entity name.
 */
export function reviewInfoMissing(app: Application | null | undefined, session = false): boolean {
  if (!app || (!app.IsAssisted && !session)) return false;
  const slots: PersonSlot[] = ['main'];
  const second = secondSlotOf(app);
  if (second) slots.push(second);
  if (slots.some((s) => Object.values(personMissing(personOf(app, s))).some(Boolean))) return true;
  if (isIraBusiness(app) && blank(app.IRAApplication?.CompanyName)) return true;
  return isTrust(app) && blank(app.CorporateApplication?.LegalEntity?.Name);
}

export type { ReviewBlock };

/**
 * The first rule of doc 2 §4 "Review 'Looks good' is disabled" that holds, or null: never in
 * sales-assisted mode (an agent's impersonation session, `session`; the customer who finishes an
 * assisted application is held to the rules — docs/decisions.md); otherwise funding (bank or IRA) has a type but no amount
 * (`fundingAmountMissing`, doc 3 §2.4), information is missing (`reviewInfoMissing`, false outside
 * assisted mode), the joint secondary holder is a non-USA citizen with an empty SSN, or the UTMA
 * minor is a USA citizen with an empty SSN. Pure; the review's selector (`submitDisabled`) and the
 * wizard's `reviewComplete` guard both read it, so the view and the machine agree.
 */
export function reviewBlockOf(
  app: Application | null | undefined,
  session = false,
): ReviewBlock | null {
  if (!app || session) return null;
  if (fundingAmountMissing(app)) return 'fundingAmountMissing';
  if (reviewInfoMissing(app)) return 'infoMissing';
  const secondary = app.ApplicationType === 'JointTenants' ? personOf(app, 'secondary') : null;
  const secondaryCountry = secondary?.PersonCountry?.CountryIso3Code ?? null;
  // doc 2 §4 reads "the secondary holder is a non-USA citizen whose SSN is empty", which no
  // non-USA holder could ever pass (their SSN step is skipped, doc 2 §2.14/§2.15): read as the
  // minor's rule, a USA citizen without SSN (docs/decisions.md).
  if (secondary && secondaryCountry === 'USA' && blank(secondary.PersonSsn?.Ssn))
    return 'secondarySsnMissing';
  const minor = app.ApplicationType === 'UTMA' ? personOf(app, 'minor') : null;
  if (minor && minor.PersonCountry?.CountryIso3Code === 'USA' && blank(minor.PersonSsn?.Ssn))
    return 'minorSsnMissing';
  return null;
}

/** True when the review's 'Looks good' is disabled (doc 2 §4): `reviewBlockOf(app) !== null`. */
export const reviewBlocked = (app: Application | null | undefined, session = false): boolean =>
  reviewBlockOf(app, session) !== null;

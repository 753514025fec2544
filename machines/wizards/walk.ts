/**
 * Pure navigation over a step table (doc 2 §2.1, §4): the branch guards, the path the saved
 * data leads through, the previous step (back), which steps are reachable from the URL, and
 * the step to resume at (doc 1 §4.7, §4.10).
 *
 * The machine's named guards call these functions; nothing here reads state nodes, so the
 * step table stays the one source of the sequence.
 */
import { IRA_FUNDING_TYPES, type Application, type Person } from '../../services/api/contract';
import { personOf, secondSlotOf, type PersonSlot } from '../../services/api/application-access';
import type { ReviewBlock } from '../screen-contract';
import { branchGuards, type WalkData } from './branch-guards';
import type { StepDef, StepTable } from './step-table';
import { wizardFor } from './wizard-kind';

// The application accessors (services/api/application-access.ts) and the branch guards
// (./branch-guards.ts), re-exported for the machines, screens and server that read them here.
export {
  fundingTypeOf,
  identityCountryOf,
  iraFundingTypeOf,
  ownerOf,
  personOf,
  secondSlotOf,
  withPerson,
} from '../../services/api/application-access';
export type { PersonSlot };
export {
  branchGuards,
  type BranchGuard,
  type BranchGuardName,
  type WalkData,
} from './branch-guards';

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

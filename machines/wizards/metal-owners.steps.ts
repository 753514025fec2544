/**
 * The recurring programme sold with a Joint, UTMA, Trust or Business account (doc 2 §2.2 "Metal
 * stream", §2.3 METAL_SECURE_ACCOUNT; doc 3 §2.1, §2.2; issue 21 item 9). Nothing is written
 * twice: each table is the programme rows of metal-stream.steps.ts (welcome … owner choice), then
 * the owner kind's OWN step table (joint.steps.ts, utma.steps.ts, trust.steps.ts,
 * business.steps.ts) up to its funding, its secure paths moved under /aip/secure as the route table
 * of doc 2 §2.3 names them (route keys METAL_SECURE_ACCOUNT.<key>), then — for Joint — the
 * programme's joint survivorship (/fund/metal/survivor), and the metal-mode review and agreement.
 *
 * The programme funds the account (doc 3 §2.3 programme funding), so the kind's Fund-account and
 * amount steps are not visited. A secure step doc 2 §2.3 gives no /aip path (the business review,
 * the minor's phone) is left out and its predecessor leads to its successor (docs/decisions.md).
 */
import { pathsOf, step } from './step-catalogue';
import { businessSequences, businessSteps } from './business.steps';
import { jointSequences, jointSteps } from './joint.steps';
import { metalStreamSteps } from './metal-stream.steps';
import type { StepDef, StepTable } from './step-table';
import { trustSequences, trustSteps } from './trust.steps';
import { utmaSequences, utmaSteps } from './utma.steps';

/**
 * doc 2 §2.3 / doc 1 §2.1: the /aip path of each secure path the owner kinds use (the 16
 * METAL_SECURE_ACCOUNT routes for the secondary owner, the minor, the trust and the business, and
 * the main person's and the business agent's secure steps).
 */
export const AIP_SECURE_PATHS: Readonly<Record<string, string>> = {
  '/secure': '/aip/secure',
  '/secure/name': '/aip/secure/name',
  '/secure/phone-number': '/aip/secure/phone-number',
  '/secure/dob': '/aip/secure/dob',
  '/secure/identity': '/aip/secure/identity',
  '/secure/identity/ssn': '/aip/secure/identity/ssn',
  '/business/secure': '/aip/secure',
  '/business/secure/name': '/aip/secure/name',
  '/business/secure/phone-number': '/aip/secure/phone-number',
  '/business/secure/dob': '/aip/secure/dob',
  '/business/secure/identity': '/aip/secure/identity',
  '/business/secure/identity/ssn': '/aip/secure/identity/ssn',
  '/secure/secondary': '/aip/secure/secondary',
  '/secure/secondary/dob': '/aip/secure/secondary/dob',
  '/secure/secondary/identity': '/aip/secure/secondary/identity',
  '/secure/secondary/ssn': '/aip/secure/secondary/ssn',
  '/secure/secondary/phone-number': '/aip/secure/secondary/phone-number',
  '/secure/minor': '/aip/secure/minor',
  '/secure/minor/dob': '/aip/secure/minor/dob',
  '/secure/minor/identity': '/aip/secure/minor/identity',
  '/secure/minor/ssn': '/aip/secure/minor/ssn',
  '/secure/trust/name': '/aip/secure/trustName',
  '/secure/trust/askEin': '/aip/secure/trustName/askEin',
  '/secure/trustName/ein': '/aip/secure/trustName/ein',
  '/business/secure/verify': '/aip/secure/business/verify',
  '/business/secure/verify/name': '/aip/secure/business/verify/name',
  '/business/secure/verify/name/ein': '/aip/secure/business/verify/name/ein',
  '/business/secure/verify/business-address': '/aip/secure/business/verify/address',
};

/** The route key of a secure step in metal-stream mode: METAL_SECURE_ACCOUNT.<its key> (doc 2 §2.3). */
const metalRouteKey = (routeKey: string): string =>
  `METAL_SECURE_ACCOUNT.${routeKey.replace(/^BUSINESS_ACCOUNT\./, '')}`;

/** The programme rows every programme table starts with: welcome … the owner choice. */
const PROGRAMME_ROWS: StepTable = metalStreamSteps.slice(
  0,
  metalStreamSteps.findIndex((s) => s.id === 'metalOwner') + 1,
);

/** `row` with every link to `from` pointing to `to`. */
function relink(row: StepDef, from: string, to: string): StepDef {
  const swap = (id: string | undefined) => (id === from ? to : id);
  const next =
    row.next && typeof row.next === 'object'
      ? Object.fromEntries(Object.entries(row.next).map(([k, v]) => [k, swap(v)!]))
      : (swap(row.next ?? undefined) ?? null);
  return {
    ...row,
    next,
    ...(row.skip ? { skip: swap(row.skip) } : {}),
    ...(row.preSkip ? { preSkip: swap(row.preSkip) } : {}),
    ...(row.dependentSkip ? { dependentSkip: swap(row.dependentSkip) } : {}),
    ...(row.branches ? { branches: row.branches.map((b) => ({ ...b, to: swap(b.to)! })) } : {}),
  };
}

/**
 * The programme table of an owner kind (doc 2 §2.2, §2.3): the programme rows, the kind's rows up
 * to its Fund-account step (secure paths under /aip/secure; rows without an /aip path dropped and
 * bridged), the kind's funding replaced by `afterAddress` (the joint survivorship) or the review,
 * then the metal-mode review and agreement.
 */
export function programmeTableOf(kindTable: StepTable, afterAddress: readonly StepDef[] = []) {
  const untilFund = kindTable.slice(
    0,
    kindTable.findIndex((s) => s.id === 'fund'),
  );
  const after = afterAddress[0]?.id ?? 'review';
  let rows = untilFund.map((r) => relink(r, 'fund', after));
  for (const dropped of rows.filter((r) => r.section === 'secure' && !AIP_SECURE_PATHS[r.path])) {
    rows = rows
      .filter((r) => r.id !== dropped.id)
      .map((r) => relink(r, dropped.id, dropped.next as string));
  }
  const moved = rows.map((r) =>
    AIP_SECURE_PATHS[r.path]
      ? { ...r, path: AIP_SECURE_PATHS[r.path], routeKey: metalRouteKey(r.routeKey) }
      : r,
  );
  const end = metalStreamSteps.filter((s) => s.id === 'review' || s.id === 'agreement');
  return [...PROGRAMME_ROWS, ...moved, ...afterAddress, ...end] as StepTable;
}

export const metalJointSteps = programmeTableOf(jointSteps, [
  // Back: the pre-skip path (Address done), the programme having no funding amount (doc 3 §2.4).
  step('metalSurvivor', { next: 'review', preSkip: 'addressDone' }),
]);
export const metalUtmaSteps = programmeTableOf(utmaSteps);
export const metalTrustSteps = programmeTableOf(trustSteps);
export const metalBusinessSteps = programmeTableOf(businessSteps);

/** The paths a kind's own sequence visits, moved into the programme (secure under /aip, funding off). */
function programmeSequence(
  kindTable: StepTable,
  sequence: readonly string[],
  after: readonly string[],
): string[] {
  const funding = new Set(
    kindTable.filter((s) => s.section === 'fund' || s.section === 'review').map((s) => s.path),
  );
  const dropped = new Set(
    kindTable.filter((s) => s.section === 'secure' && !AIP_SECURE_PATHS[s.path]).map((s) => s.path),
  );
  const secure = sequence
    .filter((p) => !funding.has(p) && !dropped.has(p))
    .map((p) => AIP_SECURE_PATHS[p] ?? p);
  return [...secure, ...after, ...pathsOf('aipReview', 'aipAgreement')];
}

/**
 * The programme's own paths up to the owner choice (doc 3 §2.3): both metals, or a 0 % metal
 * whose picker is not shown.
 */
const PROGRAMME_PATHS = PROGRAMME_ROWS.map((s) => s.path);
const PROGRAMME_SHAPES: Record<string, readonly string[]> = {
  bothMetals: PROGRAMME_PATHS,
  goldOnly: PROGRAMME_PATHS.filter((p) => p !== '/metal/silver'),
  silverOnly: PROGRAMME_PATHS.filter((p) => p !== '/metal/gold'),
};

/** Every sequence of a kind moved into the programme, keyed like the kind's, deduplicated. */
function programmeSequences(
  kindTable: StepTable,
  sequences: Readonly<Record<string, readonly string[]>>,
  after: readonly string[] = [],
): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  const seen = new Set<string>();
  for (const [key, seq] of Object.entries(sequences)) {
    const moved = programmeSequence(kindTable, seq, after);
    const sig = moved.join(' ');
    if (seen.has(sig)) continue;
    seen.add(sig);
    const base = key.replace(/_?(Ach|Wire|Check|Cryptocurrency|SkipFunding)$/, '');
    for (const [shape, programme] of Object.entries(PROGRAMME_SHAPES))
      out[`${base}_${shape}`] = [...programme, ...moved];
  }
  return out;
}

/**
 * The visited-path sequences of the programme with each owner kind (doc 2 §2.2 "Metal stream"
 * with the kind's secure steps; both metals chosen, manual programme funding), keyed by the
 * kind's own sequence key less its funding method.
 */
export const metalOwnerSequences = {
  joint: programmeSequences(jointSteps, jointSequences, pathsOf('metalSurvivor')),
  utma: programmeSequences(utmaSteps, utmaSequences),
  trust: programmeSequences(trustSteps, trustSequences),
  business: programmeSequences(businessSteps, businessSequences),
} as const;

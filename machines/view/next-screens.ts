/**
 * Which screens can follow a screen (issue 11: the next step's chunk is fetched while the
 * applicant is still on the current one). Built from the same data the machine is built from —
 * every wizard step table's `next`, `skip`, `dependentSkip` and `branches` (doc 2 §2.1) — plus
 * the entry and closing screens of doc 1 §2.4–§2.8 and doc 3 §2.5, which are not in a table.
 *
 * A hint for loading code only: the machine alone decides where a Continue leads. Given the
 * application's wizard (ScreenView.wizard), only that wizard's table counts (issue 22 "Bytes": an
 * Individual applicant's browser never fetches another kind's screens); without one (the entry
 * screens, before an application exists), every table does.
 */
import type { ScreenId } from '../screen-contract';
import { WIZARD_TABLES } from '../wizard-engine/registry';
import type { StepTable } from '../wizards/step-table';
import type { WizardId } from '../wizards/wizard-kind';

/** Entry and closing screens (doc 1 §2.4 welcome → §2.8 kind choice → §2.7 account; doc 3 §2.5 KYC). */
const FLOW_NEXT: Partial<Record<ScreenId, readonly ScreenId[]>> = {
  welcome: ['chooseApplication'],
  login: ['chooseApplication', 'loading'],
  chooseApplication: ['createAccount'],
  loading: [],
  agreement: ['kycProcessing'],
  kycProcessing: ['kycSuccess', 'kycVerification'],
};

function build(tables: readonly StepTable[]): ReadonlyMap<ScreenId, readonly ScreenId[]> {
  const next = new Map<ScreenId, Set<ScreenId>>();
  const add = (from: ScreenId, to: ScreenId | undefined) => {
    if (!to || to === from) return;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  };
  for (const [from, tos] of Object.entries(FLOW_NEXT))
    for (const to of tos) add(from as ScreenId, to);
  for (const table of tables) {
    const byId = new Map(table.map((s) => [s.id, s.screen]));
    // A new account's first screen follows the account form (doc 1 §2.7).
    add('createAccount', table[0]?.screen);
    for (const s of table) {
      const ids = [
        ...(typeof s.next === 'string' ? [s.next] : s.next ? Object.values(s.next) : []),
        s.skip,
        s.dependentSkip,
        ...(s.branches ?? []).map((b) => b.to),
      ];
      for (const id of ids) if (id) add(s.screen, byId.get(id));
    }
  }
  return new Map([...next].map(([k, v]) => [k, [...v]]));
}

const ALL_TABLES = Object.values(WIZARD_TABLES) as StepTable[];
/** Built on first use, per wizard ('' = every table). */
const NEXT = new Map<WizardId | '', ReadonlyMap<ScreenId, readonly ScreenId[]>>();
const tablesOf = (wizard: WizardId | null | undefined): readonly StepTable[] =>
  wizard ? [WIZARD_TABLES[wizard]] : ALL_TABLES;

/**
 * The screens a Continue, skip or branch on `screen` can show next ([] when none is known), in
 * `wizard`'s table when given (issue 22), else in any table.
 */
export function nextScreensOf(
  screen: ScreenId | string,
  wizard?: WizardId | null,
): readonly ScreenId[] {
  const key = wizard ?? '';
  let next = NEXT.get(key);
  if (!next) NEXT.set(key, (next = build(tablesOf(wizard))));
  return next.get(screen as ScreenId) ?? [];
}

/** Screens whose step can open a child flow: StepDef.flows, the review's funding card, the Overview's edit modal. */
const opensFlow = (screen: string, wizard?: WizardId | null): boolean =>
  tablesOf(wizard).some((table) =>
    table.some(
      (s) =>
        s.screen === screen && (!!s.flows || s.screen === 'review' || s.screen === 'metalReview'),
    ),
  );

/**
 * On `screen` or a screen that can follow it (in `wizard`'s table when given), a child flow can
 * open (machines/funding/flows.ts): the flows chunk is worth fetching now
 * (machines/funding/flow-loader.ts loadFlowModule).
 */
export const flowMayOpenAfter = (screen: ScreenId | string, wizard?: WizardId | null): boolean =>
  opensFlow(screen, wizard) || nextScreensOf(screen, wizard).some((s) => opensFlow(s, wizard));

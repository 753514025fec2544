/**
 * The journey map's step graphs (issue 25), drawn from the machine definitions — the same
 * catalogue `npm run charts` reads (inspector/machine-catalogue.ts), so the map never drifts from
 * the wizard. One graph per account kind (each `wizard-*` machine of the catalogue, the recurring
 * metal-stream programme included):
 *
 * - nodes: the wizard machine's top-level states but `resume` (the entry router, not a step): each
 *   step of the kind's step table with its literal path (doc 1 §2.1), and the final `done`
 *   (submitted; no path);
 * - edges: every transition of any state inside step A (its editing, saving, routing, … children)
 *   whose target lies inside another step B, once per (A, B) — forward moves, back links and
 *   skips alike.
 *
 * Pure data for the server (server/routes/analytics.ts answers it to the page) and the drift test.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { WIZARD_TABLES, type WizardId } from '../machines/wizard-engine/registry';
import { machineCatalogue } from './machine-catalogue';

export interface JourneyNode {
  /** The top-level state's key = the step id of the table ('name', 'fundAch', …; 'done'). */
  id: string;
  /** The step's literal path (what POST …/steps records); null for `done`. */
  path: string | null;
  /** The progress section of the step (doc 2 §2.3: 'secure', 'address', 'fund', …); 'done' for done. */
  section: string;
  /** The i18n key of the step's screen title (the step table's `titleKey`); null for `done`. */
  titleKey: string | null;
}

export interface JourneyEdge {
  from: string;
  to: string;
}

export interface JourneyGraph {
  /** The wizard id (machines/wizard-engine/registry.ts): 'individual', …, 'metalStream'. */
  kind: WizardId;
  /** The machine id the graph was drawn from. */
  machineId: string;
  nodes: JourneyNode[];
  edges: JourneyEdge[];
}

/** The state key of the wizard's entry router (not a step of the journey). */
const ROUTER = 'resume';

const descendants = (n: AnyStateNode): AnyStateNode[] => [
  n,
  ...(Object.values(n.states) as AnyStateNode[]).flatMap(descendants),
];

/**
 * The journey graph of one wizard machine (see the module comment): its top-level states but the
 * router, and the step-to-step transitions of their inner states, in state order.
 */
export function journeyGraphOf(kind: WizardId, machine: AnyStateMachine): JourneyGraph {
  const root = machine.root;
  const table = new Map<string, { path: string; section: string; titleKey: string }>(
    WIZARD_TABLES[kind].map((s) => [s.id, s]),
  );
  const tops = (Object.values(root.states) as AnyStateNode[]).filter((s) => s.key !== ROUTER);
  const topOf = (n: AnyStateNode): AnyStateNode => {
    let x = n;
    while (x.parent && x.parent !== root) x = x.parent;
    return x;
  };
  const nodes = tops.map((s) => {
    const row = table.get(s.key);
    return {
      id: s.key,
      path: row?.path ?? null,
      section: row?.section ?? s.key,
      titleKey: row?.titleKey ?? null,
    };
  });
  const ids = new Set(nodes.map((n) => n.id));
  const seen = new Set<string>();
  const edges: JourneyEdge[] = [];
  for (const top of tops)
    for (const inner of descendants(top)) {
      const transitions = [...[...inner.transitions.values()].flat(), ...(inner.always ?? [])];
      for (const t of transitions)
        for (const target of t.target ?? []) {
          const to = topOf(target).key;
          const key = `${top.key}>${to}`;
          if (to === top.key || !ids.has(to) || seen.has(key)) continue;
          seen.add(key);
          edges.push({ from: top.key, to });
        }
    }
  return { kind, machineId: machine.id, nodes, edges };
}

/** The journey graph of every account kind, in the catalogue's (registry's) order. */
export function journeyGraphs(): JourneyGraph[] {
  const kinds = new Set<string>(Object.keys(WIZARD_TABLES));
  return machineCatalogue()
    .filter((e) => e.name.startsWith('wizard-'))
    .map((e) => {
      const kind = e.machine.id as WizardId;
      if (!kinds.has(kind)) throw new Error(`wizard machine ${e.machine.id} has no step table`);
      return journeyGraphOf(kind, e.machine);
    });
}

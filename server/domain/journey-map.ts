/**
 * The journey map's answer (issue 25): the step graph of one kind (inspector/journey-graph.ts,
 * drawn from the machines) with the suppressed aggregates of server/db/analytics.ts on its nodes
 * and edges, the funnel of every kind and the daily trend — and the same tables as CSV. Only
 * cells (`cell`: "<5" for 1–4) leave this module; shares and medians of a step reached by fewer
 * than 5 applications are null.
 */
import type { JourneyGraph } from '../../inspector/journey-graph';
import type { WizardId } from '../../machines/wizard-engine/registry';
import type * as Contract from '../../services/api/analytics-contract';
import type { StepCells } from '../../services/api/analytics-contract';
import { cell, SUPPRESS_BELOW, type FunnelFigures, type StepFigures } from '../db/analytics';

/** The journey map of one kind as the server answers it (services/api/analytics-contract.ts). */
export type JourneySummary = Contract.JourneySummary<WizardId>;
export type { StepCells } from '../../services/api/analytics-contract';

/** A kind's journey graph as GET /analytics/api/graphs answers it (the contract's Graph). */
export const graphAnswer = (g: JourneyGraph): Contract.Graph<WizardId> => ({
  Kind: g.kind,
  MachineId: g.machineId,
  Nodes: g.nodes.map((n) => ({ Id: n.id, Path: n.path, Section: n.section, TitleKey: n.titleKey })),
  Edges: g.edges.map((e) => ({ From: e.from, To: e.to })),
});

/** How many drop-off steps are highlighted. */
const DROP_OFFS = 3;

/**
 * Puts the figures on the graph (issue 25): step records are matched by path; the final `done`
 * node counts the completions of the period and the agreement's move to it.
 */
export function journeySummary(input: {
  graph: JourneyGraph;
  steps: Map<string, StepFigures>;
  funnel: FunnelFigures[];
  daily: Array<{ day: string; starts: number; completions: number }>;
  from: Date;
  to: Date;
  now: Date;
  activeMinutes: number;
}): JourneySummary {
  const { graph, steps, funnel, daily } = input;
  const completions = daily.reduce((n, d) => n + d.completions, 0);
  const figuresOf = (id: string) => {
    const node = graph.nodes.find((n) => n.id === id)!;
    return node.path ? steps.get(node.path) : undefined;
  };
  const ranked = graph.nodes
    .map((n) => ({ id: n.id, left: figuresOf(n.id)?.left ?? 0 }))
    .filter((x) => x.left >= SUPPRESS_BELOW)
    .sort((a, b) => b.left - a.left)
    .slice(0, DROP_OFFS)
    .map((x) => x.id);
  const Steps = graph.nodes.map((n): StepCells => {
    if (!n.path) {
      return {
        Id: n.id,
        Path: null,
        Section: n.section,
        Now: 0,
        Reached: cell(completions),
        Left: 0,
        ContinuedPercent: null,
        MedianSeconds: null,
        DropOffRank: null,
      };
    }
    const f = steps.get(n.path);
    const reached = f?.reached ?? 0;
    const moves = f ? [...f.next.values()].reduce((a, b) => a + b, 0) : 0;
    const rank = ranked.indexOf(n.id);
    return {
      Id: n.id,
      Path: n.path,
      Section: n.section,
      Now: cell(f?.now ?? 0),
      Reached: cell(reached),
      Left: cell(f?.left ?? 0),
      ContinuedPercent:
        reached >= SUPPRESS_BELOW
          ? Math.round(100 * Math.min(1, Math.max(0, 1 - (f?.left ?? 0) / reached)))
          : null,
      MedianSeconds:
        moves >= SUPPRESS_BELOW && f?.medianSeconds != null ? Math.round(f.medianSeconds) : null,
      DropOffRank: rank >= 0 ? rank + 1 : null,
    };
  });
  const Edges = graph.edges.map((e) => {
    const from = graph.nodes.find((n) => n.id === e.from)!;
    const to = graph.nodes.find((n) => n.id === e.to)!;
    let traffic = 0;
    if (from.path && to.path) traffic = steps.get(from.path)?.next.get(to.path) ?? 0;
    else if (from.path && !to.path) traffic = completions;
    return { From: e.from, To: e.to, Traffic: cell(traffic) };
  });
  return {
    Kind: graph.kind,
    From: input.from.toISOString(),
    To: input.to.toISOString(),
    GeneratedAt: input.now.toISOString(),
    ActiveMinutes: input.activeMinutes,
    Steps,
    Edges,
    Funnel: funnel.map((r) => ({
      Kind: r.kind,
      Created: cell(r.created),
      Secured: cell(r.secured),
      Funded: cell(r.funded),
      Submitted: cell(r.submitted),
      Verified: cell(r.verified),
    })),
    Daily: daily.map((d) => ({
      Day: d.day,
      Starts: cell(d.starts),
      Completions: cell(d.completions),
    })),
  };
}

/** The tables of the summary the page exports. */
export const EXPORT_TABLES = ['steps', 'edges', 'funnel', 'daily'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

const csvField = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One table of the summary as CSV (RFC 4180, header row, CRLF): the same cells as the page. */
export function summaryCsv(summary: JourneySummary, table: ExportTable): string {
  const rows: Array<Record<string, unknown>> =
    table === 'steps'
      ? summary.Steps.map((s) => ({ Kind: summary.Kind, ...s }))
      : table === 'edges'
        ? summary.Edges.map((e) => ({ Kind: summary.Kind, ...e }))
        : table === 'funnel'
          ? summary.Funnel.map((r) => ({ ...r }))
          : summary.Daily.map((d) => ({ Kind: summary.Kind, ...d }));
  const header = rows[0]
    ? Object.keys(rows[0])
    : {
        steps: ['Kind', 'Id', 'Path'],
        edges: ['Kind', 'From', 'To', 'Traffic'],
        funnel: ['Kind', 'Created', 'Secured', 'Funded', 'Submitted', 'Verified'],
        daily: ['Kind', 'Day', 'Starts', 'Completions'],
      }[table];
  const lines = [header.join(','), ...rows.map((r) => header.map((h) => csvField(r[h])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

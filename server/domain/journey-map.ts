/**
 * The journey map's answer (issue 25): the step graph of one kind (inspector/journey-graph.ts,
 * drawn from the machines) with the suppressed aggregates of server/db/analytics.ts on its nodes
 * and edges, the funnel of every kind and the daily trend — and the same tables as CSV. Only
 * cells (`cell`: "<5" for 1–4; null withheld, issue 31) leave this module; shares and medians of a
 * step reached by fewer than 5 applications are null, and so is a share or a cell that would give
 * an exact count of 1–4 back (`journeySummary`).
 */
import type { JourneyGraph } from '../../inspector/journey-graph';
import type { WizardId } from '../../machines/wizard-engine/registry';
import type * as Contract from '../../services/api/analytics-contract';
import type { Cell, StepCells } from '../../services/api/analytics-contract';
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

/** The raw figures of one set of filters: what server/db/analytics.ts answers. */
export interface JourneyFigures {
  steps: Map<string, StepFigures>;
  funnel: FunnelFigures[];
  daily: Array<{ day: string; starts: number; completions: number }>;
}

/** A count that would tell 1–4 applications apart: 1 ≤ n < 5. */
const small = (n: number) => n > 0 && n < SUPPRESS_BELOW;

/**
 * Every count of the map of `graph` under `fig`, keyed by its cell ('step:<id>:Now', 'edge:<from>>
 * <to>', 'funnel:<kind>:Created', 'daily:<day>:Starts', …): the summary's cells and the same cells
 * of its complementary views are compared by key.
 */
function countsOf(graph: JourneyGraph, fig: JourneyFigures): Map<string, number> {
  const counts = new Map<string, number>();
  const completions = fig.daily.reduce((n, d) => n + d.completions, 0);
  for (const n of graph.nodes) {
    const f = n.path ? fig.steps.get(n.path) : undefined;
    counts.set(`step:${n.id}:Now`, f?.now ?? 0);
    counts.set(`step:${n.id}:Reached`, n.path ? (f?.reached ?? 0) : completions);
    counts.set(`step:${n.id}:Left`, f?.left ?? 0);
  }
  for (const e of graph.edges) {
    const from = graph.nodes.find((n) => n.id === e.from)!;
    const to = graph.nodes.find((n) => n.id === e.to)!;
    let traffic = 0;
    if (from.path && to.path) traffic = fig.steps.get(from.path)?.next.get(to.path) ?? 0;
    else if (from.path && !to.path) traffic = completions;
    counts.set(`edge:${e.from}>${e.to}`, traffic);
  }
  for (const r of fig.funnel)
    for (const [stage, n] of Object.entries(FUNNEL_STAGES(r)))
      counts.set(`funnel:${r.kind}:${stage}`, n);
  for (const d of fig.daily) {
    counts.set(`daily:${d.day}:Starts`, d.starts);
    counts.set(`daily:${d.day}:Completions`, d.completions);
  }
  return counts;
}

const FUNNEL_STAGES = (r: FunnelFigures) => ({
  Created: r.created,
  Secured: r.secured,
  Funded: r.funded,
  Submitted: r.submitted,
  Verified: r.verified,
});

/**
 * Puts the figures on the graph (issue 25): step records are matched by path; the final `done`
 * node counts the completions of the period and the agreement's move to it.
 *
 * Small counts (issue 31): a count of 1–4 is "<5" (`cell`); a count whose complement in one of
 * `complements` — the same cell, shown (5 or more), of the map with one filter dropped, minus
 * this one — is 1–4 is withheld (null), and so is a later funnel stage 1–4 below the last one shown (the stages are
 * nested: the difference would count the applications that stopped). ContinuedPercent is
 * withheld unless the step was reached by 5 or more and both those who went on and those who
 * stopped are 0 or at least 5 (else the share and "Reached" give an exact small count back), and
 * when its Reached or Left is withheld.
 */
export function journeySummary(
  input: JourneyFigures & {
    graph: JourneyGraph;
    from: Date;
    to: Date;
    now: Date;
    activeMinutes: number;
    /** The figures of the complementary views (one filter dropped each); default none. */
    complements?: JourneyFigures[];
  },
): JourneySummary {
  const { graph, steps, funnel, daily } = input;
  const counts = countsOf(graph, input);
  const others = (input.complements ?? []).map((c) => countsOf(graph, c));
  /**
   * The cell of `key`: "<5"; withheld (null) when a complement shows its count (5 or more) and
   * that minus this one is 1–4; else the count.
   */
  const shown = (key: string): Cell => {
    const n = counts.get(key) ?? 0;
    if (small(n)) return cell(n);
    const gives = (all: number) => all >= SUPPRESS_BELOW && small(all - n);
    return others.some((o) => gives(o.get(key) ?? 0)) ? null : n;
  };
  const ranked = graph.nodes
    .map((n) => ({ id: n.id, left: shown(`step:${n.id}:Left`) }))
    .filter((x): x is { id: string; left: number } => typeof x.left === 'number')
    .filter((x) => x.left >= SUPPRESS_BELOW)
    .sort((a, b) => b.left - a.left)
    .slice(0, DROP_OFFS)
    .map((x) => x.id);
  const Steps = graph.nodes.map((n): StepCells => {
    const Reached = shown(`step:${n.id}:Reached`);
    if (!n.path) {
      return {
        Id: n.id,
        Path: null,
        Section: n.section,
        Now: 0,
        Reached,
        Left: 0,
        ContinuedPercent: null,
        MedianSeconds: null,
        DropOffRank: null,
      };
    }
    const f = steps.get(n.path);
    const reached = f?.reached ?? 0;
    const left = Math.min(f?.left ?? 0, reached);
    const Left = shown(`step:${n.id}:Left`);
    const moves = f ? [...f.next.values()].reduce((a, b) => a + b, 0) : 0;
    const rank = ranked.indexOf(n.id);
    const shareShown =
      reached >= SUPPRESS_BELOW &&
      !small(left) &&
      !small(reached - left) &&
      Reached !== null &&
      Left !== null;
    return {
      Id: n.id,
      Path: n.path,
      Section: n.section,
      Now: shown(`step:${n.id}:Now`),
      Reached,
      Left,
      ContinuedPercent: shareShown ? Math.round(100 * (1 - left / reached)) : null,
      MedianSeconds:
        moves >= SUPPRESS_BELOW && f?.medianSeconds != null ? Math.round(f.medianSeconds) : null,
      DropOffRank: rank >= 0 ? rank + 1 : null,
    };
  });
  const Edges = graph.edges.map((e) => ({
    From: e.from,
    To: e.to,
    Traffic: shown(`edge:${e.from}>${e.to}`),
  }));
  /** A funnel row: a stage 1–4 below the last stage shown is withheld (issue 31). */
  const funnelRow = (r: FunnelFigures): Contract.FunnelRow<WizardId> => {
    let last: number | null = null;
    const cells = Object.fromEntries(
      Object.keys(FUNNEL_STAGES(r)).map((stage) => {
        let c = shown(`funnel:${r.kind}:${stage}`);
        if (typeof c === 'number' && last !== null && small(last - c)) c = null;
        if (typeof c === 'number') last = c;
        return [stage, c];
      }),
    ) as Record<keyof ReturnType<typeof FUNNEL_STAGES>, Cell>;
    return { Kind: r.kind, ...cells };
  };
  return {
    Kind: graph.kind,
    From: input.from.toISOString(),
    To: input.to.toISOString(),
    GeneratedAt: input.now.toISOString(),
    ActiveMinutes: input.activeMinutes,
    Steps,
    Edges,
    Funnel: funnel.map(funnelRow),
    Daily: daily.map((d) => ({
      Day: d.day,
      Starts: shown(`daily:${d.day}:Starts`),
      Completions: shown(`daily:${d.day}:Completions`),
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

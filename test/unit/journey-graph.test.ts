/**
 * The journey map's step graphs (issue 25, inspector/journey-graph.ts) never drift from the
 * machines: for every account kind, the graph the analytics page draws equals the machine's own
 * step graph as the committed state chart shows it (docs/charts/wizard-*.md, which
 * test/unit/charts.test.ts holds equal to `npm run charts`) — its top-level states but the entry
 * router, and every transition of a state inside one step to a state inside another. Two walks of
 * the same machine definitions, written apart, must agree. Also: every step has its table's path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyGraphs } from '../../inspector/journey-graph';
import { machineCatalogue } from '../../inspector/machine-catalogue';
import { WIZARD_TABLES } from '../../machines/wizard-engine/registry';

/** The step graph as the Mermaid chart shows it: top-level states and step-to-step edges. */
function chartGraph(chart: string, machineId: string) {
  const prefix = `s_${machineId.replace(/[^A-Za-z0-9]+/g, '_')}_`;
  const tops = [...chart.matchAll(/^ {2}state "([^"]+)" as (s_\w+)/gm)].map((m) => ({
    key: m[1]!,
    id: m[2]!,
  }));
  const topOf = (id: string) =>
    tops.find((t) => id === t.id || id.startsWith(`${t.id}_`))?.key ?? null;
  const edges = new Set<string>();
  for (const m of chart.matchAll(/^ {2}(s_\w+) --> (s_\w+) :/gm)) {
    const from = topOf(m[1]!);
    const to = topOf(m[2]!);
    if (from && to && from !== to && from !== 'resume' && to !== 'resume')
      edges.add(`${from}>${to}`);
  }
  expect(tops.every((t) => t.id === `${prefix}${t.key.replace(/[^A-Za-z0-9]+/g, '_')}`)).toBe(true);
  return { nodes: tops.map((t) => t.key).filter((k) => k !== 'resume'), edges };
}

describe('journey map graphs (issue 25)', () => {
  const graphs = journeyGraphs();
  const wizards = machineCatalogue().filter((e) => e.name.startsWith('wizard-'));

  it('one graph per account kind, the recurring programme included', () => {
    expect(graphs.map((g) => g.kind)).toEqual(Object.keys(WIZARD_TABLES));
    expect(graphs.map((g) => g.kind)).toContain('metalStream');
  });

  for (const entry of wizards) {
    it(`${entry.name}: the graph equals the machine's (docs/charts/${entry.name}.md)`, () => {
      const graph = graphs.find((g) => g.machineId === entry.machine.id)!;
      const chart = readFileSync(join(process.cwd(), 'docs', 'charts', `${entry.name}.md`), 'utf8');
      const expected = chartGraph(chart, entry.machine.id);
      expect(graph.nodes.map((n) => n.id)).toEqual(expected.nodes);
      expect(new Set(graph.edges.map((e) => `${e.from}>${e.to}`))).toEqual(expected.edges);
      expect(graph.edges.length).toBe(expected.edges.size);
      // Every step of the table is a node with its literal path; only `done` has none.
      const table = WIZARD_TABLES[graph.kind];
      expect(graph.nodes.filter((n) => n.path === null).map((n) => n.id)).toEqual(['done']);
      for (const step of table)
        expect(graph.nodes.find((n) => n.id === step.id)?.path, step.id).toBe(step.path);
      // Paths are unique within a kind: a step record names one node.
      const paths = graph.nodes.flatMap((n) => (n.path ? [n.path] : []));
      expect(new Set(paths).size).toBe(paths.length);
    });
  }
});

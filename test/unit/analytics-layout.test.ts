/**
 * The journey map's layout (issue 25, src/analytics/layout.ts): dagre places every step of every
 * kind's graph, without two boxes overlapping, and routes every edge.
 */
import { describe, expect, it } from 'vitest';
import { journeyGraphs } from '../../inspector/journey-graph';
import { graphAnswer } from '../../server/domain/journey-map';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH } from '../../src/analytics/layout';

describe('journey map layout', () => {
  for (const g of journeyGraphs()) {
    it(`${g.kind}: every node placed apart, every edge routed`, () => {
      const layout = layoutGraph(graphAnswer(g));
      expect(layout.nodes).toHaveLength(g.nodes.length);
      for (const a of layout.nodes)
        for (const b of layout.nodes)
          if (a !== b)
            expect(
              Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT,
              `${a.id} / ${b.id}`,
            ).toBe(true);
      expect(layout.edges.every((e) => e.points.length >= 2)).toBe(true);
      expect(layout.width).toBeGreaterThan(NODE_WIDTH);
    });
  }
});

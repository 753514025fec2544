/**
 * The journey map's layout (issue 25): dagre (@dagrejs/dagre, a maintained layered-graph layout)
 * places the step graph of a kind — the nodes and edges the server drew from the machine
 * definitions — left to right. Pure: graph in, positions out (test/unit/analytics-layout.test.ts).
 */
import dagre from '@dagrejs/dagre';
import type { Graph } from './api';

export const NODE_WIDTH = 196;
export const NODE_HEIGHT = 92;

export interface PlacedNode {
  id: string;
  x: number;
  y: number;
}
export interface PlacedEdge {
  from: string;
  to: string;
  points: Array<{ x: number; y: number }>;
}
export interface Layout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** Lays out `graph` (node centres, edge polylines, the drawing's size). */
export function layoutGraph(graph: Graph): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 56, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of graph.Nodes) g.setNode(n.Id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const e of graph.Edges) g.setEdge(e.From, e.To, { width: 28, height: 14 });
  dagre.layout(g);
  const size = g.graph();
  return {
    width: Math.ceil(size.width ?? 0),
    height: Math.ceil(size.height ?? 0),
    nodes: graph.Nodes.map((n) => {
      const p = g.node(n.Id);
      return { id: n.Id, x: p.x, y: p.y };
    }),
    edges: graph.Edges.map((e) => ({
      from: e.From,
      to: e.To,
      points: (g.edge(e.From, e.To)?.points ?? []).map((p: { x: number; y: number }) => ({
        x: p.x,
        y: p.y,
      })),
    })),
  };
}

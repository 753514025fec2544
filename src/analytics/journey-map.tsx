/**
 * The journey map (issue 25): the step graph of one kind laid out by dagre (layout.ts), each step
 * with the applications there now, reached in the period, the share that continued and the median
 * time; each edge drawn as wide as its traffic; the steps where most applications stopped in red.
 * The SVG is one image for assistive technology (its label names the drop-offs); the same figures
 * are in the steps table below it.
 */
import { useMemo } from 'react';
import type { Graph, Summary } from './api';
import { cellText, cellValue, duration, KIND_LABELS, percent, stepTitle } from './format';
import { layoutGraph, NODE_HEIGHT, NODE_WIDTH } from './layout';

const RED = '#c92a2a';
const GREEN = '#2b8a3e';
const BLUE = '#1c7ed6';
const GREY = '#868e96';

/** The drawing's scale: the zoom, or for 'fit' the container's width over the map's (at most 1). */
const scaleOf = (zoom: number | 'fit', width: number, fitWidth?: number) =>
  zoom === 'fit' ? Math.min(1, Math.max(0.2, (fitWidth ?? width) / Math.max(1, width))) : zoom;

/** An SVG path through the dagre points (straight segments, rounded by a quadratic per bend). */
function pathOf(points: Array<{ x: number; y: number }>): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points;
  if (rest.length === 1) return `M${first!.x},${first!.y} L${rest[0]!.x},${rest[0]!.y}`;
  let d = `M${first!.x},${first!.y}`;
  for (let i = 0; i < rest.length - 1; i += 1) {
    const c = rest[i]!;
    const n = rest[i + 1]!;
    d += ` Q${c.x},${c.y} ${(c.x + n.x) / 2},${(c.y + n.y) / 2}`;
  }
  const last = rest.at(-1)!;
  return `${d} L${last.x},${last.y}`;
}

/**
 * The map of `graph` with the figures of `summary`, drawn at `zoom` (1 = 100 %) or, for 'fit',
 * scaled down to `fitWidth` pixels (the whole journey at a glance).
 */
export function JourneyMap({
  graph,
  summary,
  zoom = 1,
  fitWidth,
}: {
  graph: Graph;
  summary: Summary | null;
  zoom?: number | 'fit';
  fitWidth?: number;
}) {
  const layout = useMemo(() => layoutGraph(graph), [graph]);
  const steps = new Map((summary?.Steps ?? []).map((s) => [s.Id, s]));
  const traffic = new Map(
    (summary?.Edges ?? []).map((e) => [`${e.From}>${e.To}`, e.Traffic] as const),
  );
  const max = Math.max(1, ...[...traffic.values()].map(cellValue));
  const dropOffs = (summary?.Steps ?? [])
    .filter((s) => s.DropOffRank !== null)
    .sort((a, b) => a.DropOffRank! - b.DropOffRank!)
    .map((s) => `${stepTitle(graph, s.Id)} (${cellText(s.Left)} stopped)`);
  const label = `Journey map of ${KIND_LABELS[graph.Kind] ?? graph.Kind}: ${graph.Nodes.length} steps, ${graph.Edges.length} links. ${
    dropOffs.length ? `Biggest drop-offs: ${dropOffs.join(', ')}.` : 'No drop-off of 5 or more.'
  } The figures are in the steps table below.`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={layout.width * scaleOf(zoom, layout.width, fitWidth)}
      height={layout.height * scaleOf(zoom, layout.width, fitWidth)}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      data-testid="journey-map"
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerUnits="userSpaceOnUse"
          markerWidth="9"
          markerHeight="9"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill={GREY} />
        </marker>
      </defs>
      {layout.edges.map((e) => {
        const t = traffic.get(`${e.from}>${e.to}`) ?? 0;
        const v = cellValue(t);
        const mid = e.points[Math.floor(e.points.length / 2)];
        return (
          <g key={`${e.from}>${e.to}`} data-edge={`${e.from}>${e.to}`} data-traffic={cellText(t)}>
            <path
              d={pathOf(e.points)}
              fill="none"
              stroke={v > 0 ? BLUE : '#ced4da'}
              strokeOpacity={v > 0 ? 0.55 : 1}
              strokeWidth={v > 0 ? 1.5 + 8 * Math.sqrt(v / max) : 1}
              strokeDasharray={v > 0 ? undefined : '4 4'}
              markerEnd="url(#arrow)"
            />
            {v > 0 && mid && (
              <text
                x={mid.x}
                y={mid.y - 4}
                textAnchor="middle"
                fontSize={11}
                fill="#1864ab"
                paintOrder="stroke"
                stroke="#fff"
                strokeWidth={3}
              >
                {cellText(t)}
              </text>
            )}
          </g>
        );
      })}
      {layout.nodes.map((n) => {
        const s = steps.get(n.id);
        const node = graph.Nodes.find((x) => x.Id === n.id)!;
        const rank = s?.DropOffRank ?? null;
        const done = node.Path === null;
        const x = n.x - NODE_WIDTH / 2;
        const y = n.y - NODE_HEIGHT / 2;
        return (
          <g
            key={n.id}
            data-step={n.id}
            data-now={s ? cellText(s.Now) : ''}
            data-reached={s ? cellText(s.Reached) : ''}
            transform={`translate(${x},${y})`}
          >
            <rect
              width={NODE_WIDTH}
              height={NODE_HEIGHT}
              rx={10}
              fill={rank ? '#fff5f5' : done ? '#ebfbee' : '#fff'}
              stroke={rank ? RED : done ? GREEN : '#adb5bd'}
              strokeWidth={rank ? 3 : 1.2}
            />
            <text x={10} y={19} fontSize={13} fontWeight={700} fill="#212529">
              {stepTitle(graph, n.id)}
            </text>
            {rank && (
              <text
                x={NODE_WIDTH - 10}
                y={19}
                fontSize={11}
                fontWeight={700}
                fill={RED}
                textAnchor="end"
              >
                Drop-off #{rank}
              </text>
            )}
            <text x={10} y={35} fontSize={11} fill="#495057">
              {node.Path ?? 'application submitted'}
            </text>
            <text x={10} y={56} fontSize={12} fill="#212529">
              <tspan fontWeight={700}>{s ? cellText(s.Now) : '…'}</tspan> now ·{' '}
              <tspan fontWeight={700}>{s ? cellText(s.Reached) : '…'}</tspan> reached
            </text>
            {!done && (
              <text x={10} y={76} fontSize={12} fill="#212529">
                {percent(s?.ContinuedPercent ?? null)} went on ·{' '}
                {duration(s?.MedianSeconds ?? null)}
              </text>
            )}
            <title>{`${stepTitle(graph, n.id)} (${node.Path ?? 'submitted'}): ${s ? cellText(s.Now) : '?'} now, ${s ? cellText(s.Reached) : '?'} reached, ${percent(s?.ContinuedPercent ?? null)} continued, median ${duration(s?.MedianSeconds ?? null)}${s && [s.Now, s.Reached, s.ContinuedPercent, s.MedianSeconds].includes(null) && !done ? ' (— withheld: fewer than 5)' : ''}`}</title>
          </g>
        );
      })}
    </svg>
  );
}

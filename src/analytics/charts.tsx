/**
 * The funnel and the daily trend as charts (issue 25): SVG bars scaled to the data (cells of
 * "<5" drawn as 2.5 and labelled "<5"). Each chart is an image with a label stating the figures;
 * the tables under them hold the same cells.
 */
import type { FunnelRow, Summary } from './api';
import { cellText, cellValue, KIND_LABELS } from './format';

const STAGES = ['Created', 'Secured', 'Funded', 'Submitted', 'Verified'] as const;
const STAGE_COLOURS = ['#1c7ed6', '#1971c2', '#1864ab', '#2b8a3e', '#2f9e44'];

/** One kind's funnel: a horizontal bar per stage, as wide as its share of the created ones. */
export function FunnelChart({ row }: { row: FunnelRow }) {
  const max = Math.max(1, cellValue(row.Created));
  const width = 320;
  const label = `${KIND_LABELS[row.Kind] ?? row.Kind} funnel: ${STAGES.map((s) => `${s.toLowerCase()} ${cellText(row[s])}`).join(', ')}`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 136`}
      width="100%"
      data-funnel={row.Kind}
    >
      {STAGES.map((stage, i) => {
        const w = Math.max(2, ((width - 150) * cellValue(row[stage])) / max);
        return (
          <g key={stage} transform={`translate(0, ${i * 26 + 4})`} data-stage={stage}>
            <text x={0} y={15} fontSize={12} fill="#343a40">
              {stage}
            </text>
            <rect x={76} y={2} width={w} height={18} rx={3} fill={STAGE_COLOURS[i]} />
            <text x={82 + w} y={15} fontSize={12} fontWeight={700} fill="#212529">
              {cellText(row[stage])}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Daily starts and completions: paired columns per day, with a value axis. */
export function DailyChart({ daily }: { daily: Summary['Daily'] }) {
  const height = 180;
  const left = 36;
  const bottom = 22;
  const colW = Math.max(6, Math.min(26, 720 / Math.max(1, daily.length)));
  const width = left + daily.length * colW + 8;
  const max = Math.max(1, ...daily.flatMap((d) => [cellValue(d.Starts), cellValue(d.Completions)]));
  const y = (v: number) => ((height - bottom - 8) * v) / max;
  const starts = daily.reduce((n, d) => n + cellValue(d.Starts), 0);
  const label = `Daily starts and completions, ${daily[0]?.Day ?? ''} to ${daily.at(-1)?.Day ?? ''}: busiest day ${max} starts or completions; about ${Math.round(starts)} starts in all. The daily table below lists every day.`;
  const ticks = [0, Math.round(max / 2), max];
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ maxWidth: width }}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={left}
            x2={width}
            y1={height - bottom - y(t)}
            y2={height - bottom - y(t)}
            stroke="#e9ecef"
          />
          <text
            x={left - 4}
            y={height - bottom - y(t) + 4}
            fontSize={10}
            textAnchor="end"
            fill="#495057"
          >
            {t}
          </text>
        </g>
      ))}
      {daily.map((d, i) => {
        const x = left + i * colW;
        const s = y(cellValue(d.Starts));
        const c = y(cellValue(d.Completions));
        return (
          <g key={d.Day}>
            <rect x={x + 1} y={height - bottom - s} width={colW / 2 - 1} height={s} fill="#1c7ed6">
              <title>{`${d.Day}: ${cellText(d.Starts)} started`}</title>
            </rect>
            <rect
              x={x + colW / 2}
              y={height - bottom - c}
              width={colW / 2 - 1}
              height={c}
              fill="#2f9e44"
            >
              <title>{`${d.Day}: ${cellText(d.Completions)} completed`}</title>
            </rect>
            {(i % Math.ceil(daily.length / 8) === 0 || i === daily.length - 1) && (
              <text x={x} y={height - 6} fontSize={10} fill="#495057">
                {d.Day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

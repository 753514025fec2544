/**
 * Analytics sink (doc 1 §4.8 funnel events, doc 2 §1 step events). No PII ever: events carry
 * the step path, the account type and flags only — never names, e-mail, phone, address, date
 * of birth, SSN or tokens (ARCHITECTURE.md). `sanitize` enforces it whatever the caller passes.
 */

export type AnalyticsProps = Record<string, string | number | boolean | null>;

export interface AnalyticsSink {
  track(event: string, props?: AnalyticsProps): void;
}

/** Property names that are never sent (PII of doc 1 §4.8's step-event list). */
const PII_KEYS =
  /^(e-?mail|name|first.?name|last.?name|middle.?name|phone|address|street|city|postal.?code|date.?of.?birth|dob|ssn|ein|password|token|jwt.*|user.?uid)$/i;

/** Drops PII-named properties and string values that look like e-mails or SSNs. */
export function sanitize(props: AnalyticsProps = {}): AnalyticsProps {
  const out: AnalyticsProps = {};
  for (const [k, v] of Object.entries(props)) {
    if (PII_KEYS.test(k)) continue;
    if (typeof v === 'string' && (/@/.test(v) || /\b\d{3}-?\d{2}-?\d{4}\b/.test(v))) continue;
    out[k] = v;
  }
  return out;
}

/** The default sink: pushes to `window.dataLayer` when a tag manager put one there. */
export const dataLayerSink: AnalyticsSink = {
  track(event, props) {
    const w =
      typeof window !== 'undefined' ? (window as unknown as { dataLayer?: unknown[] }) : undefined;
    w?.dataLayer?.push({ event, ...sanitize(props) });
  },
};

/** A test recorder. */
export function recordingSink(): AnalyticsSink & {
  events: { event: string; props: AnalyticsProps }[];
} {
  const events: { event: string; props: AnalyticsProps }[] = [];
  return { events, track: (event, props) => void events.push({ event, props: sanitize(props) }) };
}

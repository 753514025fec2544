/** Labels and number formats of the analytics page (issue 25). English only: an internal tool. */
import { hasKey, t } from '../i18n/t';
import type { Cell, Graph } from './api';

export const KIND_LABELS: Record<string, string> = {
  individual: 'Individual',
  business: 'Business',
  trust: 'Trust',
  iraPersonal: 'IRA (personal)',
  iraBusiness: 'IRA (SEP / SIMPLE)',
  joint: 'Joint',
  utma: 'UTMA (custodial)',
  metalStream: 'Metal stream (recurring), just me',
  metalStreamJoint: 'Metal stream, joint owners',
  metalStreamUtma: 'Metal stream, UTMA',
  metalStreamTrust: 'Metal stream, trust',
  metalStreamBusiness: 'Metal stream, business',
};
export const PERIOD_LABELS: Record<string, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};
export const FUNDING_LABELS: Record<string, string> = {
  ach: 'Bank link (ACH)',
  wire: 'Wire',
  check: 'Check',
  crypto: 'Cryptocurrency',
  rollover: 'IRA rollover',
  contribution: 'IRA contribution',
};
export const FLOW_LABELS: Record<string, string> = {
  self: 'Self-service',
  assisted: 'Sales-assisted',
};

const WORDS: Record<string, string> = {
  dob: 'date of birth',
  ssn: 'SSN',
  ein: 'EIN',
  ach: 'ACH',
  ira: 'IRA',
  crypto: 'crypto',
};

/** A step id as words: 'fundAch' → 'Fund ACH', 'secondaryDob' → 'Secondary date of birth'. */
export const stepLabel = (id: string): string => {
  if (id === 'done') return 'Submitted';
  const words = id
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .split(' ')
    .map((w) => WORDS[w] ?? w)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A step's title on the map (issue 25): the screen's translated title — the text of the step
 * table's `titleKey` (`pageTitles.*`, the key the wizard titles the screen with), carried by the
 * graph node — else the step id as words (`stepLabel`; 'done' → 'Submitted').
 */
export const stepTitle = (graph: Graph | null | undefined, id: string): string => {
  const key = graph?.Nodes.find((n) => n.Id === id)?.TitleKey;
  return key && hasKey(key) ? t(key) : stepLabel(id);
};

/** A cell as text: '<5' stays, a withheld cell (null, issue 31) is '—', numbers get thousands separators. */
export const cellText = (c: Cell): string =>
  c === '<5' ? '<5' : c === null ? '—' : c.toLocaleString('en-US');

/** What a suppressed figure means, for its `title` (issue 31); undefined for a shown one. */
export const WITHHELD_TITLE = 'withheld: it would reveal a count under 5';
export const cellTitle = (c: Cell): string | undefined =>
  c === '<5' ? 'fewer than 5' : c === null ? WITHHELD_TITLE : undefined;
/** The `title` of a share or median: withheld (null) because it rests on fewer than 5. */
export const shareTitle = (p: number | null): string | undefined =>
  p === null ? 'withheld: fewer than 5 behind it' : undefined;

/**
 * A cell as a number for scales: '<5' counts as 2.5 (drawn, never labelled as a number); a
 * withheld cell as 0 (not drawn).
 */
export const cellValue = (c: Cell): number => (c === '<5' ? 2.5 : c === null ? 0 : c);

/** 75 → '1m 15s', 3700 → '1h 1m', null → '—'. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

export const percent = (p: number | null): string => (p === null ? '—' : `${p}%`);

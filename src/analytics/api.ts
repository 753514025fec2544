/**
 * The analytics page's client of /analytics/api (issue 25, server/routes/analytics.ts): the
 * analyst's sign-in token is kept in this tab's sessionStorage and sent as a bearer token; a 401
 * signs the page out. The answers' types are the server's own (services/api/analytics-contract.ts).
 */

export type {
  AnalyticsOptions as Options,
  Cell,
  FunnelRow,
  Graph,
  GraphNode,
  JourneySummary as Summary,
  StepCells,
} from '../../services/api/analytics-contract';
import type {
  AnalyticsOptions as Options,
  Graph,
  JourneySummary as Summary,
} from '../../services/api/analytics-contract';

export interface Filters {
  kind: string;
  period: string;
  broker: string;
  flow: string;
  funding: string;
}

const TOKEN_KEY = 'analytics.token';

export const savedToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export const forgetToken = () => sessionStorage.removeItem(TOKEN_KEY);

/** A refused sign-in or an ended session. */
export class Unauthorized extends Error {}

/** Signs in (POST /analytics/api/session); stores and answers the token and the analyst's name. */
export async function signIn(email: string, password: string): Promise<{ name: string }> {
  const r = await fetch('/analytics/api/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  if (r.status === 400) throw new Unauthorized('The e-mail or the password is wrong.');
  if (r.status === 429) throw new Error('Too many attempts. Please wait a moment and try again.');
  if (!r.ok) throw new Error(`Sign-in failed (${r.status}).`);
  const body = (await r.json()) as { Token: string; Name: string };
  sessionStorage.setItem(TOKEN_KEY, body.Token);
  return { name: body.Name };
}

async function authorized(path: string, init: RequestInit = {}): Promise<Response> {
  const token = savedToken();
  if (!token) throw new Unauthorized('Signed out.');
  const r = await fetch(path, {
    ...init,
    headers: { ...(init.headers ?? {}), Authorization: `Bearer ${token}` },
  });
  if (r.status === 401 || r.status === 403) {
    forgetToken();
    throw new Unauthorized('Your session has ended. Please sign in again.');
  }
  if (!r.ok) throw new Error(`The analytics service answered ${r.status}.`);
  return r;
}

const get = async <T>(path: string): Promise<T> => (await (await authorized(path)).json()) as T;

/** The query string of the filters (empty values left out). */
export const filterQuery = (f: Filters): string =>
  new URLSearchParams(
    Object.entries(f).filter(([, v]) => v !== '') as Array<[string, string]>,
  ).toString();

export const api = {
  me: () => get<{ Name: string }>('/analytics/api/me'),
  options: () => get<Options>('/analytics/api/options'),
  graphs: () => get<Graph[]>('/analytics/api/graphs'),
  summary: (f: Filters, init?: RequestInit) =>
    authorized(`/analytics/api/summary?${filterQuery(f)}`, init).then(
      (r) => r.json() as Promise<Summary>,
    ),
  /** Downloads one table as CSV (the server's export: the same suppressed cells). */
  async downloadCsv(table: 'steps' | 'edges' | 'funnel' | 'daily', f: Filters): Promise<void> {
    const r = await authorized(`/analytics/api/export/${table}?${filterQuery(f)}`);
    const name =
      /filename="([^"]+)"/.exec(r.headers.get('Content-Disposition') ?? '')?.[1] ??
      `journey-${table}.csv`;
    const url = URL.createObjectURL(await r.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
  async signOut(): Promise<void> {
    try {
      await authorized('/analytics/api/session', { method: 'DELETE' });
    } finally {
      forgetToken();
    }
  },
};

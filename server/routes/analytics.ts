/**
 * The analytics page's API (issue 25: the journey map), mounted at /analytics/api by
 * server/app.ts. Analysts only (server/db/analysts.ts): a role apart from applicants and sales
 * agents, signed in with their own opaque token.
 *
 * - POST /analytics/api/session {Email, Password} → 200 {Token, Name, ExpiresAt}; 400
 *   InvalidCredentials (unknown e-mail or wrong password, one answer). Rate limited and locked
 *   out like the wizard's login (server/http/rate-limit.ts, action 'login').
 * - Every other /analytics/api route needs `Authorization: Bearer <analyst token>`: none (or a
 *   token that is nothing this server issued) → 401 InvalidToken; an applicant's, impersonation
 *   or sales agent's token → 403 Error_PermissionDenied (Context 'JwtTokenType').
 * - DELETE /analytics/api/session → 204 (sign-out).
 * - GET /analytics/api/me → {Name}.
 * - GET /analytics/api/options → {Kinds, Brokers (codes), FundingMethods, Flows, Periods}.
 *   (The answers' types: services/api/analytics-contract.ts, shared with the page.)
 * - GET /analytics/api/graphs → [{Kind, MachineId, Nodes:[{Id, Path, Section, TitleKey}], Edges:[{From, To}]}]:
 *   the step graph of every kind, drawn from the machine definitions (inspector/journey-graph.ts).
 * - GET /analytics/api/summary?kind&period&broker&flow&funding&active → the journey map of one kind
 *   (server/domain/journey-map.ts): step and edge cells, the funnel of every kind, the daily trend.
 *   `period` 24h | 7d | 30d (default) | 90d, ending now; `active` the minutes of "now", one of
 *   ACTIVE_WINDOWS (15, 30 default, 60, 180; issue 31). 400 on an unknown value. Counts of 1–4
 *   are "<5"; a cell that the same cell with one filter dropped would turn into an exact count
 *   of 1–4 is withheld (null), and so are shares resting on 1–4 (issue 31).
 * - GET /analytics/api/export/:table (steps | edges | funnel | daily) with the same query → the
 *   table as text/csv (attachment): the same suppressed cells as the page, no e-mail, name or uid.
 *
 * Answers are `Cache-Control: no-store`. Passwords and tokens are never logged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Handler, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { JourneyGraph } from '../../inspector/journey-graph';
import { RUNNABLE_WIZARDS, type WizardId } from '../../machines/wizard-engine/registry';
import { analystOfToken, signInAnalyst, signOutAnalyst } from '../db/analysts';
import {
  brokerCodes,
  dailyFigures,
  FUNDING_METHODS,
  funnelFigures,
  stepFigures,
  type AnalyticsFilters,
  type FundingMethod,
} from '../db/analytics';
import {
  EXPORT_TABLES,
  graphAnswer,
  journeySummary,
  summaryCsv,
  type JourneyFigures,
  type JourneySummary,
} from '../domain/journey-map';
import { bearerToken } from '../http/auth';
import { addNonce, cspNonce } from '../http/csp';
import { Errors, fail } from '../http/errors';
import { jsonBody, queryParams } from '../http/validation';
import type { RouteDeps } from './deps';

/** Hono environment of the analyst routes: `c.get('analyst')` after `requireAnalyst`. */
export interface AnalystEnv {
  Variables: { analyst: { uid: string; name: string }; analystToken: string };
}

const signInRequest = z.object({
  Email: z.string().trim().min(1).max(100),
  Password: z.string().min(1).max(100),
});

/**
 * The analyst check (issue 25): 401 InvalidToken without a live analyst token, 403
 * Error_PermissionDenied for a token of the wizard (applicant, impersonation, sales agent).
 */
export function requireAnalyst({
  db,
  tokens,
  now,
}: Pick<RouteDeps, 'db' | 'tokens' | 'now'>): MiddlewareHandler<AnalystEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw Errors.invalidToken();
    const analyst = await analystOfToken(db, token, now());
    if (!analyst) {
      const wizardToken = await tokens.verify(token, ['Regular', 'Impersonation', 'Sales']);
      if (wizardToken)
        throw fail(
          403,
          'Error_PermissionDenied',
          'Only an analyst can read the analytics.',
          'JwtTokenType',
        );
      throw Errors.invalidToken();
    }
    c.set('analyst', analyst);
    c.set('analystToken', token);
    await next();
  };
}

/**
 * The windows of "now" (`active`, minutes) a summary may ask for (issue 31): a fixed set, so two
 * nearby windows cannot be subtracted to count the few applications between them.
 */
export const ACTIVE_WINDOWS = [15, 30, 60, 180] as const;

/** The periods of the filter, in hours. */
export const PERIODS = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '90d': 90 * 24 } as const;

const summaryQuery = z.object({
  kind: z.enum(RUNNABLE_WIZARDS as [WizardId, ...WizardId[]]).default('individual'),
  period: z.enum(Object.keys(PERIODS) as [keyof typeof PERIODS]).default('30d'),
  broker: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,20}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  flow: z
    .enum(['self', 'assisted'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  funding: z
    .enum(Object.keys(FUNDING_METHODS) as [FundingMethod])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  active: z.coerce
    .number()
    .int()
    .refine((m) => (ACTIVE_WINDOWS as readonly number[]).includes(m))
    .default(30),
});

// The graphs are built once, on first use: importing the machines costs a second at start.
let graphsOnce: Promise<JourneyGraph[]> | null = null;
/** The step graph of every kind (inspector/journey-graph.ts), built once. */
export const journeyGraphsOnce = (): Promise<JourneyGraph[]> =>
  (graphsOnce ??= import('../../inspector/journey-graph').then((m) => m.journeyGraphs()));

/** The journey map of one kind for the filters of `q` (issue 25). */
async function summaryFor(
  deps: Pick<RouteDeps, 'db' | 'now'>,
  q: z.output<typeof summaryQuery>,
): Promise<JourneySummary> {
  const now = deps.now();
  const from = new Date(now.getTime() - PERIODS[q.period] * 3_600_000);
  const filters: AnalyticsFilters = {
    from,
    to: now,
    brokerCode: q.broker ?? null,
    flow: q.flow ?? null,
    funding: q.funding ?? null,
    activeMinutes: q.active,
    now,
  };
  const graph = (await journeyGraphsOnce()).find((g) => g.kind === q.kind)!;
  const figuresOf = async (f: AnalyticsFilters): Promise<JourneyFigures> => {
    const [steps, funnel, daily] = await Promise.all([
      stepFigures(deps.db, q.kind, f),
      funnelFigures(deps.db, f),
      dailyFigures(deps.db, q.kind, f),
    ]);
    return { steps, funnel, daily };
  };
  // The complementary views (issue 31): each filter set dropped in turn ("all" of it), whose
  // cells minus this view's would count the others exactly.
  const dropped = (['brokerCode', 'flow', 'funding'] as const)
    .filter((k) => filters[k])
    .map((k) => ({ ...filters, [k]: null }));
  const [figures, ...complements] = await Promise.all([filters, ...dropped].map(figuresOf));
  return journeySummary({
    graph,
    ...figures,
    complements,
    from,
    to: now,
    now,
    activeMinutes: q.active,
  });
}

/** The /analytics/api routes (see the module comment). */
export function analyticsRoutes(deps: RouteDeps) {
  const { db, limits, now } = deps;
  const guarded = new Hono<AnalystEnv>()
    .use(requireAnalyst(deps))
    .get('/me', (c) => c.json({ Name: c.get('analyst').name }))
    .get('/options', async (c) =>
      c.json({
        Kinds: RUNNABLE_WIZARDS,
        Brokers: await brokerCodes(db),
        FundingMethods: Object.keys(FUNDING_METHODS),
        Flows: ['self', 'assisted'],
        Periods: Object.keys(PERIODS),
      }),
    )
    .get('/graphs', async (c) => c.json((await journeyGraphsOnce()).map(graphAnswer)))
    .get('/summary', queryParams(summaryQuery), async (c) =>
      c.json(await summaryFor(deps, c.req.valid('query'))),
    )
    .get('/export/:table', queryParams(summaryQuery), async (c) => {
      const table = c.req.param('table').replace(/\.csv$/, '');
      if (!(EXPORT_TABLES as readonly string[]).includes(table)) throw Errors.notFound();
      const q = c.req.valid('query');
      const csv = summaryCsv(await summaryFor(deps, q), table as (typeof EXPORT_TABLES)[number]);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="journey-${table}-${q.kind}-${q.period}.csv"`,
      });
    })
    .delete('/session', async (c) => {
      await signOutAnalyst(db, c.get('analystToken'));
      return c.body(null, 204);
    });
  return new Hono<AnalystEnv>()
    .use(async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/session', jsonBody(signInRequest), async (c) => {
      const { Email, Password } = c.req.valid('json');
      await limits.hit(c, 'login');
      const account = `analyst:${Email.toLowerCase()}`;
      await limits.assertNotLocked(account);
      const signedIn = await signInAnalyst(db, Email, Password, now());
      if (!signedIn) {
        await limits.loginFailed(account);
        throw fail(400, 'InvalidCredentials', 'The e-mail or the password is wrong.', 'Email');
      }
      await limits.loginSucceeded(account);
      return c.json({
        Token: signedIn.token,
        Name: signedIn.name,
        ExpiresAt: signedIn.expiresAt.toISOString(),
      });
    })
    .route('/', guarded);
}

/**
 * GET /analytics (issue 25): the journey map's page — analytics.html of the client build (its own
 * entry, vite.config.ts) with the request's CSP nonce, `no-cache`. It holds no data: the sign-in
 * and every figure come from /analytics/api. Without a build, 503 with a short page.
 */
export function analyticsPage(staticDir: string): Handler {
  const file = join(staticDir, 'analytics.html');
  let html: string | null = null;
  return (c) => {
    html ??= existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (html === null)
      return c.html(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head><body><main><h1>The analytics page is not built yet</h1><p>Run <code>npm run build</code>, then restart the server.</p></main></body></html>',
        503,
        { 'Cache-Control': 'no-store' },
      );
    return c.html(addNonce(html, cspNonce(c)), 200, { 'Cache-Control': 'no-cache' });
  };
}

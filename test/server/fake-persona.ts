/**
 * A local fake of Persona's REST API for the identity-verification tests (issue 31), written from
 * the shapes Persona publishes (server/providers/persona.ts cites the pages): JSON:API bodies
 * `{data:{type,id,attributes}}`, `Authorization: Bearer`, `Persona-Version`, `Idempotency-Key`
 * on POSTs (the first answer of a key is replayed; the same key with other parameters is refused),
 * 429 / 5xx ahead of the idempotency layer, `{errors:[{title,details}]}` for 4xx. A node:http
 * server on 127.0.0.1:0 that records every request it receives.
 *
 * Endpoints: POST /api/v1/inquiries, GET /api/v1/inquiries?filter[reference-id]=…,
 * GET /api/v1/inquiries/{id}, POST /api/v1/reports, GET /api/v1/reports/{id},
 * POST /api/v1/verification/databases, POST …/{id}/submit, GET …/{id},
 * POST /api/v1/verification/government-ids, POST …/{id}/submit, GET …/{id}.
 *
 * The fake's decisions (its own "sandbox rules"): name-last 'Sanctioned' → the watchlist report
 * has a match; 'Nomatch' → the database verification fails (check database-identity-comparison);
 * 'Invalid' → 422 on the database verification. Government IDs answer `govIdOutcome` (default
 * 'passed'). Reports answer 'pending' when created and 'ready' when read; database and
 * government-ID submissions answer 'submitted' and their final status when read.
 * `faults` are answered first, in order, to requests whose op matches (before idempotency).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  op: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  personaVersion: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, read by tests
  body: Record<string, any> | null;
}

export interface Fault {
  /** The op it answers (e.g. 'inquiry.create', 'database.submit'). */
  op: string;
  status?: number;
  headers?: Record<string, string>;
  /** Holds the answer this long (ms) — a timeout when longer than the adapter's. */
  delayMs?: number;
  /** Raw body (default a JSON error). */
  body?: string;
}

export interface FakePersona {
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  faults: Fault[];
  govIdOutcome: 'passed' | 'failed' | 'failed-blur' | 'requires_retry';
  /** Inquiries created (distinct ids). */
  inquiries: Map<string, { referenceId: string; fields: Record<string, string> }>;
  close(): Promise<void>;
}

const OPS: [RegExp, string, string][] = [
  [/^\/inquiries$/, 'POST', 'inquiry.create'],
  [/^\/inquiries$/, 'GET', 'inquiry.list'],
  [/^\/inquiries\/[^/]+$/, 'GET', 'inquiry.get'],
  [/^\/reports$/, 'POST', 'report.create'],
  [/^\/reports\/[^/]+$/, 'GET', 'report.get'],
  [/^\/verification\/databases$/, 'POST', 'database.create'],
  [/^\/verification\/databases\/[^/]+\/submit$/, 'POST', 'database.submit'],
  [/^\/verification\/databases\/[^/]+$/, 'GET', 'database.get'],
  [/^\/verification\/government-ids$/, 'POST', 'government_id.create'],
  [/^\/verification\/government-ids\/[^/]+\/submit$/, 'POST', 'government_id.submit'],
  [/^\/verification\/government-ids\/[^/]+$/, 'GET', 'government_id.get'],
];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** Starts the fake on 127.0.0.1:0 (see the module comment). */
export async function startFakePersona(
  apiKey = 'persona_production_test_key',
): Promise<FakePersona> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  const inquiries = new Map<string, { referenceId: string; fields: Record<string, string> }>();
  const reports = new Map<string, { hit: boolean }>();
  const databases = new Map<string, { inquiry: string; lastName: string; submitted: boolean }>();
  const govIds = new Map<string, { submitted: boolean; outcome: FakePersona['govIdOutcome'] }>();
  const replay = new Map<string, { params: string; status: number; body: string }>();
  let seq = 0;
  const id = (prefix: string) => `${prefix}_${(++seq).toString().padStart(6, '0')}`;
  const state: { govIdOutcome: FakePersona['govIdOutcome'] } = { govIdOutcome: 'passed' };

  const resource = (type: string, rid: string, attributes: Record<string, unknown>) =>
    JSON.stringify({ data: { type, id: rid, attributes } });
  const error = (title: string, details: string) =>
    JSON.stringify({ errors: [{ title, details }] });

  const dbAttributes = (rid: string) => {
    const d = databases.get(rid)!;
    if (!d.submitted) return { status: 'initiated', checks: [] };
    const failed = d.lastName === 'Nomatch';
    return {
      status: failed ? 'failed' : 'passed',
      checks: [
        {
          name: 'database-identity-comparison',
          status: failed ? 'failed' : 'passed',
          reasons: failed ? ['no_match'] : [],
        },
      ],
    };
  };
  const govAttributes = (rid: string) => {
    const g = govIds.get(rid)!;
    if (!g.submitted) return { status: 'initiated', checks: [] };
    if (g.outcome === 'passed') return { status: 'passed', checks: [] };
    if (g.outcome === 'requires_retry') return { status: 'requires_retry', checks: [] };
    return {
      status: 'failed',
      checks: [
        g.outcome === 'failed-blur'
          ? { name: 'id-blur-detection', status: 'failed', reasons: ['blurry'] }
          : { name: 'id-tamper-detection', status: 'failed', reasons: ['tampered'] },
      ],
    };
  };

  /** The answer of an accepted request (after auth and faults). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, read by tests
  function handle(op: string, path: string, url: URL, body: any): { status: number; body: string } {
    const a = body?.data?.attributes ?? {};
    switch (op) {
      case 'inquiry.create': {
        if (!a['inquiry-template-id'])
          return { status: 400, body: error('Parameter missing', 'inquiry-template-id') };
        const rid = id('inq');
        inquiries.set(rid, { referenceId: a['reference-id'], fields: a.fields ?? {} });
        return {
          status: 201,
          body: resource('inquiry', rid, {
            status: 'created',
            'reference-id': a['reference-id'],
            fields: {},
          }),
        };
      }
      case 'inquiry.list': {
        const ref = url.searchParams.get('filter[reference-id]');
        const found = [...inquiries.entries()].filter(([, v]) => v.referenceId === ref).reverse();
        return {
          status: 200,
          body: JSON.stringify({
            data: found.map(([rid, v]) => ({
              type: 'inquiry',
              id: rid,
              attributes: {
                status: 'completed',
                'reference-id': v.referenceId,
                fields: {
                  'address-country-code': {
                    type: 'string',
                    value: v.fields['address-country-code'] ?? 'US',
                  },
                },
              },
            })),
          }),
        };
      }
      case 'inquiry.get': {
        const rid = path.split('/')[2];
        if (!inquiries.has(rid)) return { status: 404, body: error('Not found', 'inquiry') };
        return { status: 200, body: resource('inquiry', rid, { status: 'approved' }) };
      }
      case 'report.create': {
        if (!a['report-template-id'])
          return { status: 400, body: error('Parameter missing', 'report-template-id') };
        const rid = id('rep');
        reports.set(rid, { hit: a['name-last'] === 'Sanctioned' });
        return { status: 201, body: resource('report/watchlist', rid, { status: 'pending' }) };
      }
      case 'report.get': {
        const rid = path.split('/')[2];
        const r = reports.get(rid);
        if (!r) return { status: 404, body: error('Not found', 'report') };
        return {
          status: 200,
          body: resource('report/watchlist', rid, { status: 'ready', 'has-match': r.hit }),
        };
      }
      case 'database.create': {
        if (!inquiries.has(a.inquiry)) return { status: 404, body: error('Not found', 'inquiry') };
        if (a['name-last'] === 'Invalid')
          return { status: 422, body: error('Record invalid', 'Birthdate is invalid') };
        const rid = id('ver');
        databases.set(rid, { inquiry: a.inquiry, lastName: a['name-last'], submitted: false });
        return { status: 201, body: resource('verification/database', rid, dbAttributes(rid)) };
      }
      case 'database.submit': {
        const rid = path.split('/')[3];
        const d = databases.get(rid);
        if (!d) return { status: 404, body: error('Not found', 'verification') };
        d.submitted = true;
        return {
          status: 200,
          body: resource('verification/database', rid, { status: 'submitted', checks: [] }),
        };
      }
      case 'database.get': {
        const rid = path.split('/')[3];
        if (!databases.has(rid)) return { status: 404, body: error('Not found', 'verification') };
        return { status: 200, body: resource('verification/database', rid, dbAttributes(rid)) };
      }
      case 'government_id.create': {
        if (!inquiries.has(a.inquiry)) return { status: 404, body: error('Not found', 'inquiry') };
        const photo = a['front-photo']?.data;
        if (typeof photo !== 'string' || Buffer.from(photo, 'base64').length < 8)
          return { status: 422, body: error('Record invalid', 'front-photo is not an image') };
        const rid = id('ver');
        govIds.set(rid, { submitted: false, outcome: state.govIdOutcome });
        return {
          status: 201,
          body: resource('verification/government-id', rid, govAttributes(rid)),
        };
      }
      case 'government_id.submit': {
        const rid = path.split('/')[3];
        const g = govIds.get(rid);
        if (!g) return { status: 404, body: error('Not found', 'verification') };
        g.submitted = true;
        return {
          status: 200,
          body: resource('verification/government-id', rid, { status: 'submitted', checks: [] }),
        };
      }
      case 'government_id.get': {
        const rid = path.split('/')[3];
        if (!govIds.has(rid)) return { status: 404, body: error('Not found', 'verification') };
        return {
          status: 200,
          body: resource('verification/government-id', rid, govAttributes(rid)),
        };
      }
      default:
        return { status: 404, body: error('Not found', path) };
    }
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const op = OPS.find(([re, m]) => re.test(path) && m === req.method)?.[2] ?? 'unknown';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, read by tests
    let body: any = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      op,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      personaVersion: req.headers['persona-version'] as string | undefined,
      body,
    });
    const send = (status: number, text: string, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(text);
    };
    // Rate limiter and gateway faults run before the idempotency layer (Persona's errors page).
    const fi = faults.findIndex((f) => f.op === op);
    if (fi >= 0) {
      const [fault] = faults.splice(fi, 1);
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      return send(
        fault.status ?? 503,
        fault.body ?? error('Service unavailable', 'fault'),
        fault.headers,
      );
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return send(401, error('Unauthorized', 'invalid API key'));
    const key =
      req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    if (key) {
      const seen = replay.get(key);
      if (seen) {
        if (seen.params !== `${path}\n${raw}`)
          return send(
            422,
            error('Idempotency key reused', 'parameters differ from the original request'),
          );
        return send(seen.status, seen.body);
      }
    }
    const answer = handle(op, path, url, body);
    if (key) replay.set(key, { params: `${path}\n${raw}`, ...answer });
    send(answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    apiKey,
    requests,
    faults,
    inquiries,
    get govIdOutcome() {
      return state.govIdOutcome;
    },
    set govIdOutcome(v) {
      state.govIdOutcome = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Server throughput figures of `npm run bench` (issue 11). Prints nothing itself; answers figures.
 *
 * - `saveFigures(base)`: the wizard's step save, `PUT /v2/applications/{a}/persons/{p}/names`,
 *   as the wizard sends it (bearer token, JSON body, a fresh `Idempotency-Key` per request), over
 *   `connections` keep-alive connections for `seconds` (autocannon). One applicant per
 *   connection, registered and given a primary person first (not timed).
 * - `readFigures(base, path)`: a GET of reference data (countries, states, settings) the same way.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuMs, treeCpuMs } from './lib';
import { quantile } from './steps';

export interface LoadFigures {
  reqPerSec: number;
  /** Server CPU (user + system) per answered request in ms, when the server's pid was given. */
  cpuMsPerRequest?: number;
  /** PostgreSQL CPU (postmaster and backends) per answered request in ms, when its pid was given. */
  dbCpuMsPerRequest?: number;
  /** CPU of this process (autocannon, the load generator) per answered request in ms. */
  clientCpuMsPerRequest: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const TRACKING = {
  Fp: 'c'.repeat(32),
  LandingPageUrl: 'http://localhost/',
  Offer: null,
  ReferrerUrl: null,
};

interface Applicant {
  token: string;
  app: string;
  person: string;
}

async function applicant(base: string, n: number): Promise<Applicant> {
  const email = `bench.save.${Date.now().toString(36)}.${n}@example.com`;
  const r = await fetch(`${base}/v2/users?applicationType=Individual&registrationFlowType=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: 'GoldBar2024!', TrackingDetails: TRACKING }),
  });
  if (r.status !== 201) throw new Error(`register: ${r.status} ${await r.text()}`);
  const token = ((await r.json()) as { JwtToken: string }).JwtToken;
  const app = (
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
      ApplicationUid: string;
    }
  ).ApplicationUid;
  const p = await fetch(`${base}/v2/applications/${app}/persons?isPrimary=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      FirstName: 'Bench',
      MiddleName: null,
      LastName: 'Saver',
      SuffixType: null,
    }),
  });
  if (p.status >= 300) throw new Error(`person: ${p.status} ${await p.text()}`);
  return { token, app, person: ((await p.json()) as { PersonUid: string }).PersonUid };
}

/** CPU counters of the server, the database and this process, read before and after a run. */
function cpuMeter(serverPid?: number, dbPid?: number) {
  const read = () => ({
    server: cpuMs(serverPid),
    db: treeCpuMs(dbPid),
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  const start = read();
  return () => {
    const end = read();
    return {
      server: end.server - start.server,
      db: end.db - start.db,
      client: end.client - start.client,
    };
  };
}

function figures(
  r: autocannon.Result,
  seconds: number,
  cpu: { server: number; db: number; client: number },
): LoadFigures {
  const per = (ms: number) => ms / Math.max(1, r.requests.total);
  return {
    reqPerSec: r.requests.total / seconds,
    ...(Number.isFinite(cpu.server) ? { cpuMsPerRequest: per(cpu.server) } : {}),
    ...(Number.isFinite(cpu.db) ? { dbCpuMsPerRequest: per(cpu.db) } : {}),
    clientCpuMsPerRequest: per(cpu.client),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** The body of the `i`-th name save (PUT …/names): the name alternates, so every save writes. */
const nameBody = (i: number) =>
  JSON.stringify({
    FirstName: i % 2 ? 'Ada' : 'Grace',
    MiddleName: null,
    LastName: 'Lovelace',
    SuffixType: null,
  });

/**
 * Step saves (PUT …/names) per second and latency percentiles (ms) at `connections`; CPU per
 * save of the server (`serverPid`), of PostgreSQL (`dbPid`, the postmaster) and of autocannon.
 */
export async function saveFigures(
  base: string,
  connections = 16,
  seconds = 10,
  serverPid?: number,
  dbPid?: number,
): Promise<LoadFigures> {
  const people: Applicant[] = [];
  for (let i = 0; i < connections; i++) people.push(await applicant(base, i));
  let next = 0;
  // Warm-up (JIT, pool connections, prepared plans), not counted.
  await autocannon({ url: base, connections, duration: 2, requests: [request()] });
  const started = performance.now();
  const cpu = cpuMeter(serverPid, dbPid);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [request()],
  });
  return figures(result, (performance.now() - started) / 1000, cpu());

  function request(): autocannon.Request {
    return {
      method: 'PUT',
      setupRequest: (req, context) => {
        const ctx = context as { who?: Applicant; n?: number };
        ctx.who ??= people[next++ % people.length];
        ctx.n = (ctx.n ?? 0) + 1;
        return {
          ...req,
          method: 'PUT',
          path: `/v2/applications/${ctx.who.app}/persons/${ctx.who.person}/names`,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${ctx.who.token}`,
            'idempotency-key': randomUUID(),
          },
          body: nameBody(ctx.n),
        };
      },
    };
  }
}

/** GETs of `path` per second (reference data), latency percentiles in ms. */
export async function readFigures(
  base: string,
  path: string,
  connections = 16,
  seconds = 5,
  serverPid?: number,
  dbPid?: number,
): Promise<LoadFigures> {
  await autocannon({ url: base + path, connections, duration: 1 });
  const started = performance.now();
  const cpu = cpuMeter(serverPid, dbPid);
  const result = await autocannon({ url: base + path, connections, duration: seconds });
  return figures(result, (performance.now() - started) / 1000, cpu());
}

/**
 * The two calls of a form step one after the other on an otherwise idle server (one connection,
 * `runs` each): PUT …/names and POST …/steps, as the wizard sends them (Idempotency-Key, bearer).
 * Answers the p50 and p90 of each in ms, from request to the whole answer read — the floor under
 * the API part of a step's time (bench/steps.ts `inApi`), without a browser competing for the cores.
 */
export async function serialStepCalls(base: string, runs = 40) {
  const who = await applicant(base, 0);
  const headers = () => ({
    'content-type': 'application/json',
    authorization: `Bearer ${who.token}`,
    'idempotency-key': randomUUID(),
  });
  const time = async (call: (i: number) => Promise<Response>) => {
    const ms: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const t = performance.now();
      const res = await call(i);
      await res.arrayBuffer();
      if (res.status >= 300) throw new Error(`serial probe: ${res.status}`);
      if (i >= 5) ms.push(performance.now() - t); // the first five warm up
    }
    return { p50: quantile(ms, 0.5), p90: quantile(ms, 0.9) };
  };
  const save = await time((i) =>
    fetch(`${base}/v2/applications/${who.app}/persons/${who.person}/names`, {
      method: 'PUT',
      headers: headers(),
      body: nameBody(i),
    }),
  );
  const step = await time(() =>
    fetch(`${base}/v2/applications/${who.app}/steps`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ Step: '/secure/phone-number' }),
    }),
  );
  return { save, step };
}

/**
 * `n` step saves (PUT …/names, a fresh Idempotency-Key each) one after the other by one applicant
 * (bench/saves-ratio.ts counts the statements they send). Throws on any answer that is not 200.
 */
export async function serialSaves(base: string, n: number): Promise<void> {
  const who = await applicant(base, 0);
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/v2/applications/${who.app}/persons/${who.person}/names`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${who.token}`,
        'idempotency-key': randomUUID(),
      },
      body: nameBody(i),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`serial save: ${res.status}`);
  }
}

/**
 * The floor under a step save on this machine (issue 22 target 4; not a test): what the same
 * autocannon load (PUT with a ~80-byte JSON body, 16 connections, a fresh Idempotency-Key each)
 * costs a bare `node:http` server that reads the body and answers a fixed ~300-byte JSON — no
 * framework, no database — and the same server doing the save's three PostgreSQL round trips
 * (BEGIN + a claim insert, an update, an update + COMMIT) with pg on a private cluster. Prints
 * req/s and the CPU per request of the server, PostgreSQL and autocannon, beside `pgbench -N`.
 *
 *   npx tsx bench/saves-floor.ts        (FLOOR_SECONDS, default 8)
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startCluster, treeCpuMs } from './lib';

const ANSWER = JSON.stringify({
  PersonUid: randomUUID(),
  PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: null },
  Role: 'Owner',
  IsPrimary: true,
  DateOfBirth: null,
  padding: 'x'.repeat(120),
});
const BODY = JSON.stringify({
  FirstName: 'Ada',
  MiddleName: null,
  LastName: 'Lovelace',
  SuffixType: null,
});

/** The bare floor's figures: req/s, p99 (ms), CPU per request (ms) of this process and PostgreSQL. */
export interface FloorFigures {
  rps: number;
  p99: number;
  processMs: number;
  dbMs: number;
  non2xx: number;
}

async function load(port: number, seconds: number, dbPid?: number): Promise<FloorFigures> {
  const opts = {
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    requests: [
      {
        method: 'PUT' as const,
        path: '/save',
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: BODY,
        }),
      },
    ],
  };
  await autocannon({ ...opts, duration: 2 });
  const d0 = treeCpuMs(dbPid);
  const c0 = process.cpuUsage();
  const r = await autocannon({ ...opts, duration: seconds });
  const c1 = process.cpuUsage(c0);
  const n = Math.max(1, r.requests.total);
  // This process is both the server and autocannon: autocannon's share is estimated apart by
  // the caller (bench/saves-ratio.ts measures it at ~0.07–0.09 ms).
  return {
    rps: r.requests.total / seconds,
    p99: r.latency.p99,
    processMs: (c1.user + c1.system) / 1000 / n,
    dbMs: (treeCpuMs(dbPid) - d0) / n,
    non2xx: r.non2xx,
  };
}

/**
 * The bare floor on `cluster` (issue 32 item 4, bench/run.ts runs it beside the saves): a bare
 * `node:http` in this process answering the save's PUT with a fixed answer (`http`), then doing
 * the save's three PostgreSQL round trips (`pg`), each under autocannon for `seconds` (16
 * connections). Leaves the cluster running; creates its two tables (floor_keys, floor_rows).
 */
export async function bareFloor(
  cluster: { url: string; pid?: number },
  seconds: number,
): Promise<{ http: FloorFigures; pg: FloorFigures }> {
  const pool = new pg.Pool({ connectionString: cluster.url, max: 10 });
  await pool.query(
    'create table if not exists floor_keys (k text primary key, body text, at timestamptz); create table if not exists floor_rows (id int primary key, name text); insert into floor_rows select g, null from generate_series(1, 64) g on conflict do nothing',
  );
  let mode: 'http' | 'pg' = 'http';
  let i = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = String(req.headers['idempotency-key']);
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(ANSWER);
      };
      if (mode === 'http') return answer();
      void (async () => {
        const client = await pool.connect();
        try {
          await client.query(
            `begin; insert into floor_keys values (${pg.escapeLiteral(key)}, null, now()) on conflict do nothing returning k`,
          );
          await client.query({
            name: 'floor_update',
            text: 'update floor_rows set name = $1 where id = $2 returning *',
            values: [body.slice(0, 20), (i++ % 64) + 1],
          });
          await client.query(
            `update floor_keys set body = ${pg.escapeLiteral(ANSWER)} where k = ${pg.escapeLiteral(key)}; commit`,
          );
          answer();
        } catch {
          await client.query('rollback').catch(() => {});
          res.writeHead(500).end();
        } finally {
          client.release();
        }
      })();
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  try {
    const http = await load(port, seconds);
    mode = 'pg';
    return { http, pg: await load(port, seconds, cluster.pid) };
  } finally {
    server.close();
    await pool.end();
  }
}

async function main() {
  const seconds = Number(process.env.FLOOR_SECONDS ?? 8);
  const cluster = await startCluster();
  if ('skipped' in cluster) throw new Error(cluster.skipped);
  try {
    const { http, pg: db } = await bareFloor(cluster, seconds);
    console.info(
      `bare node:http, fixed answer: ${http.rps.toFixed(0)} req/s, p99 ${http.p99} ms; CPU ms/request of server + autocannon (one process): ${http.processMs.toFixed(3)}`,
    );
    console.info(
      `bare node:http + pg, three round trips: ${db.rps.toFixed(0)} req/s, p99 ${db.p99} ms${db.non2xx ? ` (non-2xx ${db.non2xx})` : ''}; CPU ms/request: server + autocannon ${db.processMs.toFixed(3)}, PostgreSQL ${db.dbMs.toFixed(3)}`,
    );
    const pgb = cluster.pgbench(16, seconds);
    if (pgb)
      console.info(
        `pgbench -N: ${pgb.tps.toFixed(0)} tps; CPU ms/transaction: PostgreSQL ${pgb.dbCpuMsPerTx.toFixed(3)}, pgbench ${pgb.clientCpuMsPerTx.toFixed(3)}; bare pg saves / pgbench ${(db.rps / pgb.tps).toFixed(2)}`,
      );
  } finally {
    cluster.stop();
  }
}

// Run as a script (`npx tsx bench/saves-floor.ts`), not when bench/run.ts imports bareFloor.
if (process.argv[1] && /saves-floor\.ts$/.test(process.argv[1]))
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });

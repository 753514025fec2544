/**
 * Shared pieces of the benchmarks (bench/run.ts, bench/api.ts): a free port, a private
 * PostgreSQL cluster (initdb + pg_ctl as test/server/pg.sh does, PostgreSQL's default durability)
 * and the reference server in a child process. Prints nothing; asserts nothing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type CDPSession } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const JWT_SECRET = 'bench-secret-that-is-at-least-32-bytes-long!!';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() =>
        addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port')),
      );
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a private cluster, as test/server/pg.sh starts one (initdb refuses root, so as root
// the commands run as the 'postgres' user).
// ---------------------------------------------------------------------------------------------

export interface Cluster {
  /** Over TCP on 127.0.0.1 (what the bench measures). */
  url: string;
  /** The same database over the cluster's Unix socket (bench/profile-saves.ts PROFILE_SOCKET=1). */
  socketUrl: string;
  version: string;
  /** The server's durability and size settings as it runs (PostgreSQL's defaults: fsync on, …). */
  settings: string;
  /** The postmaster's pid (its backends are its children: `treeCpuMs` sums them). */
  pid: number | undefined;
  /**
   * `pgbench -N` (simple-update, the TPC-B-like script without the two contended updates) on a
   * database of its own in this cluster, over TCP like the server: transactions/s, the
   * database's own commit ceiling on this machine (issue 22). Null when pgbench fails.
   */
  pgbench: (clients: number, seconds: number) => PgbenchFigures | null;
  stop: () => void;
}

/** What one `pgbench -N` run printed: tps, mean latency (ms) and PostgreSQL's CPU per transaction. */
export interface PgbenchFigures {
  tps: number;
  latencyMs: number;
  /** CPU of PostgreSQL (postmaster and backends) per transaction in ms; NaN when /proc is unreadable. */
  dbCpuMsPerTx: number;
  /** CPU of pgbench itself (the load generator, its two threads) per transaction in ms. */
  clientCpuMsPerTx: number;
}

/** CPU (user + system, ms) of the waited-for children of this process so far (cutime + cstime). */
function childrenCpuMs(): number {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return ((Number(f[13]) + Number(f[14])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s
  } catch {
    return NaN;
  }
}

/**
 * CPU time (ms) of `pid` and its live children (a PostgreSQL postmaster and its backends) plus
 * what its ended children used (cutime, cstime); NaN when /proc cannot be read.
 */
export function treeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      const f = stat.split(') ')[1].split(' ');
      const self = Number(entry) === pid;
      if (!self && Number(f[1]) !== pid) continue; // ppid
      total +=
        ((Number(f[11]) + Number(f[12]) + (self ? Number(f[13]) + Number(f[14]) : 0)) * 1000) / 100;
    }
    return total;
  } catch {
    return NaN;
  }
}

/**
 * Starts a private cluster. `settings` are extra `-c name=value` server settings (e.g.
 * bench/saves-ratio.ts's `shared_preload_libraries=pg_stat_statements` to count statements);
 * none by default, so the bench measures PostgreSQL's defaults.
 */
export async function startCluster(
  settings: Record<string, string> = {},
): Promise<Cluster | { skipped: string }> {
  if (!existsSync(join(PG_BIN, 'initdb')))
    return { skipped: `no PostgreSQL server binaries at ${PG_BIN} (apt-get install postgresql)` };
  const asRoot = process.getuid?.() === 0;
  if (asRoot && spawnSync('id', ['postgres']).status !== 0) {
    const made = spawnSync('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    if (made.status !== 0)
      return { skipped: "cannot create the 'postgres' user that initdb needs when run as root" };
  }
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, cmd), ...args], {
          encoding: 'utf8',
        })
      : spawnSync(join(PG_BIN, cmd), args, { encoding: 'utf8' });
  const work = mkdtempSync(join(tmpdir(), 'wizard-bench-pg-'));
  const sock = join(work, 'sock');
  const data = join(work, 'data');
  mkdirSync(sock);
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const d of [work, sock]) chownSync(d, uid, gid);
  }
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  const init = run('initdb', [
    '-D',
    data,
    '--auth=trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (init.status !== 0) {
    cleanup();
    return {
      skipped: `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').slice(-1)[0] ?? ''}`,
    };
  }
  const port = await freePort();
  const started = run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(work, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    [
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${sock}`,
      ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
    ].join(' '),
    'start',
  ]);
  if (started.status !== 0) {
    cleanup();
    return { skipped: 'the PostgreSQL server did not start' };
  }
  const stop = () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    cleanup();
  };
  let pgbenchReady = false;
  const pgbench = (clients: number, seconds: number): PgbenchFigures | null => {
    const conn = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'];
    if (!pgbenchReady) {
      const made = run('createdb', [...conn, 'pgbench']);
      const init = run('pgbench', [...conn, '-i', '-q', '-s', '1', 'pgbench']);
      if (made.status !== 0 || init.status !== 0) return null;
      pgbenchReady = true;
    }
    const before = treeCpuMs(postmaster());
    const clientBefore = childrenCpuMs();
    const r = run('pgbench', [
      ...conn,
      '-N',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      'pgbench',
    ]);
    const cpu = treeCpuMs(postmaster()) - before;
    const clientCpu = childrenCpuMs() - clientBefore;
    const tps = /tps = ([\d.]+)/.exec(r.stdout ?? '')?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(r.stdout ?? '')?.[1];
    const processed = /number of transactions actually processed: (\d+)/.exec(r.stdout ?? '')?.[1];
    if (r.status !== 0 || !tps) return null;
    return {
      tps: Number(tps),
      latencyMs: Number(latency ?? NaN),
      dbCpuMsPerTx: cpu / Math.max(1, Number(processed ?? 0)),
      clientCpuMsPerTx: clientCpu / Math.max(1, Number(processed ?? 0)),
    };
  };
  const postmaster = () => {
    try {
      const n = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return Number.isInteger(n) ? n : undefined;
    } catch {
      return undefined;
    }
  };
  try {
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    await admin.connect();
    await admin.query('create database wizard_bench');
    const version = (
      (await admin.query('show server_version')).rows[0] as { server_version: string }
    ).server_version;
    const durability = (
      await admin.query(
        "select string_agg(name || ' ' || current_setting(name), ', ' order by name) as s from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_level', 'shared_buffers', 'max_connections')",
      )
    ).rows[0] as { s: string };
    await admin.end();
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/wizard_bench`,
      socketUrl: `postgres://postgres@/wizard_bench?host=${encodeURIComponent(sock)}&port=${port}`,
      version,
      settings: durability.s,
      pid: Number.isInteger(pid) ? pid : undefined,
      pgbench,
      stop,
    };
  } catch (err) {
    stop();
    return {
      skipped: `cannot create the bench database: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The reference server in a child process.
// ---------------------------------------------------------------------------------------------

/**
 * Starts `server/main.ts` on a free port with `env` over the bench defaults (API only, requests
 * not logged, rate limits ×10 000); `nodeArgs` go before the script (e.g. `--cpu-prof`); `root`
 * is the checkout whose server runs (default this one; bench/saves-ratio.ts compares another).
 */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  root = ROOT,
): Promise<{ base: string; port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      JWT_SECRET,
      LOG_REQUESTS: '0',
      RATE_LIMIT_FACTOR: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${base}/v2/settings`)).ok) return { base, port, child };
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within 60 s: ${stderr}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await Promise.race([exited, sleep(12_000)]);
}

/**
 * The reference server on a fresh embedded database (PGlite) serving the client build in `dist`,
 * and Debian's Chromium (headless; `CHROMIUM_PATH` overrides), for the browser scripts
 * (bench/profile-step.ts, bench/commits.ts). `close()` stops both and removes the data folder.
 */
export async function startServedBrowser(dist: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wizard-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The page's CDP performance counters by name (`Performance.getMetrics`: ScriptDuration,
 * TaskDuration, LayoutDuration … in seconds, JSHeapUsedSize in bytes); `Performance.enable` must
 * have been sent on `cdp`. Used by bench/profile-step.ts and bench/profile-boot.ts.
 */
export async function performanceMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

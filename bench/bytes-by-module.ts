/**
 * Issue 22 "Bytes" (target 3): what each dependency and each of our areas costs in the three sets
 * test/e2e/chunks.spec.ts budgets — the entry chunk, the JS after the first interaction (settled)
 * and the JS along a whole Individual walk — gzip level 9 as served.
 *
 * How: the spec writes the scripts its walk downloaded (dist-stats/walk-scripts.json); this script
 * rebuilds the client with hidden source maps into dist-stats/sourcemapped/ (same bytes as dist/:
 * 'hidden' adds no comment, so the hashes match — checked), decodes each walked chunk's map to the
 * minified bytes every source file produced, and shares the chunk's gzip size among its sources in
 * proportion to those bytes (gzip cannot be split exactly; the shares add up to the chunk). Bytes
 * no source claims (the bundler's glue) are '(glue)'.
 *
 * Usage: `npm run build && npx playwright test test/e2e/chunks.spec.ts && npm run bench:bytes --
 * [rows] [--files] [--skip-build]` — rows (default 40) by path size;
 * `--files` lists source files instead of packages and folders. Prints; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, relative, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib';

const WALK = join(ROOT, 'dist-stats/walk-scripts.json');
const MAPPED = join(ROOT, 'dist-stats/sourcemapped');
const args = process.argv.slice(2);
const files = args.includes('--files');
const rows = Number(args.find((a) => /^\d+$/.test(a)) ?? 40);

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one mappings segment (base64 VLQ) into its numbers. */
function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64_INDEX.get(ch)!;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Minified bytes per source of one chunk (the generated span of each segment, to the next). */
function bytesBySource(code: string, map: { sources: string[]; mappings: string }) {
  const lines = code.split('\n');
  const out = new Map<string, number>();
  const add = (k: string, n: number) => out.set(k, (out.get(k) ?? 0) + n);
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    const text = lines[i] ?? '';
    let col = 0;
    let claimed = 0;
    const segs = line ? line.split(',').map(vlq) : [];
    segs.forEach((seg, j) => {
      col += seg[0];
      if (seg.length > 1) source += seg[1];
      const end = j + 1 < segs.length ? col + segs[j + 1][0] : text.length;
      const len = Math.max(0, end - col);
      add(seg.length > 1 ? map.sources[source] : '(glue)', len);
      claimed += len;
    });
    add('(glue)', text.length + 1 - claimed);
  });
  return out;
}

/** A source path as chunk-modules.json names it: from node_modules/, else from the root. */
function moduleName(mapFile: string, source: string): string {
  const abs = resolve(dirname(mapFile), source).replace(/\\/g, '/');
  const nm = abs.lastIndexOf('/node_modules/');
  return nm >= 0 ? abs.slice(nm + 1) : relative(ROOT, abs).replace(/\\/g, '/');
}

/** The row a module counts in: its npm package, or our folder (or the file with --files). */
function group(module: string): string {
  if (files || module.startsWith('(')) return module;
  const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (m) return m[1];
  const parts = module.split('/');
  return parts.length > 1 ? `${parts.slice(0, -1).join('/')}/` : module;
}

if (!existsSync(WALK)) {
  console.error('First: npm run build && npx playwright test test/e2e/chunks.spec.ts');
  process.exit(1);
}
const walk = JSON.parse(readFileSync(WALK, 'utf8')) as {
  firstInteraction: string[];
  path: string[];
};
if (!args.includes('--skip-build')) {
  const b = spawnSync(
    'npx',
    ['vite', 'build', '--sourcemap', 'hidden', '--outDir', MAPPED, '--emptyOutDir'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const entry = walk.path.find((f) => /^assets\/index-[\w-]+\.js$/.test(f));
const sets = { entry: entry ? [entry] : [], first: walk.firstInteraction, path: walk.path };

// Per chunk: gzip size shared among its sources.
const perChunk = new Map<string, Map<string, number>>();
for (const file of walk.path) {
  const built = join(ROOT, 'dist', file);
  const mapped = join(MAPPED, file);
  const code = readFileSync(mapped, 'utf8');
  if (!existsSync(built) || readFileSync(built, 'utf8') !== code) {
    console.error(
      `${file}: dist/ differs from the source-mapped build — npm run build, rerun the spec`,
    );
    process.exit(1);
  }
  const gz = gzipSync(code, { level: 9 }).length;
  // (The bundler's own runtime chunk has no map: all glue.)
  const raw = existsSync(`${mapped}.map`)
    ? bytesBySource(code, JSON.parse(readFileSync(`${mapped}.map`, 'utf8')))
    : new Map([['(glue)', code.length]]);
  const total = [...raw.values()].reduce((a, b) => a + b, 0);
  const shares = new Map<string, number>();
  for (const [src, n] of raw) {
    const name = src === '(glue)' ? src : moduleName(`${mapped}.map`, src);
    const k = group(name);
    shares.set(k, (shares.get(k) ?? 0) + (gz * n) / total);
  }
  perChunk.set(file, shares);
}

const table = new Map<string, { entry: number; first: number; path: number }>();
for (const [set, list] of Object.entries(sets) as [keyof typeof sets, string[]][])
  for (const file of list)
    for (const [k, n] of perChunk.get(file)!) {
      const row = table.get(k) ?? { entry: 0, first: 0, path: 0 };
      row[set] += n;
      table.set(k, row);
    }

const kB = (n: number) => (n / 1024).toFixed(1).padStart(7);
const sum = (set: keyof typeof sets) => [...table.values()].reduce((a, r) => a + r[set], 0);
console.info(
  `gzip kB (level 9) as served; ${sets.first.length} scripts after the first interaction, ${sets.path.length} on the path`,
);
console.info(
  `${'entry'.padStart(7)} ${'first'.padStart(7)} ${'path'.padStart(7)}  ${files ? 'file' : 'package / our folder'}`,
);
console.info(`${kB(sum('entry'))} ${kB(sum('first'))} ${kB(sum('path'))}  (total)`);
for (const [k, r] of [...table].sort((a, b) => b[1].path - a[1].path).slice(0, rows))
  console.info(`${kB(r.entry)} ${kB(r.first)} ${kB(r.path)}  ${k}`);

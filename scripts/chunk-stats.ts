/**
 * Issue 22 "Bytes": what each chunk of the client build holds. Reads dist-stats/chunk-modules.json
 * (written by `npm run build`, vite.config.ts `chunkModules`) and prints, largest first, every JS
 * chunk's gzip size (level 9, as `npm run bench` sums them) with its largest modules by rendered
 * (minified) length. Usage: `npm run build && npx tsx scripts/chunk-stats.ts [chunks] [modules]`
 * (default 15 chunks, 12 modules each; a chunk name fragment instead of a number lists that chunk).
 * Not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry: boolean;
  modules: [string, number][];
}

const chunks = JSON.parse(readFileSync('dist-stats/chunk-modules.json', 'utf8')) as Chunk[];
const [first = '15', second = '12'] = process.argv.slice(2);
const only = /^\d+$/.test(first) ? null : first;
const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
const rows = chunks
  // (Vite drops the JS of CSS-only chunks after the list is written: those files do not exist.)
  .filter((c) => (!only || c.file.includes(only)) && existsSync(`dist/${c.file}`))
  .map((c) => ({ ...c, gz: gzipSync(readFileSync(`dist/${c.file}`), { level: 9 }).length }))
  .sort((a, b) => b.gz - a.gz)
  .slice(0, only ? undefined : Number(first));
for (const c of rows) {
  console.info(`${kB(c.gz)} gzip  ${c.file}${c.isEntry ? '  (entry)' : ''}`);
  for (const [m, len] of [...c.modules].sort((a, b) => b[1] - a[1]).slice(0, Number(second)))
    console.info(`    ${kB(len)} raw  ${m}`);
}

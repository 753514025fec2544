/**
 * `npm run test:paths [-- --all]`: runs the generated paths (test/paths/paths.spec.ts) with their
 * config; `--all` (or PATHS_ALL=1) runs every generated path instead of the CI sample. Needs a
 * build (`npm run build`).
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env };
if (args.includes('--all')) env.PATHS_ALL = '1';
const rest = args.filter((a) => a !== '--all');
const r = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'test/paths/playwright.config.ts', ...rest],
  { stdio: 'inherit', env },
);
process.exit(r.status ?? 1);

/**
 * `npm run test:paths [-- --all | --machine <name>]`: runs the generated paths (test/paths/paths.spec.ts)
 * with their config; `--all` (or PATHS_ALL=1) runs every generated path instead of the CI sample;
 * `--machine <name>` (PATHS_MACHINE) the paths of one machine (test/paths/machine-filter.ts). Needs a
 * build (`npm run build`). Other arguments go to Playwright (e.g. `-g individual`).
 *
 * Failures speak (issue 34 item 6): before the browser run (and its web server) starts, the
 * generator runs here and the selection is listed (`playwright test --list`, no server); a
 * generator error (with its cause and where it was thrown) or an empty selection (with the
 * filters that emptied it) is printed and the run exits 1. During the run the paths reporter
 * (test/paths/reporter.ts) prints the errors Playwright reports outside a test — a web server
 * that did not start or exited — and the run exits with Playwright's non-zero code. A full run (no
 * `--machine`, PATHS_SAMPLE or Playwright arguments) also fails when a machine's browser coverage
 * is under its floor (test/paths/coverage-floors.ts).
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { allPaths, type GeneratedPath } from './generate';
import { pathsOfMachine } from './machine-filter';

const CONFIG = 'test/paths/playwright.config.ts';

/** The first lines of an error's stack (its message and where it was thrown). */
export const causeOf = (e: unknown, lines = 6) =>
  e instanceof Error
    ? (e.stack ?? `${e.name}: ${e.message}`).split('\n').slice(0, lines).join('\n')
    : String(e);

/**
 * Runs the path generator (default: test/paths/generate.ts `allPaths`); the message to print
 * when it throws or generates nothing, else null.
 */
export function checkGenerator(generate: () => GeneratedPath[] = allPaths): string | null {
  try {
    const n = generate().length;
    return n ? null : 'The path generator produced no path (test/paths/generate.ts allPaths).';
  } catch (e) {
    return `The path generator failed (test/paths/generate.ts):\n${causeOf(e)}`;
  }
}

/**
 * `--machine <name>`: the message naming the machines with paths when `name` has none among
 * `paths` (the generator's, already made by checkGenerator), else null.
 */
export function checkMachine(name: string | undefined, paths: GeneratedPath[]): string | null {
  if (name === undefined) return null;
  try {
    pathsOfMachine(paths, name, () => []);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * Lists the selected paths without running them (no web server): the message to print when the
 * listing fails (a load error of paths.spec.ts, e.g. the generator) or selects no path, else null.
 */
export function checkSelection(
  rest: string[],
  env: NodeJS.ProcessEnv,
  list = (args: string[]) =>
    spawnSync('npx', ['playwright', 'test', '-c', CONFIG, '--list', '--reporter=line', ...args], {
      encoding: 'utf8',
      env,
    }),
): string | null {
  const r = list(rest);
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const total = /Total: (\d+) tests?/.exec(out);
  if (r.status === 0 && total && Number(total[1]) > 0) return null;
  const filters = [
    env.PATHS_ALL === '1' ? 'every path (--all)' : 'the CI sample',
    env.PATHS_SAMPLE ? `PATHS_SAMPLE=${env.PATHS_SAMPLE}` : '',
    env.PATHS_MACHINE ? `--machine ${env.PATHS_MACHINE}` : '',
    rest.length ? `arguments: ${rest.join(' ')}` : '',
  ].filter(Boolean);
  if (/No tests found/.test(out) || (total && Number(total[1]) === 0))
    return `No generated path selected (${filters.join(', ')}). Without filters: npm run test:paths -- --all --list`;
  const detail = out
    .split('\n')
    .filter((l) => l.trim() && !/^(Listing tests:|Total: )/.test(l))
    .slice(0, 20)
    .join('\n');
  return `The generated paths could not be listed (exit ${r.status ?? r.signal}):\n${detail || '(no output)'}`;
}

function main() {
  const args = process.argv.slice(2);
  const env = { ...process.env };
  if (args.includes('--all')) env.PATHS_ALL = '1';
  // Issue 34 item 5: `--machine <name>` (or --machine=<name>) runs one machine's paths.
  const m = args.findIndex((a) => a === '--machine' || a.startsWith('--machine='));
  const machineArgs = m < 0 ? [] : args[m].includes('=') ? [args[m]] : args.slice(m, m + 2);
  if (m >= 0)
    env.PATHS_MACHINE = args[m].includes('=') ? args[m].split('=')[1] : (args[m + 1] ?? '');
  const rest = args.filter((a) => a !== '--all' && !machineArgs.includes(a));
  let paths: GeneratedPath[] = [];
  const problem =
    checkGenerator(() => (paths = allPaths())) ??
    checkMachine(env.PATHS_MACHINE, paths) ??
    checkSelection(rest, env);
  if (problem) {
    console.error(`test:paths: ${problem}`);
    process.exit(1);
  }
  // Issue 34: the coverage floors hold for a full run, not for one narrowed to some paths.
  if (!rest.length && !env.PATHS_MACHINE && !env.PATHS_SAMPLE) env.PATHS_FLOORS = '1';
  const r = spawnSync('npx', ['playwright', 'test', '-c', CONFIG, ...rest], {
    stdio: 'inherit',
    env,
  });
  if (r.error) console.error(`test:paths: Playwright did not start: ${causeOf(r.error)}`);
  else if (r.signal) console.error(`test:paths: Playwright was stopped by ${r.signal}`);
  process.exit(r.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

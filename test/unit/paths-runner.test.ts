/**
 * `npm run test:paths` failures speak (issue 34 item 6): the runner's checks (test/paths/run.ts)
 * and the paths reporter (test/paths/reporter.ts) print a generator error with its cause, an
 * empty selection with its filters, and an error outside the paths (a web server that did not
 * start), and end the run as failed — driven here with forced failures.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullResult, Suite, TestError } from '@playwright/test/reporter';
import { checkGenerator, checkSelection } from '../../test/paths/run';
import PathsReporter from '../../test/paths/reporter';
import { floorFailures } from '../../test/paths/coverage-floors';

const broken = () => {
  const guard = undefined as unknown as { skip: boolean };
  return guard.skip ? [] : []; // a guard read off undefined, as an inverted guard made it
};
const suiteOf = (n: number) => ({ allTests: () => Array.from({ length: n }) }) as unknown as Suite;
const listing = (status: number, out: string) => () =>
  ({ status, stdout: out, stderr: '', signal: null }) as never;

afterEach(() => vi.restoreAllMocks());
// The reporter's files go to a directory of their own, not over the last real run's report.
process.env.PATHS_REPORT_DIR = mkdtempSync(join(tmpdir(), 'paths-report-'));

describe('test:paths runner checks', () => {
  it('a generator error is printed with its cause and where it was thrown', () => {
    const msg = checkGenerator(broken);
    expect(msg).toMatch(/path generator failed/);
    expect(msg).toMatch(/TypeError: Cannot read properties of undefined \(reading 'skip'\)/);
    expect(msg).toMatch(/paths-runner\.test\.ts/);
  });

  it('a generator that produces nothing, and the real generator', () => {
    expect(checkGenerator(() => [])).toMatch(/produced no path/);
    expect(checkGenerator()).toBeNull();
  });

  it('an empty selection names the filters that emptied it', () => {
    const msg = checkSelection(
      ['-g', 'no-such-path'],
      { PATHS_SAMPLE: '3' },
      listing(1, 'Error: No tests found\nListing tests:\nTotal: 0 tests in 0 files\n'),
    );
    expect(msg).toMatch(/No generated path selected/);
    expect(msg).toMatch(/PATHS_SAMPLE=3/);
    expect(msg).toMatch(/-g no-such-path/);
  });

  it('a load error of the spec is printed; a listing with paths passes', () => {
    const msg = checkSelection(
      [],
      {},
      listing(
        1,
        "Error: TypeError: Cannot read properties of undefined (reading 'x')\n   at generate.ts:12\n",
      ),
    );
    expect(msg).toMatch(/could not be listed \(exit 1\)/);
    expect(msg).toMatch(/reading 'x'/);
    expect(
      checkSelection([], {}, listing(0, 'Listing tests:\n  a\nTotal: 15 tests in 1 file\n')),
    ).toBeNull();
  });
});

describe('paths reporter', () => {
  const capture = () => {
    const lines: string[] = [];
    const log = (...a: unknown[]) => void lines.push(a.join(' '));
    vi.spyOn(console, 'error').mockImplementation(log);
    vi.spyOn(console, 'info').mockImplementation(log);
    return lines;
  };

  it('a generator error and an empty run end as failed with their causes printed', async () => {
    const lines = capture();
    const r = new PathsReporter({ generate: broken });
    r.onBegin({} as never, suiteOf(0));
    r.onError({ message: 'Error: No tests found' } as TestError);
    const end = await r.onEnd({ status: 'failed' } as FullResult);
    expect(end).toEqual({ status: 'failed' });
    const out = lines.join('\n');
    expect(out).toMatch(/ERROR {4}Error: No tests found/);
    expect(out).toMatch(/No generated path was run/);
    expect(out).toMatch(/Cannot read properties of undefined \(reading 'skip'\)/);
  });

  it('a web server that did not start fails a run Playwright saw pass', async () => {
    const lines = capture();
    const r = new PathsReporter({ generate: () => [] });
    r.onBegin({} as never, suiteOf(2));
    r.onError({ message: 'Process from config.webServer exited early.' } as TestError);
    const end = await r.onEnd({ status: 'passed' } as FullResult);
    expect(end).toEqual({ status: 'failed' });
    expect(lines.join('\n')).toMatch(/webServer exited early/);
    expect(lines.join('\n')).toMatch(/1 error\(s\) outside the paths/);
  });

  it('built as Playwright builds it (with its options), it reads the real generator', async () => {
    const lines = capture();
    const r = new PathsReporter({ configDir: '.' } as never);
    r.onBegin({} as never, suiteOf(1));
    await r.onEnd({ status: 'failed' } as FullResult);
    expect(lines.join('\n')).toMatch(/Generated paths: 0 run, 0 passed, of \d+ generated/);
    expect(lines.join('\n')).not.toMatch(/generator failed/);
  });

  it('a full run under a machine’s coverage floor fails naming the machine (issue 34)', async () => {
    const lines = capture();
    const r = new PathsReporter({ generate: () => [], floors: { custodian: 0.5 } });
    r.onBegin({} as never, suiteOf(2));
    vi.stubEnv('PATHS_FLOORS', '1');
    try {
      expect(await r.onEnd({ status: 'passed' } as FullResult)).toEqual({ status: 'failed' });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(lines.join('\n')).toMatch(
      /UNDER FLOOR .*\(custodian\): the browser took 0\/\d+ \(0 %\)/,
    );
    // A narrowed run (no PATHS_FLOORS) is not held to the floors.
    const narrowed = new PathsReporter({ generate: () => [], floors: { custodian: 0.5 } });
    narrowed.onBegin({} as never, suiteOf(2));
    expect(await narrowed.onEnd({ status: 'passed' } as FullResult)).toBeUndefined();
  });

  it('floorFailures: under, at and above a floor; a machine the run never reported', () => {
    const f = (taken: number) => [{ id: 'm', label: 'M (m)', taken, total: 10 }];
    expect(floorFailures(f(4), { m: 0.5 })).toEqual([
      'M (m): the browser took 4/10 (40 %) of its transitions, under its floor of 50 % (test/paths/coverage-floors.ts)',
    ]);
    expect(floorFailures(f(5), { m: 0.5 })).toEqual([]);
    expect(floorFailures(f(9), { m: 0.5 })).toEqual([]);
    expect(floorFailures([], { m: 0.5 })).toHaveLength(1);
  });

  it('a clean run is left as Playwright reports it', async () => {
    capture();
    const r = new PathsReporter({ generate: () => [] });
    r.onBegin({} as never, suiteOf(2));
    expect(await r.onEnd({ status: 'passed' } as FullResult)).toBeUndefined();
  });
});

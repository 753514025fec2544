/**
 * The generated paths' reporter (issue 13): prints each path with PASS / FAIL and its screens,
 * then a coverage table (wizard machine states and transitions visited by the passing paths, out
 * of all), also written to test-results/paths-report/coverage.md next to Playwright's HTML report.
 *
 * Failures speak (issue 34 item 6): an error Playwright reports outside a test (a load error of
 * paths.spec.ts such as a generator error, a web server that did not start or exited) is printed
 * with its cause; a run without any path says so; a coverage table that cannot be computed says
 * why — and each of these ends the run as failed (a non-zero exit). A full run (PATHS_FLOORS=1,
 * set by test/paths/run.ts) also fails when a machine's browser coverage is under its floor
 * (test/paths/coverage-floors.ts, issue 34).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter';
import { allPaths, coverage, type GeneratedPath } from './generate';
import { machineCatalogue } from '../../inspector/machine-catalogue';
import { machineTransitionKeys, type SeenTransition } from '../../inspector/path-coverage';
import { COVERAGE_FLOORS, floorFailures, type MachineCoverage } from './coverage-floors';
import { loadSpecsOf } from '../../machines/view/screen-specs';
import { WIZARD_IDS } from '../../machines/wizard-engine/registry';

/** An error's message and the first lines of its stack (where it was thrown). */
const describe = (e: Pick<TestError, 'stack' | 'message' | 'value'>) =>
  (e.stack ?? e.message ?? e.value ?? 'unknown error').split('\n').slice(0, 8).join('\n');

export default class PathsReporter implements Reporter {
  private results = new Map<string, string>();
  /** Per machine id: the transition keys the browser's actors took (attachment 'browser-transitions'). */
  private browser = new Map<string, Set<string>>();
  private errors = 0;
  private selected: number | null = null;

  private readonly generate: () => GeneratedPath[];
  private readonly floors: Readonly<Record<string, number>>;

  /**
   * Playwright passes the reporter's options; `generate` gives the generated paths (default
   * allPaths; a test passes one that fails), `floors` the coverage floors (default
   * test/paths/coverage-floors.ts COVERAGE_FLOORS).
   */
  constructor(
    options: { generate?: () => GeneratedPath[]; floors?: Readonly<Record<string, number>> } = {},
  ) {
    this.generate = typeof options.generate === 'function' ? options.generate : allPaths;
    this.floors =
      options.floors && typeof options.floors === 'object' ? options.floors : COVERAGE_FLOORS;
  }

  onBegin(_config: FullConfig, suite: Suite) {
    this.selected = suite.allTests().length;
  }

  /** Errors outside a test: load errors, the web server (issue 34 item 6). */
  onError(error: TestError) {
    this.errors += 1;
    console.error(`ERROR    ${describe(error)}`);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const screens = test.annotations.find((a) => a.type === 'screens')?.description ?? '';
    this.results.set(test.title, result.status);
    for (const a of result.attachments.filter((x) => x.name === 'browser-transitions' && x.body))
      for (const t of JSON.parse(a.body!.toString()) as SeenTransition[]) {
        const set = this.browser.get(t.machine) ?? new Set<string>();
        set.add(t.key);
        this.browser.set(t.machine, set);
      }
    const mark = result.status === 'passed' ? 'PASS' : result.status.toUpperCase();
    console.info(`${mark.padEnd(8)} ${test.title} (${(result.duration / 1000).toFixed(1)} s)`);
    console.info(`         ${screens}`);
    if (result.status !== 'passed' && result.error?.message)
      console.info(`         ${result.error.message.split('\n')[0]}`);
  }

  /**
   * The browser's table (issue 34 item 4): per machine of inspector/machine-catalogue.ts (grouped
   * by machine id), the distinct transitions its actors took in the page out of the machine's
   * (inspector/path-coverage.ts keys), and an HTML page listing the taken and not taken ones.
   */
  private browserTable(pct: (n: number, d: number) => string) {
    const byId = new Map<string, { names: string[]; keys: Set<string> }>();
    for (const e of machineCatalogue()) {
      const row = byId.get(e.machine.id) ?? { names: [], keys: new Set<string>() };
      row.names.push(e.name);
      for (const k of machineTransitionKeys(e.machine)) row.keys.add(k);
      byId.set(e.machine.id, row);
    }
    const esc = (x: string) =>
      x.replace(/[&<>]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[c]};`);
    const lines = [
      '',
      'Transitions the browser took (inspected actor events):',
      '',
      '| machine | transitions visited |',
      '|---|---|',
    ];
    let html =
      '<!doctype html><meta charset="utf-8"><title>Browser transitions</title><h1>Transitions taken in the browser (issue 34)</h1>';
    const figures: MachineCoverage[] = [];
    for (const [id, row] of byId) {
      const seen = this.browser.get(id) ?? new Set<string>();
      const taken = [...row.keys].filter((k) => seen.has(k));
      const notTaken = [...row.keys].filter((k) => !seen.has(k));
      const label = `${row.names.join(', ')} (${id})`;
      figures.push({ id, label, taken: taken.length, total: row.keys.size });
      lines.push(`| ${label} | ${pct(taken.length, row.keys.size)} |`);
      html += `<h2>${esc(label)}: ${esc(pct(taken.length, row.keys.size))}</h2><details><summary>taken (${taken.length})</summary><ul>${taken.map((k) => `<li>${esc(k)}</li>`).join('')}</ul></details><details><summary>not taken (${notTaken.length})</summary><ul>${notTaken.map((k) => `<li>${esc(k)}</li>`).join('')}</ul></details>`;
    }
    return { lines, html, figures };
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    let failed = result.status !== 'passed';
    // The machines as the browser runs them: each kind's screen specs loaded with its wizard (a
    // step's lookups are invoked from its spec), so their transitions count in the totals.
    await Promise.all(WIZARD_IDS.map(loadSpecsOf));
    if (!this.selected)
      console.error(
        `No generated path was run (${this.selected === null ? 'the run did not begin' : 'none selected or none started'}; see the errors above, PATHS_SAMPLE, --all and -g).`,
      );
    let all: GeneratedPath[];
    try {
      all = this.generate();
    } catch (e) {
      const err = e instanceof Error ? e : new Error(String(e));
      console.error(`No coverage table: the path generator failed:\n${describe(err)}`);
      return { status: 'failed' };
    }
    const passed = all.filter((p) => this.results.get(p.id) === 'passed');
    const ids = new Set(all.map((p) => p.id));
    const tours = [...this.results].filter(([title]) => !ids.has(title)).map(([, s]) => s);
    const rows = coverage(passed.length ? passed : []);
    const pct = (n: number, d: number) => `${n}/${d} (${Math.round((100 * n) / d)} %)`;
    const lines = [
      `Generated paths: ${all.filter((p) => this.results.has(p.id)).length} run, ${passed.length} passed, of ${all.length} generated.`,
      `Tours (test/paths/tours-*.spec.ts): ${tours.length} run, ${tours.filter((s) => s === 'passed').length} passed.`,
      '',
      "The generated paths' own walks through each wizard's model (the plan, forward steps only; what the page's actors took, detours and tours included, is the next table):",
      '',
      '| machine | states visited | transitions visited |',
      '|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.machine} | ${pct(r.states, r.totalStates)} | ${pct(r.transitions, r.totalTransitions)} |`,
      ),
      '',
    ];
    const browser = this.browserTable(pct);
    lines.push(...browser.lines);
    console.info(`\n${lines.join('\n')}`);
    // PATHS_REPORT_DIR: elsewhere than the run's report (the reporter's unit tests write there).
    const dir = process.env.PATHS_REPORT_DIR ?? 'test-results/paths-report';
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/coverage.md`, lines.join('\n'));
    writeFileSync(`${dir}/transitions.html`, browser.html);
    console.info(`Transitions taken / not taken: ${dir}/transitions.html`);
    console.info('HTML report: test-results/paths-report/html/index.html');
    if (!this.selected || this.errors) failed = true;
    // Issue 34: a full run (test/paths/run.ts sets PATHS_FLOORS) keeps every machine's floor.
    if (process.env.PATHS_FLOORS === '1') {
      const under = floorFailures(browser.figures, this.floors);
      for (const m of under) console.error(`UNDER FLOOR ${m}`);
      if (under.length) failed = true;
    }
    if (failed)
      console.error(
        `Generated paths run: ${result.status === 'passed' ? 'failed' : result.status} (${this.errors} error(s) outside the paths).`,
      );
    return failed ? { status: 'failed' } : undefined;
  }
}

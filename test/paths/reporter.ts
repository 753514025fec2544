/**
 * The generated paths' reporter (issue 13): prints each path with PASS / FAIL and its screens,
 * then a coverage table (wizard machine states and transitions visited by the passing paths, out
 * of all), also written to test-results/paths-report/coverage.md next to Playwright's HTML report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { allPaths, coverage } from './generate';

export default class PathsReporter implements Reporter {
  private results = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    const screens = test.annotations.find((a) => a.type === 'screens')?.description ?? '';
    this.results.set(test.title, result.status);
    const mark = result.status === 'passed' ? 'PASS' : result.status.toUpperCase();
    console.info(`${mark.padEnd(8)} ${test.title} (${(result.duration / 1000).toFixed(1)} s)`);
    console.info(`         ${screens}`);
    if (result.status !== 'passed' && result.error?.message)
      console.info(`         ${result.error.message.split('\n')[0]}`);
  }

  onEnd() {
    const all = allPaths();
    const passed = all.filter((p) => this.results.get(p.id) === 'passed');
    const rows = coverage(passed.length ? passed : []);
    const pct = (n: number, d: number) => `${n}/${d} (${Math.round((100 * n) / d)} %)`;
    const lines = [
      `Generated paths: ${this.results.size} run, ${passed.length} passed, of ${all.length} generated.`,
      '',
      '| machine | states visited | transitions visited |',
      '|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.machine} | ${pct(r.states, r.totalStates)} | ${pct(r.transitions, r.totalTransitions)} |`,
      ),
      '',
    ];
    console.info(`\n${lines.join('\n')}`);
    mkdirSync('test-results/paths-report', { recursive: true });
    writeFileSync('test-results/paths-report/coverage.md', lines.join('\n'));
    console.info('HTML report: test-results/paths-report/html/index.html');
  }
}

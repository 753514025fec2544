import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEnv, shared } from '../../playwright.config';

/**
 * Generated paths (issue 13, test/paths/paths.spec.ts): the end-to-end setup (built wizard and
 * reference server on one port with a fresh embedded database, Debian's Chromium, E2E_WORKERS
 * workers — every path registers its own applicant) with the paths reporter and Playwright's HTML
 * report in test-results/paths-report.
 */
const port = Number(process.env.E2E_PORT ?? 4599);
// Set once in the runner's process: the workers load this file again and inherit the same dir.
const dataDir = process.env.PATHS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wizard-paths-'));
process.env.PATHS_DATA_DIR = dataDir;

export default defineConfig({
  ...shared,
  testDir: '.',
  // The generated paths (paths.spec.ts) and the child machines' tours (*.spec.ts beside it): test
  // by test over the workers (each test's coverage sink is reset in beforeEach, capture.ts).
  testMatch: '*.spec.ts',
  fullyParallel: true,
  // A path with its detours (issue 34) takes ~30 s on an idle 2-core machine, several times that loaded.
  timeout: 300_000,
  outputDir: '../../test-results/paths-artifacts',
  reporter: [
    ['./reporter.ts'],
    ['html', { outputFolder: '../../test-results/paths-report/html', open: 'never' }],
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/v2/settings`,
    // As the e2e server (playwright.config.ts): a fresh database under load can take over 60 s.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: serverEnv(port, dataDir),
  },
});

import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end tests: the built wizard (dist/) and the reference server on one port, with a fresh
 * embedded database, driven in Debian's Chromium (never a downloaded browser).
 *
 * The suite runs over E2E_WORKERS Playwright workers (default 2). test/e2e/analytics.spec.ts reads
 * counts over the whole database, so it has a server and a database of its own (the project
 * 'analytics', on E2E_PORT + 1): the applications the other specs create meanwhile never reach it.
 * Every other test makes its own applicants (unique e-mails) and shares the main server; those
 * tests are spread one by one over the workers (fullyParallel), whatever file they are in.
 */
const port = Number(process.env.E2E_PORT ?? 4599);
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? port + 1);
// Set once in the runner's process: the workers load this file again and inherit the same dirs.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wizard-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const analyticsDataDir =
  process.env.E2E_ANALYTICS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wizard-e2e-analytics-'));
process.env.E2E_ANALYTICS_DATA_DIR = analyticsDataDir;
const workers = Number(process.env.E2E_WORKERS) || 2;

/** The reference server's environment on `serverPort` over the database in `dir`. */
export function serverEnv(serverPort: number, dir: string): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    STATIC_DIR: 'dist',
    // The suite registers and logs in hundreds of users from one address (issue 12).
    RATE_LIMIT_FACTOR: '100',
  };
}

/** The test settings every config shares (test/paths/playwright.config.ts spreads them too). */
export const shared: PlaywrightTestConfig = {
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  // One retry, reported as 'flaky' in the list: a real failure still fails twice. Each flaky test
  // seen so far was an app race worth fixing (tab-sync refresh, Select's Enter) — read the report.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
};

const webServer = (serverPort: number, env: Record<string, string>) => ({
  command: 'npx tsx server/main.ts',
  url: `http://127.0.0.1:${serverPort}/v2/settings`,
  // A fresh embedded database migrates and seeds first: over 60 s was seen at load 10–14.
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env,
});

const ANALYTICS = /analytics\.spec\.ts$/;

export default defineConfig({
  ...shared,
  testDir: 'test/e2e',
  projects: [
    {
      name: 'analytics',
      testMatch: ANALYTICS,
      use: { baseURL: `http://127.0.0.1:${analyticsPort}` },
    },
    // Test by test, not file by file: one file (a11y.spec.ts, 17 min) would hold a worker for most
    // of the run. Every test makes its own applicant; none reads what another in its file left.
    { name: 'e2e', testIgnore: ANALYTICS, fullyParallel: true },
  ],
  webServer: [
    webServer(port, {
      ...serverEnv(port, dataDir),
      // The invitation and reset mails are read back through GET /sandbox/outbox (docs/sandbox.md).
      SANDBOX_OUTBOX: '1',
      // The SSN help video at the default broker's RootUrl (media-src, server/http/csp.ts); the
      // spec test/e2e/ssn-video.spec.ts answers that host from the sandbox's sample video.
      VIDEO_ORIGINS: 'https://www.haa.example-broker.test',
    }),
    // test/e2e/analytics.spec.ts alone: its counts are those of its own applications.
    webServer(analyticsPort, serverEnv(analyticsPort, analyticsDataDir)),
  ],
});

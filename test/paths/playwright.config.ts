import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from '../../playwright.config';

/**
 * Generated paths (issue 13, test/paths/paths.spec.ts): the end-to-end setup (built wizard and
 * reference server on one port with a fresh embedded database, Debian's Chromium) with the paths
 * reporter and Playwright's HTML report in test-results/paths-report.
 */
const port = Number(process.env.E2E_PORT ?? 4599);
const dataDir = mkdtempSync(join(tmpdir(), 'wizard-paths-'));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'paths.spec.ts',
  timeout: 150_000,
  outputDir: '../../test-results/paths-artifacts',
  reporter: [
    ['./reporter.ts'],
    ['html', { outputFolder: '../../test-results/paths-report/html', open: 'never' }],
  ],
  webServer: {
    ...(base.webServer as object),
    command: 'npx tsx server/main.ts',
    cwd: '../..',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      RATE_LIMIT_FACTOR: '100',
    },
  } as never,
});

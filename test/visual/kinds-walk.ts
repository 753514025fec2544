/**
 * Screenshots of every screen of every account kind's wizard, as a new applicant walks it
 * (test/e2e/kinds.ts drives it), at 1280 px and 375 px, against a running server. Not a test:
 * writes PNGs to screenshots/kinds/ (gitignored) to look at.
 *
 *   npm start   # or: PORT=4700 npx tsx server/main.ts
 *   WIZARD_URL=http://127.0.0.1:8080 npx tsx test/visual/kinds-walk.ts [joint,trust,…]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  driveWizard,
  KIND_CHOICES,
  newKindApplicant,
  registerKind,
  type KindName,
} from '../e2e/kinds';

const url = process.env.WIZARD_URL ?? 'http://127.0.0.1:8080';
const kinds = (process.argv[2]?.split(',') ?? Object.keys(KIND_CHOICES)) as KindName[];
const out = 'screenshots/kinds';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const kind of kinds) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const a = newKindApplicant();
  await registerKind(page, kind, a);
  const stop =
    kind === 'traditional' || kind === 'roth' || kind === 'sep' || kind === 'simple'
      ? '/kyc/none'
      : '/kyc/success';
  let n = 0;
  await driveWizard(page, a, stop, async (path) => {
    if (path.startsWith('/kyc/')) return;
    n += 1;
    const name = `${kind}-${String(n).padStart(2, '0')}${path.replace(/\//g, '_')}`;
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${out}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${out}/${name}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }).catch((e) => console.error(`${kind}: ${(e as Error).message}`));
  console.info(`${kind}: ${n} screens`);
  await context.close();
}
await browser.close();

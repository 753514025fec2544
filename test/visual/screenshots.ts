/**
 * Screenshots of the dev gallery (src/dev/gallery.tsx) in Debian's Chromium, to look at every
 * screen in every theme. Not a test: writes PNGs to screenshots/ (gitignored).
 *
 *   npx tsx test/visual/screenshots.ts [--themes default,legacy] [--samples welcome,name] [--widths 1280,375]
 *
 * Starts `vite` on a free port unless GALLERY_URL is set (e.g. http://127.0.0.1:5173).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SAMPLES } from '../../src/dev/samples';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const list = (k: string, d: string[]) =>
  args.get(k) ? args.get(k)!.split(',').filter(Boolean) : d;

const themes = list('themes', ['default', 'second', 'demo', 'legacy']);
const samples = list(
  'samples',
  SAMPLES.map((s) => s.id),
);
const widths = list('widths', ['1280', '375']).map(Number);
const PORT = Number(process.env.GALLERY_PORT ?? 5199);

async function startVite(): Promise<{ url: string; child?: ChildProcess }> {
  if (process.env.GALLERY_URL) return { url: process.env.GALLERY_URL };
  const child = spawn(
    'npx',
    ['vite', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/__gallery`)).ok) return { url, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('vite did not start');
}

async function main() {
  const { url, child } = await startVite();
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
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
  });
  let n = 0;
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
      page.on('pageerror', (e) => console.error(`[pageerror] ${e.message}`));
      for (const theme of themes) {
        for (const id of samples) {
          await page.goto(`${url}/__gallery?sample=${id}&theme=${theme}`, {
            waitUntil: 'networkidle',
          });
          await page.waitForSelector('.w-card', { timeout: 15_000 });
          await page.waitForFunction(() => !document.querySelector('.w-pending'), undefined, {
            timeout: 15_000,
          });
          await page.waitForTimeout(
            id.includes('edit') ||
              id.includes('viewer') ||
              id.includes('modal') ||
              id.includes('skip') ||
              id.includes('error') ||
              id === 'saveExit'
              ? 700
              : 250,
          );
          const file = `screenshots/${theme}-${id}-${width}.png`;
          await page.screenshot({ path: file, fullPage: true });
          n++;
        }
      }
      await page.close();
    }
  } finally {
    await browser.close();
    if (child?.pid) process.kill(-child.pid);
  }
  console.info(`${n} screenshots in screenshots/`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

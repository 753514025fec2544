/**
 * A support snapshot replays where it was taken (issue 35 item 17, docs/analysts.md): an
 * applicant in analyst mode (`?inspect=1`) walks ONE generated Individual path and ONE generated
 * Joint path (test/paths/generate.ts), and on every screen — the entry pages, every wizard step,
 * the review's funding edit modal and the KYC page at the end — the snapshot is downloaded the
 * way the toolbar does ('Download support snapshot'). All of a walk's files are then checked by
 * `npm run replay -- <files…> --check` (scripts/replay.ts): it must exit 0, each file landing on
 * its recorded path, screen, modal and step. No file holds the applicant's typed PII (e-mail,
 * password, names, phone, SSN, date of birth, street, city, postal code, amount).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { atPath, clickContinue, submitAccount } from './flow';
import { driveWizard, KIND_CHOICES, newKindApplicant, type KindApplicant } from './kinds';
import { allPaths, folded } from '../paths/generate';

test.describe.configure({ timeout: 300_000 });

/** The snapshot files of one walk, downloaded through the analyst toolbar. */
function snapshotTaker(page: Page, label: string) {
  const dir = mkdtempSync(join(tmpdir(), `support-replay-${label}-`));
  const files: { file: string; where: string }[] = [];
  const tools = page.getByRole('complementary', { name: /analyst tools/i });
  return {
    files,
    async take(where: string) {
      // The screen is shown (its heading) before the file is taken, as support would see it.
      await expect(page.getByRole('heading').first()).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tools.getByRole('button', { name: /download support snapshot/i }).click(),
      ]);
      const file = join(dir, `${String(files.length).padStart(2, '0')}.json`);
      await download.saveAs(file);
      files.push({ file, where });
    },
  };
}

/** Every typed value of the applicant that must not reach a snapshot. */
const piiOf = (a: KindApplicant) => [
  a.email,
  a.password,
  a.firstName,
  a.middleName,
  a.lastName,
  a.phone,
  a.phoneDigits,
  a.ssn,
  a.ssn.replace(/-/g, ''),
  `${a.year}-${a.month}-${a.day}`,
  a.street,
  a.city,
  a.postalCode,
  a.second.firstName,
  a.second.lastName,
  a.second.ssn,
  a.second.ssn.replace(/-/g, ''),
  `${a.second.year}-${a.second.month}-${a.second.day}`,
  '3125550147', // the second holder's phone (test/e2e/kinds.ts)
];

/** Walks `kind` in analyst mode with a snapshot on every screen; returns the wizard screens and files. */
async function walk(page: Page, kind: 'individual' | 'joint', a: KindApplicant) {
  const snap = snapshotTaker(page, kind);
  await page.goto('/?inspect=1');
  await expect(page.getByRole('complementary', { name: /analyst tools/i })).toBeVisible();
  await page.getByLabel(/^email/i).fill(a.email);
  await clickContinue(page);
  await atPath(page, '/create-application');
  await snap.take('/create-application');
  for (const name of KIND_CHOICES[kind]) await page.getByRole('button', { name }).first().click();
  await atPath(page, '/createAccount');
  await snap.take('/createAccount');
  await submitAccount(page, a.password, ['/secure']);

  const visited = await driveWizard(page, a, '/kyc/success', async (path) => {
    if (path === '/kyc/processing') return;
    await snap.take(path);
    if (path === '/review') {
      // Modals: the review's funding edit (doc 3 §2.4) open, then its deposit form, then a new
      // amount saved through it (the replay saves a redacted amount too) — back on the review.
      await page.getByRole('button', { name: /^edit funding$/i }).click();
      const modal = page.getByRole('dialog', { name: /^(change|set up) funding$/i });
      await expect(modal).toBeVisible();
      await snap.take('/review funding edit');
      await modal.getByRole('button', { name: /^edit deposit/i }).click();
      await expect(modal.getByLabel(/^amount/i)).toBeVisible();
      await snap.take('/review funding edit deposit');
      await modal.getByLabel(/^amount/i).fill('3000');
      await modal.getByRole('button', { name: /^update$/i }).click();
      await expect(modal).toBeHidden();
      await snap.take('/review');
    }
  });
  await snap.take('/kyc/success');
  return { visited, files: snap.files };
}

/** `npm run replay -- <files…> --check`, as a developer runs it. */
function replayCheck(files: string[]) {
  const r = spawnSync('npx', ['tsx', 'scripts/replay.ts', ...files, '--check'], {
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

for (const [kind, id] of [
  ['individual', 'individual/wire/pass'],
  ['joint', 'joint/wire/pass'],
] as const) {
  test(`a support snapshot taken on every screen of ${id} replays to that screen`, async ({
    page,
  }) => {
    const path = allPaths().find((p) => p.id === id);
    expect(path, `generated path ${id}`).toBeTruthy();
    const a = newKindApplicant();
    const { visited, files } = await walk(page, kind, a);
    // The walk is the generated path (every wizard step of it had its snapshot).
    const wizardScreens = visited.filter((s) => !s.startsWith('/kyc/'));
    expect(folded(wizardScreens)).toEqual(folded(path!.screens));

    const pii = piiOf(a);
    for (const { file, where } of files) {
      const text = readFileSync(file, 'utf8');
      expect(
        pii.filter((p) => text.includes(p)),
        `PII in the snapshot taken on ${where}`,
      ).toEqual([]);
      const recorded = JSON.parse(text).state;
      if (!where.includes(' ')) expect(recorded.path, `snapshot taken on ${where}`).toBe(where);
      else expect(recorded.modal, `snapshot taken on ${where}`).toBeTruthy();
    }

    const { status, out } = replayCheck(files.map((f) => f.file));
    const differing = out
      .split(/\n(?=\/)/)
      .filter((block) => block.includes('DIFFERS'))
      .map((block) => block.split('\n').slice(0, 4).join(' | '));
    expect(differing, out.slice(-2000)).toEqual([]);
    expect(out).toContain(`${files.length} of ${files.length} replay to their recorded state`);
    expect(status).toBe(0);
  });
}

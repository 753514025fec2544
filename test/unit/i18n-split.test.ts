/**
 * Issue 11: the catalogue is split — src/i18n/en.ts is what t() starts with; the fragments of later
 * screens (src/i18n/catalogue.ts SCREEN_FRAGMENTS) are registered by the screen modules that show
 * them (`registerTexts`, by the ids of src/i18n/fragments.ts), so they load with those screens'
 * chunks, in the current locale only (issue 24). A screen that uses a fragment's key
 * without registering it would show the bare key until another screen happened to register it:
 * this test reads every view module and requires the registration.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_FRAGMENTS, wholeCatalogue } from '../../src/i18n/catalogue';
import { en } from '../../src/i18n/en';
import { GROUP_TEXTS } from '../../machines/view/screen-specs';
import { FRAGMENT_EXPORTS } from '../../src/i18n/fragments';
import { addTexts, hasKey, t } from '../../src/i18n/t';

const root = new URL('../../', import.meta.url).pathname;
const walk = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) return walk(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });

/** Label tables with no rendering of their own (their importers register the fragments). */
const LABEL_ONLY = new Set(['screens/flows/funding-labels.ts']);

/**
 * View modules whose rows of other kinds use those kinds' fragments, which the kind's wizard
 * registers when it loads (issue 32 item 3: machines/view/screen-specs.ts `GROUP_TEXTS`), so an
 * Individual review fetches none of them.
 */
const KIND_ROWS = new Set(['screens/review.tsx']);
const kindTexts = Object.values(GROUP_TEXTS)
  .flat()
  .map((id) => `'${id}'`)
  .join(', ');

describe('split catalogue (issue 11)', () => {
  it('the entry catalogue holds none of the screen fragments', () => {
    for (const [name, fragment] of Object.entries(SCREEN_FRAGMENTS))
      for (const ns of Object.keys(fragment)) expect(ns in en, `${name}.${ns}`).toBe(false);
  });

  it('every view module that uses a screen fragment key registers that fragment', () => {
    const files = [...walk('screens'), ...walk('src/ui'), ...walk('src/shell'), 'src/app.tsx'];
    const missing: string[] = [];
    let uses = 0;
    for (const file of files) {
      if (LABEL_ONLY.has(file)) continue;
      const src = readFileSync(join(root, file), 'utf8');
      const registered =
        (/registerTexts\(([^)]*)\)/.exec(src)?.[1] ?? '') + (KIND_ROWS.has(file) ? kindTexts : '');
      for (const [name, fragment] of Object.entries(SCREEN_FRAGMENTS)) {
        const used = Object.keys(fragment).filter((ns) => new RegExp(`['\`]${ns}\\.\\w`).test(src));
        if (!used.length) continue;
        uses += 1;
        const id = Object.entries(FRAGMENT_EXPORTS).find(([, n]) => n === name)?.[0];
        if (!id || !new RegExp(`'${id}'`).test(registered))
          missing.push(`${file}: ${name} (${used})`);
      }
    }
    expect(uses).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('no view module imports a screen fragment file itself (issue 24: a Spanish session never downloads the English texts)', () => {
    const files = [...walk('screens'), ...walk('src/ui'), ...walk('src/shell'), 'src/app.tsx'];
    const fragmentFile =
      /from '[./]*(src\/)?i18n\/(en|es)-(entity|ira|person|equity|review|banklink|custodian|metal|fundedit|kyc)'/;
    const found = files.filter((file) => fragmentFile.test(readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the shell and the app root use no screen fragment (they render before any screen chunk)', () => {
    const files = [
      ...walk('src/shell'),
      'src/app.tsx',
      'src/screen-outlet.tsx',
      'src/root-view.tsx',
    ];
    const namespaces = Object.values(SCREEN_FRAGMENTS).flatMap((f) => Object.keys(f));
    const found = files.flatMap((file) => {
      const src = readFileSync(join(root, file), 'utf8');
      return namespaces
        .filter((ns) => new RegExp(`['\`]${ns}\\.\\w`).test(src))
        .map((ns) => `${file}: ${ns}`);
    });
    expect(found).toEqual([]);
  });

  it('addTexts makes a fragment key resolve; the whole catalogue is en plus the fragments', () => {
    addTexts(SCREEN_FRAGMENTS.enKyc);
    expect(hasKey('kycHub.retry')).toBe(true);
    expect(t('kycHub.retry')).toBe(SCREEN_FRAGMENTS.enKyc.kycHub.retry);
    const namespaces = Object.values(SCREEN_FRAGMENTS).flatMap((f) => Object.keys(f));
    expect(Object.keys(wholeCatalogue).sort()).toEqual([...Object.keys(en), ...namespaces].sort());
  });
});

/**
 * A new screen touches at most 4 files (issue 23 "Done means"; docs/architecture.md "Screens are
 * thin"): its spec, its view, its one line in the registry (machines/view/screen-specs.ts
 * `SCREEN_SPECS`, whose keys are the ScreenIds) and its step-table row. The view registry is the
 * file names (src/screen-views.ts), so every registered screen has its view file and every file at
 * the top of screens/ is a registered screen's view.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ScreenId } from '../../machines/screen-meta';
import { SCREEN_SPECS } from '../../machines/view/screen-specs';
import { viewNameOf } from '../../src/screen-views';

const ROOT = resolve(__dirname, '../..');
const ids = Object.keys(SCREEN_SPECS);
const viewFiles = readdirSync(join(ROOT, 'screens')).filter((f) => f.endsWith('.tsx'));

describe('the screen registry', () => {
  it('is where a ScreenId is written: ScreenId is the registry’s keys', () => {
    expectTypeOf<ScreenId>().toEqualTypeOf<keyof typeof SCREEN_SPECS>();
    expect(ids.length).toBeGreaterThan(60);
  });

  it('gives every registered screen its view file, screens/<kebab id>.tsx', () => {
    const missing = ids.filter((id) => !viewFiles.includes(`${viewNameOf(id)}.tsx`));
    expect(missing).toEqual([]);
    expect(viewNameOf('addressEnter')).toBe('address-enter');
  });

  it('has a registered screen for every view at the top of screens/ (shared pieces in parts/)', () => {
    const shown = new Set(ids.map((id) => `${viewNameOf(id)}.tsx`));
    expect(viewFiles.filter((f) => !shown.has(f))).toEqual([]);
  });

  it('needs no line in the outlet: its views are found by file name, one chunk each', () => {
    const outlet = readFileSync(join(ROOT, 'src/screen-outlet.tsx'), 'utf8');
    expect(outlet).toContain('import.meta.glob<ScreenModule>([');
    expect(outlet.match(/import\('\.\.\/screens\//g) ?? []).toEqual([]);
  });
});

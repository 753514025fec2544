/**
 * A new screen touches at most 4 files (issue 23 "Done means"; docs/architecture.md "Screens are
 * thin"): its spec, its view, its one line in the registry (the core's in
 * machines/view/screen-specs.ts, a kind's in machines/view/kind-specs/; merged in
 * machines/view/all-screen-specs.ts `SCREEN_SPECS`, whose keys are the ScreenIds) and its
 * step-table row. The view registry is the
 * file names (src/screen-views.ts), so every registered screen has its view file and every file at
 * the top of screens/ is a registered screen's view. A screen's zod form is its spec's: a view
 * with a form has a spec with `form`, and takes that form from its spec module, not from services/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ScreenId } from '../../machines/screen-meta';
import { fieldsOfSpec, type ScreenSpec } from '../../machines/view/screen-spec';
import { SCREEN_SPECS } from '../../machines/view/all-screen-specs';
import { phoneForm } from '../../services/api/phone-fields';
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

/**
 * The one screen whose form loads with its view, not with the spec registry: the phone's form
 * brings libphonenumber-js, which the phone screen's chunk alone carries (issue 22, test/e2e/
 * chunks.spec.ts). Its spec names the form's keys (`fields`) instead.
 */
const FORM_WITH_VIEW: Partial<Record<string, { form: z.ZodType; from: string }>> = {
  phone: { form: phoneForm(), from: '../services/api/phone-fields' },
};

/** The value imports of a view's source: [names, module] per `import { … } from '…'`. */
function valueImportsOf(source: string): { names: string[]; from: string }[] {
  return [...source.matchAll(/^import (?!type\b)\{([^}]*)\} from '([^']+)';/gm)].map((m) => ({
    names: m[1]
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type ')),
    from: m[2],
  }));
}

/** True for a zod schema or a function that builds one (`dateOfBirthForm(role)`). */
async function isForm(from: string, name: string): Promise<boolean> {
  const mod = (await import(join(ROOT, 'screens', from))) as Record<string, unknown>;
  const v = mod[name];
  if (v instanceof z.ZodType) return true;
  return typeof v === 'function' && /Form/.test(name);
}

describe('a screen’s form is its spec’s (issue 23 step 2)', () => {
  const views = ids.map((id) => ({
    id,
    spec: (SCREEN_SPECS as Record<string, ScreenSpec>)[id],
    source: readFileSync(join(ROOT, 'screens', `${viewNameOf(id)}.tsx`), 'utf8'),
  }));

  it('gives every view with a form a spec with that form', () => {
    const withForm = views.filter((v) => v.source.includes('useStepForm('));
    expect(withForm.length).toBeGreaterThan(25);
    const missing = withForm.filter((v) => !v.spec.form && !FORM_WITH_VIEW[v.id]).map((v) => v.id);
    expect(missing).toEqual([]);
    for (const [id, w] of Object.entries(FORM_WITH_VIEW))
      expect(fieldsOfSpec((SCREEN_SPECS as Record<string, ScreenSpec>)[id]), id).toEqual(
        fieldsOfSpec({ form: w!.form }),
      );
  });

  it('has no view import its form from services/ (it takes it from its spec module)', async () => {
    const straight: string[] = [];
    for (const v of views)
      for (const imp of valueImportsOf(v.source)) {
        if (!imp.from.startsWith('../services/') || imp.from === FORM_WITH_VIEW[v.id]?.from)
          continue;
        for (const name of imp.names)
          if (await isForm(imp.from, name)) straight.push(`${v.id}: ${name} from ${imp.from}`);
      }
    expect(straight).toEqual([]);
  });
});

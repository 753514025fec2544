/**
 * Issue 22 "Bytes": the wizard engine with the kind's machine, and the KYC machine, load on demand
 * (the root's actors `loadWizard` and `loadKyc`, machines/app/). This test walks the runtime static
 * imports (type-only ones and dynamic import() are chunk boundaries, not followed) from the entry
 * (src/main.tsx) and the root's composition (src/app/create-app.ts) and checks that none of those
 * machines is reached, so they cannot fall back into the entry chunk unnoticed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** The relative runtime static imports and re-exports of a source (not `import type`), resolved. */
function runtimeImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;'"]*?\bfrom\s*['"](\.[^'"]+)['"]/gms),
    ...source.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm),
  ].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((p) => /\.tsx?$/.test(p) && existsSync(p));
    return hit ? [hit] : [];
  });
}

/** Every module reached from `entries` by runtime static imports, as paths relative to the root. */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = entries.map((e) => resolve(ROOT, e));
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...runtimeImportsOf(f));
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

describe('machines loaded on demand (issue 22)', () => {
  const reached = staticClosure(['src/main.tsx', 'src/app/create-app.ts']);

  it('walks the entry (sanity: the root machine is reached)', () => {
    expect(reached.has('machines/app/app.machine.ts')).toBe(true);
  });

  it.each([
    'machines/wizard-engine/wizard.machine.ts',
    'machines/wizard-engine/machines.ts',
    'machines/wizard-engine/steps.ts',
    'machines/kyc/kyc.machine.ts',
    'machines/review/edit-item.machine.ts',
    'machines/kyc/webcam.machine.ts',
  ])('%s is not statically imported by the entry', (file) => {
    expect(reached.has(file)).toBe(false);
  });
});

describe('each kind’s screen specs load with its wizard (issue 32 item 3)', () => {
  // The entry, the wizard engine with every kind's machine, and the modal flows (funding edit,
  // custodian): none imports a kind's spec group or the whole registry at run time.
  const reached = staticClosure([
    'src/main.tsx',
    'src/app/create-app.ts',
    'machines/wizard-engine/machines.ts',
    'machines/funding/flows.ts',
  ]);

  it('walks the engine (sanity: the spec registry is reached)', () => {
    expect(reached.has('machines/view/screen-specs.ts')).toBe(true);
  });

  it('reaches no kind’s spec group, none of their screens’ specs and not the whole registry', () => {
    const groups = readdirSync(resolve(ROOT, 'machines/view/kind-specs')).map((f) =>
      resolve(ROOT, 'machines/view/kind-specs', f),
    );
    // The spec files the groups list (one per screen of a kind).
    const kindSpecs = new Set(groups.flatMap(runtimeImportsOf).map((f) => relative(ROOT, f)));
    kindSpecs.delete('machines/view/screen-spec.ts');
    expect(kindSpecs.size, 'sanity: the groups list the kinds’ specs').toBeGreaterThan(20);
    expect(
      [...reached].filter(
        (f) => kindSpecs.has(f) || /^machines\/view\/(kind-specs\/|all-screen-specs\.ts$)/.test(f),
      ),
    ).toEqual([]);
  });
});

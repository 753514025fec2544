/**
 * One-way layers, enforced by lint (issue 23 step 1; eslint.config.js LAYER_ZONES,
 * docs/architecture.md "Layers"): a temporary file in each layer imports what its layer may not,
 * and ESLint's Node API must refuse it with the boundary message; an import the layers allow
 * (services → src/i18n) passes. The tree itself passes `npm run lint` in CI.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const written: string[] = [];

/** Writes `source` to a probe file under `dir` (removed after the tests) and lints it. */
async function lintProbe(dir: string, source: string, ext = 'ts') {
  const file = join(ROOT, dir, `__lint_probe_${process.pid}.${ext}`);
  written.push(file);
  writeFileSync(file, source);
  try {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintFiles([file]);
    return result.messages.filter(
      (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax',
    );
  } finally {
    rmSync(file, { force: true });
  }
}

afterAll(() => {
  for (const f of written) rmSync(f, { force: true });
});

describe('layer boundaries (eslint.config.js)', () => {
  it('refuses a machine import in services/, static, type-only and dynamic', async () => {
    const messages = await lintProbe(
      'services',
      [
        "import { appMachine } from '../machines/app/app.machine';",
        "import type { PersonSlot } from '../machines/screen-contract';",
        "export const later = () => import('../machines/wizards/walk');",
        'export type { PersonSlot };',
        'export { appMachine };',
        '',
      ].join('\n'),
    );
    expect(messages.map((m) => m.line)).toEqual([1, 2, 3]);
    for (const m of messages) expect(m.message).toContain('services/ is below the machines');
  });

  it('refuses src/ outside i18n in services/, and allows src/i18n', async () => {
    const messages = await lintProbe(
      'services/api',
      [
        "import { Button } from '../../src/ui/button';",
        "import type { Locale } from '../../src/i18n/locales';",
        'export type { Locale };',
        'export { Button };',
        '',
      ].join('\n'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].line).toBe(1);
    expect(messages[0].message).toContain('services/ may read src/i18n only');
  });

  it('refuses screens, the inspector and the composition root in machines/', async () => {
    const messages = await lintProbe(
      'machines/view',
      [
        "import Dob from '../../screens/dob';",
        "import { redact } from '../../inspector/redact';",
        "import { createApp } from '../../src/app/create-app';",
        "import { offeredLocales } from '../../src/i18n/locales';",
        'export { Dob, redact, createApp, offeredLocales };',
        '',
      ].join('\n'),
    );
    expect(messages.map((m) => m.line)).toEqual([1, 2, 3]);
  });

  it('refuses services/actors in screens/', async () => {
    const messages = await lintProbe(
      'screens',
      [
        "import { createAppActors } from '../services/actors/app-actors';",
        "import { loginForm } from '../services/api/fields';",
        'export { createAppActors, loginForm };',
        '',
      ].join('\n'),
      'tsx',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toContain('screens/ send events');
  });
});

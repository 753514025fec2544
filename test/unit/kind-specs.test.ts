/**
 * Issue 32 item 3 ("Bytes"): each account kind's screen specs load with its wizard
 * (machines/view/screen-specs.ts `loadSpecsOf`, awaited by the root's `loadWizard` actor through
 * machines/wizard-engine/load-wizard.ts), so an Individual applicant downloads none of them.
 * On a fresh registry (the setup file loads every group for the other tests): before the load a
 * kind's screens have no spec; after it, every screen of the kind's step table has its spec, the
 * one of the whole registry (machines/view/all-screen-specs.ts); the Individual loads nothing
 * beyond the core.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_IDS, WIZARD_TABLES } from '../../machines/wizard-engine/registry';
import type { WizardId } from '../../machines/wizards/wizard-kind';
import { CORE_SPECS } from '../../machines/view/core-specs';

type Registry = typeof import('../../machines/view/screen-specs');
let registry: Registry;
/** The whole registry of the same (fresh) module graph, for identity checks. */
let SCREEN_SPECS: (typeof import('../../machines/view/all-screen-specs'))['SCREEN_SPECS'];

beforeEach(async () => {
  vi.resetModules();
  registry = await import('../../machines/view/screen-specs');
  ({ SCREEN_SPECS } = await import('../../machines/view/all-screen-specs'));
});

const screensOf = (id: WizardId) => [...new Set(WIZARD_TABLES[id].map((s) => s.screen))];

describe('screen specs per kind (issue 32 item 3)', () => {
  it('the core and the kinds’ groups make the whole registry, each screen in the core or a group', async () => {
    const core = Object.keys(CORE_SPECS);
    await Promise.all(WIZARD_IDS.map(registry.loadSpecsOf));
    const all = registry.loadedSpecs().map(([screen]) => screen);
    expect([...all].sort()).toEqual(Object.keys(SCREEN_SPECS).sort());
    expect(core.length).toBeLessThan(all.length);
  });

  it('the Individual’s wizard needs the core only', async () => {
    const before = registry.loadedSpecs().length;
    await registry.loadSpecsOf('individual');
    expect(registry.loadedSpecs()).toHaveLength(before);
    for (const screen of screensOf('individual'))
      expect(registry.specOf(screen), screen).toBe(SCREEN_SPECS[screen]);
  });

  it.each(WIZARD_IDS.filter((id) => id !== 'individual'))(
    '%s: its own screens load with it, every screen of its table then has its spec',
    async (id) => {
      const own = screensOf(id).filter((s) => !(s in CORE_SPECS));
      expect(own.length, 'a kind has screens of its own').toBeGreaterThan(0);
      for (const screen of own) expect(registry.specOf(screen), screen).toBeUndefined();
      expect(() => registry.loadedSpec(own[0])).toThrow(/not loaded/);
      await registry.loadSpecsOf(id);
      for (const screen of screensOf(id))
        expect(registry.specOf(screen), screen).toBe(SCREEN_SPECS[screen]);
    },
  );
});

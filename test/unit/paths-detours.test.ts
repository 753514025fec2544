/**
 * The generated paths' detours (issue 34 item 1, test/paths/detours.ts): chosen from each wizard's
 * chart, every transition a detour is meant to take is a transition of that chart, a detour goes
 * only where it takes something new, and none leaves a child flow or a skipped step half-done.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineTransitionKeys } from '../../inspector/path-coverage';
import { createWizardMachine } from '../../machines/wizard-engine/wizard.machine';
import { detourKeys, withDetours, type Detour } from '../../test/paths/detours';
import { allPaths, samplePaths, type GeneratedPath } from '../../test/paths/generate';

const sample = withDetours(samplePaths(allPaths()));
const keysOfWizard = new Map<string, Set<string>>();
const chart = (p: GeneratedPath) => {
  let keys = keysOfWizard.get(p.wizard);
  if (!keys) {
    keys = new Set(machineTransitionKeys(createWizardMachine(p.wizard) as AnyStateMachine));
    keysOfWizard.set(p.wizard, keys);
  }
  return keys;
};

/** Each detour taken in `paths`, with its screen and the keys it is meant to take. */
const taken = (paths: GeneratedPath[]) =>
  paths.flatMap((p) =>
    p.screens.flatMap((screen, i) =>
      (p.detours?.[i] ?? []).map((d: Detour) => ({ p, screen, d, keys: detourKeys(p, i)[d] })),
    ),
  );

describe('withDetours', () => {
  it("every detour's transitions are transitions of its wizard's chart", () => {
    const all = taken(sample);
    expect(all.length).toBeGreaterThan(100);
    for (const { p, keys } of all) for (const k of keys) expect(chart(p).has(k), k).toBe(true);
  });

  it('a detour goes only where it takes a transition no detour before it took', () => {
    const seen = new Set<string>();
    for (const { p, screen, d, keys } of taken(sample)) {
      expect(
        keys.some((k) => !seen.has(k)),
        `${p.id} ${screen} ${d}`,
      ).toBe(true);
      keys.forEach((k) => seen.add(k));
    }
  });

  it("each wizard's first path goes back from every screen but the first, and fails every save it makes", () => {
    const first = new Map<string, GeneratedPath>();
    for (const p of sample) if (!first.has(p.wizard)) first.set(p.wizard, p);
    const individual = first.get('individual')!;
    const at = (screen: string) => individual.detours![individual.screens.indexOf(screen)];
    expect(individual.detours![0]).not.toContain('back');
    expect(at('/secure/name')).toEqual(['back', 'mutationError', 'recordError']);
    expect(at('/secure/identity/ssn')).toContain('video');
    expect(at('/review/agreement')).toEqual(expect.arrayContaining(['back', 'viewer']));
  });

  it('no save or record detour on a screen whose answer opens a child flow or is skipped', () => {
    for (const { p, screen, d } of taken(sample)) {
      if (d !== 'mutationError' && d !== 'recordError') continue;
      if (p.funding === 'ACHConnected') expect(screen, p.id).not.toBe('/fund/account');
      if (p.funding === 'IRATransfer') expect(screen, p.id).not.toBe('/fund/retirement');
      if (d === 'mutationError') expect(p.skipped, `${p.id} ${screen}`).not.toContain(screen);
    }
  });
});

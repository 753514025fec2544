/** inspector/path-coverage.ts (issue 34 item 4): transitions seen through inspection, keyed as the machine's. */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  createPathCoverageObserver,
  machineTransitionKeys,
  type SeenTransition,
} from '../../inspector/path-coverage';

const m = createMachine({
  id: 'toy',
  initial: 'a',
  states: {
    a: { on: { GO: [{ guard: () => false, target: 'c' }, { target: 'b' }] } },
    b: { on: { BACK: 'a', STAY: {} } },
    c: {},
  },
});

describe('path coverage observer', () => {
  it('records the transitions taken, with the machine id, as keys of the machine', () => {
    const seen: SeenTransition[] = [];
    const actor = createActor(m, { inspect: createPathCoverageObserver(seen) }).start();
    actor.send({ type: 'GO' });
    actor.send({ type: 'BACK' });
    const all = machineTransitionKeys(m);
    expect(all).toHaveLength(4);
    expect(seen.map((s) => s.machine)).toEqual(['toy', 'toy']);
    expect(seen.map((s) => s.key)).toEqual(['toy.a —GO→ toy.b', 'toy.b —BACK→ toy.a']);
    for (const s of seen) expect(all).toContain(s.key);
    expect(all).toContain('toy.a —GO→ toy.c');
  });
});

/**
 * The review's edit modal as a child machine (machines/review/edit-item.machine.ts; doc 2 §2.24,
 * §8): model paths cover every state and event, and a run with actors shows that it owns its
 * errors (a failed save stays on the form with the error on the edited field) and hands the
 * re-read application back.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise, type AnyEventObject } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { editItemMachine } from '../../machines/review/edit-item.machine';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { ApiError } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import { COUNTRIES, emptyApplication, SETTINGS } from './fake-api';

const app = emptyApplication();
const input = {
  item: 'secondary.name',
  application: app,
  countries: COUNTRIES,
  settings: SETTINGS,
};
const failure = new ApiError({
  status: 400,
  errors: [{ Code: 'FirstNameIsNullOrEmpty', Message: null, Context: 'FirstName' }],
});

describe('edit item modal (child machine)', () => {
  it('every state and event is reached by the model', () => {
    const events: AnyEventObject[] = [
      { type: 'wizard.submit', values: { FirstName: 'Bea' } },
      { type: 'modal.cancel' },
      { type: 'xstate.done.actor.saveStep', output: { application: app, called: true } },
      { type: 'xstate.error.actor.saveStep', error: failure },
      { type: 'xstate.done.actor.refetchApplication', output: app },
      { type: 'xstate.error.actor.refetchApplication', error: failure },
    ];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const paths = getShortestPaths(editItemMachine as any, { input, events } as never);
    const reached = new Set(
      paths.map((p) => JSON.stringify((p.state as { value: unknown }).value)),
    );
    console.info(`edit item: ${paths.length} shortest paths; states ${[...reached].join(', ')}`);
    expect(reached).toEqual(
      new Set(['"form"', '"saving"', '"refetching"', '"saved"', '"cancelled"']),
    );
  });

  it('model coverage (@xstate/graph, test/machines/coverage.ts): every state node and every transition of the step-engine modal', () => {
    const seen = seenSets();
    const logic = recordingLogic(editItemMachine, seen);
    const start = createActor(editItemMachine, { input }).getSnapshot();
    nodesOf(start).forEach((n) => seen.states.add(n.id));
    const events: AnyEventObject[] = [
      { type: 'wizard.submit', values: { FirstName: 'Bea' } },
      { type: 'modal.cancel' },
      { type: 'xstate.done.actor.saveStep', output: { application: app, called: true } },
      { type: 'xstate.error.actor.saveStep', error: failure },
      { type: 'xstate.done.actor.refetchApplication', output: app },
      { type: 'xstate.error.actor.refetchApplication', error: failure },
    ];
    type Snap = typeof start;
    const paths = getShortestPaths(
      logic as never,
      {
        fromState: start,
        events: events as never,
        serializeState: ((s: Snap) =>
          `${s.status}|${JSON.stringify(s.value)}|${s.context.formError ?? ''}|${Object.keys(s.context.fieldErrors).join()}`) as never,
      } as never,
    ) as unknown as { state: Snap }[];
    const { missingStates, missingTransitions, line } = coverageOf(
      inventory(editItemMachine.root),
      seen,
    );
    console.info(`edit item: ${paths.length} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    // Busy while a call runs; the form and the finals are not.
    for (const { state } of paths)
      expect(state.hasTag('busy')).toBe(state.matches('saving') || state.matches('refetching'));
    // A finished save hands the application back; a cancel hands nothing.
    const saved = paths.filter((p) => p.state.matches('saved'));
    const cancelled = paths.filter((p) => p.state.matches('cancelled'));
    expect(saved.length).toBeGreaterThan(0);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const p of saved) expect(p.state.output?.application).toBe(app);
    for (const p of cancelled) expect(p.state.output?.application).toBeNull();
  });

  it('owns its errors: a refused save stays on the form with the error on the field; a retry saves for the slot and hands the re-read application back', async () => {
    const saved: { screen: string; person: string }[] = [];
    let refuse = true;
    const reread: Application = { ...app, ApplicationStep: '/review' };
    const machine = editItemMachine.provide({
      actors: {
        saveStep: fromPromise(async ({ input: i }) => {
          saved.push({ screen: i.screen, person: i.person ?? 'main' });
          if (refuse) {
            refuse = false;
            throw failure;
          }
          return { application: app, called: true };
        }),
        getApplication: fromPromise(async () => reread),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'wizard.submit', values: { FirstName: '' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldErrors).toHaveProperty('FirstName');
    actor.send({ type: 'wizard.submit', values: { FirstName: 'Bea' } });
    const output = await toPromise(actor);
    expect(saved).toEqual([
      { screen: 'name', person: 'secondary' },
      { screen: 'name', person: 'secondary' },
    ]);
    expect(output.application).toBe(reread);
  });

  it('cancel hands nothing back', async () => {
    const actor = createActor(editItemMachine, { input }).start();
    actor.send({ type: 'modal.cancel' });
    expect((await toPromise(actor)).application).toBeNull();
  });
});

/**
 * The modal step engine (machines/step-engine/modal-steps.ts; issue 23 step 3): a two-step modal
 * built from a small table — a flat row with the re-read, a nested row without, back, cancel and
 * the closing re-read — walked by @xstate/graph to 100 % of its states and transitions (the
 * coverage of test/machines/coverage.ts), and run with faked actors (`.provide`) for the
 * behaviours the wizard engine's form steps have: busy while a call runs, the server's errors on
 * the step's fields, a failed save back on the form (the values come from the submit event, never
 * the context), a failed re-read still moves on.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { logicOf, unprovided, type Contract } from '../../services/actors/actor-contract';
import type { GetApplication } from '../../services/actors/modal-actors';
import { ApiError } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import type { ScreenEvent } from '../../machines/screen-contract';
import {
  apiErrorsOf,
  NO_ERRORS,
  refetchedApplication,
  savedApplication,
  type FormErrors,
} from '../../machines/step-engine/modal-actions';
import { buildModalStates } from '../../machines/step-engine/modal-steps';
import type { ModalStates } from '../../machines/step-engine/parts';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { emptyApplication } from './fake-api';

type Save = Contract<
  { step: string; values: Record<string, unknown>; application: Application },
  { application: Application; called: boolean }
>;
interface Ctx extends FormErrors {
  applicationUid: string;
  application: Application;
}

const saveInput =
  (step: string) =>
  ({ context, event }: { context: Ctx; event: ScreenEvent }) => ({
    step,
    values: event.type === 'wizard.submit' ? event.values : {},
    application: context.application,
  });

const machine = setup({
  types: {
    context: {} as Ctx,
    events: {} as ScreenEvent,
    input: {} as { application: Application },
  },
  actors: {
    save: unprovided<Save>('save'),
    getApplication: unprovided<GetApplication>('getApplication'),
  },
  actions: {
    clearErrors: assign(NO_ERRORS),
    assignSaved: assign(({ event }) => savedApplication(event)),
    assignRefetched: assign(({ event }) => refetchedApplication(event)),
    assignApiError: assign(({ event }, p: { step: string }) =>
      apiErrorsOf(event, p.step === 'name' ? ['FirstName'] : ['Amount']),
    ),
  },
}).createMachine({
  id: 'demo',
  initial: 'name',
  context: ({ input }) => ({
    applicationUid: input.application.ApplicationUid,
    application: input.application,
    ...NO_ERRORS,
  }),
  states: buildModalStates({
    rows: [
      {
        names: { form: 'name', saving: 'savingName', refetching: 'rereading' },
        save: { src: 'save', input: saveInput('name'), error: { step: 'name' } },
        refetch: true,
        next: 'amount',
        cancel: 'closing',
      },
      {
        nested: 'amount',
        outer: { meta: { step: 2 } },
        form: { on: { 'wizard.back': '#demo.name' } },
        save: { src: 'save', input: saveInput('amount'), error: { step: 'amount' } },
        next: '#demo.closing',
        cancel: '#demo.closing',
      },
    ],
    closing: { id: 'refetchOnClose', done: 'done' },
    finals: ['done'],
  }) as ModalStates,
});

const app = emptyApplication();
const failure = new ApiError({
  status: 400,
  errors: [{ Code: 'FirstNameIsNullOrEmpty', Message: null, Context: 'FirstName' }],
});
const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const fail = (id: string): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: failure });

describe('modal step engine (machines/step-engine/)', () => {
  it('model coverage: a table-built modal reaches every state node and every transition', () => {
    const seen = seenSets();
    const start = createActor(machine, { input: { application: app } }).getSnapshot();
    nodesOf(start).forEach((n) => seen.states.add(n.id));
    const saved = { application: app, called: true };
    const events: AnyEventObject[] = [
      { type: 'wizard.submit', values: { FirstName: 'Ada' } },
      { type: 'wizard.back' },
      { type: 'modal.cancel' },
      done('save', saved),
      fail('save'),
      done('getApplication', app),
      fail('getApplication'),
      done('refetchOnClose', app),
      fail('refetchOnClose'),
    ];
    type Snap = typeof start;
    const paths = getShortestPaths(
      recordingLogic(machine, seen) as never,
      {
        fromState: start,
        events: events as never,
        serializeState: ((s: Snap) =>
          `${s.status}|${JSON.stringify(s.value)}|${s.context.formError ?? ''}|${Object.keys(s.context.fieldErrors).join()}`) as never,
      } as never,
    ) as unknown as { state: Snap }[];
    const { missingStates, missingTransitions, line } = coverageOf(inventory(machine.root), seen);
    console.info(`step engine demo: ${paths.length} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    // The engine's busy states: the saves and the re-reads, never a form.
    for (const { state } of paths) {
      const busy =
        state.matches('savingName') ||
        state.matches('rereading') ||
        state.matches({ amount: 'saving' }) ||
        state.matches('closing');
      expect(state.hasTag('busy')).toBe(busy);
    }
    expect(Object.keys(machine.root.states)).toEqual([
      'name',
      'savingName',
      'rereading',
      'amount',
      'closing',
      'done',
    ]);
    expect(Object.keys(machine.root.states.amount.states)).toEqual(['editing', 'saving']);
  });

  it('with faked actors (.provide): a refused save stays on the form with the error on its field; the retry saves the newly typed values; a failed re-read goes on', async () => {
    const inputs: Save['input'][] = [];
    let refuse = true;
    const saved: Application = { ...app, ApplicationStep: '/saved' };
    const actor = createActor(
      machine.provide({
        actors: {
          save: logicOf<Save>(async ({ input }) => {
            inputs.push(input);
            if (refuse) {
              refuse = false;
              throw failure;
            }
            return { application: saved, called: true };
          }),
          getApplication: fromPromise<Application, GetApplication['input']>(async () => {
            throw new Error('offline');
          }),
        },
      }),
      { input: { application: app } },
    ).start();
    actor.send({ type: 'wizard.submit', values: { FirstName: '' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('name'));
    expect(actor.getSnapshot().context.fieldErrors).toHaveProperty('FirstName');
    actor.send({ type: 'wizard.submit', values: { FirstName: 'Ada' } });
    // Submitting clears the old errors at once.
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await waitFor(actor, (s) => s.matches('amount'));
    expect(inputs.map((i) => i.values)).toEqual([{ FirstName: '' }, { FirstName: 'Ada' }]);
    // The re-read failed: the save's answer is kept.
    expect(actor.getSnapshot().context.application).toBe(saved);
    actor.send({ type: 'modal.cancel' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('without its actors provided, the placeholder fails: the save lands on the form as an error', async () => {
    const actor = createActor(machine, { input: { application: app } }).start();
    actor.send({ type: 'wizard.submit', values: { FirstName: 'Ada' } });
    await waitFor(actor, (s) => s.matches('name'));
    expect(actor.getSnapshot().context.formError).not.toBeNull();
  });
});

/**
 * The closing machine (machines/closing/closing.machine.ts; issue 23 step 4): the screens after
 * the wizard (doc 3 §2.6, §4).
 *
 * - model (@xstate/graph): shortest paths over the real machine from every start the root gives it
 *   (the wizard's end at KYC_PROCESSING, LOADING's KYC_SUCCESS, KYC_VERIFICATION, KYC_DONE,
 *   KYC_DONE_SKIP), with and without an AccountUid and the buy flag, with the done / error events
 *   of its actors and every screen event: every state and every event transition is reached
 *   (coverage printed; the eventless start is covered where its targets are).
 * - its end: back to the wizard at the agreement, or the error page with the mapped errors; and
 *   'Go to my account' leaves for the portal by the page and the buy flag.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  createMachine,
  fromPromise,
  getInitialSnapshot,
  type AnyEventObject,
} from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { closingMachine } from '../../machines/closing/closing.machine';
import { submissionMachine } from '../../machines/submission/submission.machine';
import type { ClosingInput, ClosingStart } from '../../machines/closing/closing-types';
import { KYC_EVENT_TYPES } from '../../machines/kyc/kyc-events';
import { ApiError } from '../../services/api/client';
import type { CompleteInput, CompleteOutput } from '../../services/actors/contracts';
import type { Application } from '../../services/api/contract';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { APP_UID, emptyApplication, SETTINGS } from './fake-api';

const apiError = (status: number, Code = 'X') =>
  new ApiError({ status, errors: [{ Code, Message: Code, Context: null }] });

/** The closing's input at `start` (machines/closing/closing-types.ts), with `o` over it. */
const input = (start: ClosingStart, o: Partial<ClosingInput> = {}): ClosingInput => ({
  start,
  applicationUid: APP_UID,
  application: emptyApplication({ ApplicationType: 'Individual' }),
  settings: SETTINGS,
  search: '',
  mode: { kind: 'normal' },
  requestedPath: null,
  ...o,
});

const withAccount = (): Application =>
  emptyApplication({ ApplicationType: 'Individual', AccountUid: 'acc-1' });
const STARTS: ClosingStart[] = [
  'kycProcessing',
  'kycSuccess',
  'kycVerification',
  'kycDone',
  'kycDoneSkip',
];
/** Every start, in the variants whose guards differ (AccountUid, the buy flag). */
const INPUTS: ClosingInput[] = STARTS.flatMap((start) => [
  input(start),
  input(start, { search: '?flow=buy' }),
  input(start, { application: withAccount() }),
  input(start, { application: withAccount(), search: '?flow=buy' }),
]);

const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

/** A stand-in for the loaded KYC machine (its own model in kyc-hub.test.ts). */
const kycStandIn = createMachine({ id: 'kycStandIn' });

const EVENTS: AnyEventObject[] = [
  { type: 'portal.go' },
  { type: 'modal.confirm' },
  { type: 'error.dismiss' },
  ...KYC_EVENT_TYPES.filter((t) => t !== 'modal.confirm').map((type) => ({
    type,
    path: '/kyc/verification',
  })),
  done('submission', { outcome: 'success', result: { IsSuccess: true, AccountNumber: 'A1' } }),
  done('submission', {
    outcome: 'verification',
    result: { IsSuccess: false, AccountNumber: null },
  }),
  { type: 'submission.failed', error: apiError(400, 'OFACError') },
  done('loadKyc', kycStandIn),
  failed('loadKyc', new Error('chunk')),
  done('kyc', { result: 'done' }),
  done('kyc', { result: 'skipped' }),
];

describe('closing machine: model (@xstate/graph)', () => {
  it('every state and every event transition is reached from the starts the root gives', () => {
    const seen = seenSets();
    const logic = recordingLogic(closingMachine, seen);
    const key = (s: { value: unknown; context: ClosingInput }) =>
      JSON.stringify([s.value, s.context.search, !!s.context.application?.AccountUid]);
    let paths = 0;
    for (const i of INPUTS) {
      nodesOf(getInitialSnapshot(closingMachine, i)).forEach((n) => seen.states.add(n.id));
      paths += getShortestPaths(
        logic as never,
        { events: EVENTS as never, serializeState: key as never, input: i } as never,
      ).length;
    }
    // The eventless start never rests: its targets are reached.
    const all = inventory(closingMachine.root, {
      own: (n) => !(n.always?.length && n.transitions.size === 0),
    });
    const { missingStates, missingTransitions, line } = coverageOf(all, seen);
    console.info(`closing: ${paths} shortest paths over ${INPUTS.length} starts; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    expect(all.states.size).toBeGreaterThan(10);
  });
});

describe('closing machine: its end and its effects', () => {
  /** The closing under a parent that records how it ended, with `actors` and the portal recorded. */
  function underParent(i: ClosingInput, actors: Record<string, unknown>) {
    const ends: AnyEventObject[] = [];
    const portal: string[] = [];
    const machine = closingMachine.provide({
      actors: {
        recordStep: fromPromise(async () => {}),
        ...actors,
      } as never,
      actions: { leaveToPortal: (_: unknown, p: { suffix: string }) => void portal.push(p.suffix) },
    });
    const parent = createMachine({
      invoke: {
        id: 'closing',
        src: machine,
        input: i,
        onDone: { actions: ({ event }) => void ends.push(event) },
      },
      on: { '*': { actions: ({ event, self }) => void forward(self, event) } },
    });
    const actor = createActor(parent).start();
    const forward = (self: unknown, event: AnyEventObject) =>
      (self as { getSnapshot(): { children: Record<string, { send(e: unknown): void }> } })
        .getSnapshot()
        .children.closing?.send(event);
    const closing = () =>
      actor.getSnapshot().children.closing?.getSnapshot() as { value: unknown } | undefined;
    return { actor, ends, portal, closing };
  }
  const failing = (Code: string) =>
    fromPromise<CompleteOutput, CompleteInput>(async () => {
      throw apiError(400, Code);
    });

  it('a submission error without an account: the modal, then the end `agreement`', async () => {
    const { actor, ends, closing } = underParent(input('kycProcessing'), {
      submission: submissionMachine.provide({
        actors: { completeApplication: failing('OFACError') },
      }),
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(closing()?.value).toEqual({ kycProcessing: 'failed' });
    actor.send({ type: 'modal.confirm' });
    expect(ends[0]?.output).toMatchObject({ next: 'agreement' });
  });

  it('a submission error with an account leaves for the portal (the buy flag: no suffix)', async () => {
    const { actor, ends, portal } = underParent(
      input('kycProcessing', { application: withAccount(), search: '?flow=buy' }),
      {
        submission: submissionMachine.provide({
          actors: { completeApplication: failing('KYCError') },
        }),
      },
    );
    await new Promise((r) => setTimeout(r, 5));
    actor.send({ type: 'error.dismiss' });
    expect(portal).toEqual(['']);
    expect(ends).toEqual([]);
  });

  it('the KYC chunk fails to load: the end `error` with the mapped error', async () => {
    const { ends } = underParent(input('kycVerification'), {
      loadKyc: fromPromise(async () => {
        throw apiError(500);
      }),
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(ends[0]?.output).toMatchObject({ next: 'error' });
    expect((ends[0]?.output as { formError: unknown }).formError).not.toBeNull();
  });

  it("KYC_SUCCESS's 'Go to my account': '/buy' with the buy flag, '?flow=regular' without", () => {
    const buy = underParent(input('kycSuccess', { search: '?flow=buy' }), {});
    buy.actor.send({ type: 'portal.go' });
    const regular = underParent(input('kycSuccess'), {});
    regular.actor.send({ type: 'portal.go' });
    expect([...buy.portal, ...regular.portal]).toEqual(['/buy', '?flow=regular']);
  });
});

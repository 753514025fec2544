/**
 * The submission machine (machines/submission/, doc 3 §2.6 KYC_PROCESSING, §4 Submission): the
 * result rule read from the application's data (no kind named), submit once, the F5 / R block for
 * as long as it runs, and the error handed to the parent.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import {
  submissionMachine,
  type SubmissionInput,
} from '../../machines/submission/submission.machine';
import { submissionOutcome } from '../../machines/submission/submission-result';
import { emptyApplication } from './fake-api';
import type { CompleteOutput } from '../../machines/app/actor-contracts';

const pass: CompleteOutput = { IsSuccess: true, AccountNumber: 'A1' };
const fail: CompleteOutput = { IsSuccess: false, AccountNumber: null };

describe('submission result rule (doc 3 §4)', () => {
  it('IsSuccess leads to KYC_SUCCESS for every person-only application, the joint one too', () => {
    for (const ApplicationType of ['Individual', 'JointTenants', 'UTMA', 'IRA'] as const)
      expect(submissionOutcome(emptyApplication({ ApplicationType }), pass)).toBe('success');
  });
  it('IsSuccess false leads to KYC_VERIFICATION', () => {
    expect(submissionOutcome(emptyApplication(), fail)).toBe('verification');
  });
  it('a registered legal entity owes its ownership document even on a pass; a sole proprietorship does not', () => {
    for (const AccountType of ['Corporate', 'LimitedLiabilityCorporation', 'Trust', 'Partnership'])
      expect(
        submissionOutcome(emptyApplication({ ApplicationType: 'Corporate', AccountType }), pass),
      ).toBe('verification');
    expect(
      submissionOutcome(
        emptyApplication({ ApplicationType: 'Corporate', AccountType: 'SoleProprietorship' }),
        pass,
      ),
    ).toBe('success');
  });
});

/** Runs the submission as a parent's child, recording the calls, the block and the parent's events. */
function run(input: Partial<SubmissionInput>, answer: () => Promise<CompleteOutput>) {
  const log = { calls: 0, blocked: 0, active: 0, parent: [] as string[] };
  const child = submissionMachine.provide({
    actors: {
      completeApplication: fromPromise(async () => {
        log.calls++;
        return answer();
      }),
      reloadBlocker: fromCallback(() => {
        log.blocked++;
        log.active++;
        return () => void log.active--;
      }),
    },
  });
  const parent = setup({ actors: { child } }).createMachine({
    initial: 'running',
    states: {
      running: {
        invoke: {
          id: 'submission',
          src: 'child',
          input: {
            applicationUid: 'u1',
            application: emptyApplication(),
            upgrade: false,
            started: false,
            ...input,
          },
          onDone: 'ended',
        },
        on: { '*': { actions: ({ event }) => void log.parent.push(event.type) } },
      },
      ended: {},
    },
  });
  const actor = createActor(parent).start();
  const sub = () => actor.getSnapshot().children.submission as AnyActorRef | undefined;
  return { actor, log, sub };
}

describe('submission machine (doc 3 §2.6)', () => {
  it('submits once, blocks reload while it runs, ends with the rule applied', async () => {
    const { actor, log, sub } = run({}, async () => pass);
    expect(log.calls).toBe(1);
    expect(log.active).toBe(1);
    expect(sub()?.getSnapshot().hasTag('busy')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('ended');
    expect(log).toMatchObject({ calls: 1, blocked: 1, active: 0 });
  });
  it('only waits when a submission already runs (never a second PATCH)', () => {
    const { log, sub } = run({ started: true }, async () => pass);
    expect(log.calls).toBe(0);
    expect(sub()?.getSnapshot().value).toBe('waiting');
  });
  it('an error is handed to the parent and the reload stays blocked', async () => {
    const { log, sub } = run({}, async () => {
      throw new Error('boom');
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(log.parent).toContain('submission.failed');
    expect(sub()?.getSnapshot().value).toBe('failed');
    expect(log.active).toBe(1);
  });
});

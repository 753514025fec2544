/**
 * RESET_PASSWORD's child (machines/entry/password-reset.machine.ts, doc 1 §2.6; issue 23 step 4:
 * the first entry flow out of the root's setup): its model paths reach every state and
 * transition; run alone it sends the typed password, puts every error under the field and ends
 * with its outcome. The root's side (the `resetPassword` state forwarding the screen's events,
 * the rpt token, the selectors reading the child's errors) is covered by upgrade-password.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  errorsOnPassword,
  passwordResetMachine,
} from '../../machines/entry/password-reset.machine';
import { ApiError } from '../../services/api/client';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';

const apiError = (Code: string, Context: string | null = null) =>
  new ApiError({ status: 400, errors: [{ Code, Message: Code, Context }] });

describe('password reset machine: model (xstate/graph)', () => {
  const EVENTS: AnyEventObject[] = [
    { type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } },
    { type: 'wizard.back' },
    { type: 'xstate.done.actor.resetPassword', output: undefined },
    { type: 'xstate.error.actor.resetPassword', error: apiError('TokenHasExpired') },
  ];

  it('every state and every transition is reached; both outcomes end it', () => {
    const seen = seenSets();
    const machine = passwordResetMachine;
    const logic = recordingLogic(machine, seen);
    nodesOf(getInitialSnapshot(machine, undefined)).forEach((n) => seen.states.add(n.id));
    const key = (s: { value: unknown; context: { fieldErrors: Record<string, string> } }) =>
      JSON.stringify([s.value, s.context.fieldErrors]);
    const paths = getShortestPaths(
      logic as never,
      { events: EVENTS as never, serializeState: key as never } as never,
    ) as unknown as { state: { value: unknown; output?: unknown } }[];
    const { missingStates, missingTransitions, line } = coverageOf(inventory(machine.root), seen);
    console.info(`password reset: ${paths.length} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    const ends = paths.map((p) => p.state.output).filter(Boolean);
    expect(ends).toEqual(expect.arrayContaining([{ outcome: 'reset' }, { outcome: 'back' }]));
  });
});

describe('password reset machine: behaviour (doc 1 §2.6)', () => {
  function run(fail: ApiError | null) {
    const sent: string[] = [];
    const machine = passwordResetMachine.provide({
      actors: {
        resetPassword: fromPromise(async ({ input }: { input: { password: string } }) => {
          sent.push(input.password);
          if (fail) throw fail;
        }),
      },
    });
    return { actor: createActor(machine).start(), sent };
  }

  it('Save Password sends the typed password and ends with outcome reset', async () => {
    const { actor, sent } = run(null);
    actor.send({ type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual(['Silver#Coin2025']);
    expect(done.output).toEqual({ outcome: 'reset' });
  });

  it('every error shows under the password field, then a new submit clears it', async () => {
    const { actor } = run(apiError('PasswordIsInvalid', 'NewPassword'));
    actor.send({ type: 'wizard.submit', values: { Password: 'x' } });
    const failed = await waitFor(
      actor,
      (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0,
    );
    expect(Object.keys(failed.context.fieldErrors)).toEqual(['Password']);
    expect(failed.context.formError).toBeNull();
    actor.send({ type: 'wizard.submit', values: { Password: 'y' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('back from the form ends with outcome back; not while saving', async () => {
    const { actor } = run(null);
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'back' });
    const second = run(null).actor;
    second.send({ type: 'wizard.submit', values: {} });
    expect(second.getSnapshot().can({ type: 'wizard.back' })).toBe(false);
  });

  it('a token error maps to its message under the field; an unknown one to the fallback', () => {
    expect(errorsOnPassword(apiError('TokenHasExpired', 'PasswordResetToken')).fieldErrors).toEqual(
      {
        Password: 'apiErrors.TokenHasExpired',
      },
    );
    expect(errorsOnPassword(new Error('offline')).fieldErrors.Password).toMatch(/^apiErrors\./);
  });
});

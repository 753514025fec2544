/**
 * RESET_PASSWORD's child (machines/entry/password-reset.machine.ts, doc 1 §2.6; issue 23 step 4:
 * the first entry flow out of the root's setup): its model paths reach every state and
 * transition; run alone it sends the typed password, puts every error under the field and ends
 * with its outcome. The root's side (the `resetPassword` state forwarding the screen's events,
 * the rpt token, the selectors reading the child's errors) is covered by upgrade-password.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import {
  errorsOnPassword,
  passwordResetMachine,
  requestErrorOf,
  type PasswordResetInput,
} from '../../machines/entry/password-reset.machine';
import { ApiError } from '../../services/api/client';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';

const apiError = (Code: string, Context: string | null = null) =>
  new ApiError({ status: 400, errors: [{ Code, Message: Code, Context }] });

describe('password reset machine: model (@xstate/graph)', () => {
  const EVENTS: AnyEventObject[] = [
    { type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } },
    { type: 'wizard.back' },
    { type: 'xstate.done.actor.resetPassword', output: undefined },
    { type: 'xstate.error.actor.resetPassword', error: apiError('TokenHasExpired') },
    { type: 'xstate.done.actor.requestPasswordReset', output: undefined },
    {
      type: 'xstate.error.actor.requestPasswordReset',
      error: new ApiError({ status: 404, errors: [] }),
    },
    { type: 'modal.confirm' },
    { type: 'modal.cancel' },
    { type: 'error.dismiss' },
  ];
  const REQUEST = { request: { username: 'ada@example.com' } };

  it('every state and every transition is reached from both entries; every outcome ends it', () => {
    const seen = seenSets();
    const machine = passwordResetMachine;
    const logic = recordingLogic(machine, seen);
    const key = (s: { value: unknown; context: { fieldErrors: Record<string, string> } }) =>
      JSON.stringify([s.value, s.context.fieldErrors]);
    const ends: unknown[] = [];
    let count = 0;
    // RESET_PASSWORD from the link (no input) and the request from LOGIN_PATH.
    for (const input of [{}, REQUEST]) {
      nodesOf(getInitialSnapshot(machine, input)).forEach((n) => seen.states.add(n.id));
      const paths = getShortestPaths(
        logic as never,
        { events: EVENTS as never, serializeState: key as never, input } as never,
      ) as unknown as { state: { output?: unknown } }[];
      count += paths.length;
      ends.push(...paths.map((p) => p.state.output).filter(Boolean));
    }
    // The transient initial state is left at once on every start (its two transitions are counted).
    seen.states.add('passwordReset.start');
    const { missingStates, missingTransitions, line } = coverageOf(inventory(machine.root), seen);
    console.info(`password reset: ${count} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    expect(ends).toEqual(
      expect.arrayContaining([
        { outcome: 'reset', formError: null },
        { outcome: 'back', formError: null },
        { outcome: 'sent', formError: null },
        { outcome: 'back', formError: 'login.resetNotAvailable' },
      ]),
    );
  });
});

describe('password reset machine: behaviour (doc 1 §2.6)', () => {
  function run(fail: ApiError | null, input: PasswordResetInput = {}) {
    const sent: string[] = [];
    const machine = passwordResetMachine.provide({
      actors: {
        requestPasswordReset: fromPromise(async ({ input }: { input: { username: string } }) => {
          sent.push(`request:${input.username}`);
          if (fail) throw fail;
        }),
        resetPassword: fromPromise(async ({ input }: { input: { password: string } }) => {
          sent.push(input.password);
          if (fail) throw fail;
        }),
      },
    });
    return { actor: createActor(machine, { input }).start(), sent };
  }

  it('Save Password sends the typed password and ends with outcome reset', async () => {
    const { actor, sent } = run(null);
    actor.send({ type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual(['Silver#Coin2025']);
    expect(done.output).toEqual({ outcome: 'reset', formError: null });
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
    expect(actor.getSnapshot().output).toEqual({ outcome: 'back', formError: null });
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

  it('a request sends the username and ends with outcome sent (doc 1 §2.5)', async () => {
    const { actor, sent } = run(null, { request: { username: 'ada@example.com' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual(['request:ada@example.com']);
    expect(done.output).toEqual({ outcome: 'sent', formError: null });
  });

  it('a failed request opens the error modal; its dismissal ends with the message', async () => {
    const { actor } = run(new ApiError({ status: 405, errors: [] }), {
      request: { username: 'ada@example.com' },
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(Object.values(failed.getMeta())).toContainEqual({ modal: 'error' });
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'back',
      formError: 'login.resetNotAvailable',
    });
    expect(requestErrorOf(new ApiError({ status: 404, errors: [] }))).toBe(
      'login.resetNotAvailable',
    );
  });

  it("an unknown username: the modal's message is the catalogue's, not the generic one (doc 1 §2.5)", () => {
    const unknown = new ApiError({
      status: 400,
      errors: [
        {
          Code: 'UsernameDoesNotExist',
          Message: 'User with provided username or email does not exist',
          Context: 'Username',
        },
      ],
    });
    expect(requestErrorOf(unknown)).toBe('apiErrors.UsernameDoesNotExist');
  });
});

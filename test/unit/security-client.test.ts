/**
 * Issue 12 on the client: the common-password rule of the shared zod password schema, the
 * checklist's forbidden characters ('Gold-Bar-2024x'), 429 TooManyRequests shown with its wait
 * (Retry-After → 'apiErrors.TooManyRequests?seconds=N' → text), and logout / idle logout ending
 * the server session (the endSession actor spawned with the refresh token before it is cleared).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, spawnChild, waitFor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { createAppActors } from '../../services/actors/app-actors';
import { createApiClient, ApiError, type ApiClient } from '../../services/api/client';
import { commonPasswordForms, isCommonPassword } from '../../services/api/common-passwords';
import { mapApiFailure } from '../../services/api/error-map';
import {
  createAccountForm,
  forbiddenPasswordCharacters,
  passwordSchema,
  V,
} from '../../services/api/fields';
import { loadCommonPasswords } from '../../server/passwords/common-list';
import { t } from '../../src/i18n/t';
import { passwordChecklist } from '../../screens/create-account';

beforeAll(() => loadCommonPasswords());

describe('common-password rule (shared with the server)', () => {
  it.each(['Password123!', 'Qwerty123!', 'Welcome1!'])('refuses %s with passwordTooCommon', (p) => {
    const r = passwordSchema.safeParse(p);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(`${V}passwordTooCommon`);
    expect(t(`${V}passwordTooCommon`)).toMatch(/too common/);
  });

  it('accepts a strong password, also in the create-account form', () => {
    expect(passwordSchema.safeParse('Harbor7#Quill').success).toBe(true);
    expect(
      createAccountForm.safeParse({ Email: 'ada@example.com', Password: 'Harbor7#Quill' }).success,
    ).toBe(true);
    expect(isCommonPassword('Harbor7#Quill')).toBe(false);
  });

  it('looks the password up lower-cased and without symbols at its ends', () => {
    expect(commonPasswordForms('!Welcome1!')).toEqual(['!welcome1!', 'welcome1']);
    expect(isCommonPassword('WELCOME1')).toBe(true);
  });
});

describe('password checklist: the forbidden characters of doc 1 §5', () => {
  it("'Gold-Bar-2024x' no longer ticks every rule: '-' is not allowed and is not a special character", () => {
    expect(forbiddenPasswordCharacters('Gold-Bar-2024x')).toEqual(['-']);
    const c = passwordChecklist('Gold-Bar-2024x', 'ada@example.com');
    expect(c.allowed).toBe(false);
    expect(c.forbidden).toEqual(['-']);
    expect(c.special).toBe(false);
    expect(passwordSchema.safeParse('Gold-Bar-2024x').error?.issues[0].message).toBe(
      `${V}passwordInvalidCharacters`,
    );
    expect(t('createAccount.ruleForbiddenCharacters', { characters: '-' })).toBe('Not allowed: -');
  });

  it('a valid password ticks allowed and notCommon; a common one does not tick notCommon', () => {
    expect(passwordChecklist('Harbor7#Quill', 'ada@example.com')).toMatchObject({
      allowed: true,
      special: true,
      notCommon: true,
    });
    expect(passwordChecklist('Password123!', 'ada@example.com').notCommon).toBe(false);
  });
});

describe('429 TooManyRequests shows the wait', () => {
  it('the client reads Retry-After; the error map makes it a form error with the seconds', async () => {
    const fetch = (async () =>
      new Response(
        JSON.stringify({
          Errors: [
            {
              Code: 'TooManyRequests',
              Message: 'Too many attempts. Please wait 30 seconds and try again.',
              Context: null,
            },
          ],
        }),
        {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
        },
      )) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch });
    const err = await api
      .call('authenticate', { json: { Email: 'ada', Password: 'x' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const failure = (err as ApiError).failure;
    expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    const m = mapApiFailure(failure, ['Username', 'Password']);
    expect(m.fieldErrors).toEqual({});
    expect(m.formError).toBe('apiErrors.TooManyRequests?seconds=30');
    expect(t(m.formError!)).toBe('Too many attempts. Please wait 30 seconds and try again.');
  });
});

describe('logout ends the server session', () => {
  it('endSession POSTs the refresh token to logout and never fails', async () => {
    const calls: unknown[][] = [];
    const api = {
      call: async (...args: unknown[]) => {
        calls.push(args);
        throw new Error('offline');
      },
    } as unknown as ApiClient;
    const actors = createAppActors({ api } as unknown as Parameters<typeof createAppActors>[0]);
    const a = createActor(actors.endSession, { input: { refreshToken: 'rt-1' } }).start();
    await waitFor(a, (s) => s.status !== 'active');
    expect(a.getSnapshot().status).toBe('done');
    expect(calls).toEqual([['logout', { json: { JwtRefreshToken: 'rt-1' } }]]);
  });

  it.each(['session.logout', 'session.timeout'] as const)(
    '%s spawns endSession with the token read before clearSession',
    async (type) => {
      const log: string[] = [];
      const store = { refresh: 'rt-2' as string | null };
      // The session child (machines/session/session.machine.ts) owns the effects; the root forwards.
      const session = sessionMachine.provide({
        actors: {
          endSession: fromPromise<void, { refreshToken: string | null }>(async ({ input }) => {
            log.push(`endSession ${input.refreshToken}`);
          }),
        },
        actions: {
          revokeSession: spawnChild('endSession', {
            input: () => ({ refreshToken: store.refresh }),
          }),
          clearSession: () => {
            log.push('clear');
            store.refresh = null;
          },
        },
      });
      const machine = appMachine.provide({ actors: { session } });
      const actor = createActor(machine, { input: { initialPath: '/', search: '', referrer: '' } });
      actor.start();
      actor.send({ type: 'session.loggedIn' } as never);
      actor.send({ type } as never);
      await new Promise((r) => setTimeout(r, 10));
      expect(log).toEqual(['clear', 'endSession rt-2']);
      actor.stop();
    },
  );
});

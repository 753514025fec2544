/**
 * Issue 31 "a slow provider can take an instance down": no transaction — and no pooled connection
 * — is held while a keyed request waits for identity verification or the bank link
 * (server/db/request-tx.ts `suspendRequestTransaction`, server/http/idempotency.ts: claim → call
 * → write). With providers that hang until the test lets them go and more such requests in flight
 * than the pool has connections (10; PGlite: its one connection), /readyz, a login, a session check
 * and an ordinary save each answer within 1 s. Let go, every hanging request completes and stores
 * its answer; a repeat sent while the first was still calling its provider waits for that answer
 * and replays it (the provider was called once). Runs on PGlite and, under `npm run test:pg`, on
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankLinkError,
  createSandboxBankLink,
  type BankLinkProvider,
} from '../../server/providers/bank-link';
import type { IdentityVerificationProvider } from '../../server/providers/identity-verification';
import { PASSWORD, startHarness, type CallResult, type Harness, type Registered } from './helpers';

/** Requests left hanging at once: more than the pool's 10 connections. */
const HANGING = 12;

let h: Harness;
let release!: () => void;
const gate = new Promise<void>((r) => (release = r));
const calls = { verify: 0, exchange: 0 };
const sandboxBank = createSandboxBankLink();

const hangingKyc: IdentityVerificationProvider = {
  name: 'hanging-kyc',
  async verify() {
    calls.verify++;
    await gate;
    return { outcome: 'Passed' as const };
  },
};
const hangingBank: BankLinkProvider = {
  name: 'hanging-bank',
  createLinkToken: (input) => sandboxBank.createLinkToken(input),
  async exchange(input) {
    calls.exchange++;
    await gate;
    return sandboxBank.exchange(input);
  },
};

const LINK = {
  PublicToken: 'public-sandbox-ins_liberty',
  BankName: 'Liberty Federal Bank',
  BankAccounts: ['liberty-checking'],
};
const SESSION_ID = '1700000000000abcdef0123456789abcd';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `call` with the time it took (ms). */
async function timed(p: () => Promise<CallResult>): Promise<{ r: CallResult; ms: number }> {
  const started = performance.now();
  const r = await p();
  return { r, ms: performance.now() - started };
}

beforeAll(async () => {
  h = await startHarness({ identityVerification: hangingKyc, bankLink: hangingBank });
}, 60_000);
afterAll(async () => {
  release();
  await h?.close();
});

describe('a provider that hangs (issue 31)', () => {
  it('does not starve /readyz, logins, session checks or saves; let go, every request completes once', async () => {
    const users: Registered[] = [];
    for (let i = 0; i < HANGING / 2; i++) users.push(await h.register());
    for (const u of users) {
      const accepted = await h.call('POST', `/v2/applications/${u.applicationUid}/haa-agreements`, {
        token: u.token,
      });
      expect(accepted.status).toBe(202);
    }

    // Half completions (identity verification), half bank links (Plaid exchange), all keyed.
    const hanging: Promise<CallResult>[] = [];
    users.forEach((u, i) => {
      hanging.push(
        h.call('PATCH', `/v2/applications/${u.applicationUid}?sessionId=${SESSION_ID}`, {
          token: u.token,
          headers: { 'Idempotency-Key': `complete-${i}` },
        }),
      );
      hanging.push(
        h.call('POST', `/v2/applications/${u.applicationUid}/bank-accounts/plaid-bank-accounts`, {
          token: u.token,
          body: LINK,
          headers: { 'Idempotency-Key': `link-${i}` },
        }),
      );
    });
    const deadline = Date.now() + 20_000;
    while (calls.verify + calls.exchange < HANGING && Date.now() < deadline) await sleep(20);
    expect(calls).toEqual({ verify: HANGING / 2, exchange: HANGING / 2 });

    // A repeat of the first completion while it is still calling its provider.
    const repeat = h.call(
      'PATCH',
      `/v2/applications/${users[0].applicationUid}?sessionId=${SESSION_ID}`,
      { token: users[0].token, headers: { 'Idempotency-Key': 'complete-0' } },
    );

    const ready = await timed(() => h.call('GET', '/readyz'));
    expect(ready.r.status).toBe(200);
    expect(ready.ms).toBeLessThan(1_000);

    const fresh = await h.register();
    const login = await timed(() =>
      h.call('POST', '/v2/authenticate', { body: { Email: fresh.email, Password: PASSWORD } }),
    );
    expect(login.r.status).toBe(200);
    expect(login.ms).toBeLessThan(1_000);

    const session = await timed(() =>
      h.call('GET', `/v2/applications/${users[1].applicationUid}`, { token: users[1].token }),
    );
    expect(session.r.status).toBe(200);
    expect(session.ms).toBeLessThan(1_000);

    const save = await timed(() =>
      h.call('POST', `/v2/applications/${fresh.applicationUid}/steps`, {
        token: fresh.token,
        body: { Step: '/secure/dob' },
        headers: { 'Idempotency-Key': 'plain-save' },
      }),
    );
    expect(save.r.status).toBeLessThan(300);
    expect(save.ms).toBeLessThan(1_000);

    release();
    const answers = await Promise.all(hanging);
    for (const [i, a] of answers.entries()) {
      // Even: completion 200 {IsSuccess: true}; odd: bank link 201.
      if (i % 2 === 0) {
        expect(a.status, a.text).toBe(200);
        expect(a.json.IsSuccess).toBe(true);
      } else {
        expect(a.status, a.text).toBe(201);
      }
    }
    const again = await repeat;
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(answers[0].json);
    // The repeat never reached the provider.
    expect(calls.verify).toBe(HANGING / 2);

    // The written results: each application completed, each bank link stored once.
    for (const u of users) {
      const other = await h.call(
        'PATCH',
        `/v2/applications/${u.applicationUid}?sessionId=${SESSION_ID.replace('1', '2')}`,
        { token: u.token },
      );
      expect(other.status).toBe(400);
      expect(other.json.Errors[0].Code).toBe('ApplicationIsCompleted');
      const banks = await h.call('GET', `/v2/applications/${u.applicationUid}/bank-accounts`, {
        token: u.token,
      });
      expect(banks.status).toBe(200);
      expect(banks.json).toHaveLength(1);
    }
  }, 90_000);

  it('a provider that fails after the claim committed releases the key: a retry runs afresh', async () => {
    let down = true;
    const flaky: BankLinkProvider = {
      name: 'flaky-bank',
      createLinkToken: (input) => sandboxBank.createLinkToken(input),
      async exchange(input) {
        if (down) throw new BankLinkError('PROVIDER_UNAVAILABLE');
        return sandboxBank.exchange(input);
      },
    };
    const h2 = await startHarness({ bankLink: flaky });
    try {
      const v = await h2.register();
      const init = {
        token: v.token,
        body: LINK,
        headers: { 'Idempotency-Key': 'flaky-link' },
      };
      const url = `/v2/applications/${v.applicationUid}/bank-accounts/plaid-bank-accounts`;
      const first = await h2.call('POST', url, init);
      expect(first.status, first.text).toBe(502);
      down = false;
      const second = await h2.call('POST', url, init);
      expect(second.status).toBe(201);
      expect(second.headers.get('Idempotent-Replayed')).toBeNull();
      const third = await h2.call('POST', url, init);
      expect(third.headers.get('Idempotent-Replayed')).toBe('true');
      expect(third.json).toEqual(second.json);
    } finally {
      await h2.close();
    }
  }, 60_000);
});

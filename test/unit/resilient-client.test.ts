/**
 * Saving that survives a bad network (issue 8), client side: every mutating call carries an
 * Idempotency-Key, the same on each retry; network errors and 502/503/504 are retried with the
 * injected back-off and reported through onRetry / onSettled; 4xx answers, our own abort and
 * calls without a token are not retried.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  RETRY_DELAYS_MS,
  createApiClient,
  toApiFailure,
} from '../../services/api/client';

const BASE = 'http://api.test';
const NAME = { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: null };
const PERSON = {
  PersonUid: 'p1',
  PersonName: NAME,
  PersonBirthday: null,
  PersonCountry: null,
  PersonSsn: null,
  Phone: null,
  PersonAddress: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch answering from `answers` in turn (a function throws or answers; the last one repeats). */
function scriptedFetch(answers: Array<(req: Request) => Response | Promise<Response>>) {
  const calls: Request[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    calls.push(req.clone());
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    return answer(req);
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

function client(f: { fn: typeof fetch }, token: string | null = 'tok') {
  const onRetry = vi.fn();
  const onSettled = vi.fn();
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    fetch: f.fn,
    retryDelaysMs: [1, 1, 1],
    onRetry,
    onSettled,
  });
  return { api, onRetry, onSettled };
}

describe('resilient saves (issue 8)', () => {
  it('default back-off is 300, 900, 2000 ms', () => {
    expect(RETRY_DELAYS_MS).toEqual([300, 900, 2000]);
  });

  it('two network errors then success: one logical save, 3 fetches, the same Idempotency-Key, onRetry twice', async () => {
    const f = scriptedFetch([networkDown, networkDown, () => json(PERSON)]);
    const { api, onRetry, onSettled } = client(f);
    const person = await api.updateName('a1', 'p1', NAME);
    expect(person.PersonUid).toBe('p1');
    expect(f.calls).toHaveLength(3);
    const keys = f.calls.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Set(keys).size).toBe(1);
    expect(f.calls.map((r) => r.method)).toEqual(['PUT', 'PUT', 'PUT']);
    expect(await Promise.all(f.calls.map((r) => r.json()))).toEqual([NAME, NAME, NAME]);
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('each logical call has its own key; GET carries none', async () => {
    const f = scriptedFetch([() => json(PERSON)]);
    const { api } = client(f);
    await api.updateName('a1', 'p1', NAME);
    await api.updateName('a1', 'p1', NAME);
    await api.getCountries(undefined).catch(() => undefined);
    const [a, b, get] = f.calls;
    expect(a.headers.get('Idempotency-Key')).toBeTruthy();
    expect(b.headers.get('Idempotency-Key')).toBeTruthy();
    expect(a.headers.get('Idempotency-Key')).not.toBe(b.headers.get('Idempotency-Key'));
    expect(get?.method).toBe('GET');
    expect(get?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('503 is retried with the same key', async () => {
    const f = scriptedFetch([() => json({ Errors: [] }, 503), () => json(PERSON)]);
    const { api, onRetry } = client(f);
    await expect(api.updateName('a1', 'p1', NAME)).resolves.toMatchObject({ PersonUid: 'p1' });
    expect(f.calls).toHaveLength(2);
    expect(f.calls[0].headers.get('Idempotency-Key')).toBe(
      f.calls[1].headers.get('Idempotency-Key'),
    );
    expect(onRetry.mock.calls).toEqual([[1]]);
  });

  it('after the retries: the gateway failure (network: true, status kept), 4 fetches', async () => {
    const f = scriptedFetch([() => json({ Errors: [] }, 504)]);
    const { api, onRetry, onSettled } = client(f);
    const failure = toApiFailure(await api.updateName('a1', 'p1', NAME).catch((e) => e));
    expect(failure).toMatchObject({ status: 504, network: true });
    expect(f.calls).toHaveLength(4);
    expect(onRetry).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledTimes(1);

    const down = scriptedFetch([networkDown]);
    const c2 = client(down);
    const f2 = toApiFailure(await c2.api.createPerson('a1', NAME).catch((e) => e));
    expect(f2).toMatchObject({ status: 0, network: true });
    expect(down.calls).toHaveLength(4);
    expect(c2.onSettled).toHaveBeenCalledTimes(1);
  });

  it('400 is not retried (the answer is the error)', async () => {
    const f = scriptedFetch([
      () =>
        json(
          { Errors: [{ Code: 'FirstNameIsRequired', Message: null, Context: 'FirstName' }] },
          400,
        ),
    ]);
    const { api, onRetry, onSettled } = client(f);
    const err = await api.updateName('a1', 'p1', NAME).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(toApiFailure(err).errors[0].Code).toBe('FirstNameIsRequired');
    expect(f.calls).toHaveLength(1);
    expect(onRetry).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('our own abort is not retried', async () => {
    const controller = new AbortController();
    const f = scriptedFetch([
      (req) =>
        new Promise<Response>((_, reject) => {
          req.signal.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    ]);
    const { api, onRetry } = client(f);
    const pending = api.updateName('a1', 'p1', NAME, { signal: controller.signal }).catch((e) => e);
    await vi.waitFor(() => expect(f.calls).toHaveLength(1));
    controller.abort();
    const err = await pending;
    expect((err as Error).name).toBe('AbortError');
    expect(f.calls).toHaveLength(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('a call without a token and the token refresh are not retried', async () => {
    const anon = scriptedFetch([networkDown]);
    const c1 = client(anon, null);
    await c1.api.authenticate({ Email: 'a@b.co', Password: 'x' }).catch(() => undefined);
    expect(anon.calls).toHaveLength(1);
    expect(anon.calls[0].headers.get('Idempotency-Key')).toBeTruthy();

    const refresh = scriptedFetch([networkDown]);
    const c2 = client(refresh);
    await c2.api.refresh({ JwtToken: 'a', JwtRefreshToken: 'b' }).catch(() => undefined);
    expect(refresh.calls).toHaveLength(1);
    expect(c2.onRetry).not.toHaveBeenCalled();
  });

  it('waits the configured back-off between attempts', async () => {
    vi.useFakeTimers();
    try {
      const f = scriptedFetch([networkDown, networkDown, () => json(PERSON)]);
      const api = createApiClient({ baseUrl: BASE, getToken: () => 'tok', fetch: f.fn });
      const pending = api.updateName('a1', 'p1', NAME);
      await vi.advanceTimersByTimeAsync(299);
      expect(f.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2);
      expect(f.calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(898);
      expect(f.calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(3);
      expect(f.calls).toHaveLength(3);
      await expect(pending).resolves.toMatchObject({ PersonUid: 'p1' });
    } finally {
      vi.useRealTimers();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, toApiFailure } from '../../services/api/client';

const BASE = 'http://api.test';

function fakeFetch(handler: (req: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    calls.push(req.clone());
    return handler(req);
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends the bearer token and parses with the contract', async () => {
    const f = fakeFetch(() => json({ Usernames: ['a@b.co'] }));
    const api = createApiClient({ baseUrl: BASE, getToken: () => 'tok', fetch: f.fn });
    const out = await api.getUsernames({ email: 'a@b.co' });
    expect(out.Usernames).toEqual(['a@b.co']);
    expect(f.calls[0].url).toBe(`${BASE}/v2/users/usernames?email=a%40b.co`);
    expect(f.calls[0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('normalises error bodies and calls onUnauthorized only for requests with a token', async () => {
    const onUnauthorized = vi.fn();
    const f = fakeFetch(() =>
      json({ Errors: [{ Code: 'InvalidCredentials', Message: 'bad', Context: 'Username' }] }, 401),
    );
    const anon = createApiClient({
      baseUrl: BASE,
      getToken: () => null,
      fetch: f.fn,
      onUnauthorized,
    });
    const err = await anon.authenticate({ Email: 'x', Password: 'y' }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(toApiFailure(err)).toEqual({
      status: 401,
      errors: [{ Code: 'InvalidCredentials', Message: 'bad', Context: 'Username' }],
      message: undefined,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const authed = createApiClient({
      baseUrl: BASE,
      getToken: () => 't',
      fetch: f.fn,
      onUnauthorized,
    });
    await authed.getApplication('u1').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('500 calls onServerError; unreachable API is a network failure', async () => {
    const onServerError = vi.fn();
    const f500 = fakeFetch(() => json({ Errors: [] }, 500));
    const api = createApiClient({
      baseUrl: BASE,
      getToken: () => null,
      fetch: f500.fn,
      onServerError,
    });
    await api.getSettings(undefined).catch(() => undefined);
    expect(onServerError).toHaveBeenCalledTimes(1);

    const down = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const api2 = createApiClient({ baseUrl: BASE, getToken: () => null, fetch: down.fn });
    const failure = toApiFailure(await api2.getSettings(undefined).catch((e) => e));
    expect(failure.network).toBe(true);
    expect(failure.status).toBe(0);
  });

  it('agreement acceptance succeeds only on 202', async () => {
    const ok = fakeFetch(() => new Response(null, { status: 202 }));
    const api = createApiClient({ baseUrl: BASE, getToken: () => 't', fetch: ok.fn });
    await expect(api.acceptMainAgreement('u1', 'haa')).resolves.toBeUndefined();
    expect(ok.calls[0].url).toBe(`${BASE}/v2/applications/u1/haa-agreements`);
    const only200 = fakeFetch(() => new Response(null, { status: 200 }));
    const api2 = createApiClient({ baseUrl: BASE, getToken: () => 't', fetch: only200.fn });
    await expect(api2.acceptMainAgreement('u1', 'haa')).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a response that does not match the contract', async () => {
    const f = fakeFetch(() => json({ Nope: 1 }));
    const api = createApiClient({ baseUrl: BASE, getToken: () => null, fetch: f.fn });
    const failure = toApiFailure(await api.getUsernames({ email: 'a@b.co' }).catch((e) => e));
    expect(failure.errors[0].Code).toBe('InvalidResponse');
  });
});

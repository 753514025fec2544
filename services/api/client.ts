/**
 * The registration API client (doc 1 §7.1): one ky instance, typed functions per endpoint of
 * services/api/contract.ts, responses parsed with the contract schemas.
 *
 * - Base URL: `VITE_API_BASE_URL` (empty → same origin), so a broker can point the wizard at
 *   its own registration API. Paths are the spec's (`/v2/...`).
 * - Credentials 'include'; `Authorization: Bearer {JwtToken}` from the session token store;
 *   `Accept-Language` the wizard's current language (`getLanguage`, issue 35 item 11).
 * - Every failure is thrown as an `ApiError` carrying a normalised `ApiFailure`
 *   `{ status, errors: [{Code, Message, Context}], message?, network? }` (doc 1 §8.1).
 *   Network failures, time-outs and gateway answers (502/503/504) are `network: true`,
 *   status 0 for a request that never got an answer.
 * - 401 on a request that carried the current token → `onUnauthorized()` (the root actor asks
 *   the other tabs for a newer pair, else logs out, doc 1 §4.9); a 401 for a token the store has
 *   replaced meanwhile (another tab's refresh was adopted) only fails that call.
 *   500 → `onServerError()` (error page, doc 1 §8.1).
 *   The callbacks are injected: the client holds no globals and knows nothing of machines.
 * - GET usernames, POST users and POST authenticate use `redirect: 'manual'`: the old-portal
 *   302 (doc 1 §4.3, §4.4) is thrown as `{ status: 302, redirect: true }` (the browser only sees
 *   an opaque redirect, so the Location is not read; the wizard builds the old-portal URL).
 * - Every function takes `{ signal }` so an invoked actor that is stopped aborts its request.
 * - Saving that survives a bad network (issue 8): every mutating call (POST/PUT/PATCH/DELETE)
 *   carries an `Idempotency-Key` header (a random UUID per logical call, the same on each retry;
 *   the server answers a repeated key with its first answer, docs/sandbox.md "Idempotency").
 *   A mutating call that carries a bearer token is retried on a network error (fetch TypeError,
 *   not our own abort, not the time-out) and on 502/503/504, after `retryDelaysMs` (default
 *   300, 900, 2000 ms: 3 retries); `onRetry(attempt)` reports each retry and `onSettled()` the end
 *   of a call that retried. Calls without a token (sign-up, log-in) and the token refresh are
 *   not retried: the server binds keys to the caller and a replayed refresh would spend the
 *   rotated refresh token. GETs are not retried (unchanged).
 */
import ky, { isHTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { TRACKING_PATHS } from '../adapters/tracking';
import {
  accountTypesResponse,
  applicationFunding,
  applicationResponse,
  completeResponse,
  countriesResponse,
  createApplicationResponse,
  createUserResponse,
  endpoints,
  errorResponse,
  htmlAgreementResponse,
  personResponse,
  settingsResponse,
  statesResponse,
  tokensResponse,
  userUidsResponse,
  usernamesResponse,
  type ApiErrorItem,
  type Application,
  type ApplicationType,
  type Country,
  type Person,
  type Settings,
  type State,
  type Tokens,
  userLanguageResponse,
} from './contract';

/** A normalised API failure (doc 1 §8.1). `status` 0 = no answer. */
export interface ApiFailure {
  status: number;
  errors: ApiErrorItem[];
  /** ErrorMessage of the body, when present. */
  message?: string;
  /** The API could not be reached (network error, time-out, 502/503/504). */
  network?: boolean;
  /**
   * The answer was a redirect to the old registration portal (doc 1 §4.3, §4.4, §7.2 "302"):
   * `status` is 302. A browser fetch with `redirect: 'manual'` only sees an opaque redirect
   * (status 0, type 'opaqueredirect'); both are reported this way.
   */
  redirect?: boolean;
  /** 429 TooManyRequests (issue 12): the server's Retry-After in whole seconds. */
  retryAfterSeconds?: number;
}

/** Thrown by every client function on failure. */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.message ?? (failure.errors[0]?.Code || `HTTP ${failure.status}`));
    this.name = 'ApiError';
    this.failure = failure;
  }
}

/** Turns anything thrown by a client call (or an actor) into an ApiFailure. */
export function toApiFailure(err: unknown): ApiFailure {
  if (err instanceof ApiError) return err.failure;
  if (err && typeof err === 'object' && 'failure' in err)
    return (err as { failure: ApiFailure }).failure;
  return {
    status: 0,
    errors: [],
    network: true,
    message: err instanceof Error ? err.message : undefined,
  };
}

/** True when the error is the abort of a stopped actor (not a failure to show). */
export const isAbort = (err: unknown) => err instanceof Error && err.name === 'AbortError';

export interface ApiClientOptions {
  /** Base URL of the registration API; default `import.meta.env.VITE_API_BASE_URL ?? ''` (same origin). */
  baseUrl?: string;
  /** The stored access token (session store), or null. */
  getToken: () => string | null;
  /**
   * The wizard's current language ('en', 'es'), sent as Accept-Language so the server answers its
   * reference lists in it (issue 35 item 11); unset: the browser's own header.
   */
  getLanguage?: () => string | null;
  /**
   * Called on HTTP 401 for a request that carried the token `getToken()` still answers (doc 1 §4.9
   * "401 logs out"; a token replaced while the call ran is not reported).
   */
  onUnauthorized?: () => void;
  /** Called on HTTP 500 (doc 1 §8.1 "500 → error page"). */
  onServerError?: () => void;
  /** fetch implementation (tests). */
  fetch?: typeof fetch;
  /** Request time-out in ms (default 30 000), per attempt. */
  timeoutMs?: number;
  /**
   * Waits before each retry of a retried mutating call, in ms; its length is the number of
   * retries. Default `RETRY_DELAYS_MS` (300, 900, 2000). `[]` turns retries off.
   */
  retryDelaysMs?: readonly number[];
  /** Called before retry `attempt` (1, 2, …) of a mutating call (network error or 502/503/504). */
  onRetry?: (attempt: number) => void;
  /** Called when a call that was retried settles (success or final failure). */
  onSettled?: () => void;
}

/** Default back-off of a retried mutating call: 3 retries after 300, 900 and 2000 ms. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 900, 2000];
/** Gateway answers that are retried (the request may not have reached the API). */
const RETRY_STATUSES = [502, 503, 504];
const MUTATING: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A random UUID v4 (crypto.randomUUID; a getRandomValues fallback for non-secure contexts). */
function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type Opts = { signal?: AbortSignal };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Init = {
  query?: Query;
  json?: unknown;
  /** Multipart body (document uploads). */
  form?: FormData;
  signal?: AbortSignal;
  expect?: number[];
  /** 'manual' for the calls that may answer the old-portal 302 (doc 1 §7.2). */
  redirect?: 'manual';
  /** false: never retried (the token refresh). */
  retry?: false;
};
type Query = Record<string, string | number | boolean | null | undefined>;

/** The contract's endpoint table (services/api/contract.ts `endpoints`). */
type Endpoints = typeof endpoints;
/** The name of an endpoint of the contract table, e.g. 'createEin', 'getEmploymentInfo'. */
export type EndpointName = keyof Endpoints;
/** The parsed answer of endpoint K (void for an endpoint without a response schema). */
export type ResponseOf<K extends EndpointName> = Endpoints[K] extends {
  response: infer R extends z.ZodType;
}
  ? z.infer<R>
  : void;
/** The JSON body endpoint K takes, as its request schema accepts it. */
export type BodyOf<K extends EndpointName> = Endpoints[K] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : never;
/** Arguments of `api.call`: path parameters ({applicationUid}, {personUid} …), query, body, abort signal. */
export interface CallArgs<K extends EndpointName> {
  params?: Record<string, string>;
  query?: Query;
  json?: BodyOf<K>;
  /** A multipart body instead of JSON (document uploads, doc 3 §7); the browser sets its Content-Type. */
  form?: FormData;
  signal?: AbortSignal;
  /** The only statuses that count as success (e.g. [202] for accepting an agreement, doc 3 §4); default any 2xx. */
  expect?: number[];
}

function envBaseUrl(): string {
  try {
    return (import.meta.env?.VITE_API_BASE_URL as string | undefined) ?? '';
  } catch {
    return '';
  }
}

/** Fills `{name}` placeholders of a spec path (doc 1 §7.1). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(v);
  });
}

function cleanQuery(q: Query | undefined): Record<string, string> | undefined {
  if (!q) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** Creates the typed client. One instance per app (src/ creates it with the session store). */
export function createApiClient(options: ApiClientOptions) {
  const base = (options.baseUrl ?? envBaseUrl()).replace(/\/+$/, '');
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const http: KyInstance = ky.create({
    credentials: 'include',
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    // Only the retried gateway statuses throw (so ky retries them); every other answer is read below.
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /** ky options retrying one mutating call (network errors and 502/503/504), reporting each retry. */
  function retryOptions(signal: AbortSignal | undefined, retried: { count: number }) {
    return {
      throwHttpErrors: (status: number) => RETRY_STATUSES.includes(status),
      retry: {
        limit: delays.length,
        methods: ['post', 'put', 'patch', 'delete'],
        statusCodes: RETRY_STATUSES,
        afterStatusCodes: [],
        delay: (attempt: number) => delays[attempt - 1] ?? delays[delays.length - 1] ?? 0,
        // Decides every retry (ky asks before waiting, so the notice shows during the wait).
        shouldRetry: ({ error, retryCount }: { error: Error; retryCount: number }) => {
          const retry =
            !signal?.aborted && // not our own abort (the actor stopped)
            (isHTTPError(error)
              ? RETRY_STATUSES.includes(error.response.status)
              : error instanceof TypeError); // fetch's network failure; not time-outs or aborts
          if (retry) {
            retried.count = retryCount;
            options.onRetry?.(retryCount);
          }
          return retry;
        },
      },
    };
  }

  function request<S extends z.ZodType>(
    method: Method,
    path: string,
    init: Init & { schema: S },
  ): Promise<z.infer<S>>;
  function request(method: Method, path: string, init: Init & { raw: true }): Promise<Response>;
  async function request(
    method: Method,
    path: string,
    init: Init & { schema?: z.ZodType; raw?: boolean },
  ): Promise<unknown> {
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const mutating = MUTATING.includes(method);
    // One key per logical call: ky clones this request for each retry, so every retry repeats it.
    if (mutating) headers['Idempotency-Key'] = newIdempotencyKey();
    const retried = { count: 0 };
    const retrying = mutating && !!token && init.retry !== false && delays.length > 0;
    let res: Response;
    try {
      res = await http(`${base}${path}`, {
        method,
        headers,
        searchParams: cleanQuery(init.query),
        json: init.json,
        ...(init.form ? { body: init.form } : {}),
        signal: init.signal,
        ...(init.redirect ? { redirect: init.redirect } : {}),
        ...(retrying ? retryOptions(init.signal, retried) : {}),
      });
    } catch (err) {
      // After the retries ran out on a gateway status, its answer is read like any other.
      if (!isHTTPError(err)) {
        if (retried.count) options.onSettled?.();
        if (isAbort(err)) throw err;
        throw new ApiError({ status: 0, errors: [], network: true });
      }
      res = err.response;
    }
    if (retried.count) options.onSettled?.();
    if (
      init.redirect &&
      (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400))
    ) {
      // doc 1 §4.3, §4.4: the user is known to the old registration portal.
      throw new ApiError({
        status: 302,
        redirect: true,
        errors: [{ Code: 'UserIsOnOldPortal', Message: null, Context: 'Email' }],
      });
    }
    if (!res.ok || (init.expect && !init.expect.includes(res.status))) {
      if (res.status === 401 && token && options.getToken() === token) options.onUnauthorized?.();
      if (res.status === 500) options.onServerError?.();
      const network = res.status === 502 || res.status === 503 || res.status === 504;
      let errors: ApiErrorItem[] = [];
      let message: string | undefined;
      try {
        const body = errorResponse.safeParse(await res.json());
        if (body.success) {
          errors = body.data.Errors;
          message = body.data.ErrorMessage;
        }
      } catch {
        // not JSON
      }
      const retryAfter = res.status === 429 ? Number(res.headers.get('Retry-After')) : NaN;
      throw new ApiError({
        status: res.status,
        errors,
        message,
        ...(network ? { network } : {}),
        ...(Number.isFinite(retryAfter) && retryAfter > 0
          ? { retryAfterSeconds: Math.ceil(retryAfter) }
          : {}),
      });
    }
    if (init.raw || !init.schema) return res;
    let body: unknown = null;
    const text = await res.text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const parsed = init.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError({
        status: res.status,
        errors: [
          {
            Code: 'InvalidResponse',
            Message: `Unexpected response from ${method} ${path}`,
            Context: null,
          },
        ],
      });
    }
    return parsed.data;
  }

  const app = (uid: string) => `/v2/applications/${encodeURIComponent(uid)}`;
  const person = (uid: string, personUid: string, section: string) =>
    `${app(uid)}/persons/${encodeURIComponent(personUid)}/${section}`;

  /** Person section calls (doc 2 §7): POST creates, PUT updates; both answer the person. */
  const section =
    <B>(name: string) =>
    (method: 'POST' | 'PUT') =>
    (uid: string, personUid: string, body: B, o: Opts = {}): Promise<Person> =>
      request(method, person(uid, personUid, name), {
        json: body,
        signal: o.signal,
        schema: personResponse,
      });

  return {
    /**
     * Any endpoint of the contract table by name (services/api/contract.ts `endpoints`): fills the
     * path parameters, sends query and JSON body, parses the answer with the endpoint's response
     * schema (InvalidResponse when it does not parse). Throws ApiError with the spec's codes on
     * failure (doc 1 §8.1); 401 and 500 reach `onUnauthorized` / `onServerError` as for every call.
     */
    call: async <K extends EndpointName>(
      name: K,
      args: CallArgs<K> = {},
    ): Promise<ResponseOf<K>> => {
      const ep = endpoints[name] as { method: Method; path: string; response?: z.ZodType };
      const path = fillPath(ep.path, args.params ?? {});
      const init = {
        query: args.query,
        json: args.json,
        form: args.form,
        signal: args.signal,
        expect: args.expect,
      };
      if (!ep.response) {
        await request(ep.method, path, { ...init, raw: true });
        return undefined as ResponseOf<K>;
      }
      return (await request(ep.method, path, { ...init, schema: ep.response })) as ResponseOf<K>;
    },
    // ----- settings and reference data (doc 1 §7.5) -----
    /** GET /v2/settings?brokerCode — the broker settings of doc 1 §3. */
    getSettings: (brokerCode: string | undefined, o: Opts = {}): Promise<Settings> =>
      request('GET', '/v2/settings', {
        query: { brokerCode },
        signal: o.signal,
        schema: settingsResponse,
      }),
    /** GET /v2/countries?countryListType. */
    getCountries: (countryListType: number | undefined, o: Opts = {}): Promise<Country[]> =>
      request('GET', '/v2/countries', {
        query: { countryListType },
        signal: o.signal,
        schema: countriesResponse,
      }),
    /** GET /v2/countries/{countryCode}/states?stateListType (1 standard, 2 IRA). */
    getStates: (
      countryCode: string,
      stateListType: 1 | 2 | 3 = 1,
      o: Opts = {},
    ): Promise<State[]> =>
      request('GET', `/v2/countries/${encodeURIComponent(countryCode)}/states`, {
        query: { stateListType },
        signal: o.signal,
        schema: statesResponse,
      }),

    // ----- users and authentication (doc 1 §7.2) -----
    /**
     * GET /v2/users/usernames?email — e-mail check; `brokerCode` names the broker whose captcha
     * switch applies, `recaptchaToken` is the captcha's answer when that switch is on (doc 1 §7.2).
     * Errors: EmailNotValid (Context 'Email'), InvalidRecaptchaToken (Context 'recaptchaToken').
     */
    getUsernames: (
      q: {
        email: string;
        referralCode?: string;
        referrerEmail?: string;
        brokerCode?: string;
        recaptchaToken?: string;
      },
      o: Opts = {},
    ) =>
      request('GET', '/v2/users/usernames', {
        query: q,
        redirect: 'manual',
        signal: o.signal,
        schema: usernamesResponse,
      }),
    /**
     * POST /v2/users — create user + first application. Query: applicationType,
     * registrationFlowType, brokerCode and one account-type key (doc 1 §7.2).
     * Body RecaptchaToken: the captcha's answer when Settings.EnableGoogleReCaptcha is on.
     * Errors: UsernameAlreadyExists, EmailAddressIsInvalid, PasswordIsInvalid, TrackingDetailsModelIsNull,
     * InvalidRecaptchaToken (Context 'RecaptchaToken').
     */
    createUser: (
      query: {
        applicationType?: ApplicationType | '';
        registrationFlowType: 1 | 2;
        brokerCode?: string;
        iraAccountType?: string;
        utmaAccountType?: string;
        corporateAccountType?: string;
        jointTenantsAccountType?: string;
        accountType?: string;
      },
      body: {
        Email: string;
        Password: string;
        TrackingDetails: {
          Fp?: string | null;
          LandingPageUrl?: string | null;
          Offer?: string | null;
          ReferrerUrl?: string | null;
        };
        ReferralCode?: string | null;
        ReferrerEmail?: string | null;
        RecaptchaToken?: string | null;
      },
      o: Opts = {},
    ) =>
      request('POST', '/v2/users', {
        query,
        json: body,
        redirect: 'manual',
        signal: o.signal,
        schema: createUserResponse,
      }),
    /** POST /v2/authenticate — login; Errors: InvalidCredentials (Context 'Username'). */
    authenticate: (
      body: {
        Email: string;
        Password: string;
        TrackingDetails?: { Fp?: string | null; LandingPageUrl?: string | null };
      },
      o: Opts = {},
    ): Promise<Tokens> =>
      request('POST', '/v2/authenticate', {
        json: body,
        signal: o.signal,
        schema: tokensResponse,
        redirect: 'manual',
      }),
    /** GET /v2/users/uids?email → the encrypted e-mail (doc 1 §7.2), for the old-portal redirect. */
    getUserUid: async (email: string, o: Opts = {}): Promise<string> =>
      (
        await request('GET', '/v2/users/uids', {
          query: { email },
          signal: o.signal,
          schema: userUidsResponse,
        })
      ).Uid,
    /** POST /v2/authenticate/authenticate/refresh — {JwtToken, JwtRefreshToken}; InvalidToken (401). */
    refresh: (tokens: Tokens, o: Opts = {}): Promise<Tokens> =>
      request('POST', '/v2/authenticate/authenticate/refresh', {
        json: tokens,
        retry: false,
        signal: o.signal,
        schema: tokensResponse,
      }),
    /**
     * POST /v2/users/passwords/reset_token?username — request a password reset (doc 1 §7.2).
     * Not part of this reference server; a 404 means "not yet available".
     */
    requestPasswordReset: async (username: string, o: Opts = {}): Promise<void> => {
      await request('POST', '/v2/users/passwords/reset_token', {
        query: { username },
        json: username,
        signal: o.signal,
        raw: true,
      });
    },

    /**
     * PUT /v2/users/language {Language: 'en' | 'es'} → 204 (issue 24, beyond the spec): the
     * signed-in user's profile remembers the wizard language (and the server writes its mails in it).
     */
    saveUserLanguage: async (language: 'en' | 'es', o: Opts = {}): Promise<void> => {
      await request('PUT', '/v2/users/language', {
        json: { Language: language },
        signal: o.signal,
        raw: true,
      });
    },

    /** GET /v2/users/language → {Language: 'en' | 'es' | null} (issue 24): the profile's language. */
    getUserLanguage: async (o: Opts = {}): Promise<'en' | 'es' | null> =>
      (
        await request('GET', '/v2/users/language', {
          signal: o.signal,
          schema: userLanguageResponse,
        })
      ).Language,

    // ----- applications (doc 1 §7.4) -----
    /** GET /v2/applications/{ApplicationUid}. */
    getApplication: (uid: string, o: Opts = {}): Promise<Application> =>
      request('GET', app(uid), { signal: o.signal, schema: applicationResponse }),
    /** POST /v2/applications — create; returns {ApplicationUid}. */
    createApplication: (
      body: {
        ApplicationType?: ApplicationType | '' | null;
        AccountType?: string | null;
        RegistrationFlowType?: 1 | 2;
      },
      o: Opts = {},
    ) =>
      request('POST', '/v2/applications', {
        json: body,
        signal: o.signal,
        schema: createApplicationResponse,
      }),
    /** POST .../types — set the application type (doc 1 §2.8 CHOOSE_APPLICATION). */
    setTypes: (
      uid: string,
      body: AccountTypesBody,
      registrationFlowType: 1 | 2 = 1,
      o: Opts = {},
    ) =>
      request('POST', `${app(uid)}/types`, {
        query: { registrationFlowType },
        json: body,
        signal: o.signal,
        schema: accountTypesResponse,
      }),
    /** POST (create) or PUT (update) .../account-types. */
    saveAccountTypes: (
      method: 'POST' | 'PUT',
      uid: string,
      body: AccountTypesBody,
      registrationFlowType: 1 | 2 = 1,
      o: Opts = {},
    ) =>
      request(method, `${app(uid)}/account-types`, {
        query: { registrationFlowType },
        json: body,
        signal: o.signal,
        schema: accountTypesResponse,
      }),
    /** POST .../steps {Step: path} — records the step to resume at (doc 2 §2.1). */
    /**
     * POST /v2/crm/{ApplicationUid}/crmevents (doc 1 §7.7, doc 2 §7): the help video's play, pause
     * and end, {Data:[{key:'Source', value: page path}], EventType}; 204.
     */
    crmEvent: async (
      uid: string,
      body: { Data: { key: string; value: string }[]; EventType: string },
      o: Opts = {},
    ): Promise<void> => {
      await request('POST', `/v2/crm/${encodeURIComponent(uid)}/crmevents`, {
        json: body,
        signal: o.signal,
        raw: true,
      });
    },
    /** POST /v2/crm/{ApplicationUid}/exitModal (doc 1 §7.7): ExitModalType 1 save and exit, 2 continue. */
    exitModalEvent: async (
      uid: string,
      body: { RegistrationPageUrl: string; ExitModalType: 1 | 2 },
      o: Opts = {},
    ): Promise<void> => {
      await request('POST', `/v2/crm/${encodeURIComponent(uid)}/exitModal`, {
        json: body,
        signal: o.signal,
        raw: true,
      });
    },
    recordStep: async (uid: string, step: string, o: Opts = {}): Promise<void> => {
      await request('POST', `${app(uid)}/steps`, {
        json: { Step: step },
        signal: o.signal,
        raw: true,
      });
    },
    /**
     * PATCH /v2/applications/{uid}?sessionId — complete and verify identity (doc 3 §4).
     * Errors: WizardValidation_MissingAgreementConsent, ApplicationIsCompleted, KYCError, OFACError.
     */
    completeApplication: (uid: string, sessionId: string, o: Opts = {}) =>
      request('PATCH', app(uid), {
        query: { sessionId },
        signal: o.signal,
        schema: completeResponse,
      }),

    // ----- persons (doc 2 §7) -----
    /** POST .../persons?isPrimary — create a person by name: true for the main person (MAIN, BUSINESS), false for the joint secondary holder or the UTMA minor (doc 2 §7). */
    createPerson: (
      uid: string,
      body: NameBody,
      o: Opts & { isPrimary?: boolean } = {},
    ): Promise<Person> =>
      request('POST', `${app(uid)}/persons`, {
        query: { isPrimary: o.isPrimary === false ? 'false' : 'true' },
        json: body,
        signal: o.signal,
        schema: personResponse,
      }),
    /** PUT .../persons/{PersonUid}/names. */
    updateName: (uid: string, personUid: string, body: NameBody, o: Opts = {}): Promise<Person> =>
      request('PUT', person(uid, personUid, 'names'), {
        json: body,
        signal: o.signal,
        schema: personResponse,
      }),
    /** DateOfBirth null: a sales agent's session leaves it empty (doc 2 §5; the Impersonation token only). */
    saveBirthday: section<{ DateOfBirth: string | null }>('birthdays'),
    saveCountry: section<{ CountryIso3Code: string; CountryIso2Code: string | null }>('countries'),
    /** Ssn null: a sales agent's session leaves it empty (doc 2 §5; the Impersonation token only). */
    saveSsn: section<{ Ssn: string | null }>('ssns'),
    /** All parts null: a sales agent's session leaves the phone empty (doc 2 §5; Impersonation only). */
    savePhone: section<PhoneBody | EmptyPhoneBody>('phones'),
    saveAddress: section<AddressBody>('addresses'),

    // ----- funding (doc 3 §7) -----
    /**
     * POST (create) or PUT (update) .../application-fundings {BankFundingType, SessionId?} — the
     * fraud-prevention session id when given (doc 3 §3, §7; issue 35 item 2).
     */
    saveFundingType: (
      method: 'POST' | 'PUT',
      uid: string,
      BankFundingType: 1 | 2 | 3 | 4 | 5,
      o: Opts & { sessionId?: string | null } = {},
    ) =>
      request(method, `${app(uid)}/application-fundings`, {
        json: { BankFundingType, ...(o.sessionId ? { SessionId: o.sessionId } : {}) },
        signal: o.signal,
        schema: applicationFunding,
      }),
    /** DELETE .../application-fundings — skip funding (doc 3 §4). */
    deleteFunding: async (uid: string, o: Opts = {}): Promise<void> => {
      await request('DELETE', `${app(uid)}/application-fundings`, { signal: o.signal, raw: true });
    },
    /** POST (create) or PUT (update) .../fundings {Amount} in dollars. */
    saveFundingAmount: (method: 'POST' | 'PUT', uid: string, Amount: number, o: Opts = {}) =>
      request(method, `${app(uid)}/fundings`, {
        json: { Amount },
        signal: o.signal,
        schema: applicationFunding,
      }),

    // ----- agreements (doc 3 §7) -----
    /** POST .../{maincode}-agreements — accept; success only on 202. */
    acceptMainAgreement: async (uid: string, maincode: string, o: Opts = {}): Promise<void> => {
      await request('POST', `${app(uid)}/${encodeURIComponent(maincode)}-agreements`, {
        json: { ApplicationUid: uid },
        signal: o.signal,
        raw: true,
        expect: [202],
      });
    },
    /** GET .../{maincode}-html-agreements → the agreement HTML. */
    getMainAgreementHtml: async (uid: string, maincode: string, o: Opts = {}): Promise<string> =>
      (
        await request('GET', `${app(uid)}/${encodeURIComponent(maincode)}-html-agreements`, {
          signal: o.signal,
          schema: htmlAgreementResponse,
        })
      ).Agreement,
    /** GET .../{maincode}-pdf-agreements → the PDF as a Blob (bearer token sent). */
    getMainAgreementPdf: async (uid: string, maincode: string, o: Opts = {}): Promise<Blob> => {
      const res = await request(
        'GET',
        `${app(uid)}/${encodeURIComponent(maincode)}-pdf-agreements`,
        { signal: o.signal, raw: true },
      );
      return res.blob();
    },

    // ----- tracking (doc 1 §7.6) -----
    /** POST /v2/tracking-details {AffiliateCode, CJEvent, PromotionCode, ReferrerUrl}. */
    trackAffiliate: async (
      body: {
        AffiliateCode?: string | null;
        CJEvent?: string | null;
        PromotionCode?: string | null;
        ReferrerUrl?: string | null;
      },
      o: Opts = {},
    ) => {
      await request('POST', TRACKING_PATHS.trackingDetails, {
        json: body,
        signal: o.signal,
        raw: true,
      });
    },
    /** POST /v2/tracking-details/fingerprints {Fp, UrlReferrer}. */
    postFingerprint: async (body: { Fp: string; UrlReferrer?: string | null }, o: Opts = {}) => {
      await request('POST', TRACKING_PATHS.fingerprints, {
        json: body,
        signal: o.signal,
        raw: true,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export interface NameBody {
  FirstName: string;
  MiddleName: string | null;
  LastName: string;
  SuffixType: number | null;
}
export interface PhoneBody {
  Iso3CountryCode: string;
  AreaCode: string | null;
  LocalNumber: string;
  StateCode: string | null;
}
/** The empty phone a sales agent's session saves (doc 2 §5 Phone "all parts null"). */
export interface EmptyPhoneBody {
  Iso3CountryCode: null;
  AreaCode: null;
  LocalNumber: null;
  StateCode: null;
}
export interface AddressBody {
  Street: string;
  AptOrSuite: string | null;
  City: string;
  State: string;
  PostalCode: string;
  CountryIso3Code: string;
  CountryIso2Code: string | null;
}
export interface AccountTypesBody {
  ApplicationType: ApplicationType;
  CorporateAccountType?: string | null;
  IRAAccountType?: string | null;
  UTMAAccountType?: string | null;
  JointTenantsAccountType?: string | null;
}

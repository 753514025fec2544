/**
 * Persona (withpersona.com) as the identity-verification (KYC) provider of production (issue 31;
 * doc 3 §4 Submission and "KYC documents", doc 3 §8 and doc 1 §8.1 identity-verification codes).
 * Built on Persona's public REST API with fetch (no SDK), from its published documentation:
 * - API overview, authentication (`Authorization: Bearer <key>`), versioning (`Persona-Version`)
 *   and JSON:API bodies `{data:{type,id,attributes}}`: https://docs.withpersona.com/reference
 * - Idempotence (`Idempotency-Key` on every POST, kept ≥ 24 h; a repeated key answers the first
 *   result): https://docs.withpersona.com/idempotence
 * - Rate limiting (429, `RateLimit-Limit/-Remaining/-Reset` seconds; limiters run before the
 *   idempotency layer, so a 429 retried with its key still runs): https://docs.withpersona.com/rate-limiting
 * - Errors (`{errors:[{title,details}]}`; 400/401/403/404/409/422, 429, 5xx):
 *   https://docs.withpersona.com/errors
 * - Inquiries (`POST /inquiries` with `inquiry-template-id`, `reference-id`, `fields`; list
 *   filtered by `filter[reference-id]`; statuses created, pending, completed, needs_review,
 *   approved, declined, failed, expired): https://docs.withpersona.com/api-reference/inquiries
 * - Database verifications via API (`POST /verification/databases`, `POST …/{id}/submit`,
 *   statuses initiated, submitted, passed, failed):
 *   https://docs.withpersona.com/docs/running-a-api-based-database-verification
 * - Government ID verifications (`POST /verification/government-ids` with `id-class`
 *   pp | dl | id and `front-photo`, `POST …/{id}/submit`; statuses passed, failed, requires_retry,
 *   `checks[]` of {name, status, reasons}):
 *   https://docs.withpersona.com/api-reference/verifications/government-id-verifications
 * - Reports (`POST /reports` with `report-template-id`, poll `GET /reports/{id}` until status
 *   `ready`; a watchlist report is `report/watchlist` with `has-match`):
 *   https://docs.withpersona.com/reports-cookbook
 *
 * The flow of doc 3 (applicant data → decision → requested documents → uploads → decision again):
 * 1. `verify` (the completion, PATCH v2/applications/{uid}): an inquiry from the inquiry template
 *    (reference-id = the ApplicationUid, no PII), then the watchlist report when a template is
 *    configured (`has-match` → OFAC: 422 OFACError, nothing completed), then a database
 *    verification of name, birth date, address and SSN, submitted: passed → Passed; failed →
 *    Failed (the application completes with documents requested, server/domain/documents.ts).
 *    A 422 of Persona on the applicant's data → KYCError, its message the 30-character prefix
 *    `PERSONA_KYC_PREFIX` + a text for the customer (the wizard cuts the first 30 characters,
 *    doc 1 §8.1). An identity that lacks name, birth date or address (or a US identity its SSN)
 *    is Failed without a call, as in the sandbox.
 * 2. `checkDocument` (an identity upload, POST/PATCH …/documents): the latest inquiry of the
 *    application, a government-ID verification of the uploaded image (base64), submitted:
 *    passed → accepted, and the inquiry's decision is asked again (GET /inquiries/{id}, logged
 *    'kyc.redecision' with its status); requires_retry or a failed image-quality check (blur,
 *    glare, …) or a 422 on the image → DocumentUploadError 'Image quality is too low. Please try
 *    again.'; any other failure → DocumentVerificationError.
 * Everything else — 400/401/403/404/409, a malformed answer, retries used up on 5xx/429/timeouts —
 * throws `PersonaError`, which the routes answer 502 RequestError (provider unavailable).
 *
 * Transport: a whole check has a budget (`totalTimeoutMs`), every attempt its own timeout
 * (`timeoutMs`, cut to what is left of the budget); 5xx, 429 and timeouts / network
 * errors are retried up to `maxAttempts` with exponential backoff and jitter, honouring
 * `Retry-After` (seconds or HTTP date; for a 429 without it, `RateLimit-Reset`), and every retry
 * reuses the POST's `Idempotency-Key`, an HMAC of the operation and its body under the API key —
 * the same request always has the same key, so a retry (or a second submission of the same data
 * within Persona's 24 h) can never create a second inquiry or verification. Persona replays a
 * cached 500 for a key: such a check answers RequestError once the attempts are used up.
 * Logged per call: 'kyc.provider_call' {provider, op, status, attempt, ms} — never a name, SSN,
 * birth date, image or Persona's error text.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import type { Logger } from '../logger';
import type {
  DocumentRefusal,
  DocumentSubject,
  IdentityVerificationProvider,
  VerificationOutcome,
  VerificationSubject,
} from './identity-verification';
import { KYC_UNVERIFIED_TEXT, OFAC_TEXT } from './identity-verification';

/** Persona's production API (the key decides the environment: persona_sandbox_… or persona_production_…). */
export const PERSONA_BASE_URL = 'https://api.withpersona.com/api/v1';
/** The API version this adapter was written against (Persona-Version header). */
export const PERSONA_VERSION = '2023-01-05';
/** The KYC error's 30-character provider prefix (doc 1 §8.1: the wizard cuts it off). */
export const PERSONA_KYC_PREFIX = 'PERSONA-IDV-KYC-VERIFICATION: ';
/** doc 3 §8's message of DocumentUploadError. */
export const IMAGE_QUALITY_TEXT = 'Image quality is too low. Please try again.';
export const DOCUMENT_UNVERIFIED_TEXT =
  'The document could not be verified. Please upload another document.';

/** What `createPersonaIdentityVerification` needs (server/config.ts `idvConfig`). */
export interface PersonaConfig {
  /** PERSONA_API_KEY (secret: never logged). */
  apiKey: string;
  /** PERSONA_INQUIRY_TEMPLATE_ID (itmpl_…). */
  inquiryTemplateId: string;
  /** PERSONA_WATCHLIST_TEMPLATE_ID (rptp_…), or null: no sanctions screening by this adapter. */
  watchlistTemplateId: string | null;
  /** PERSONA_BASE_URL, default `PERSONA_BASE_URL`. */
  baseUrl: string;
  /** PERSONA_VERSION, default `PERSONA_VERSION`. */
  version: string;
  /** IDV_TIMEOUT_MS: each attempt's timeout (ms), default 10 000. */
  timeoutMs: number;
  /** IDV_MAX_ATTEMPTS: attempts per call, 1–10, default 3. */
  maxAttempts: number;
  /**
   * IDV_TOTAL_TIMEOUT_MS: longest a whole `verify` or `checkDocument` may take (ms), default
   * 30 000: no attempt or retry starts after it, and an attempt's timeout is cut to what is left.
   */
  totalTimeoutMs?: number;
}

export interface PersonaOptions extends PersonaConfig {
  log?: Logger;
  /** First backoff step (ms), doubled per retry, plus up to as much jitter; default 250. */
  backoffMs?: number;
  /** Longest Retry-After honoured (ms); a longer one ends the retries; default 10 000. */
  maxRetryAfterMs?: number;
  /** Polls of a pending verification or report, and the pause between them (ms). */
  maxPolls?: number;
  pollIntervalMs?: number;
}

/** Why Persona could not answer: the routes answer 502 RequestError. `status` 0: no answer. */
export class PersonaError extends Error {
  constructor(
    readonly kind: 'request' | 'unavailable' | 'malformed',
    readonly status: number,
    readonly op: string,
  ) {
    super(`persona ${op}: ${kind} (${status})`);
    this.name = 'PersonaError';
  }
}

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Retry-After in ms (delta-seconds or HTTP date), else RateLimit-Reset seconds for a 429, else null. */
export function retryAfterMs(headers: Headers, status: number, now = Date.now()): number | null {
  const raw = headers.get('Retry-After')?.trim();
  if (raw) {
    if (/^\d+$/.test(raw)) return Number(raw) * 1000;
    const at = Date.parse(raw);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = headers.get('RateLimit-Reset')?.trim();
  if (status === 429 && reset && /^\d+$/.test(reset)) return Number(reset) * 1000;
  return null;
}

/** The `data` object of a JSON:API answer with a string id, or null. */
function dataOf(body: Json): { id: string; type: string; attributes: Json } | null {
  const d = body.data;
  if (!isObject(d) || typeof d.id !== 'string' || !isObject(d.attributes)) return null;
  return { id: d.id, type: typeof d.type === 'string' ? d.type : '', attributes: d.attributes };
}

/** Persona's government-ID classes for the wizard's {idv}DocumentType. */
const ID_CLASS: Record<string, string> = {
  Passport: 'pp',
  License: 'dl',
  IdentificationCard: 'id',
};
/** Government-ID checks whose failure means a bad capture, not a bad document. */
const IMAGE_QUALITY_CHECKS = new Set([
  'id-blur-detection',
  'id-glare-detection',
  'id-image-quality-detection',
  'id-disallowed-type-detection',
  'id-color-inconsistency-detection',
  'id-electronic-replica-detection',
  'id-extracted-properties-detection',
  'id-damaged-detection',
]);

/** The Persona adapter (see the module comment). */
export function createPersonaIdentityVerification(
  opts: PersonaOptions,
): IdentityVerificationProvider {
  const log: Logger = opts.log ?? (() => {});
  const base = opts.baseUrl.replace(/\/+$/, '');
  const backoffMs = opts.backoffMs ?? 250;
  const maxRetryAfterMs = opts.maxRetryAfterMs ?? 10_000;
  const maxPolls = opts.maxPolls ?? 10;
  const pollIntervalMs = opts.pollIntervalMs ?? 500;
  const attempts = Math.max(1, opts.maxAttempts);
  const totalTimeoutMs = opts.totalTimeoutMs ?? 30_000;
  /** The deadline (epoch ms) of the check in progress (concurrent checks each have their own). */
  const deadline = new AsyncLocalStorage<number>();
  const withBudget = <T>(run: () => Promise<T>) => deadline.run(Date.now() + totalTimeoutMs, run);

  /** The same operation on the same path with the same body always gets the same key (an HMAC: no PII in it). */
  const idempotencyKey = (op: string, path: string, body: unknown) =>
    `wizard-${op}-${createHmac('sha256', opts.apiKey)
      .update(`${op}\n${path}\n${JSON.stringify(body)}`)
      .digest('base64url')
      .slice(0, 43)}`;

  /**
   * One API call with retries. Answers 2xx and 4xx other than 429 (the caller maps them);
   * throws PersonaError('unavailable') when 5xx / 429 / timeouts outlast the attempts, and
   * PersonaError('malformed') for a 2xx that is not a JSON object.
   */
  async function call(
    op: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${opts.apiKey}`,
      'Persona-Version': opts.version,
      'Key-Inflection': 'kebab',
      Accept: 'application/json',
    };
    let payload: string | undefined;
    if (method === 'POST') {
      payload = JSON.stringify(body ?? {});
      headers['Content-Type'] = 'application/json';
      headers['Idempotency-Key'] = idempotencyKey(op, path, body ?? {});
    }
    let lastStatus = 0;
    const until = deadline.getStore() ?? Number.POSITIVE_INFINITY;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const left = until - Date.now();
      if (left <= 0) break;
      const started = performance.now();
      let wait: number | null = null;
      try {
        const signal = AbortSignal.timeout(Math.min(opts.timeoutMs, left));
        const res = await fetch(`${base}${path}`, { method, headers, body: payload, signal });
        const text = await res.text();
        const ms = Math.round(performance.now() - started);
        lastStatus = res.status;
        log('kyc.provider_call', { provider: 'persona', op, status: res.status, attempt, ms });
        if (res.status === 429 || res.status >= 500) {
          wait = retryAfterMs(res.headers, res.status);
          if (wait !== null && wait > maxRetryAfterMs) break;
        } else {
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            parsed = null;
          }
          if (res.status >= 200 && res.status < 300) {
            if (!isObject(parsed)) throw new PersonaError('malformed', res.status, op);
            return { status: res.status, body: parsed };
          }
          return { status: res.status, body: isObject(parsed) ? parsed : {} };
        }
      } catch (err) {
        if (err instanceof PersonaError) throw err;
        const ms = Math.round(performance.now() - started);
        const timeout = err instanceof Error && /Timeout|Abort/.test(err.name);
        lastStatus = 0;
        log('kyc.provider_call', {
          provider: 'persona',
          op,
          status: timeout ? 'timeout' : 'network',
          attempt,
          ms,
        });
      }
      if (attempt < attempts) {
        const pause = wait ?? backoffMs * 2 ** (attempt - 1) + Math.random() * backoffMs;
        if (Date.now() + pause >= until) break;
        await sleep(pause);
      }
    }
    throw new PersonaError('unavailable', lastStatus, op);
  }

  /** A 2xx JSON:API resource, else PersonaError (a 4xx: 'request'; no resource: 'malformed'). */
  function resource(a: Answer, op: string) {
    if (a.status >= 300) throw new PersonaError('request', a.status, op);
    const d = dataOf(a.body);
    if (!d) throw new PersonaError('malformed', a.status, op);
    return d;
  }

  const statusOf = (d: { attributes: Json }, op: string): string => {
    const s = d.attributes.status;
    if (typeof s !== 'string') throw new PersonaError('malformed', 200, op);
    return s;
  };

  /** Polls GET `path` while the resource's status is one of `pending` (at most maxPolls times). */
  async function settle(
    op: string,
    path: string,
    first: ReturnType<typeof resource>,
    pending: readonly string[],
  ) {
    let current = first;
    for (let i = 0; pending.includes(statusOf(current, op)) && i < maxPolls; i++) {
      await sleep(pollIntervalMs);
      current = resource(await call(op, 'GET', path), op);
    }
    if (pending.includes(statusOf(current, op))) throw new PersonaError('unavailable', 200, op);
    return current;
  }

  const kycError = (): VerificationOutcome => ({
    outcome: 'KYCError',
    message: PERSONA_KYC_PREFIX + KYC_UNVERIFIED_TEXT,
  });

  /** Persona's names of a subject's data (kebab-case attributes). */
  const identityFields = (s: VerificationSubject) => {
    const f: Record<string, string> = {
      'name-first': s.firstName ?? '',
      'name-last': s.lastName ?? '',
      birthdate: s.dateOfBirth ?? '',
      'address-street-1': s.street ?? '',
      'address-city': s.city ?? '',
      'address-postal-code': s.postalCode ?? '',
    };
    if (s.state) f['address-subdivision'] = s.state;
    if (s.addressCountryIso2) f['address-country-code'] = s.addressCountryIso2;
    if (s.ssn) f['identification-number'] = s.ssn;
    return f;
  };

  /** Names of the failed checks of a verification (Persona's check names, no PII). */
  const failedChecks = (attributes: Json): string[] =>
    (Array.isArray(attributes.checks) ? attributes.checks : [])
      .filter((c): c is Json => isObject(c) && c.status === 'failed' && typeof c.name === 'string')
      .map((c) => String(c.name));

  return {
    name: 'persona',
    verify: (s, context) => withBudget(() => verify(s, context)),
    checkDocument: (doc, context) => withBudget(() => checkDocument(doc, context)),
  };

  async function verify(
    s: VerificationSubject,
    { applicationUid }: { applicationUid: string },
  ): Promise<VerificationOutcome> {
    if (!s.firstName || !s.lastName || !s.dateOfBirth || !s.street || !s.city || !s.postalCode)
      return { outcome: 'Failed', reason: 'incomplete identity' };
    if (s.countryIso3 === 'USA' && !s.ssn) return { outcome: 'Failed', reason: 'missing SSN' };
    const fields = identityFields(s);

    const inquiryAnswer = await call('inquiry.create', 'POST', '/inquiries', {
      data: {
        attributes: {
          'inquiry-template-id': opts.inquiryTemplateId,
          'reference-id': applicationUid,
          fields,
        },
      },
    });
    if (inquiryAnswer.status === 422) return kycError();
    const inquiry = resource(inquiryAnswer, 'inquiry.create');

    if (opts.watchlistTemplateId) {
      const reportAnswer = await call('report.create', 'POST', '/reports', {
        data: {
          attributes: {
            'report-template-id': opts.watchlistTemplateId,
            'reference-id': applicationUid,
            'name-first': fields['name-first'],
            'name-last': fields['name-last'],
            birthdate: fields.birthdate,
            ...(s.addressCountryIso2 ? { 'country-code': s.addressCountryIso2 } : {}),
          },
        },
      });
      if (reportAnswer.status === 422) return kycError();
      const created = resource(reportAnswer, 'report.create');
      const report = await settle(
        'report.get',
        `/reports/${encodeURIComponent(created.id)}`,
        created,
        ['pending'],
      );
      const status = statusOf(report, 'report.get');
      const hit = report.attributes['has-match'];
      if (status !== 'ready' || typeof hit !== 'boolean')
        throw new PersonaError('malformed', 200, 'report.get');
      if (hit) return { outcome: 'OFAC', message: OFAC_TEXT };
    }

    const dbAnswer = await call('database.create', 'POST', '/verification/databases', {
      data: {
        attributes: {
          inquiry: inquiry.id,
          'country-code': s.addressCountryIso2 ?? 'US',
          ...fields,
        },
      },
    });
    if (dbAnswer.status === 422) return kycError();
    const created = resource(dbAnswer, 'database.create');
    const path = `/verification/databases/${encodeURIComponent(created.id)}`;
    const submitted = await call('database.submit', 'POST', `${path}/submit`, {});
    if (submitted.status === 422) return kycError();
    const result = await settle('database.get', path, resource(submitted, 'database.submit'), [
      'initiated',
      'submitted',
    ]);
    const status = statusOf(result, 'database.get');
    if (status === 'passed') return { outcome: 'Passed' };
    if (status === 'failed') {
      const checks = failedChecks(result.attributes);
      return {
        outcome: 'Failed',
        reason: checks.length ? `database: ${checks.join(', ')}` : 'database verification failed',
      };
    }
    throw new PersonaError('malformed', 200, 'database.get');
  }

  async function checkDocument(
    doc: DocumentSubject,
    context?: { applicationUid: string },
  ): Promise<DocumentRefusal | null> {
    if (!context || !doc.content) throw new PersonaError('request', 0, 'government_id.create');
    const listed = await call(
      'inquiry.list',
      'GET',
      `/inquiries?filter%5Breference-id%5D=${encodeURIComponent(context.applicationUid)}&page%5Bsize%5D=1`,
    );
    if (listed.status >= 300) throw new PersonaError('request', listed.status, 'inquiry.list');
    const list = Array.isArray(listed.body.data) ? listed.body.data : null;
    const first = list?.[0];
    if (!isObject(first) || typeof first.id !== 'string')
      throw new PersonaError('malformed', listed.status, 'inquiry.list');
    const inquiryId = first.id;
    const inquiryFields = isObject(first.attributes) ? first.attributes.fields : null;
    const countryField =
      isObject(inquiryFields) && isObject(inquiryFields['address-country-code'])
        ? inquiryFields['address-country-code'].value
        : null;

    const ext = doc.mediaType.split('/')[1] ?? 'png';
    const createdAnswer = await call(
      'government_id.create',
      'POST',
      '/verification/government-ids',
      {
        data: {
          attributes: {
            inquiry: inquiryId,
            'id-class': ID_CLASS[doc.idvDocumentType ?? ''] ?? 'id',
            'country-code': typeof countryField === 'string' ? countryField : 'US',
            'front-photo': {
              data: Buffer.from(doc.content).toString('base64'),
              filename: `front.${ext === 'jpeg' ? 'jpg' : ext}`,
            },
          },
        },
      },
    );
    if (createdAnswer.status === 422)
      return { code: 'DocumentUploadError', message: IMAGE_QUALITY_TEXT };
    const created = resource(createdAnswer, 'government_id.create');
    const path = `/verification/government-ids/${encodeURIComponent(created.id)}`;
    const submitted = await call('government_id.submit', 'POST', `${path}/submit`, {});
    if (submitted.status === 422)
      return { code: 'DocumentUploadError', message: IMAGE_QUALITY_TEXT };
    const result = await settle(
      'government_id.get',
      path,
      resource(submitted, 'government_id.submit'),
      ['initiated', 'submitted'],
    );
    const status = statusOf(result, 'government_id.get');
    if (status === 'requires_retry')
      return { code: 'DocumentUploadError', message: IMAGE_QUALITY_TEXT };
    if (status === 'failed') {
      const checks = failedChecks(result.attributes);
      return checks.length > 0 && checks.every((c) => IMAGE_QUALITY_CHECKS.has(c))
        ? { code: 'DocumentUploadError', message: IMAGE_QUALITY_TEXT }
        : { code: 'DocumentVerificationError', message: DOCUMENT_UNVERIFIED_TEXT };
    }
    if (status !== 'passed') throw new PersonaError('malformed', 200, 'government_id.get');

    // Accepted: the decision is asked again (doc 3 §4 "done (processing verification)").
    // The upload stands even when this read fails: the decision is then 'unknown' in the log.
    let decision = 'unknown';
    try {
      const again = await call('inquiry.get', 'GET', `/inquiries/${encodeURIComponent(inquiryId)}`);
      const decided = again.status < 300 ? dataOf(again.body) : null;
      if (decided && typeof decided.attributes.status === 'string')
        decision = decided.attributes.status;
    } catch {
      decision = 'unknown';
    }
    log('kyc.redecision', { provider: 'persona', status: decision });
    return null;
  }
}

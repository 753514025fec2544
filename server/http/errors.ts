/**
 * Error answers of the reference server (doc 1 §8.1): every non-2xx body is
 * `{ ErrorMessage?, Errors: [{ Code, Message, Context }] }` with the spec's codes.
 *
 * Routes throw `ApiError`; the app's error handler (server/app.ts) turns it into the body.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorItem, ErrorResponse } from '../../services/api/contract';

/** A refusal with its HTTP status and spec error items. */
export class ApiError extends Error {
  /** Extra response headers (e.g. Retry-After of a 429, server/http/rate-limit.ts). */
  headers?: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: ApiErrorItem[],
    readonly errorMessage?: string,
  ) {
    super(errors.map((e) => e.Code).join(', '));
    this.name = 'ApiError';
  }

  toBody(): ErrorResponse {
    return this.errorMessage === undefined
      ? { Errors: this.errors }
      : { ErrorMessage: this.errorMessage, Errors: this.errors };
  }
}

/** One-error shorthand: `fail(400, 'FundingTypeIsNotDefined', 'message', 'BankFundingType')`. */
export function fail(
  status: ContentfulStatusCode,
  code: string,
  message: string | null = null,
  context: string | null = null,
  errorMessage?: string,
): ApiError {
  return new ApiError(status, [{ Code: code, Message: message, Context: context }], errorMessage);
}

/** The errors every area answers with (doc 1 §8.2). */
export const Errors = {
  /** 401: missing, malformed, expired or wrong-type token (doc 1 §8.1 "401 → logout"). */
  invalidToken: () => fail(401, 'InvalidToken', 'The token is missing, invalid or expired.'),
  /** 403: the application belongs to another user. */
  permissionDenied: () =>
    fail(
      403,
      'Error_PermissionDenied',
      'You do not have access to this application.',
      'ApplicationUid',
    ),
  /** 404: no such application. */
  invalidApplicationUid: () =>
    fail(404, 'InvalidApplicationUid', 'Application was not found.', 'ApplicationUid'),
  /** 404: no such person on this application. */
  invalidPersonUid: () => fail(404, 'InvalidPersonUid', 'Person was not found.', 'PersonUid'),
  /** 400: the application was completed; its data can no longer change (doc 3 §8). */
  applicationIsCompleted: () =>
    fail(
      400,
      'ApplicationIsCompleted',
      'Application has been already completed.',
      null,
      'Application has been already completed.',
    ),
  /** 404: unknown route. */
  notFound: () => fail(404, 'NotFound', 'The requested resource does not exist.'),
  /** 400: the body is not JSON. */
  invalidBody: () => fail(400, 'InvalidRequestBody', 'The request body is not valid JSON.'),
  /** 500: a real fault; details are logged without PII, never answered. */
  internal: () =>
    fail(500, 'InternalServerError', 'Something went wrong', null, 'Something went wrong'),
} as const;

/**
 * The common-password range lookup (issue 11; issue 12's blocklist beside doc 1 §5). No
 * authentication: it answers public list data and learns only a hash prefix.
 *
 * - GET /v2/users/passwords/common-range/{prefix} — `prefix` is the first COMMON_RANGE_PREFIX (3)
 *   hex characters of the SHA-256 of a lookup form (services/api/common-passwords.ts
 *   `commonPasswordForms`: trimmed, lower-cased, and without symbols at its ends). 200
 *   `{ Suffixes: string[] }`: the other 61 hex characters of every listed password in that bucket,
 *   sorted (often a dozen; [] for an empty bucket). Upper-case hex is accepted. 400
 *   `RangePrefixIsInvalid` (Context 'prefix') for anything else.
 * - `Cache-Control: public, max-age=86400` and a strong ETag; a repeat with If-None-Match answers
 *   304 (Hono's etag middleware). The list changes only with a deployment.
 */
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { COMMON_RANGE_PREFIX } from '../../services/api/common-passwords';
import { fail } from '../http/errors';
import { commonRange, loadCommonPasswords } from '../passwords/common-list';

const PREFIX = new RegExp(`^[0-9a-f]{${COMMON_RANGE_PREFIX}}$`);

/** Routes under /v2 (mounted in server/app.ts). */
export function passwordRangeRoutes() {
  return new Hono()
    .use('/users/passwords/common-range/*', etag())
    .get('/users/passwords/common-range/:prefix', async (c) => {
      const prefix = c.req.param('prefix').toLowerCase();
      if (!PREFIX.test(prefix))
        throw fail(400, 'RangePrefixIsInvalid', 'The range prefix is not valid.', 'prefix');
      await loadCommonPasswords();
      return c.json({ Suffixes: commonRange(prefix) }, 200, {
        'Cache-Control': 'public, max-age=86400',
      });
    });
}

/**
 * Legal entities (doc 2 §3, §5, §7 "Legal entities"): the business or trust of a Corporate
 * application, under /v2/applications/{ApplicationUid}/legal-entities. Bearer token required;
 * the application must be the caller's (404 InvalidApplicationUid, 403 Error_PermissionDenied),
 * not completed (400 ApplicationIsCompleted) and of type Corporate (400 ApplicationTypeIsInvalid,
 * Context 'ApplicationType'). Every answer is `legalEntityResponse`.
 *
 * - POST …/legal-entities {Name} → 201 (200 when it exists: the name is overwritten);
 *   PUT …/legal-entities/names {Name} → 200. Errors: NameIsNullOrEmpty,
 *   LegalEntityNameInvalidLength (over 200 characters) — Context 'Name'.
 * - POST|PUT …/legal-entities/eins {Ein, NoEin} → 201|200. NoEin true saves Ein '' (distinct
 *   from null, never given); otherwise EinIsNullOrEmpty, EinIsInvalid (doc 2 §5 EIN) — Context
 *   'Ein'; stored sealed (AES-256-GCM, server/auth/pii.ts); answers show only the last four
 *   digits, '**-***6789'.
 * - POST|PUT …/legal-entities/addresses (address payload) → 201|200 with AddressResponse; the
 *   address codes of doc 2 §8 (as persons' addresses).
 * EIN and address need the entity created by name first: 404 LegalEntityNotFound.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { addressRequest, einRequest, legalEntityNameRequest } from '../../services/api/contract';
import type { ApplicationRow } from '../db/applications';
import {
  findLegalEntity,
  toLegalEntityResponse,
  upsertLegalEntity,
  type LegalEntityPatch,
} from '../db/legal-entities';
import { editableApplication, type AppEnv } from '../http/auth';
import { fail } from '../http/errors';
import { parseOr400, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';
import { resolveAddress } from './addresses';

export function legalEntityRoutes(deps: RouteDeps) {
  const { db } = deps;

  const corporate = async (c: Context<AppEnv>): Promise<ApplicationRow> => {
    const application = await editableApplication(
      db,
      c.get('auth'),
      c.req.param('applicationUid')!,
    );
    if (application.applicationType !== 'Corporate') {
      throw fail(
        400,
        'ApplicationTypeIsInvalid',
        'Only business and trust applications have a legal entity.',
        'ApplicationType',
      );
    }
    return application;
  };

  /** Validate the body, check the application (and the entity when `needsEntity`), write once. */
  const handler =
    <S extends z.ZodType>(
      schema: S,
      needsEntity: boolean,
      toPatch: (body: z.output<S>, app: ApplicationRow) => Promise<LegalEntityPatch>,
    ) =>
    async (c: Context<AppEnv>) => {
      const body = parseOr400(schema, await readJsonBody(c));
      const application = await corporate(c);
      if (needsEntity && !(await findLegalEntity(db, application.uid))) {
        throw fail(404, 'LegalEntityNotFound', 'Enter the business name first.', 'LegalEntity');
      }
      const { row, created } = await upsertLegalEntity(
        db,
        application.uid,
        await toPatch(body, application),
      );
      // POST answers 201, except a repeated create-by-name (200); PUT answers 200.
      const status = c.req.method === 'PUT' || (!needsEntity && !created) ? 200 : 201;
      return c.json(toLegalEntityResponse(row, application.accountType), status);
    };

  const name = handler(legalEntityNameRequest, false, async (b) => ({ name: b.Name }));
  const ein = handler(einRequest, true, async (b) => ({
    ein: deps.pii.seal(b.Ein, 'ein'),
    noEin: b.NoEin,
  }));
  // ResolvedAddress has exactly the legal-entity address columns.
  const address = handler(addressRequest, true, (b, app) => resolveAddress(db, app, b));

  return new Hono<AppEnv>()
    .post('/applications/:applicationUid/legal-entities', name)
    .put('/applications/:applicationUid/legal-entities/names', name)
    .on(['POST', 'PUT'], '/applications/:applicationUid/legal-entities/eins', ein)
    .on(['POST', 'PUT'], '/applications/:applicationUid/legal-entities/addresses', address);
}

/**
 * Customer-due-diligence answers of an application (doc 2 §3, §5, §7 "Customer due diligence",
 * §8 code → field). Bearer token required (401 InvalidToken); the application must be the
 * caller's (404 InvalidApplicationUid, 403 Error_PermissionDenied); writes refuse a completed
 * application (400 ApplicationIsCompleted). Rules: server/domain/cdd-rules.ts.
 *
 * Under /v2/customer-due-diligence/{ApplicationUid}/:
 * - employment-info — GET → 200 employmentInfo or null; POST → 201, PUT → 200 the saved form.
 *   400 EmploymentStatusTypeIsNull / IsInvalid (Context EmploymentStatus); Employed (1):
 *   OccupationCategoryIsNull / IsInvalid, OccupationIsNull / IsInvalid, EmployerNameIsNull,
 *   EmployerAddressLineIsNull, EmployerCityIsNull (…IsInvalidLength over 50), EmployerZipCodeIsNull
 *   / IsInvalidLength / IsNotValid, EmployerStateIsNull / IsInvalidLength / IsInvalid; otherwise
 *   PriorOccupationCategoryIsNull / IsInvalid, PriorOccupationIsNull / IsInvalid (Contexts
 *   OccupationCategory, Occupation), IncomeSourceTypeIsNull / IsInvalid (Context SourceOfIncome).
 * - identification-info — same verbs. 400 IdentificationTypeIsInvalid (IDType), IDNumberIsNull /
 *   IsInvalid (IDNumber), IDIssueDateIsNull / IsInvalid (IssueDate; future dates),
 *   IDExpirationDateIsNull / IsInvalid (ExpiryDate; past dates), IssuedByCountryIsNull / IsInvalid
 *   (IssuedBy; Passport), IssuedByStateIsNull / IsInvalid (State; other types),
 *   UnnecessaryDataProvided (general; Message 'BadRequestValidation - …').
 * - account-funding — same verbs. 400 AccountPurposeTypeIsNull / IsInvalid (AccountPurpose);
 *   InitialFundingSourceTypesIsNull / NoneSelected / IsInvalid (InitialFundingSourceTypes);
 *   InitialFundingSourceTypesOtherDetailsMissing / OtherDetailsNotNeeded
 *   (InitialFundingOtherDetails); the same Ongoing* codes.
 * Every error found is answered at once (one per field); nothing is written on a refusal.
 * IDNumber is stored sealed and answered in full to its owner (issue 20, server/db/cdd.ts).
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  accountFundingInfo,
  employmentInfo,
  identificationInfo,
} from '../../services/api/contract';
import { findCountry, listCddLookup, listStates } from '../db/reference';
import { cddAnswerOf, saveCddAnswer } from '../db/cdd';
import type { Db } from '../db/client';
import {
  checkAccountFunding,
  checkEmployment,
  checkIdentification,
  type CddLookups,
  type CheckResult,
} from '../domain/cdd-rules';
import { editableApplication, ownedApplication, requireAuth, type AppEnv } from '../http/auth';
import { ApiError } from '../http/errors';
import { parseOr400, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';

/** The lookups the rules need, read from the seeded lists. */
export function cddLookups(db: Db): CddLookups {
  return {
    ids: async (list) => new Map((await listCddLookup(db, list)).map((r) => [r.id, r.caption])),
    occupations: async () => {
      const out: Record<string, string[]> = {};
      for (const r of await listCddLookup(db, 'occupation'))
        (out[r.category] ??= []).push(r.caption);
      return out;
    },
    usState: async (s) => {
      const q = s.trim().toLowerCase();
      const found = (await listStates(db, 'USA', 1)).find((st) =>
        q.length === 2 ? st.Code.toLowerCase() === q : st.Caption.toLowerCase() === q,
      );
      return found?.Code ?? null;
    },
    country: async (iso3) => {
      const c = await findCountry(db, iso3);
      return c && c.iso3 === iso3.trim().toUpperCase() ? c.iso3 : null;
    },
  };
}

export function cddAnswerRoutes({ db, tokens, sessions, now, pii }: RouteDeps) {
  const auth = requireAuth(db, tokens, sessions);
  const lookups = cddLookups(db);

  const area = <S extends z.ZodType>(
    path: string,
    kind: string,
    schema: S,
    check: (body: z.output<S>) => Promise<CheckResult<unknown>>,
  ) => {
    const full = `/customer-due-diligence/:applicationUid/${path}`;
    const write = async (c: Context<AppEnv>) => {
      const body = parseOr400(schema, await readJsonBody(c));
      const app = await editableApplication(db, c.get('auth'), c.req.param('applicationUid')!);
      const { errors, data } = await check(body);
      if (errors.length) throw new ApiError(400, errors);
      await saveCddAnswer(db, app.uid, kind, data as Record<string, unknown>, pii, now());
      return c.json(data, c.req.method === 'POST' ? 201 : 200);
    };
    return new Hono<AppEnv>()
      .get(full, auth, async (c) => {
        const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid') ?? '');
        return c.json(await cddAnswerOf(db, app.uid, kind, pii));
      })
      .post(full, auth, write)
      .put(full, auth, write);
  };

  return new Hono<AppEnv>()
    .route(
      '/',
      area('employment-info', 'employment', employmentInfo, (b) => checkEmployment(b, lookups)),
    )
    .route(
      '/',
      area('identification-info', 'identification', identificationInfo, (b) =>
        checkIdentification(b, lookups, now()),
      ),
    )
    .route(
      '/',
      area('account-funding', 'accountFunding', accountFundingInfo, (b) =>
        checkAccountFunding(b, lookups),
      ),
    );
}

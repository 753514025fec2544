/**
 * Applications (doc 1 §7.4, doc 3 §4 Submission). All need a bearer token (401 InvalidToken);
 * an ApplicationUid that does not exist answers 404 InvalidApplicationUid, one of another user
 * 403 Error_PermissionDenied.
 *
 * - POST /v2/applications {ApplicationType?, AccountType?, RegistrationFlowType?, …}
 *   → 201 {ApplicationUid}; becomes the user's current application (the next refresh names it).
 *   AccountType, when not null/'', must be a sub-type of ApplicationType (doc 1 §9: Corporate,
 *   SoleProprietorship, LimitedLiabilityCorporation, Trust, Partnership; IRA Traditional, Roth,
 *   SIMPLE, SEP; JointTenants Common, WithRightOfSurvivorship; UTMA Custodian, Trustee;
 *   Individual and an application without a type: none) → else 400 AccountTypeIsInvalid
 *   (Context 'AccountType'). A kind without its sub-type is accepted (chosen later, …/account-types).
 *   With IsUpgrade true, AccountUid + AccountCode must name a basic account of the caller not yet
 *   upgraded (400 Error_AccountNotFound, Context 'AccountUid'; 400 ApplicationIsCompleted); the
 *   application then carries its AccountUid and AccountUpgradeType 1 (server/db/basic-accounts.ts).
 * - GET /v2/applications/{ApplicationUid} → 200 applicationResponse, with the sub-object of its
 *   type (IndividualApplication, CorporateApplication, IRAApplication, JointTenantsApplication,
 *   UTMAApplication; doc 1 §3) holding AccountType, the sub-type field and the person sections.
 * - DELETE /v2/applications/{ApplicationUid} → 204; 400 ApplicationIsCompleted. When it was the
 *   current application, the user's newest other application becomes current.
 * - POST /v2/applications/{ApplicationUid}/types, POST|PUT …/account-types?registrationFlowType
 *   {ApplicationType, <Kind>AccountType} → 200 {ApplicationType, AccountType} (doc 1 §9 names).
 *   …/types accepts the kind alone; …/account-types needs the sub-type of Corporate
 *   (CorporateAccountType), IRA (IRAAccountType), JointTenants (JointTenantsAccountType) and
 *   UTMA (UTMAAccountType): 400 AccountTypeIsNotDefined (Context = that field). Sub-type fields
 *   of other kinds are ignored. 400 ApplicationTypeIsInvalid / <Field>IsInvalid for unknown
 *   names; 400 ApplicationIsCompleted.
 * - POST|PUT …/ira-business-names {BusinessName} → 201|200 {BusinessName}; IRAApplication.CompanyName
 *   (doc 2 §2.6; path not shown by the spec). 400 BusinessNameIsNullOrEmpty,
 *   BusinessNameIsInvalidLength (over 50), ApplicationTypeIsInvalid (not IRA), ApplicationIsCompleted.
 * - POST …/steps {Step} → 200 {ApplicationUid, ApplicationStep}; 400
 *   WizardValidation_InvalidApplicationStepType (Context 'Step') unless Step is a literal path
 *   of doc 1 §2.1.
 * - PATCH …?sessionId → 200 {IsSuccess, AccountNumber} (`submitApplication`, shared with
 *   PATCH /v2/basic-accounts/upgrade/{applicationUid}) after identity verification
 *   (server/providers/identity-verification.ts). 400 WizardValidation_MissingAgreementConsent
 *   without the main agreement; on a repeat, 400 ApplicationAlreadyCreated ('Application already
 *   submitted.') with the sessionId that completed it, else 400 ApplicationIsCompleted; 422 OFACError or KYCError
 *   (Message = 30-character provider prefix + text, doc 1 §8.1); 502 RequestError when the
 *   provider cannot be reached.
 * CRM events (/v2/crm/{ApplicationUid}/…): server/routes/crm.ts; CDD answers
 * (/v2/customer-due-diligence/{ApplicationUid}/…): server/routes/cdd-answers.ts (mounted here).
 */
import { Hono } from 'hono';
import {
  accountTypesQuery,
  accountTypesRequest,
  completeQuery,
  createApplicationRequest,
  iraBusinessNameRequest,
  iraBusinessNameRequestAssisted,
  isAccountTypeOf,
  stepRequest,
  type ApplicationType,
  type RegistrationFlowType,
} from '../../services/api/contract';
import {
  applicationView,
  completeApplication,
  type ApplicationRow,
  deleteApplication,
  insertApplication,
  MAIN_ROLE,
  recordStep,
  setApplicationType,
} from '../db/applications';
import {
  claimUpgrade,
  linkUpgradeApplication,
  upgradableAccount,
  upgradedByOther,
  upgradeTargetOf,
} from '../db/basic-accounts';
import { findPersonByRole } from '../db/persons';
import { recordTracking } from '../db/tracking';
import { setCurrentApplication } from '../db/users';
import { assertAgreementsAccepted } from '../domain/required-agreements';
import { isKnownStepPath } from '../domain/step-paths';
import {
  actorOf,
  editableApplication,
  isImpersonation,
  ownedApplication,
  refuseImpersonation,
  type Actor,
  type AppEnv,
} from '../http/auth';
import { ApiError, Errors, fail } from '../http/errors';
import { jsonBody, parseOr400, queryParams, readJsonBody } from '../http/validation';
import { applications } from '../db/schema';
import { eq } from 'drizzle-orm';
import { verificationRefusal, type VerificationOutcome } from '../providers/identity-verification';
import { cddAnswerRoutes } from './cdd-answers';
import { crmRoutes } from './crm';
import type { RouteDeps } from './deps';

/** The sub-type field of an account-types body that matches its ApplicationType. */
function accountTypeOf(body: {
  ApplicationType: ApplicationType;
  CorporateAccountType?: string | null;
  IRAAccountType?: string | null;
  UTMAAccountType?: string | null;
  JointTenantsAccountType?: string | null;
}): string | null {
  switch (body.ApplicationType) {
    case 'Corporate':
      return body.CorporateAccountType ?? null;
    case 'IRA':
      return body.IRAAccountType ?? null;
    case 'UTMA':
      return body.UTMAAccountType ?? null;
    case 'JointTenants':
      return body.JointTenantsAccountType ?? null;
    default:
      return null;
  }
}

/** The sub-type field each kind needs on …/account-types (doc 1 §7.4). */
const SUBTYPE_FIELD: Partial<Record<ApplicationType, string>> = {
  Corporate: 'CorporateAccountType',
  IRA: 'IRAAccountType',
  UTMA: 'UTMAAccountType',
  JointTenants: 'JointTenantsAccountType',
};

/** A new account number: the broker code and 8 digits, e.g. 'HAA40217735'. */
export function newAccountNumber(brokerCode: string): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 100_000_000;
  return `${brokerCode.toUpperCase()}${String(n).padStart(8, '0')}`;
}

export function applicationRoutes(deps: RouteDeps) {
  const { db, log } = deps;

  const setTypes = async (
    auth: AppEnv['Variables']['auth'],
    uid: string,
    flow: RegistrationFlowType,
    body: Parameters<typeof accountTypeOf>[0],
    requireSubtype: boolean,
  ) => {
    await editableApplication(db, auth, uid);
    const accountType = accountTypeOf(body);
    const field = SUBTYPE_FIELD[body.ApplicationType];
    if (requireSubtype && field && !accountType) {
      throw fail(400, 'AccountTypeIsNotDefined', 'Choose the account type.', field);
    }
    await setApplicationType(db, uid, body.ApplicationType, accountType, flow);
    return { ApplicationType: body.ApplicationType, AccountType: accountType };
  };

  return new Hono<AppEnv>()
    .route('/', crmRoutes(deps))
    .route('/', cddAnswerRoutes(deps))
    .post('/applications', jsonBody(createApplicationRequest), async (c) => {
      const auth = c.get('auth');
      const body = c.req.valid('json');
      const applicationType = body.ApplicationType || null;
      // doc 1 §9: AccountType must be a sub-type of ApplicationType (Individual and no type: none).
      if (!isAccountTypeOf(applicationType, body.AccountType)) {
        throw fail(
          400,
          'AccountTypeIsInvalid',
          `'${body.AccountType}' is not an account type of ${applicationType ?? 'an application without a type'}.`,
          'AccountType',
        );
      }
      // Upgrade of a basic account (doc 1 §4.11): 400 Error_AccountNotFound / ApplicationIsCompleted.
      const upgrade = body.IsUpgrade
        ? await upgradableAccount(db, auth.userUid, body.AccountUid, body.AccountCode)
        : null;
      if (upgrade === 'NotFound')
        throw fail(400, 'Error_AccountNotFound', 'Account was not found.', 'AccountUid');
      if (upgrade === 'Upgraded') throw Errors.applicationIsCompleted();
      const app = await db.transaction(async (tx) => {
        const created = await insertApplication(tx, {
          userUid: auth.userUid,
          brokerCode: auth.brokerCode,
          applicationType,
          accountType: body.AccountType || null,
          registrationFlowType: body.RegistrationFlowType ?? 1,
        });
        await setCurrentApplication(tx, auth.userUid, created.uid);
        if (upgrade) await linkUpgradeApplication(tx, created.uid, upgrade.accountUid);
        if (body.TrackingDetails) {
          await recordTracking(tx, 'createApplication', body.TrackingDetails, {
            userUid: auth.userUid,
            applicationUid: created.uid,
          });
        }
        return created;
      });
      log('application.created', { applicationType });
      return c.json({ ApplicationUid: app.uid }, 201);
    })
    .get('/applications/:applicationUid', async (c) => {
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      return c.json(await applicationView(db, app, deps.pii));
    })
    .post(
      '/applications/:applicationUid/types',
      queryParams(accountTypesQuery),
      jsonBody(accountTypesRequest),
      async (c) => {
        const flow = c.req.valid('query').registrationFlowType as RegistrationFlowType;
        return c.json(
          await setTypes(
            c.get('auth'),
            c.req.param('applicationUid'),
            flow,
            c.req.valid('json'),
            false,
          ),
        );
      },
    )
    .on(
      ['POST', 'PUT'],
      '/applications/:applicationUid/account-types',
      queryParams(accountTypesQuery),
      jsonBody(accountTypesRequest),
      async (c) => {
        const flow = c.req.valid('query').registrationFlowType as RegistrationFlowType;
        return c.json(
          await setTypes(
            c.get('auth'),
            c.req.param('applicationUid'),
            flow,
            c.req.valid('json'),
            true,
          ),
        );
      },
    )
    .delete('/applications/:applicationUid', async (c) => {
      const app = await editableApplication(db, c.get('auth'), c.req.param('applicationUid'));
      await db.transaction((tx) => deleteApplication(tx, app));
      log('application.deleted', {});
      return c.body(null, 204);
    })
    .on(['POST', 'PUT'], '/applications/:applicationUid/ira-business-names', async (c) => {
      // doc 2 §5: a sales agent may leave the IRA business name empty (saved as null).
      const schema = isImpersonation(c.get('auth'))
        ? iraBusinessNameRequestAssisted
        : iraBusinessNameRequest;
      const BusinessName = parseOr400(schema, await readJsonBody(c)).BusinessName ?? null;
      const app = await editableApplication(db, c.get('auth'), c.req.param('applicationUid'));
      if (app.applicationType !== 'IRA') {
        throw fail(
          400,
          'ApplicationTypeIsInvalid',
          'Only IRA applications have a business name.',
          'ApplicationType',
        );
      }
      await db
        .update(applications)
        .set({ companyName: BusinessName })
        .where(eq(applications.uid, app.uid));
      return c.json({ BusinessName }, c.req.method === 'POST' ? 201 : 200);
    })
    .post('/applications/:applicationUid/steps', jsonBody(stepRequest), async (c) => {
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const { Step } = c.req.valid('json');
      if (!isKnownStepPath(Step)) {
        throw fail(
          400,
          'WizardValidation_InvalidApplicationStepType',
          'invalid application step',
          'Step',
        );
      }
      await db.transaction((tx) => recordStep(tx, app, Step));
      return c.json({ ApplicationUid: app.uid, ApplicationStep: Step });
    })
    .patch('/applications/:applicationUid', queryParams(completeQuery), async (c) => {
      // Issue 31: the customer submits; an agent's review sends the invitation instead (doc 1 §6).
      refuseImpersonation(c.get('auth'), 'submission');
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      return c.json(
        await submitApplication(deps, app, c.req.valid('query').sessionId, actorOf(c.get('auth'))),
      );
    });
}

/** Answer of a completion (doc 3 §3 Submit result). */
export interface SubmitResult {
  IsSuccess: boolean;
  AccountNumber: string | null;
}

/**
 * Completes `app` (doc 3 §4 Submission) for PATCH v2/applications/{ApplicationUid}?sessionId and
 * PATCH /v2/basic-accounts/upgrade/{applicationUid} (server/routes/basic-accounts.ts).
 * Refusals, in order: a repeat → 400 ApplicationAlreadyCreated (the non-null sessionId that
 * completed it) or 400 ApplicationIsCompleted; an agreement it needs not accepted (the main one,
 * the programme's terms, the ACH terms, the IRA agreement: server/domain/required-agreements.ts)
 * → 400 WizardValidation_MissingAgreementConsent (Context the missing type); then identity verification (422 OFACError / KYCError, 502
 * RequestError). An application that upgrades a basic account (server/db/basic-accounts.ts)
 * keeps that account's AccountUid and AccountNumber (also when verification fails) and claims it
 * in the same transaction: 400 ApplicationIsCompleted when another application upgraded it first.
 * Nothing is written on a refusal. `actor` (issue 31) is stored as who submitted; the routes
 * refuse an impersonating agent before calling this (`refuseImpersonation`).
 */
export async function submitApplication(
  deps: RouteDeps,
  app: ApplicationRow,
  sessionId: string | null,
  actor: Actor,
): Promise<SubmitResult> {
  const { db, identityVerification, log } = deps;
  const alreadyCreated = () =>
    fail(
      400,
      'ApplicationAlreadyCreated',
      'Application already submitted.',
      null,
      'Application already submitted.',
    );
  if (app.isCompleted)
    throw sessionId !== null && app.sessionId === sessionId
      ? alreadyCreated()
      : Errors.applicationIsCompleted();
  // Issue 35 item 3: every agreement the application needs (server/domain/required-agreements.ts).
  await assertAgreementsAccepted(db, app);
  const upgrade = await upgradeTargetOf(db, app);
  if (upgrade && upgradedByOther(upgrade, app.uid)) throw Errors.applicationIsCompleted();
  const type = app.applicationType as ApplicationType | null;
  const main = type ? await findPersonByRole(db, app.uid, MAIN_ROLE[type]) : null;

  // Opened before the provider is called: a value that does not open (PiiDecryptError) is answered
  // 500 SealedValueUnreadable by the app's error handler, never as a provider outage (issue 20).
  const ssn = deps.pii.open(main?.ssn ?? null, 'ssn');
  let result: VerificationOutcome;
  try {
    result = await identityVerification.verify(
      {
        firstName: main?.firstName ?? null,
        lastName: main?.lastName ?? null,
        dateOfBirth: main?.dateOfBirth ?? null,
        countryIso3: main?.countryIso3 ?? null,
        ssn,
        street: main?.street ?? null,
        city: main?.city ?? null,
        postalCode: main?.postalCode ?? null,
        addressCountryIso3: main?.addressCountryIso3 ?? null,
        state: main?.state ?? null,
        addressCountryIso2: main?.addressCountryIso2 ?? null,
      },
      { applicationUid: app.uid, sessionId: sessionId ?? '' },
    );
  } catch {
    log('kyc.provider_error', { provider: identityVerification.name });
    throw fail(
      502,
      'RequestError',
      'Identity verification is not available. Please try again later.',
    );
  }
  log('kyc.result', { provider: identityVerification.name, outcome: result.outcome });
  const refusal = verificationRefusal(result);
  if (refusal) throw new ApiError(422, [refusal]);

  const passed = result.outcome === 'Passed';
  const accountNumber = upgrade
    ? upgrade.accountNumber
    : passed
      ? newAccountNumber(app.brokerCode)
      : null;
  const at = deps.now();
  await db.transaction(async (tx) => {
    const completed = await completeApplication(tx, app.uid, {
      sessionId,
      verificationResult: result.outcome,
      accountUid: upgrade ? upgrade.accountUid : crypto.randomUUID(),
      accountNumber,
      at,
      completedByKind: actor.kind,
      completedByUid: actor.uid,
    });
    if (!completed) throw Errors.applicationIsCompleted();
    // Throwing rolls the completion back: the basic account was upgraded by another application.
    if (upgrade && !(await claimUpgrade(tx, upgrade.accountUid, app.uid, at)))
      throw Errors.applicationIsCompleted();
  });
  if (upgrade) log('basic_account.upgraded', { outcome: result.outcome });
  return { IsSuccess: passed, AccountNumber: accountNumber };
}

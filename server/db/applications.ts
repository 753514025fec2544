/**
 * Application access (doc 1 §3 Application, §7.4) and the GET application view
 * (`applicationResponse` of services/api/contract.ts).
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  CORPORATE_ACCOUNT_TYPES,
  IRA_ACCOUNT_TYPES,
  JOINT_ACCOUNT_TYPES,
  UTMA_ACCOUNT_TYPES,
  type Application,
  type IraApplicationFunding,
  type ApplicationType,
  type LegalEntity,
  type Person,
  type RegistrationFlowType,
} from '../../services/api/contract';
import type { PiiCipher } from '../auth/pii';
import { applicationMenu } from '../domain/onboarding';
import type { Db } from './client';
import { acceptedAgreements, findFunding } from './fundings';
import { cddAnswersOf } from './cdd';
import { findIraFunding, toIraFunding } from './ira-fundings';
import { findLegalEntity, toLegalEntityResponse } from './legal-entities';
import { listPersons, toPersonResponse } from './persons';
import { metalStreamView } from './metal-streams';
import { findBrokerSettings } from './reference';
import { listBrokerApplications } from './sales';
import { applicationSteps, applications, users } from './schema';
import { addToStepRollups, FUNDED_PATHS, SECURED_PATH } from './analytics';
import { wizardIdFor } from '../../machines/wizard-engine/registry';
import { isUuid } from './uuid';

export type ApplicationRow = typeof applications.$inferSelect;

/** The section of the per-type sub-object that holds the main person (doc 1 §3). */
export const MAIN_ROLE: Record<ApplicationType, string> = {
  Individual: 'Owner',
  IRA: 'Owner',
  Corporate: 'AuthorizedAgent',
  JointTenants: 'PrimaryHolder',
  UTMA: 'Custodian',
};

export { isUuid };

export async function findApplication(db: Db, uid: string): Promise<ApplicationRow | null> {
  if (!isUuid(uid)) return null;
  const [row] = await db.select().from(applications).where(eq(applications.uid, uid));
  return row ?? null;
}

export interface NewApplication {
  userUid: string;
  brokerCode: string;
  applicationType: ApplicationType | null;
  accountType: string | null;
  registrationFlowType: RegistrationFlowType;
}

export async function insertApplication(db: Db, input: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(input).returning();
  return row;
}

export async function setApplicationType(
  db: Db,
  uid: string,
  applicationType: ApplicationType,
  accountType: string | null,
  registrationFlowType: RegistrationFlowType,
): Promise<void> {
  await db
    .update(applications)
    .set({ applicationType, accountType, registrationFlowType })
    .where(eq(applications.uid, uid));
}

/**
 * Records a step (doc 2 §2.1): history row plus ApplicationStep for resuming. Issue 25 (the
 * journey map, server/db/analytics.ts): the record carries the application's kind and whether it
 * is the first visit of the step; the application's previous record gets this step as its
 * `nextStep` and the time as `leftAt`; the first address and review records set the
 * application's `securedAt` and `fundedAt`; and the daily rollup (addToStepRollups) counts the
 * move, its time spent and the first visit. Run it in a transaction: the statements describe one
 * move.
 */
export async function recordStep(
  db: Db,
  app: Pick<
    ApplicationRow,
    'uid' | 'brokerCode' | 'applicationType' | 'accountType' | 'registrationFlowType'
  >,
  step: string,
): Promise<void> {
  const uid = app.uid;
  const [seen] = await db
    .select({ id: applicationSteps.id })
    .from(applicationSteps)
    .where(and(eq(applicationSteps.step, step), eq(applicationSteps.applicationUid, uid)))
    .limit(1);
  const kind = wizardIdFor(app.applicationType as ApplicationType | null, {
    accountType: app.accountType,
    registrationFlowType: app.registrationFlowType,
  });
  await addToStepRollups(
    db,
    app.brokerCode,
    step,
    sql`update application_steps set next_step = ${step}, left_at = now()
      where application_uid = ${uid} and left_at is null
      returning kind, step, created_at, left_at`,
    sql`insert into application_steps (application_uid, step, kind, first_visit)
      values (${uid}, ${step}, ${kind}, ${!seen})
      returning kind, step, created_at, first_visit`,
  );
  await db
    .update(applications)
    .set({
      applicationStep: step,
      ...(step === SECURED_PATH
        ? { securedAt: sql`coalesce(${applications.securedAt}, now())` }
        : {}),
      ...(FUNDED_PATHS.includes(step)
        ? { fundedAt: sql`coalesce(${applications.fundedAt}, now())` }
        : {}),
    })
    .where(eq(applications.uid, uid));
}

/**
 * Marks the application completed with the verification result (doc 3 §4 Submission).
 * Returns false when it already was — the update is conditional, so two concurrent
 * completions cannot both succeed.
 */
export async function completeApplication(
  db: Db,
  uid: string,
  result: {
    sessionId: string | null;
    verificationResult: string;
    accountNumber: string | null;
    accountUid: string;
    at: Date;
    /** Who submitted (issue 31): 'customer' and the user's uid. */
    completedByKind: string;
    completedByUid: string;
  },
): Promise<boolean> {
  const { at, ...rest } = result;
  const rows = await db
    .update(applications)
    .set({ ...rest, isCompleted: true, completedAt: at })
    .where(and(eq(applications.uid, uid), eq(applications.isCompleted, false)))
    .returning({ uid: applications.uid });
  return rows.length > 0;
}

/**
 * Stores the fraud-prevention session id a funding screen's save carried (doc 3 §3, §7; issue 35
 * item 2) as the application's `funding_session_id`. `sessionId` undefined: nothing is written
 * (a save without one keeps the last).
 */
export async function recordFundingSession(
  db: Db,
  uid: string,
  sessionId: string | undefined,
): Promise<void> {
  if (sessionId === undefined) return;
  await db
    .update(applications)
    .set({ fundingSessionId: sessionId })
    .where(eq(applications.uid, uid));
}

/**
 * Deletes an application (cascading to its persons, funding, agreements and steps). When it was
 * the user's current application, the user's newest other application becomes current (or none).
 */
export async function deleteApplication(db: Db, app: ApplicationRow): Promise<void> {
  await db.delete(applications).where(eq(applications.uid, app.uid));
  const [next] = await db
    .select({ uid: applications.uid })
    .from(applications)
    .where(and(eq(applications.userUid, app.userUid), ne(applications.uid, app.uid)))
    .orderBy(desc(applications.createdOn))
    .limit(1);
  await db
    .update(users)
    .set({ currentApplicationUid: next?.uid ?? null })
    .where(and(eq(users.uid, app.userUid), eq(users.currentApplicationUid, app.uid)));
}

/** `value` when it is one of `list`, else null (sub-type fields of the per-type sub-object). */
function oneOf<const T extends readonly string[]>(list: T, value: string | null): T[number] | null {
  return value !== null && (list as readonly string[]).includes(value)
    ? (value as T[number])
    : null;
}

/**
 * The per-type sub-object of GET application (doc 1 §3, doc 2 §3): the one of the application's
 * type holds AccountType, its sub-type field and its person sections; the others are null.
 */
export function typeSubObjects(
  type: ApplicationType | null,
  accountType: string | null,
  byRole: (role: string) => Person | null,
  legalEntity: LegalEntity | null,
  cdd: Record<string, Record<string, unknown>> = {},
  companyName: string | null = null,
  iraFunding: IraApplicationFunding | null = null,
): Pick<
  Application,
  | 'IndividualApplication'
  | 'CorporateApplication'
  | 'IRAApplication'
  | 'JointTenantsApplication'
  | 'UTMAApplication'
> {
  return {
    IndividualApplication:
      type === 'Individual' ? { AccountType: accountType, Owner: byRole('Owner') } : null,
    CorporateApplication:
      type === 'Corporate'
        ? {
            AccountType: accountType,
            CorporateAccountType: oneOf(CORPORATE_ACCOUNT_TYPES, accountType),
            AuthorizedAgent: byRole('AuthorizedAgent'),
            LegalEntity: legalEntity,
          }
        : null,
    IRAApplication:
      type === 'IRA'
        ? {
            AccountType: accountType,
            IRAAccountType: oneOf(IRA_ACCOUNT_TYPES, accountType),
            Owner: byRole('Owner'),
            CompanyName: companyName,
            IRAApplicationFundingResponse: iraFunding,
            CustomerDueDiligenceResponse: {
              IRAIdentificationInfoResponse: cdd.identification ?? null,
              IRAEmploymentInfoResponse: cdd.employment ?? null,
              IRAAccountFundingInfoResponse: cdd.accountFunding ?? null,
            },
          }
        : null,
    JointTenantsApplication:
      type === 'JointTenants'
        ? {
            AccountType: accountType,
            JointTenantsAccountType: oneOf(JOINT_ACCOUNT_TYPES, accountType),
            PrimaryHolder: byRole('PrimaryHolder'),
            SecondaryHolder: byRole('SecondaryHolder'),
          }
        : null,
    UTMAApplication:
      type === 'UTMA'
        ? {
            AccountType: accountType,
            UTMAAccountType: oneOf(UTMA_ACCOUNT_TYPES, accountType),
            Custodian: byRole('Custodian'),
            Minor: byRole('Minor'),
          }
        : null,
  };
}

/**
 * The full GET v2/applications/{ApplicationUid} answer (doc 1 §3, doc 2 §3, doc 3 §3).
 * SalesAssistedApplications (doc 1 §3) is the owner's assisted application list at the
 * application's broker — every application of theirs there, newest first, this one included.
 * Sealed values it shows in full (the IRA transfer's AccountNumber, the CDD IDNumber) are opened
 * with `pii` (issue 20); SSNs and EINs stay masks.
 */
export async function applicationView(
  db: Db,
  app: ApplicationRow,
  pii: PiiCipher,
): Promise<Application> {
  const [people, funding, agreements, entity, cdd, ira] = await Promise.all([
    listPersons(db, app.uid),
    findFunding(db, app.uid),
    acceptedAgreements(db, app.uid),
    app.applicationType === 'Corporate' ? findLegalEntity(db, app.uid) : Promise.resolve(null),
    app.applicationType === 'IRA'
      ? cddAnswersOf(db, app.uid, pii)
      : Promise.resolve({} as Record<string, Record<string, unknown>>),
    app.applicationType === 'IRA' ? findIraFunding(db, app.uid) : Promise.resolve(null),
  ]);
  const type = app.applicationType as ApplicationType | null;
  const settings = await findBrokerSettings(db, app.brokerCode);
  const view: Omit<Application, 'ApplicationOnboarding'> = {
    ApplicationUid: app.uid,
    ApplicationType: type,
    AccountType: app.accountType,
    AccountUid: app.accountUid,
    AccountNumber: app.accountNumber,
    AccountUpgradeType: app.accountUpgradeType ?? null,
    RegistrationFlowType: app.registrationFlowType as RegistrationFlowType,
    ApplicationStep: app.applicationStep,
    IsAssisted: app.isAssisted,
    IsCompletedApplication: app.isCompleted,
    CreatedOn: app.createdOn.toISOString(),
    CreatedBy: app.createdBy,
    SelectedApplicationTypes: { ApplicationType: type, AccountType: app.accountType },
    ...typeSubObjects(
      type,
      app.accountType,
      (role) => {
        const p = people.find((x) => x.role === role);
        return p ? toPersonResponse(p) : null;
      },
      entity ? toLegalEntityResponse(entity, app.accountType) : null,
      cdd,
      app.companyName,
      ira ? toIraFunding(ira, pii) : null,
    ),
    ApplicationFunding: funding,
    MetalStream: await metalStreamView(db, app.uid, settings?.Currency ?? 'USD'),
    AgreementsAccepted: agreements,
    // doc 1 §3: the owner's assisted application list at this broker (as GET /v2/sales/users/applications).
    SalesAssistedApplications: await listBrokerApplications(db, app.userUid, app.brokerCode),
  };
  // The menu of the kind's step table, from what this answer shows as saved (server/domain/onboarding.ts).
  const menu = applicationMenu(view, app.brokerCode, settings?.IsIRSRequired === true);
  return {
    ...view,
    ApplicationOnboarding: {
      ApplicationOnboardingMenu: menu,
      ApplicationOnboardingStep: app.applicationStep,
    },
  };
}

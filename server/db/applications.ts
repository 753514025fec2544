/**
 * Application access (doc 1 §3 Application, §7.4) and the GET application view
 * (`applicationResponse` of services/api/contract.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Application, ApplicationType, RegistrationFlowType } from '../../services/api/contract';
import { onboardingMenu } from '../domain/onboarding';
import type { Db } from './client';
import { acceptedAgreements, findFunding } from './fundings';
import { listPersons, toPersonResponse } from './persons';
import { applicationSteps, applications } from './schema';

export type ApplicationRow = typeof applications.$inferSelect;

/** The section of the per-type sub-object that holds the main person (doc 1 §3). */
export const MAIN_ROLE: Record<ApplicationType, string> = {
  Individual: 'Owner',
  IRA: 'Owner',
  Corporate: 'AuthorizedAgent',
  JointTenants: 'PrimaryHolder',
  UTMA: 'Custodian',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

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

/** Records a step (doc 2 §2.1): history row plus ApplicationStep for resuming. */
export async function recordStep(db: Db, uid: string, step: string): Promise<void> {
  await db.insert(applicationSteps).values({ applicationUid: uid, step });
  await db.update(applications).set({ applicationStep: step }).where(eq(applications.uid, uid));
}

/**
 * Marks the application completed with the verification result (doc 3 §4 Submission).
 * Returns false when it already was — the update is conditional, so two concurrent
 * completions cannot both succeed.
 */
export async function completeApplication(
  db: Db,
  uid: string,
  result: { sessionId: string; verificationResult: string; accountNumber: string | null; accountUid: string; at: Date },
): Promise<boolean> {
  const { at, ...rest } = result;
  const rows = await db
    .update(applications)
    .set({ ...rest, isCompleted: true, completedAt: at })
    .where(and(eq(applications.uid, uid), eq(applications.isCompleted, false)))
    .returning({ uid: applications.uid });
  return rows.length > 0;
}

/** The full GET v2/applications/{ApplicationUid} answer (doc 1 §3, doc 2 §3, doc 3 §3). */
export async function applicationView(db: Db, app: ApplicationRow): Promise<Application> {
  const [people, funding, agreements] = await Promise.all([
    listPersons(db, app.uid),
    findFunding(db, app.uid),
    acceptedAgreements(db, app.uid),
  ]);
  const type = app.applicationType as ApplicationType | null;
  const main = type ? people.find((p) => p.role === MAIN_ROLE[type]) : undefined;
  const owner = main ? toPersonResponse(main) : null;
  const usa = owner?.PersonCountry?.CountryIso3Code === 'USA';
  const menu = onboardingMenu(type, app.applicationStep, {
    name: !!owner?.PersonName,
    phone: !!owner?.Phone,
    dob: !!owner?.PersonBirthday,
    identity: !!owner?.PersonCountry,
    ssn: !!owner?.PersonSsn || (!!owner?.PersonCountry && !usa),
    address: !!owner?.PersonAddress,
    fundingType: funding?.BankFundingType != null,
    fundingAmount: funding?.Amount != null,
    agreement: agreements.length > 0,
  });
  return {
    ApplicationUid: app.uid,
    ApplicationType: type,
    AccountType: app.accountType,
    AccountUid: app.accountUid,
    AccountNumber: app.accountNumber,
    AccountUpgradeType: null,
    RegistrationFlowType: app.registrationFlowType as RegistrationFlowType,
    ApplicationStep: app.applicationStep,
    IsAssisted: app.isAssisted,
    IsCompletedApplication: app.isCompleted,
    CreatedOn: app.createdOn.toISOString(),
    CreatedBy: app.createdBy,
    SelectedApplicationTypes: { ApplicationType: type, AccountType: app.accountType },
    IndividualApplication: type === 'Individual' ? { AccountType: app.accountType, Owner: owner } : null,
    ApplicationFunding: funding,
    AgreementsAccepted: agreements,
    ApplicationOnboarding: { ApplicationOnboardingMenu: menu, ApplicationOnboardingStep: app.applicationStep },
  };
}

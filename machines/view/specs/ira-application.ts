/**
 * Reading and replacing the IRA sections the IRA owner's specs save (doc 2 §3 IRAApplication):
 * CompanyName (§2.6) and the customer-due-diligence answers of CustomerDueDiligenceResponse
 * (IRAIdentificationInfoResponse §2.16, IRAEmploymentInfoResponse §2.21,
 * IRAAccountFundingInfoResponse §2.22). Savers hand back the application with the saved section
 * replaced, so guards and prefills read fresh data without a reload.
 */
import type { z } from 'zod';
import {
  accountFundingInfo,
  employmentInfo,
  identificationInfo,
  type AccountFundingInfo,
  type Application,
  type EmploymentInfo,
  type IdentificationInfo,
  type IraApplicationFunding,
  type iraApplication,
} from '../../../services/api/contract';

type IraApplication = z.infer<typeof iraApplication>;
type Cdd = NonNullable<IraApplication['CustomerDueDiligenceResponse']>;
/** The keys of CustomerDueDiligenceResponse. */
export type CddSection = keyof Cdd;

const EMPTY_IRA: IraApplication = {
  AccountType: null,
  IRAAccountType: null,
  Owner: null,
  CompanyName: null,
  CustomerDueDiligenceResponse: null,
};
const EMPTY_CDD: Cdd = {
  IRAIdentificationInfoResponse: null,
  IRAEmploymentInfoResponse: null,
  IRAAccountFundingInfoResponse: null,
};

/** The application with IRAApplication's fields `patch` replaced (an absent IRAApplication starts empty). */
export function withIra(app: Application, patch: Partial<IraApplication>): Application {
  return { ...app, IRAApplication: { ...EMPTY_IRA, ...app.IRAApplication, ...patch } };
}

/** The application with one customer-due-diligence answer replaced by `answer`. */
export function withCdd(
  app: Application,
  section: CddSection,
  answer: Record<string, unknown>,
): Application {
  const cdd = {
    ...EMPTY_CDD,
    ...app.IRAApplication?.CustomerDueDiligenceResponse,
    [section]: answer,
  };
  return withIra(app, { CustomerDueDiligenceResponse: cdd });
}

/** The saved answer of `section` parsed with its contract schema; null when none is saved (or it does not parse). */
function saved<S extends z.ZodType>(
  app: Application | null | undefined,
  section: CddSection,
  schema: S,
): z.output<S> | null {
  const raw = app?.IRAApplication?.CustomerDueDiligenceResponse?.[section];
  if (!raw) return null;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The saved identification info (doc 2 §3 Identification info) or null. */
export const savedIdentification = (
  app: Application | null | undefined,
): IdentificationInfo | null => saved(app, 'IRAIdentificationInfoResponse', identificationInfo);
/** The saved employment info (doc 2 §3 Employment info) or null. */
export const savedEmployment = (app: Application | null | undefined): EmploymentInfo | null =>
  saved(app, 'IRAEmploymentInfoResponse', employmentInfo);
/** The saved account funding info (doc 2 §3 Account funding info, the financial profile) or null. */
export const savedAccountFunding = (
  app: Application | null | undefined,
): AccountFundingInfo | null => saved(app, 'IRAAccountFundingInfoResponse', accountFundingInfo);

/** Field-by-field equality of two payloads, null and undefined alike (doc 2 §4 "no call when unchanged"). */
export function sameFields<T extends Record<string, unknown>>(
  a: T,
  b: Partial<T> | null,
  keys: readonly (keyof T)[],
): boolean {
  if (!b) return false;
  return keys.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** The application with `funding` as its IRA funding (an IRA section is made when missing). */
export function withIraFunding(
  app: Application,
  funding: IraApplicationFunding | null,
): Application {
  return {
    ...app,
    IRAApplication: {
      AccountType: app.AccountType,
      IRAAccountType: null,
      Owner: null,
      CompanyName: null,
      CustomerDueDiligenceResponse: null,
      ...app.IRAApplication,
      IRAApplicationFundingResponse: funding,
    },
  };
}

/**
 * The business IRA step table (SIMPLE, SEP; doc 2 §2.2 "IRA business", doc 3 §2.2) in the
 * StepTable format of individual.steps.ts. The server's onboarding menu reads it today; the IRA
 * wizard (a later issue) is built from it.
 *
 * The IRA business name (saved as IRAApplication.CompanyName, doc 2 §2.6) comes first; there is
 * no marital-status step; a non-USA identity country skips to Address (doc 2 §2.2). From the
 * identity country on it goes as the personal IRA (step-segments.ts IRA_OWNER_STEPS).
 */
import { pathsOf, step } from './step-catalogue';
import { IRA_OWNER_STEPS, iraSequences } from './step-segments';
import type { StepTable } from './step-table';

export const iraBusinessSteps = [
  step('secure', { next: 'iraBusinessName' }),
  step('iraBusinessName', { next: 'name' }),
  step('name', { next: 'phone' }),
  step('phone', { next: 'dob' }),
  step('dob', { next: 'identity' }),
  ...IRA_OWNER_STEPS,
] as const satisfies StepTable;

/** The visited-path sequences of doc 2 §2.2 for the business IRA (doc 3 §2.2 retirement funding). */
export const iraBusinessSequences = iraSequences(
  pathsOf('secure', 'iraBusinessName', 'name', 'phone', 'dob', 'identity'),
);

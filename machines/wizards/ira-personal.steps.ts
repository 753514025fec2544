/**
 * The personal IRA step table (Traditional, Roth; doc 2 §2.2 "IRA personal", doc 3 §2.2) in
 * the StepTable format of individual.steps.ts. The server's onboarding menu reads it today; the
 * IRA wizard (a later issue) is built from it.
 *
 * Marital status comes before the identity country; identity details, employment status and
 * financial profile (customer due diligence) follow the SSN. Retirement funding: Rollover and
 * AnnualContribution lead to their amount screens; IRATransfer runs the custodian modal on the
 * funding screen (doc 3 §2.4) and then goes on to Review, like the 'do later' skip. From the
 * identity country on the business IRA goes the same way (step-segments.ts IRA_OWNER_STEPS).
 */
import { pathsOf, step } from './step-catalogue';
import { IRA_OWNER_STEPS, iraSequences } from './step-segments';
import type { StepTable } from './step-table';

export const iraPersonalSteps = [
  step('secure', { next: 'name' }),
  step('name', { next: 'phone' }),
  step('phone', { next: 'dob' }),
  step('dob', { next: 'marital' }),
  step('marital', { next: 'identity' }),
  ...IRA_OWNER_STEPS,
] as const satisfies StepTable;

/** The visited-path sequences of doc 2 §2.2 for the personal IRA (doc 3 §2.2 retirement funding). */
export const iraPersonalSequences = iraSequences(
  pathsOf('secure', 'name', 'phone', 'dob', 'marital', 'identity'),
);

/**
 * ApplicationOnboarding (doc 1 §3): the onboarding menu of an application, built from the
 * wizard's own step table (machines/wizards/*.steps.ts) so the step list exists once.
 *
 * A menu item is completed when its data is saved, or when the applicant has already moved
 * past it (its position is before ApplicationStep's) — which covers intro screens and skipped
 * steps (phone, SSN for a non-USA identity, funding).
 */
import type { ApplicationType } from '../../services/api/contract';
import { individualSteps } from '../../machines/wizards/individual.steps';
import type { StepTable } from '../../machines/wizards/step-table';

/** Step tables by application type; types without a wizard yet have none. */
export const STEP_TABLES: Partial<Record<ApplicationType, StepTable>> = {
  Individual: individualSteps,
};

/** What is saved on the application, as the menu needs it. */
export interface SavedSections {
  name: boolean;
  phone: boolean;
  dob: boolean;
  identity: boolean;
  ssn: boolean;
  address: boolean;
  fundingType: boolean;
  fundingAmount: boolean;
  agreement: boolean;
}

/** The data a step id saves; steps not listed only count as completed once passed. */
const STEP_DATA: Record<string, keyof SavedSections> = {
  name: 'name',
  phone: 'phone',
  dob: 'dob',
  identity: 'identity',
  ssn: 'ssn',
  addressEnter: 'address',
  fund: 'fundingType',
  fundWire: 'fundingAmount',
  fundCheck: 'fundingAmount',
  agreement: 'agreement',
};

export interface OnboardingMenuItem {
  Path: string;
  Title: string;
  Section: string;
  IsCompleted: boolean;
}

/** The menu for an application type at the given ApplicationStep. */
export function onboardingMenu(
  type: ApplicationType | null,
  applicationStep: string | null,
  saved: SavedSections,
): OnboardingMenuItem[] {
  const table = type ? STEP_TABLES[type] : undefined;
  if (!table) return [];
  const paths = table.map((s) => s.path);
  let current = applicationStep ? paths.indexOf(applicationStep) : -1;
  // A step outside the table that is past the wizard (KYC, '/') means every step was passed.
  if (current === -1 && applicationStep && (applicationStep.startsWith('/kyc') || applicationStep === '/')) {
    current = paths.length;
  }
  return table.map((step, i) => {
    const data = STEP_DATA[step.id];
    return {
      Path: step.path,
      Title: step.titleKey,
      Section: step.section,
      IsCompleted: (data !== undefined && saved[data]) || i < current,
    };
  });
}

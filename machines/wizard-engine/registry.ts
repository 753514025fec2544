/**
 * The wizard registry (doc 2 §2.2 "Choice of the first wizard screen"; ARCHITECTURE.md "Target
 * layout"): every account kind's step table by wizard id, and the ONE choice of table for an
 * application. The wizard machines (machines/wizard-engine/wizard.machine.ts), the route table,
 * the progress sidebar and the server's onboarding menu (server/domain/onboarding.ts) all call
 * `wizardFor` / `tableFor`, so the choice lives here only. Pure data: no xstate, no React, so the
 * server imports it too.
 */
import type {
  Application,
  ApplicationType,
  RegistrationFlowType,
} from '../../services/api/contract';
import { businessSteps } from '../wizards/business.steps';
import { individualSteps } from '../wizards/individual.steps';
import { iraBusinessSteps } from '../wizards/ira-business.steps';
import { iraPersonalSteps } from '../wizards/ira-personal.steps';
import { jointSteps } from '../wizards/joint.steps';
import {
  metalBusinessSteps,
  metalJointSteps,
  metalTrustSteps,
  metalUtmaSteps,
} from '../wizards/metal-owners.steps';
import { metalStreamSteps } from '../wizards/metal-stream.steps';
import type { StepTable } from '../wizards/step-table';
import { trustSteps } from '../wizards/trust.steps';
import { utmaSteps } from '../wizards/utma.steps';

/** Every wizard's step table by wizard id (doc 2 §2.2, doc 3 §2.2). */
export const WIZARD_TABLES = {
  individual: individualSteps,
  business: businessSteps,
  trust: trustSteps,
  iraPersonal: iraPersonalSteps,
  iraBusiness: iraBusinessSteps,
  joint: jointSteps,
  utma: utmaSteps,
  metalStream: metalStreamSteps,
  metalStreamJoint: metalJointSteps,
  metalStreamUtma: metalUtmaSteps,
  metalStreamTrust: metalTrustSteps,
  metalStreamBusiness: metalBusinessSteps,
} as const satisfies Record<string, StepTable>;

export type WizardId = keyof typeof WIZARD_TABLES;
export const WIZARD_IDS = Object.keys(WIZARD_TABLES) as WizardId[];

/** The wizards the browser runs: every table of the registry. */
export const RUNNABLE_WIZARDS: readonly WizardId[] = [
  'individual',
  'business',
  'trust',
  'iraPersonal',
  'iraBusiness',
  'joint',
  'utma',
  'metalStream',
  'metalStreamJoint',
  'metalStreamUtma',
  'metalStreamTrust',
  'metalStreamBusiness',
];

/** What picks the wizard besides the type: its sub-type (AccountType) and the flow type. */
export interface WizardKind {
  accountType?: string | null;
  registrationFlowType?: RegistrationFlowType | number | null;
}

/**
 * The wizard id of an application kind (doc 2 §2.2): RegistrationFlowType 2 → metal stream, whose
 * secure part is the owner kind's (Joint, UTMA, Trust, Business; else Individual — issue 21 item 9);
 * Corporate with AccountType Trust → trust; IRA SIMPLE or SEP → the business IRA, Traditional or
 * Roth → the personal IRA; otherwise by ApplicationType. No ApplicationType → null (the choice of
 * account kind comes first).
 */
export function wizardIdFor(
  type: ApplicationType | null | undefined,
  kind: WizardKind = {},
): WizardId | null {
  if (kind.registrationFlowType === 2) return metalWizardOf(type, kind.accountType);
  switch (type) {
    case 'Individual':
      return 'individual';
    case 'Corporate':
      return kind.accountType === 'Trust' ? 'trust' : 'business';
    case 'IRA':
      return kind.accountType === 'SIMPLE' || kind.accountType === 'SEP'
        ? 'iraBusiness'
        : 'iraPersonal';
    case 'JointTenants':
      return 'joint';
    case 'UTMA':
      return 'utma';
    default:
      return null;
  }
}

/** The programme's wizard of an owner kind (issue 21 item 9; machines/wizards/metal-owners.steps.ts). */
function metalWizardOf(type: ApplicationType | null | undefined, accountType?: string | null) {
  switch (type) {
    case 'JointTenants':
      return 'metalStreamJoint';
    case 'UTMA':
      return 'metalStreamUtma';
    case 'Corporate':
      return accountType === 'Trust' ? 'metalStreamTrust' : 'metalStreamBusiness';
    default:
      return 'metalStream';
  }
}

/** The wizard id of an application (its type, AccountType and RegistrationFlowType), or null. */
export const wizardFor = (app: Application | null | undefined): WizardId | null =>
  app
    ? wizardIdFor(app.ApplicationType, {
        accountType: app.AccountType ?? app.CorporateApplication?.CorporateAccountType ?? null,
        registrationFlowType: app.RegistrationFlowType,
      })
    : null;

/** The step table of an application kind, or undefined (no ApplicationType). */
export function stepTableFor(
  type: ApplicationType | null,
  kind: WizardKind = {},
): StepTable | undefined {
  const id = wizardIdFor(type, kind);
  return id ? WIZARD_TABLES[id] : undefined;
}

/** The step table of an application's wizard, or undefined. */
export function tableFor(app: Application | null | undefined): StepTable | undefined {
  const id = wizardFor(app);
  return id ? WIZARD_TABLES[id] : undefined;
}

/** True when the browser runs this application's wizard. */
export const isRunnable = (id: WizardId | null): id is WizardId =>
  !!id && RUNNABLE_WIZARDS.includes(id);

/**
 * The wizard registry (doc 2 §2.2 "Choice of the first wizard screen"; ARCHITECTURE.md "Target
 * layout"): every account kind's step table by wizard id, and the ONE choice of table for an
 * application. The wizard machines (machines/wizard-engine/wizard.machine.ts), the route table,
 * the progress sidebar and the server's onboarding menu (server/domain/onboarding.ts) all call
 * `wizardFor` / `tableFor`, so the choice lives here only. Pure data: no xstate, no React, so the
 * server imports it too.
 */
import type { Application, ApplicationType } from '../../services/api/contract';
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
import { wizardFor, wizardIdFor, type WizardId, type WizardKind } from '../wizards/wizard-kind';

// The choice of wizard (pure, no tables: machines/wizards/wizard-kind.ts), re-exported.
export { wizardFor, wizardIdFor, type WizardId, type WizardKind };

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
} as const satisfies Record<WizardId, StepTable>;

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

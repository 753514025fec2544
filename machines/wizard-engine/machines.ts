/**
 * The wizard machines the browser runs, one per runnable step table of the registry, all from the
 * engine's one setup (machines/wizard-engine/wizard.machine.ts), hosted: their `logout` and
 * `reportProgress` actions talk to the root actor that invokes them (`session.logout`,
 * `wizard.progress`). The root registers them as its actors under their wizard ids and invokes the
 * one `wizardFor(application)` names.
 */
import { sendParent } from 'xstate';
import { RUNNABLE_WIZARDS, wizardFor, type WizardId } from './registry';
import { createWizardMachine, type WizardMachine } from './wizard.machine';

/** The wizard of `id` with its parent-facing actions provided. */
export function hostedWizardMachine(id: WizardId): WizardMachine {
  return createWizardMachine(id).provide({
    actions: {
      logout: sendParent({ type: 'session.logout' }),
      reportProgress: sendParent(({ context }) => ({
        type: 'wizard.progress',
        furthestStep: context.furthestStep,
        sameAddress: context.sameAddress,
        wizard: context.wizard,
        applicationWizard: wizardFor(context.application),
      })),
      returnToBackOffice: sendParent({ type: 'sales.backOffice' }),
      reportSaveFailed: sendParent({ type: 'saveClose.saved', ok: false }),
    },
  }) as WizardMachine;
}

export const WIZARD_MACHINES = Object.fromEntries(
  RUNNABLE_WIZARDS.map((id) => [id, hostedWizardMachine(id)]),
) as Record<WizardId, WizardMachine>;

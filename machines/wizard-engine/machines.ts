/**
 * The wizard machines the browser runs, one per runnable step table of the registry, all from the
 * engine's one setup (machines/wizard-engine/wizard.machine.ts), hosted: their `logout` and
 * `reportProgress` actions talk to the root actor that invokes them (`session.logout`,
 * `wizard.progress`). Issue 22: this module is loaded on demand (machines/wizard-engine/load-wizard.ts),
 * when the root's `loadWizard` actor knows the application's kind, so the entry chunk carries none
 * of the wizard machines.
 */
import { sendParent } from 'xstate';
import { wizardFor, type WizardId } from './registry';
import { createWizardMachine, type WizardMachine } from './wizard.machine';

const built = new Map<WizardId, WizardMachine>();

/**
 * The wizard of `id` with its parent-facing actions provided (doc 2 §2.2), built once per id (the
 * machine is pure data; a second application of the kind reuses it).
 */
export function hostedWizardMachine(id: WizardId): WizardMachine {
  let machine = built.get(id);
  if (!machine) built.set(id, (machine = buildHosted(id)));
  return machine;
}

function buildHosted(id: WizardId): WizardMachine {
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

/**
 * The on-demand load of a wizard machine (issue 22 "Bytes": the entry chunk carries the choice of
 * wizard only — machines/wizards/wizard-kind.ts — and the engine with the kind's machine arrives when
 * the application's kind is known). The root's `loadWizard` actor (machines/app/app.setup.ts) calls
 * it in the wizard's `loading` state, before it starts the machine as its child 'wizard'.
 */
import { loadSpecsOf } from '../view/screen-specs';
import type { WizardId } from '../wizards/wizard-kind';
import type { WizardMachine } from './wizard.machine';

/**
 * The hosted wizard machine of `id` (doc 2 §2.2), from its lazily loaded module, once the screen
 * specs of its kind are in the registry too (issue 32 item 3: machines/view/screen-specs.ts
 * `loadSpecsOf`, each kind's own group, so another kind's never downloads).
 */
export async function loadHostedWizard(id: WizardId): Promise<WizardMachine> {
  const [{ hostedWizardMachine }] = await Promise.all([import('./machines'), loadSpecsOf(id)]);
  return hostedWizardMachine(id);
}

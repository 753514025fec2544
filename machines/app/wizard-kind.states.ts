/**
 * The root's state of one runnable wizard (doc 2 §2.2; issue 22): `loading` fetches the kind's
 * machine chunk with the actor `loadWizard`, `running` holds it as the child 'wizard' with the
 * screens' wizard events forwarded and its end leading to KYC_PROCESSING. Split from
 * app.machine.ts (issue 23: machine files under 400 lines).
 */
import { forwardTo } from 'xstate';
import type { Application } from '../../services/api/contract';
import type { RootContext } from '../app-types';
import type { WizardId } from '../wizard-engine/registry';
import { wizardEventsOf, type WizardInput } from '../wizard-engine/types';
import { loadedChildState } from './loaded-child.states';

/** The root hands the screens' wizard events to its running wizard. */
const FORWARD_TO_WIZARD = forwardTo('wizard');
/** The wizard's input from the root's context (doc 2 §2.2: the application and what it was given). */
const wizardInputOf = (context: RootContext, wizard: WizardId): WizardInput => ({
  wizard,
  application: context.application as Application,
  settings: context.settings,
  countries: context.countries,
  brokerCode: context.brokerCode,
  furthestStep: context.furthestStep,
  sameAddress: context.sameAddress,
  requestedPath: context.requestedPath,
  startAt: context.startAt,
  assisted: context.mode.kind === 'assisted',
});
/**
 * One runnable wizard's state (doc 2 §2.2): `loading` fetches its machine's chunk (issue 22: the
 * actor `loadWizard`, so no other kind's machine or table is downloaded), `running` has it as the
 * child 'wizard' with the application, the screens' events it has transitions for forwarded to it
 * (`wizardEventsOf`: no custodian event to a bank-funded wizard, no bank-link event to an IRA).
 */
export function kindState(id: WizardId) {
  return {
    initial: 'loading' as const,
    states: {
      loading: loadedChildState({
        loader: 'loadWizard',
        childId: 'wizard',
        inputOf: (context): WizardInput => wizardInputOf(context, id),
        loaderInput: { id },
      }),
      running: {
        on: {
          ...(Object.fromEntries(
            wizardEventsOf(id).map((type) => [type, { actions: FORWARD_TO_WIZARD }]),
          ) as Record<string, { actions: typeof FORWARD_TO_WIZARD }>),
          // The spawned wizard's end (doc 3 §2.2, then KYC_PROCESSING).
          ...({
            'xstate.done.actor.wizard': {
              target: '#app.flow.closing',
              actions: [
                'assignWizardOutput',
                { type: 'startClosing', params: { at: 'kycProcessing' } },
              ],
            },
          } as Record<string, { target: string; actions: unknown[] }>),
        },
      },
    },
  };
}

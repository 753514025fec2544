/**
 * The review's edit modal (doc 2 §2.24; ARCHITECTURE.md "A multi-step modal is a child machine
 * invoked by the state that opens it; it owns its own errors and hands an output back"): the
 * review step of the wizard invokes it with the edited item; it saves the item's form with the
 * item's screen saver for the item's person slot (create / update / no call, doc 2 §4), re-fetches
 * the application and finishes with it. A failed save stays on the form with the server's errors
 * mapped onto that form's fields (doc 2 §8); cancel finishes without output. One row of the modal
 * step engine (machines/step-engine/modal-steps.ts):
 *
 *   form ──wizard.submit──▶ saving (saveStep) ──▶ refetching (getApplication) ──▶ saved {application}
 *    ▲                         │ error: fieldErrors / formError
 *    └─────────────────────────┘                      modal.cancel (form) ──▶ cancelled {application: null}
 */
import { assign, setup } from 'xstate';
import type { SaveInput } from '../wizard-engine/save-step';
import { unprovided } from '../../services/actors/actor-contract';
import type { GetApplication } from '../../services/actors/modal-actors';
import type { Application, Country, Settings } from '../../services/api/contract';
import type { ScreenEvent } from '../screen-contract';
import { editTargetOf, fieldsOf } from '../screen-fields';
import {
  apiErrorsOf,
  NO_ERRORS,
  refetchedApplication,
  savedApplication,
  type FormErrors,
} from '../step-engine/modal-actions';
import { buildModalStates } from '../step-engine/modal-steps';
import type { ModalStates } from '../step-engine/parts';
import type { SaveStep } from '../step-engine/save-actors';

export interface EditItemInput {
  /** The EditItem being edited ('name', 'secondary.dob', 'ein' …). */
  item: string;
  application: Application;
  countries: readonly Country[];
  settings: Settings | null;
}

export interface EditItemContext extends EditItemInput, FormErrors {
  /** The application's id (the re-read's input). */
  applicationUid: string;
  /** The save went through (the output carries the application). */
  saved: boolean;
}

/** The application as saved and re-read, or null when the modal was cancelled. */
export interface EditItemOutput {
  application: Application | null;
}

/** The step saver's input: the item's screen and person slot, the submitted values (doc 2 §4). */
const saveInput = ({ context, event }: { context: EditItemContext; event: ScreenEvent }) => {
  const target = editTargetOf(context.item);
  return {
    screen: target?.screen ?? ('none' as never),
    person: target?.person ?? 'main',
    values: event.type === 'wizard.submit' ? event.values : {},
    application: context.application,
    countries: context.countries,
    settings: context.settings,
    ignoreAreaCode: context.settings?.PortalGatewayISOCodesListToIgnoreAreaCode,
  } satisfies SaveInput;
};

export const editItemMachine = setup({
  types: {
    context: {} as EditItemContext,
    events: {} as ScreenEvent,
    input: {} as EditItemInput,
    output: {} as EditItemOutput,
  },
  actors: {
    saveStep: unprovided<SaveStep>('saveStep'),
    getApplication: unprovided<GetApplication>('getApplication'),
  },
  actions: {
    clearErrors: assign(NO_ERRORS),
    /** The save's answer: the application as saved (re-read next). */
    assignSaved: assign(({ event }) => savedApplication(event)),
    assignRefetched: assign(({ event }) => refetchedApplication(event)),
    /** Server errors onto the edited form's fields (doc 2 §8 code → field). */
    assignApiError: assign(({ context, event }) =>
      apiErrorsOf(event, fieldsOf(editTargetOf(context.item)?.screen)),
    ),
    markSaved: assign({ saved: true }),
  },
}).createMachine({
  id: 'editItem',
  initial: 'form',
  context: ({ input }) => ({
    ...input,
    applicationUid: input.application.ApplicationUid,
    saved: false,
    ...NO_ERRORS,
  }),
  states: buildModalStates({
    rows: [
      {
        names: { form: 'form' },
        save: { src: 'saveStep', input: saveInput },
        // The save went through: a failed re-read keeps its answer.
        refetch: { id: 'refetchApplication' },
        next: 'saved',
        cancel: 'cancelled',
      },
    ],
    after: { saved: { type: 'final', entry: 'markSaved' } },
    finals: ['cancelled'],
  }) as ModalStates,
  output: ({ context }) => ({ application: context.saved ? context.application : null }),
});

export type EditItemMachine = typeof editItemMachine;

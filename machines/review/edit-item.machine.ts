/**
 * The review's edit modal (doc 2 §2.24; ARCHITECTURE.md "A multi-step modal is a child machine
 * invoked by the state that opens it; it owns its own errors and hands an output back"): the
 * review step of the wizard invokes it with the edited item; it saves the item's form with the
 * item's screen saver for the item's person slot (create / update / no call, doc 2 §4), re-fetches
 * the application and finishes with it. A failed save stays on the form with the server's errors
 * mapped onto that form's fields (doc 2 §8); cancel finishes without output.
 *
 *   form ──wizard.submit──▶ saving (saveStep) ──▶ refetching (getApplication) ──▶ done {application}
 *    ▲                         │ error: fieldErrors / formError
 *    └─────────────────────────┘                      modal.cancel (form) ──▶ cancelled {application: null}
 */
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { SaveInput, SaveOutput } from '../wizard-engine/save-step';
import { toApiFailure } from '../../services/api/client';
import type { Application, Country, Settings } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import type { ScreenEvent } from '../screen-contract';
import { editTargetOf, fieldsOf } from '../screen-fields';

export interface EditItemInput {
  /** The EditItem being edited ('name', 'secondary.dob', 'ein' …). */
  item: string;
  application: Application;
  countries: readonly Country[];
  settings: Settings | null;
}

export interface EditItemContext extends EditItemInput {
  /** The save went through (the output carries the application). */
  saved: boolean;
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

/** The application as saved and re-read, or null when the modal was cancelled. */
export interface EditItemOutput {
  application: Application | null;
}

const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`actor ${name} not provided (use createAppMachine(deps))`);
  });

const BUSY = ['busy'];

export const editItemMachine = setup({
  types: {
    context: {} as EditItemContext,
    events: {} as ScreenEvent,
    input: {} as EditItemInput,
    output: {} as EditItemOutput,
  },
  actors: {
    saveStep: notProvided<SaveOutput, SaveInput>('saveStep'),
    getApplication: notProvided<Application, { applicationUid: string | null }>('getApplication'),
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, formError: null, errorFallbacks: {} }),
    /** The save's answer: the application as saved (re-read next). */
    assignSaved: assign(({ event }) => ({
      application: (event as unknown as DoneActorEvent<SaveOutput>).output.application,
    })),
    assignRefetched: assign(({ event }) => ({
      application: (event as unknown as DoneActorEvent<Application>).output,
    })),
    /** Server errors onto the edited form's fields (doc 2 §8 code → field). */
    assignApiError: assign(({ context, event }) => {
      const m = mapApiFailure(
        toApiFailure((event as unknown as ErrorActorEvent).error),
        fieldsOf(editTargetOf(context.item)?.screen),
      );
      return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
    }),
  },
}).createMachine({
  id: 'editItem',
  initial: 'form',
  context: ({ input }) => ({
    ...input,
    saved: false,
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
  }),
  states: {
    form: {
      on: {
        'wizard.submit': { target: 'saving', actions: 'clearErrors' },
        'modal.cancel': 'cancelled',
      },
    },
    saving: {
      tags: BUSY,
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context, event }) => {
          const target = editTargetOf(context.item);
          return {
            screen: target?.screen ?? ('none' as never),
            person: target?.person ?? 'main',
            values: event.type === 'wizard.submit' ? event.values : {},
            application: context.application,
            countries: context.countries,
            settings: context.settings,
            ignoreAreaCode: context.settings?.PortalGatewayISOCodesListToIgnoreAreaCode,
          };
        },
        onDone: { target: 'refetching', actions: 'assignSaved' },
        onError: { target: 'form', actions: 'assignApiError' },
      },
    },
    refetching: {
      tags: BUSY,
      invoke: {
        id: 'refetchApplication',
        src: 'getApplication',
        input: ({ context }) => ({ applicationUid: context.application.ApplicationUid }),
        onDone: { target: 'saved', actions: 'assignRefetched' },
        // The save went through: keep its answer when the re-read fails.
        onError: 'saved',
      },
    },
    saved: { type: 'final', entry: assign({ saved: true }) },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ application: context.saved ? context.application : null }),
});

export type EditItemMachine = typeof editItemMachine;

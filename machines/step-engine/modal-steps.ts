/**
 * The modal step engine (issue 23 step 3; ARCHITECTURE.md "A multi-step modal is a child machine
 * invoked by the state that opens it; it owns its own errors and hands an output back"): ONE
 * builder that turns a modal's small step table into its states, with the behaviours the wizard
 * engine's form steps have (machines/wizard-engine/steps.ts):
 *
 *   <form> ──submit──▶ <saving> (save actor, busy) ──▶ [<refetching> (getApplication, busy)] ──▶ next
 *     ▲                   │ error: the server's errors on the form's fields (assignApiError)
 *     └───────────────────┘
 *   modal.cancel (any form) ──▶ cancel          closing (getApplication, busy) ──▶ done
 *
 * - busy: the save, the re-read and the closing re-read carry the 'busy' tag (screens disable
 *   their controls, doc 2 §1);
 * - the typed values never enter the context: the save reads them from the submit event, and a
 *   failed save returns to the form with the screen still mounted, so what was typed stays
 *   (doc 2 §8 errors land on the step's fields);
 * - a failed re-read keeps the save's answer and moves on (doc 3 §2.4);
 * - back / forward / skip and the step's own events are the row's `on` (the modal's navigation
 *   differs: a trail for the funding edit, N steps for the custodian, none for the edit item).
 *
 * The machine's `setup` declares the names the built states use: the actions `clearErrors`,
 * `assignSaved`, `assignRefetched`, `assignApiError` (params: the row's `error`) and the actor
 * `getApplication` (services/actors/modal-actors.ts) besides each row's save actor. The
 * implementations they share are machines/step-engine/modal-actions.ts.
 */
import { BUSY, type StateConfig } from './parts';

/** A row's save: the setup's actor name, the invoke id (default the name) and its input. */
export interface ModalSave {
  src: string;
  id?: string;
  // The input function receives xstate's { context, event } of the machine (typed by its setup).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  input: (args: any) => unknown;
  /** The params of `assignApiError` on failure (e.g. the step whose fields get the errors). */
  error?: Record<string, unknown>;
}

/** One row of a modal's step table. */
export interface ModalStep {
  /** The names of the row's states (defaults 'editing', 'saving', 'refetching'). */
  names?: { form?: string; saving?: string; refetching?: string };
  /** The form state's own config: meta, tags, entry, nested states and its `on` (back, forward …). */
  form?: StateConfig;
  /** The event that saves (default 'wizard.submit'), guards and transitions tried before the save. */
  submit?: { event?: string; guard?: unknown; before?: StateConfig[] };
  save: ModalSave;
  /**
   * Re-read the application after the save (the getApplication actor, invoke id 'getApplication'
   * or the one named) before moving on.
   */
  refetch?: boolean | { id: string };
  /** Where the row goes once saved (and re-read). */
  next: string;
  /** Where a failed save returns (default the form). */
  failTo?: string;
  /** The target of `modal.cancel` on the form (none when absent). */
  cancel?: string;
  /** Config shared by the row's saving and re-read states (e.g. meta). */
  busy?: StateConfig;
}

/** A row of a modal's table: a step, inside a state of its own name when `nested` names it. */
export type ModalRow = ModalStep & { nested?: string; outer?: StateConfig };

/** The busy re-read of the application (`getApplication`); a failed re-read still goes on. */
export function refetchState(next: string, id = 'getApplication', extra: StateConfig = {}) {
  return {
    ...extra,
    tags: BUSY,
    invoke: {
      id,
      src: 'getApplication',
      input: ({ context }: { context: { applicationUid: string } }) => ({
        applicationUid: context.applicationUid,
      }),
      onDone: { target: next, actions: 'assignRefetched' },
      onError: { target: next },
    },
  } satisfies StateConfig;
}

/**
 * The states of one row, as siblings: the form, the save and (with `refetch`) the re-read. Place
 * them where the modal has them: at the machine's top level or inside the step's own state
 * (`nestedStep`).
 */
export function stepStates(step: ModalStep): StateConfig {
  const form = step.names?.form ?? 'editing';
  const saving = step.names?.saving ?? 'saving';
  const refetching = step.names?.refetching ?? 'refetching';
  const submit: StateConfig = {
    ...(step.submit?.guard ? { guard: step.submit.guard } : {}),
    target: saving,
    actions: 'clearErrors',
  };
  const formOn: StateConfig = {
    [step.submit?.event ?? 'wizard.submit']: step.submit?.before
      ? [...step.submit.before, submit]
      : submit,
    ...(step.cancel ? { 'modal.cancel': step.cancel } : {}),
    ...(step.form?.on ?? {}),
  };
  const states: StateConfig = {
    [form]: { ...step.form, on: formOn },
    [saving]: {
      ...step.busy,
      tags: BUSY,
      invoke: {
        id: step.save.id ?? step.save.src,
        src: step.save.src,
        input: step.save.input,
        onDone: { target: step.refetch ? refetching : step.next, actions: 'assignSaved' },
        onError: {
          target: step.failTo ?? form,
          actions: step.save.error
            ? { type: 'assignApiError', params: step.save.error }
            : 'assignApiError',
        },
      },
    },
  };
  if (step.refetch)
    states[refetching] = refetchState(
      step.next,
      typeof step.refetch === 'object' ? step.refetch.id : undefined,
      step.busy,
    );
  return states;
}

/** A step with its form, save and re-read inside (`<step>.editing|saving|refetching`). */
export function nestedStep(step: ModalStep, outer: StateConfig = {}): StateConfig {
  return { ...outer, initial: step.names?.form ?? 'editing', states: stepStates(step) };
}

/**
 * The modal's states from its table: each row's states (`nested` rows inside a state of their
 * own name), the other states as given (`states` before the rows, `after` them), the closing
 * re-read (when `closing` names its invoke id) and the final states.
 */
export function buildModalStates(table: {
  rows: readonly ModalRow[];
  /** States before the rows (e.g. a choice the modal opens on). */
  states?: StateConfig;
  /** States after the rows (e.g. a review, a final state with its own entry). */
  after?: StateConfig;
  closing?: { id: string; done: string };
  finals: readonly string[];
}): StateConfig {
  const states: StateConfig = { ...table.states };
  for (const row of table.rows) {
    if (row.nested) states[row.nested] = nestedStep(row, row.outer);
    else Object.assign(states, stepStates(row));
  }
  Object.assign(states, table.after);
  if (table.closing) states.closing = refetchState(table.closing.done, table.closing.id);
  for (const f of table.finals) states[f] ??= { type: 'final' };
  return states;
}

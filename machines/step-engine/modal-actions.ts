/**
 * What the actions of a modal built on the step engine (modal-steps.ts) share: the cleared
 * errors, the application a save or a re-read answers, and the server's errors mapped onto the
 * step's fields (doc 2 §8 code → field; doc 3 §2.4 errors stay in the modal).
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { toApiFailure } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import { mapApiFailure, type MappedErrors } from '../../services/api/error-map';

/** A modal's form errors (the context slots every modal built on the engine has). */
export interface FormErrors {
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

/** No errors (the `clearErrors` action's assignment, doc 2 §8: a new submit clears the old ones). */
export const NO_ERRORS: FormErrors = { fieldErrors: {}, formError: null, errorFallbacks: {} };

/** The output of a done actor event. */
export const outputOf = <T>(event: unknown): T => (event as DoneActorEvent<T>).output;

/** The application a save answered (`{application, called}`, doc 2 §4): the `assignSaved` assignment. */
export const savedApplication = (event: unknown): { application: Application } => ({
  application: outputOf<{ application: Application }>(event).application,
});

/** The application a re-read answered: the `assignRefetched` assignment. */
export const refetchedApplication = (event: unknown): { application: Application } => ({
  application: outputOf<Application>(event),
});

/** Mapped server errors as the context's error slots. */
export const errorsOf = (m: MappedErrors): FormErrors => ({
  fieldErrors: m.fieldErrors,
  formError: m.formError,
  errorFallbacks: m.fallbacks,
});

/**
 * The failure of an error actor event mapped onto `fields` (doc 2 §8): the `assignApiError`
 * assignment of a modal whose step is a screen.
 */
export const apiErrorsOf = (event: unknown, fields?: readonly string[]): FormErrors =>
  errorsOf(mapApiFailure(toApiFailure((event as ErrorActorEvent).error), fields));

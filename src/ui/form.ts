/**
 * Conform helpers shared by the screens: one `useStepForm` wiring zod validation (client rules of
 * services/api/fields.ts) and the `wizard.submit` event, and `fieldError` merging the client
 * error with the server's `ScreenView.fieldErrors` (doc 2 §8 code → field).
 */
import { useEffect } from 'react';
import { getFormProps, useForm, type DefaultValue, type FormMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { t } from '../i18n/t';
import { atIdle } from './idle';
import { STEP_SUBMITTED_EVENT } from './step-submitted';

/** The schemas parsed once already (`warmAtIdle`). */
const warmed = new WeakSet<z.ZodType>();

/**
 * Parses the form's prefill once while the browser is idle, so the applicant's first blur or
 * Continue does not pay for the first parse (issue 32 items 1–2): zod builds a schema's internals
 * and Conform its parse path on the first call — ~9 ms unthrottled against ~0.3 ms after, ~35–75 ms
 * of a Continue at 4× CPU (bench/profile-step.ts). Once per schema; the result is dropped.
 */
function warmAtIdle(schema: z.ZodType, values: Record<string, unknown>): () => void {
  if (warmed.has(schema)) return () => {};
  const run = () => {
    if (warmed.has(schema)) return;
    warmed.add(schema);
    const formData = new FormData();
    for (const [k, v] of Object.entries(values)) if (typeof v === 'string') formData.set(k, v);
    try {
      parseWithZod(formData, { schema });
    } catch {
      // a warm-up only
    }
  };
  return atIdle(run, 2000, 200);
}

/**
 * A Conform form validated by `schema`; a valid submit sends
 * `{ type: 'wizard.submit', values: <the schema's parsed output> }`.
 * Validation runs on blur first, then on every input (so errors clear as the user fixes them).
 */
export function useStepForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  view: ScreenView,
  send: (e: ScreenEvent) => void,
  opts: { id?: string; defaultValue?: Record<string, unknown> } = {},
) {
  const initial = opts.defaultValue ?? view.initial;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per schema, with the first prefill
  useEffect(() => warmAtIdle(schema, initial), [schema]);
  return useForm<z.input<S>, z.output<S>>({
    id: opts.id,
    defaultValue: initial as DefaultValue<z.input<S>>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData }) {
      return parseWithZod(formData, { schema });
    },
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') {
        event.currentTarget.dispatchEvent(new Event(STEP_SUBMITTED_EVENT));
        send({ type: 'wizard.submit', values: submission.value as Record<string, unknown> });
      }
    },
  });
}

/**
 * Keeps a form from ever being submitted by the browser itself. Conform's blur validation submits
 * the form with an intent and prevents the default in React's submit handler; a blur that comes
 * during React's commit (a focused field remounted — an address suggestion picked, a field swapped
 * for another) is dispatched by no React handler, and the browser then submitted the form natively:
 * the page reloaded with every typed field, PII included, in its URL. This native listener (outside
 * React's event system) prevents it whatever React does; Conform has read the submission by then.
 * Before the app runs (server HTML, scripts blocked) there is no listener and the form is native.
 */
const neverNative = (form: HTMLFormElement | null) => {
  if (form) form.onsubmit = (event) => event.preventDefault();
};

/**
 * The props of a screen's `<form>`: Conform's (`id`, `onSubmit`, `noValidate`) and the `neverNative`
 * ref, so no blur, Enter or intent ever reloads the page with the fields in its URL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound (getFormProps)
export function formProps<Schema extends Record<string, any>, FormError>(
  form: FormMetadata<Schema, FormError>,
) {
  return { ...getFormProps(form), ref: neverNative };
}

/** The text to show under a field: the client rule's message, else the server's (translated). */
export function fieldError(
  field: { errors?: string[] } | undefined,
  view: Pick<ScreenView, 'fieldErrors' | 'errorFallbacks'>,
  name: string,
): string | undefined {
  const client = field?.errors?.[0];
  if (client) return t(client);
  const server = view.fieldErrors[name];
  return server ? tr(view, server) : undefined;
}

/** Translates a server error key, falling back to the server's own message (`errorFallbacks`). */
export function tr(view: Pick<ScreenView, 'errorFallbacks'>, key: string): string;
export function tr(
  view: Pick<ScreenView, 'errorFallbacks'>,
  key: string | null | undefined,
): string | null;
export function tr(
  view: Pick<ScreenView, 'errorFallbacks'>,
  key: string | null | undefined,
): string | null {
  if (!key) return null;
  return t(key, { defaultValue: view.errorFallbacks?.[key] });
}

/**
 * Props for a Mantine input from a Conform field, without Conform's aria props (Mantine sets
 * aria-invalid / aria-describedby itself from its `error` prop) and without `key`.
 */
export function inputProps(field: {
  id: string;
  name: string;
  formId: string;
  initialValue?: unknown;
}) {
  const initial = field.initialValue;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    defaultValue: typeof initial === 'string' ? initial : undefined,
  };
}

/** The meta `useInputControl` needs, with the initial value as a string (for coerced fields). */
export function controlMeta(field: {
  key?: string | null;
  name: string;
  formId: string;
  initialValue?: unknown;
}) {
  const v = field.initialValue;
  return {
    key: field.key,
    name: field.name,
    formId: field.formId,
    initialValue: v === undefined || v === null ? undefined : String(v),
  };
}

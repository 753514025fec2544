/**
 * Keyboard and screen-reader focus across the wizard's steps (issue 12, 'Accessibility'), driven
 * from ONE place — the screen outlet (src/screen-outlet.tsx), with the view it has committed:
 *
 * - Step change (`view.screen` or `view.path` differs from the last committed one): focus moves to
 *   the new step's heading (the first <h1> in #main, made focusable with tabindex=-1; #main when a
 *   screen has no h1) and the page title is put into a polite live region. Not on the first page
 *   load — a `loading` screen first still counts as the load — so the server-rendered welcome
 *   page's hand-over (src/main.tsx) keeps the applicant's own focus; and not while a modal is
 *   open (the modal takes the focus).
 * - Server error on the same step (a busy save ends with `view.fieldErrors` / `view.formError`, or
 *   an error appears that was not there before — not when one goes away while the user types): focus moves to the first invalid field (aria-invalid="true" in DOM
 *   order, else the first control named by `fieldErrors`), or to the form error (`.w-form-error`)
 *   when no field has one. Inside the open modal when there is one.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ScreenView } from '../machines/screen-contract';

/** The visible, focusable controls that may carry a field's error. */
const CONTROL = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

function focusable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement)) return false;
  if (el.matches('[data-conform], [disabled], [aria-hidden="true"]')) return false;
  if (el.closest('[hidden], [aria-hidden="true"], fieldset[disabled]')) return false;
  return el.matches(CONTROL);
}

/** Where the step's content lives: the open modal (the last dialog) or #main. */
function scopeOf(doc: Document, modalOpen: boolean): HTMLElement | null {
  if (modalOpen) {
    const dialogs = doc.querySelectorAll<HTMLElement>('[role="dialog"]');
    const last = dialogs[dialogs.length - 1];
    if (last) return last;
  }
  return doc.getElementById('main');
}

/** Focuses `el` as a programmatic target (tabindex=-1 when it is not focusable by itself). */
function focusTarget(el: HTMLElement) {
  if (!el.hasAttribute('tabindex') && !el.matches('a[href], button, input, select, textarea'))
    el.setAttribute('tabindex', '-1');
  el.focus();
}

/** Moves the focus to the step's heading (the first h1 in #main; #main itself when none). True when done. */
export function focusStepHeading(doc: Document = document): boolean {
  const main = doc.getElementById('main');
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>('h1') ?? main;
  focusTarget(heading);
  return doc.activeElement === heading;
}

/**
 * Moves the focus to the first invalid field, else to the control of the first `fieldErrors`
 * name, else to the form error. True when something took the focus.
 */
export function focusFirstError(
  fieldNames: readonly string[],
  modalOpen: boolean,
  doc: Document = document,
): boolean {
  const scope = scopeOf(doc, modalOpen);
  if (!scope) return false;
  let target: HTMLElement | undefined = [...scope.querySelectorAll('[aria-invalid="true"]')].find(
    focusable,
  );
  for (const name of fieldNames) {
    if (target) break;
    const byId = scope.ownerDocument.getElementById(name);
    const named = [...scope.querySelectorAll(`[name="${name.replace(/["\\]/g, '\\$&')}"]`)];
    target = [...named, ...(byId && scope.contains(byId) ? [byId] : [])].find(focusable);
  }
  target ??= scope.querySelector<HTMLElement>('.w-form-error') ?? undefined;
  if (!target) return false;
  focusTarget(target);
  return doc.activeElement === target;
}

/** A stable signature of the view's errors: 'name\u0001key\u0002…\u0003formError' ('' when there are none). */
function errorSignature(view: Pick<ScreenView, 'fieldErrors' | 'formError'>): string {
  const fields = Object.keys(view.fieldErrors)
    .filter((k) => view.fieldErrors[k])
    .map((k) => `${k}\u0001${view.fieldErrors[k]}`)
    .join('\u0002');
  return fields || view.formError ? `${fields}\u0003${view.formError ?? ''}` : '';
}

/** The field names of an error signature, in the order of `fieldErrors`. */
function fieldNamesOf(signature: string): string[] {
  const fields = signature.split('\u0003')[0];
  return fields ? fields.split('\u0002').map((f) => f.split('\u0001')[0]) : [];
}

/** Whether signature `now` holds a field error or form error that `before` did not. */
function hasNewError(now: string, before: string): boolean {
  const parts = (sig: string) => {
    const [fields = '', form = ''] = sig.split('\u0003');
    return [...(fields ? fields.split('\u0002') : []), ...(form ? [`\u0003${form}`] : [])];
  };
  const old = new Set(parts(before));
  return parts(now).some((p) => !old.has(p));
}

/** Empties the live region, then fills it a moment later, so the same title twice is still announced. */
function announce(
  region: HTMLElement | null,
  text: string,
  pending: { current: ReturnType<typeof setTimeout> | undefined },
) {
  if (!region) return;
  region.textContent = '';
  clearTimeout(pending.current);
  pending.current = setTimeout(() => {
    region.textContent = text;
  }, 100);
}

/**
 * The focus rules above, for the view the outlet has committed. `announcer` is the polite live
 * region that receives `title` (the page title of `view`) on each step change.
 */
export function useStepFocus(
  view: ScreenView,
  announcer: RefObject<HTMLElement | null>,
  title: string,
) {
  const step = `${view.screen}@${view.path}`;
  const errors = errorSignature(view);
  const last = useRef<{ step: string; settled: boolean; errors: string; busy: boolean } | null>(
    null,
  );
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const modalOpen = view.modal !== null;
  const { busy, screen } = view;

  // A layout effect: the focus moves in the same commit that shows the new step, so nothing (a
  // click, a key, a test driver) can act on the new screen before its heading has the focus.
  useLayoutEffect(() => {
    const prev = last.current;
    last.current = {
      step,
      settled: (prev?.settled ?? false) || screen !== 'loading',
      errors,
      busy,
    };
    if (!prev) return; // the first page load: the applicant's focus stays where it is
    if (prev.step !== step) {
      if (!prev.settled) return; // still the first load (a loading screen before the first step)
      if (!modalOpen) focusStepHeading();
      announce(announcer.current, title, pending);
      return;
    }
    // A save that ended with errors, or an error that was not there before (not one that went away).
    const saveEnded = prev.busy && !busy;
    if (errors && !busy && (saveEnded || hasNewError(errors, prev.errors)))
      focusFirstError(fieldNamesOf(errors), modalOpen);
  }, [step, errors, busy, screen, modalOpen, title, announcer]);

  useEffect(() => {
    const timer = pending;
    return () => clearTimeout(timer.current);
  }, []);
}

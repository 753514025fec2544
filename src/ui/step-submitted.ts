/**
 * The DOM event a step form (src/ui/form.ts `useStepForm`) dispatches on itself when a submit
 * passed its client-side rules, just before `wizard.submit` is sent. The assisted banner's save &
 * close reads it to tell a submitted form from one its rules stopped (doc 1 §4.13;
 * src/shell/assisted-banner.tsx). Its own module so the page shell does not load the form library.
 */
export const STEP_SUBMITTED_EVENT = 'w-step-submitted';

/**
 * The step's busy flag for the step's buttons (issue 22 target 1, issue 32 item 2: the busy state
 * of a Continue paints without rendering the screen again). A screen whose view reaches
 * `view.busy` only through SubmitRow, ChoiceCard, LinkButton and the cards built on them (while no
 * modal is open) exports `busyFromContext = true`; the screen outlet (src/screen-outlet.tsx) then
 * keeps such a screen's element across a busy flip and puts the flag here, so only those buttons
 * render again (doc 1 §4.8: the form is busy from the click until the step has moved on). Outside
 * such a screen, and while a modal is open (the modal's own buttons follow `view.busy`), the value
 * is false and the buttons follow their `busy` prop alone.
 */
import { createContext, useContext } from 'react';

export const StepBusyContext = createContext(false);

/** A step button's busy state: its own `busy` prop or the step's flag from the context. */
export const useStepBusy = (busy: boolean | undefined): boolean =>
  useContext(StepBusyContext) || Boolean(busy);

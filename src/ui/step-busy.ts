/**
 * The step's busy flag for the submit row (issue 22 target 1: the busy state of a Continue paints
 * without rendering the form again). A screen whose view reaches `view.busy` only through its
 * SubmitRow exports `busyFromContext = true`; the screen outlet (src/screen-outlet.tsx) then keeps
 * such a screen's element across a busy flip and puts the flag here, so only the submit row
 * renders again (doc 1 §4.8: the form is busy from the click until the step has moved on). Outside
 * such a screen the value is false and SubmitRow follows its `busy` prop alone.
 */
import { createContext } from 'react';

export const StepBusyContext = createContext(false);

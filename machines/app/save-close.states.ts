/**
 * The save & close modal of the sales-assisted banner's logout (doc 1 §2.3, §2.12, §4.13), a region
 * of the root (the sales-assisted entry itself is the entry machine's, machines/entry/). With a
 * form on the page the banner submits it first (`saveClose.request`); the modal opens in its
 * success variant when the wizard moved on (the step was saved, `wizard.progress`) or its error
 * variant when the wizard reports a failed save (`saveClose.saved {ok: false}`); without a form it
 * opens at once (`saveClose.open`). 'exit' closes the window, 'continue' the modal.
 */
import { appSetup } from './app.setup';

/** The save & close modal (doc 1 §2.12, §4.13) as a region of the root. */
export const saveCloseRegion = appSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: {
      on: {
        'saveClose.open': { guard: 'isAssistedSession', target: 'saved' },
        'saveClose.request': { guard: 'isAssistedSession', target: 'waiting' },
      },
    },
    // The banner submitted the page's form: the wizard saves it and moves on, or reports the failure.
    waiting: {
      after: { SAVE_CLOSE_WAIT: 'closed' },
      on: {
        'wizard.progress': 'saved',
        'saveClose.saved': [{ guard: 'saveCloseOk', target: 'saved' }, { target: 'failed' }],
        'saveClose.cancel': 'closed',
      },
    },
    saved: {
      on: {
        'saveClose.exit': { target: 'exited', actions: 'closeWindow' },
        'saveClose.continue': 'closed',
      },
    },
    // 'This draft was not saved.  Please keep this window open and try again later.' — 'close'.
    // (Its one button, src/shell/sales-modals.tsx, sends 'continue'.)
    failed: { on: { 'saveClose.continue': 'closed' } },
    exited: {},
  },
});

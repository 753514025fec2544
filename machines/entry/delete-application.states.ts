/**
 * DELETE_APPLICATION '/delete-application' (doc 1 §2.11): reached from the debug 'DELETE
 * APPLICATION' button of development builds (`app.deleteApplication`); the page names the
 * application and asks to confirm. Confirm → DELETE v2/applications/{uid} (a fresh empty
 * application is created outside the upgrade flow, so the choice has one to set its kind on; the
 * tokens are refreshed) → CHOOSE_APPLICATION.MAIN; Back or Cancel → LOADING (the application as
 * it was). A refusal (ApplicationIsCompleted …) shows under the page.
 */
import { entrySetup } from './entry.setup';
import { ENTRY_META } from './entry-meta';

/** The `deleteApplication` state of the entry (doc 1 §2.11). */
export const deleteApplicationState = entrySetup.createStateConfig({
  meta: ENTRY_META.deleteApplication,
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'wizard.submit': { target: 'deleting', actions: 'clearErrors' },
        'wizard.back': { target: '#entry.loading', actions: 'clearErrors' },
        'modal.cancel': { target: '#entry.loading', actions: 'clearErrors' },
      },
    },
    deleting: {
      tags: ['busy', 'overlay'],
      invoke: {
        id: 'deleteApplication',
        src: 'deleteApplication',
        input: ({ context }) => ({
          applicationUid: context.applicationUid,
          upgrade: context.mode.kind === 'upgrade',
        }),
        onDone: {
          target: '#entry.chooseApplication',
          actions: ['clearApplication', 'tellApplicationDeleted', 'markStartingNew'],
        },
        onError: {
          target: 'confirming',
          actions: { type: 'assignApiError', params: { screen: 'none' } },
        },
      },
    },
  },
});

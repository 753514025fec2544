/**
 * The contract of a wizard's child flow (ARCHITECTURE.md "A multi-step modal is a child machine
 * invoked by the state that opens it"; doc 3 §2.4, §4): the bank link, the IRA custodian modal,
 * the funding edits of the review. A step opens a flow by a choice (its catalogue entry's
 * `flows`, e.g. `{ ACHConnected: 'bankLink' }`); the wizard invokes the flow's machine with id
 * 'flow' and `FlowInput`, forwards it the screen's events (`wizard.*`, `modal.*`, `flow.*`) and,
 * when the flow finishes, takes `FlowOutput.application` (null: cancelled, nothing changed) and
 * goes on by the step's routing (`FlowOutput.go === 'next'`) or stays on the step.
 *
 * A flow machine:
 * - owns its errors in its context as `fieldErrors`, `formError`, `errorFallbacks` (the selectors
 *   show them instead of the wizard's while the flow runs);
 * - names its modal in its states' `meta: { modal: '<ModalId>' }` and tags busy states 'busy';
 *   states where leaving the page would lose typed data carry the tag 'leaveWarning' (the page
 *   shell asks before unload);
 * - exports `<name>ViewOf(snapshot)`: the plain data its modal component renders (selectors put it
 *   in `ScreenView.data.flow`);
 * - declares its actors in `setup` with placeholders and exports `<name>Actors(api)`, the real
 *   actors over the API client, which src/app/create-app.ts provides.
 */
import type { Application, Settings } from '../../services/api/contract';

/** What a step hands the flow it opens. */
export interface FlowInput {
  applicationUid: string;
  /** The application as the wizard holds it (PII: memory only). */
  application: Application;
  settings: Settings | null;
  /** The choice that opened the flow ('ACHConnected', 'IRATransfer', an edit item …), or null. */
  choice: string | null;
  /** The flow mode (doc 1 §4.11–§4.13): sales-assisted sessions cannot link a bank; 'aip' is the recurring programme. */
  mode: { assisted: boolean; aip: boolean };
}

/** What the flow hands back. */
export interface FlowOutput {
  /** The application as saved and re-read; null when the flow was cancelled and nothing changed. */
  application: Application | null;
  /** 'next': the step routes on with the new application (e.g. to the ACH amount); 'stay': back to the step. */
  go: 'next' | 'stay';
}

/** The events screens send to an open flow (besides wizard.submit / wizard.back / modal.confirm / modal.cancel). */
export type FlowEvent =
  /** The bank-link widget succeeded (react-plaid-link's onSuccess(publicToken, metadata) shape, doc 3 §4). */
  | {
      type: 'flow.linked';
      publicToken: string;
      institutionName: string;
      accounts: { id: string; name: string; mask: string }[];
    }
  /** The bank-link widget closed; `errorCode` 'INVALID_LINK_TOKEN' asks for a fresh token (doc 3 §4). */
  | { type: 'flow.linkExit'; errorCode: string | null }
  /** The custodian search box changed (doc 3 §2.4 (a)). */
  | { type: 'flow.search'; query: string }
  /** A list row picked (a custodian, a bank account …). */
  | { type: 'flow.pick'; id: string }
  /** 'Don't see it? Add manually' (doc 3 §2.4 (a')). */
  | { type: 'flow.manual' }
  /** Multi-step modal navigation (doc 3 §2.4): back N steps (default 1), forward, skip two steps. */
  | { type: 'flow.back'; steps?: number }
  | { type: 'flow.forward' }
  | { type: 'flow.skipTwo' }
  /** The custodian's street typed in the manual form (doc 3 §2.4 (a') US address autocomplete). */
  | { type: 'flow.addressLookup'; query: string }
  /** A street suggestion picked in the manual custodian form. */
  | { type: 'flow.addressPick'; id: string };

/** The event types of `FlowEvent` (the root forwards them to the wizard, the wizard to its open flow). */
export const FLOW_EVENT_TYPES = [
  'flow.linked',
  'flow.linkExit',
  'flow.search',
  'flow.pick',
  'flow.manual',
  'flow.back',
  'flow.forward',
  'flow.skipTwo',
  'flow.addressLookup',
  'flow.addressPick',
] as const satisfies readonly FlowEvent['type'][];

// Every FlowEvent type is listed above (a type missing there is a type error here).
type Unlisted = Exclude<FlowEvent['type'], (typeof FLOW_EVENT_TYPES)[number]>;
const _allListed: Unlisted extends never ? true : never = true;
void _allListed;

/** The flows a step can open (machines/wizards/step-catalogue.ts `flows`). */
export type FlowId = 'bankLink' | 'custodian' | 'fundingEdit';

/**
 * The screen events each flow's machine handles: all the wizard forwards to it while it runs
 * (machines/wizard-engine/flow-states.ts). The flows load lazily, so the list is written here;
 * test/unit/flow-accepts.test.ts checks it against each machine's transitions. The funding edit
 * hands the events of the flow it opens (the bank link, the custodian) on to it.
 */
const BANK_LINK_ACCEPTS = ['modal.cancel', 'modal.confirm', 'flow.linked', 'flow.linkExit'];
const CUSTODIAN_ACCEPTS = [
  'wizard.submit',
  'wizard.back',
  'modal.cancel',
  'flow.search',
  'flow.pick',
  'flow.manual',
  'flow.back',
  'flow.forward',
  'flow.skipTwo',
  'flow.addressLookup',
  'flow.addressPick',
];
/**
 * The funding edit's own steps' events (choice, method, amount and its ACH terms viewer): what
 * screens/flows/funding-edit-modal.tsx sends — a card, the form, the terms link, Back, Close.
 */
const FUNDING_EDIT_OWN = [
  'wizard.submit',
  'modal.confirm',
  'modal.cancel',
  'agreement.view',
  'flow.pick',
  'flow.back',
];
const union = (...lists: readonly string[][]) => [...new Set(lists.flat())];

export const FLOW_ACCEPTS: Readonly<Record<FlowId, readonly string[]>> = {
  bankLink: BANK_LINK_ACCEPTS,
  custodian: CUSTODIAN_ACCEPTS,
  fundingEdit: union(FUNDING_EDIT_OWN, BANK_LINK_ACCEPTS, CUSTODIAN_ACCEPTS),
};

/**
 * The events a running funding edit can use on a wizard of `kind` (doc 3 §2.4): its own steps'
 * and those of the flow it opens there — the bank link for a bank funding, the custodian modal for
 * an IRA (whose amount has no ACH terms viewer). The wizard's flow state forwards only these
 * (machines/wizard-engine/review-states.ts), so its chart has no transition a browser cannot take.
 */
export function fundingEditAccepts(kind: 'bank' | 'ira'): readonly string[] {
  return kind === 'bank'
    ? union(FUNDING_EDIT_OWN, BANK_LINK_ACCEPTS)
    : union(
        FUNDING_EDIT_OWN.filter((t) => t !== 'agreement.view'),
        CUSTODIAN_ACCEPTS,
      );
}

/** The tag of flow states where leaving the page loses typed data (doc 3 §2.4 "warn before the page is unloaded"). */
export const LEAVE_WARNING_TAG = 'leaveWarning';

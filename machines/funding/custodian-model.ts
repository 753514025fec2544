/**
 * The IRA custodian modal's model (custodian.machine.ts; doc 3 §2.4 "IRA custodian modal, six
 * steps", §9): its steps, context and events, search sizes and the saved-step checks its guards
 * read. Re-exported by custodian.machine.ts for its importers.
 */
import type { AddressParts, AddressSuggestion } from '../../services/adapters/address-autocomplete';
import type { Application, Custodian, Settings, State } from '../../services/api/contract';
import type { ScreenEvent } from '../screen-contract';
import { iraFundingOf } from './custodian-data';
import type { FlowEvent } from './flow-contract';

/** Custodians listed with an empty search box (doc 3 §9 "Custodian search shows 8 entries when empty"). */
export const EMPTY_SEARCH_TAKE = 8;
/** Custodians listed for a search (decision: the spec names only the empty box's 8). */
export const SEARCH_TAKE = 20;
/** Wait after the last keystroke before searching, ms. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The six steps in order (doc 3 §2.4 (a)–(f)); (a') the manual form is step 1 too. */
export const CUSTODIAN_STEPS = [
  'findCustodian',
  'accountNumber',
  'transferType',
  'iraType',
  'amount',
  'review',
] as const;
export type CustodianStepName = (typeof CUSTODIAN_STEPS)[number] | 'manualCustodian';
export const CUSTODIAN_STEP_COUNT = CUSTODIAN_STEPS.length;

export interface CustodianContext {
  applicationUid: string;
  /** The application as last saved or re-read (PII: memory only). */
  application: Application;
  settings: Settings | null;
  /** The search box. */
  query: string;
  /** The last search's answer. */
  custodians: Custodian[];
  /** A search answered at least once (the 'no custodian' text needs an answer). */
  searched: boolean;
  /** US states for the manual form. */
  states: State[];
  addressSuggestions: AddressSuggestion[];
  addressPick: AddressParts | null;
  /** How the flow ends (FlowOutput.go). */
  go: 'next' | 'stay';
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

type AddressEvent =
  | { type: 'address.suggestions'; items: AddressSuggestion[] }
  | { type: 'address.picked'; address: AddressParts };
export type CustodianEvent = ScreenEvent | FlowEvent | AddressEvent;

export type { SearchInput } from '../../services/actors/modal-actors';

/** Position (1–6) of a step. */
export const numberOf = (step: CustodianStepName): number =>
  step === 'manualCustodian' ? 1 : CUSTODIAN_STEPS.indexOf(step) + 1;

/** Whether the data of step `n` (1–5) is saved on the application. */
export function stepSaved(app: Application, n: number): boolean {
  const f = iraFundingOf(app);
  if (!f) return false;
  switch (n) {
    case 1:
      return !!f.IRAFundingCustodianResponse?.Name;
    case 2:
      return !!f.AccountNumber;
    case 3:
      return !!f.TransferType;
    case 4:
      return !!f.CustodianAccountType;
    case 5:
      return f.Amount !== null && f.Amount !== undefined;
    default:
      return false;
  }
}

/** The saved custodian was typed in the manual form (no directory uid). */
export const savedManual = (app: Application) => {
  const c = iraFundingOf(app)?.IRAFundingCustodianResponse;
  return !!c?.Name && !c.CustodianUid;
};

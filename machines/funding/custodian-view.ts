/**
 * What the IRA custodian modal renders (doc 3 §2.4; screens/flows/custodian-modal.tsx): the
 * custodian machine's snapshot → `CustodianView` (`ScreenView.data.flow` while the flow runs).
 * Pure function of the snapshot.
 */
import type { AddressParts, AddressSuggestion } from '../../services/adapters/address-autocomplete';
import type { Custodian, State } from '../../services/api/contract';
import { iraFundingOf, manualInitialOf } from './custodian-data';
import {
  CUSTODIAN_STEP_COUNT,
  CUSTODIAN_STEPS,
  EMPTY_SEARCH_TAKE,
  numberOf,
  type CustodianEvent,
  type CustodianSnapshot,
  type CustodianStepName,
} from './custodian.machine';

/** What the modal renders (`ScreenView.data.flow` while the custodian flow runs). */
export interface CustodianView {
  /** The step the user sees ('fundingType' while the IRATransfer type is being saved or failed). */
  step: CustodianStepName | 'fundingType';
  /** 1–6, for 'Step 2 of 6'. */
  stepNumber: number;
  stepCount: number;
  busy: boolean;
  /** The list is being searched. */
  searching: boolean;
  query: string;
  custodians: Custodian[];
  /** A search answered with nothing: 'iraCustodian.findCustodian.noCustodian'. */
  noMatch: boolean;
  /** The saved custodian's uid (marked in the list), or null. */
  currentCustodianUid: string | null;
  states: State[];
  addressSuggestions: AddressSuggestion[];
  addressPick: AddressParts | null;
  /** The step form's prefill from the saved funding (strings). */
  initial: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
  canBack: boolean;
  canForward: boolean;
  canSkipTwo: boolean;
  /** The review's rows (step 'review'); the amount in dollars. */
  review: {
    name: string;
    address: Custodian['Address'] | null;
    phone: Custodian['Phone'] | null;
    fax: Custodian['Fax'];
    transferType: string | null;
    accountNumber: string | null;
    accountType: string | null;
    amount: number | null;
  } | null;
  currency: 'USD' | 'CAD';
}

const stepNameOf = (s: CustodianSnapshot): CustodianView['step'] => {
  for (const name of [...CUSTODIAN_STEPS, 'manualCustodian'] as const)
    if (s.matches(name)) return name;
  return 'fundingType';
};

/** The view of a custodian flow snapshot (plain data for screens/flows/custodian-modal.tsx). */
export function custodianViewOf(s: CustodianSnapshot): CustodianView {
  const c = s.context;
  const step = stepNameOf(s);
  const f = iraFundingOf(c.application);
  const cust = f?.IRAFundingCustodianResponse ?? null;
  const initial: Record<string, string> = {
    // The manual form's prefill when the saved custodian was typed (back from the review).
    ...(cust && !cust.CustodianUid ? manualInitialOf(cust) : {}),
    AccountNumber: f?.AccountNumber ?? '',
    TransferType: f?.TransferType ?? '',
    AccountType: f?.CustodianAccountType ?? '',
    Amount: f?.Amount === null || f?.Amount === undefined ? '' : f.Amount.toFixed(2),
  };
  const can = (e: CustodianEvent) => s.can(e);
  return {
    step,
    stepNumber: step === 'fundingType' ? 1 : numberOf(step),
    stepCount: CUSTODIAN_STEP_COUNT,
    busy: s.hasTag('busy'),
    searching:
      s.matches({ findCustodian: { browsing: 'loading' } }) ||
      s.matches({ findCustodian: { browsing: 'debouncing' } }),
    query: c.query,
    custodians: c.query.trim() ? c.custodians : c.custodians.slice(0, EMPTY_SEARCH_TAKE),
    noMatch: c.searched && c.custodians.length === 0 && !c.formError,
    currentCustodianUid: cust?.CustodianUid ?? null,
    states: c.states,
    addressSuggestions: c.addressSuggestions,
    addressPick: c.addressPick,
    initial,
    fieldErrors: c.fieldErrors,
    formError: c.formError,
    errorFallbacks: c.errorFallbacks,
    canBack: can({ type: 'wizard.back' }),
    canForward: can({ type: 'flow.forward' }),
    canSkipTwo: can({ type: 'flow.skipTwo' }),
    review:
      step === 'review'
        ? {
            name: cust?.Name ?? '',
            address: cust?.Address ?? null,
            phone: cust?.Phone ?? null,
            fax: cust?.Fax ?? null,
            transferType: f?.TransferType ?? null,
            accountNumber: f?.AccountNumber ?? null,
            accountType: f?.CustodianAccountType ?? null,
            amount: f?.Amount ?? null,
          }
        : null,
    currency: c.settings?.Currency === 'CAD' ? 'CAD' : 'USD',
  };
}

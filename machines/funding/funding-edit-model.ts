/**
 * The funding-edit modal's model (funding-edit.machine.ts; doc 3 §2.4 "Funding edits from the
 * review page"): its steps and context, what each card kind saves and opens, and the pure
 * helpers its guards and actions read. Re-exported by funding-edit.machine.ts where importers use it.
 */
import type { Application, BankAccount } from '../../services/api/contract';
import { fundingTypeOf, iraFundingTypeOf } from '../wizards/walk';
import type { FlowInput } from './flow-contract';

/** The steps of the modal, in order (the trail `flow.back {steps}` walks back on). */
export type FundingEditStep = 'choice' | 'method' | 'amount';

export interface FundingEditContext extends FlowInput {
  /** 'bank' for the bank funding card, 'ira' for an IRA's (doc 3 §2.4). */
  kind: 'bank' | 'ira';
  /** The steps visited, the current one last. */
  trail: FundingEditStep[];
  /** The linked bank accounts (GET …/bank-accounts) for the ACH amount's '{bank} account ending {last 4}'; null until loaded. */
  bankAccounts: BankAccount[] | null;
  /** The ACH transfer terms (HTML) the amount's viewer shows; null until loaded. */
  achTermsHtml: string | null;
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
}

/** What each kind saves and opens. */
export const KINDS = {
  bank: {
    field: 'BankFundingType',
    methodScreen: 'fundAccount',
    amountScreen: 'fundAmount',
    opens: { ACHConnected: 'bankLink' },
  },
  ira: {
    field: 'IRAFundingType',
    methodScreen: 'retirementFunding',
    amountScreen: 'retirementAmount',
    opens: { IRATransfer: 'custodian' },
  },
} as const;

/** The saved method ('Wire', 'Rollover' …) of the card's kind, or null. */
export const methodOf = (kind: 'bank' | 'ira', app: Application): string | null =>
  kind === 'bank' ? fundingTypeOf(app) : iraFundingTypeOf(app);

/** The saved amount of the card's kind, or null. */
export const amountOf = (kind: 'bank' | 'ira', app: Application): number | null =>
  (kind === 'bank'
    ? app.ApplicationFunding?.Amount
    : app.IRAApplication?.IRAApplicationFundingResponse?.Amount) ?? null;

/** The nested flow a method opens (the bank link, the custodian modal), or null. */
export const nestedOf = (kind: 'bank' | 'ira', method: string | null): string | null =>
  method ? ((KINDS[kind].opens as Record<string, string>)[method] ?? null) : null;

/** The method a `wizard.submit` of the method step names for the card's kind, or null (doc 3 §2.4). */
export const submittedMethod = (
  c: FundingEditContext,
  e: { type: string; values?: Record<string, unknown> },
): string | null =>
  e.type === 'wizard.submit' && e.values?.[KINDS[c.kind].field] != null
    ? String(e.values[KINDS[c.kind].field])
    : null;

/** The trail after going back `steps` steps, never before the first (doc 3 §2.4). */
export const back = (trail: FundingEditStep[], steps: number): FundingEditStep[] =>
  trail.slice(0, Math.max(1, trail.length - steps));
/** How many steps a back event asks for: `flow.back {steps}`, else 1 (doc 3 §2.4). */
export const stepsOf = (e: { type: string; steps?: number }) =>
  e.type === 'flow.back' && e.steps && e.steps > 0 ? e.steps : 1;

/**
 * The KYC documents machine's context, input and output (kyc.machine.ts; doc 3 §2.6, §9;
 * issue 9 the phone hand-off). Re-exported by kyc.machine.ts for its importers.
 */
import type { Application, RequiredDocument } from '../../services/api/contract';
import type { PersonSlot } from '../screen-contract';
import type { KycRoute } from './kyc-routes';

/** doc 3 §9: the required documents are fetched 1,000 ms after the hub opens. */
export const KYC_FETCH_DELAY_MS = 1000;
/** While a phone hand-off is open (issue 9), the requirements are fetched again every 3 s. */
export const HANDOFF_POLL_MS = 3000;

/** An open phone hand-off (issue 9): the link shown on the method page and the requirement it fills. */
export interface KycHandoff {
  /** The short link (it holds the token: shown on screen only, never logged or tracked). */
  url: string;
  /** ISO 8601; the link stops working then (10 minutes). */
  expiresAt: string;
  /** The requirement's DocumenUid (the hub marks it uploaded when it arrives). */
  documentUid: string;
}

export interface KycInput {
  applicationUid: string;
  application: Application | null;
  /** The path a reload asked for (a KYC document page opens directly), or null. */
  resumePath: string | null;
}
export interface KycOutput {
  result: 'done' | 'skipped';
}
export interface KycContext {
  applicationUid: string;
  application: Application | null;
  /** The requirements as last fetched; null before the first answer. */
  docs: RequiredDocument[] | null;
  fetchError: string | null;
  /** The person chosen on the hub (the voided check's shared page reads it). */
  slot: PersonSlot;
  resumePath: string | null;
  result: KycOutput['result'] | null;
  /** The open phone hand-off (issue 9), or null. */
  handoff: KycHandoff | null;
  /** Why the last hand-off could not be created (i18n key or the server's message), or null. */
  handoffError: string | null;
  handoffErrorFallbacks: Record<string, string>;
}
/** The person a page is about: its own slot, or the one chosen on the hub (the voided check). */
export const slotOfRoute = (route: KycRoute, context: Pick<KycContext, 'slot'>): PersonSlot =>
  route.slot ?? context.slot;

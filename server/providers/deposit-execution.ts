/**
 * The sandbox trading engine's pre-check of a deposit amount (doc 3 §8 Deposits: TradecoreExecutionError
 * 'The provided amount is not valid.'; doc 1 §8.2 "a trading-engine execution error"). The
 * registration server has no trading engine; the sandbox refuses one documented amount so that the
 * wizard's field-level handling of the code can be exercised (docs/sandbox.md "Funding").
 */
import { fail, type ApiError } from '../http/errors';

/** The deposit amount, in dollars, that the sandbox trading engine refuses. */
export const SANDBOX_REFUSED_DEPOSIT_AMOUNT = 13.13;

/**
 * Null when the sandbox engine accepts `amount` (dollars) as a deposit, else the 400
 * TradecoreExecutionError to throw (Context 'Amount', shown on the amount field, doc 3 §8).
 */
export function depositExecutionError(amount: number): ApiError | null {
  if (Math.round(amount * 100) !== Math.round(SANDBOX_REFUSED_DEPOSIT_AMOUNT * 100)) return null;
  return fail(400, 'TradecoreExecutionError', 'The provided amount is not valid.', 'Amount');
}

/**
 * Amount messages (doc 3 §5 "messages 'minAmount' / 'maxAmount' with the bound formatted as
 * currency without decimals plus the funding type", in the deposit-limit copy 'There is a minimum
 * amount {{minAmount}} limit per deposit {{type}}' and its maximum counterpart, issue 21 item 2):
 * on every amount screen — fund amount (wire, check, ACH, cryptocurrency), retirement amount
 * (rollover, transfer, annual contribution), the custodian modal's transfer amount and the
 * programme's monthly investment — the form's rule names its bound and what the amount is for;
 * the server answers the same message, and the wizard shows it on the field.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { transferAmountForm } from '../../machines/funding/custodian-forms';
import { fundAmountForm } from '../../machines/view/specs/fund-amount';
import { retirementAmountForm } from '../../machines/view/specs/retirement-amount';
import { mapApiFailure } from '../../services/api/error-map';
import { amountLimitMessage, formatAmountBound } from '../../services/api/fields';
import { metalInvestForm } from '../../services/api/metal-fields';
import { amountKindOf } from '../../server/routes/fundings';
import { t } from '../../src/i18n/t';

/** The text the form shows for `Amount` typed into `form` (null when valid). */
function shown(form: z.ZodType, values: Record<string, string>): string | null {
  const r = form.safeParse(values);
  const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'Amount');
  return issue ? t(issue.message) : null;
}

const min = (bound: string, type: string) =>
  `There is a minimum amount ${bound} limit per deposit ${type}`;
const max = (bound: string, type: string) =>
  `There is a maximum amount ${bound} limit per deposit ${type}`;

describe('the bound as currency without decimals (doc 3 §5)', () => {
  it('formats US dollars with separators and no cents', () => {
    expect(formatAmountBound(1)).toBe('$1');
    expect(formatAmountBound(1000)).toBe('$1,000');
    expect(formatAmountBound(500_000_000)).toBe('$500,000,000');
  });
  it('the message key carries its values; t() fills them and translates the type', () => {
    const m = amountLimitMessage('min', 1000, 'Wire');
    expect(m).toBe('fundAmount.minLimit?minAmount=%241%2C000&type=fundAmount.typeWire');
    expect(t(m)).toBe(min('$1,000', 'by wire transfer'));
  });
});

describe('fund amount (doc 3 §2.4 "Amount")', () => {
  it.each([
    ['Wire', 'by wire transfer'],
    ['Check', 'by check'],
    ['ACHConnected', 'by bank transfer (ACH)'],
    ['Cryptocurrency', 'in cryptocurrency'],
  ] as const)('%s: below $1 and above $500,000,000 name the bound and %s', (method, type) => {
    const form = fundAmountForm(method);
    const extra: Record<string, string> = method === 'ACHConnected' ? { AutoDeposit: 'on' } : {};
    expect(shown(form, { Amount: '0.50', ...extra })).toBe(min('$1', type));
    expect(shown(form, { Amount: '500000000.01', ...extra })).toBe(max('$500,000,000', type));
    expect(shown(form, { Amount: '1', ...extra })).toBeNull();
  });
});

describe('retirement amount (doc 3 §2.4, §5 "IRA amounts")', () => {
  // Doc 3 §5 "Estimated amounts: … initial deposit min {{minValue}} and max {{maxValue}}" (issue 35 item 8).
  it('rollover and transfer: an estimated initial deposit between $1 and $500,000,000', () => {
    const range = 'Enter an estimated initial deposit between $1 and $500,000,000.';
    for (const kind of ['Rollover', 'IRATransfer'] as const) {
      const form = retirementAmountForm(kind, 7000, [2026]);
      expect(shown(form, { Amount: '0.99' }), kind).toBe(range);
      expect(shown(form, { Amount: '500000001' }), kind).toBe(range);
      expect(shown(form, { Amount: '' }), kind).toBe(t('fields.errors.validation.amount'));
      expect(shown(form, { Amount: 'abc' }), kind).toBe(t('fields.errors.validation.mustBeNumber'));
    }
  });
  it('annual contribution: the broker limit', () => {
    const form = retirementAmountForm('AnnualContribution', 7000, [2026]);
    expect(shown(form, { Amount: '7000.01', ContributionYear: '2026' })).toBe(
      max('$7,000', 'for an annual contribution'),
    );
    expect(shown(form, { Amount: '0.5', ContributionYear: '2026' })).toBe(
      min('$1', 'for an annual contribution'),
    );
  });
});

describe('custodian modal amount (doc 3 §2.4 (e))', () => {
  it('an estimated amount, with both bounds', () => {
    const range = 'Enter an estimated initial deposit between $1 and $500,000,000.';
    expect(shown(transferAmountForm, { Amount: '0.1' })).toBe(range);
    expect(shown(transferAmountForm, { Amount: '600000000' })).toBe(range);
  });
});

describe('programme amount (doc 3 §2.3 "Monthly investment")', () => {
  it("names the broker's programme bounds", () => {
    const form = metalInvestForm(50, 2500);
    expect(shown(form, { Amount: '49.99' })).toBe(min('$50', 'for the monthly investment'));
    expect(shown(form, { Amount: '2500.01' })).toBe(max('$2,500', 'for the monthly investment'));
  });
});

describe('the server answers the same message (services/api/error-map.ts)', () => {
  it('bank funding types map onto the method named', () => {
    expect([1, 2, 3, 4, 5].map(amountKindOf)).toEqual([
      'ACHConnected',
      'ACHConnected',
      'Wire',
      'Check',
      'Cryptocurrency',
    ]);
  });
  it.each([
    ['AmountIsBelowMinimum', amountLimitMessage('min', 100, 'MetalStream')],
    ['AmountIsAboveMaximum', amountLimitMessage('max', 25_000, 'Check')],
    ['Order_AchDepositMaxLimit', amountLimitMessage('max', 10_000, 'ACHConnected')],
  ])('%s lands on Amount with its values', (Code, Message) => {
    const mapped = mapApiFailure({ status: 400, errors: [{ Code, Message, Context: 'Amount' }] }, [
      'Amount',
    ]);
    expect(mapped.fieldErrors.Amount).toBe(Message);
    expect(t(mapped.fieldErrors.Amount)).toMatch(/^There is a m(in|ax)imum amount \$[\d,]+ limit/);
  });
});

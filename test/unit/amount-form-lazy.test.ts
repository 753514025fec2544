/**
 * Issue 22 target 2 (boot): building an amount form creates no Intl formatter — the custodian's
 * transfer form is built when its module evaluates, on the way to the first interaction, and an
 * Intl.NumberFormat costs ~10 ms at 4× CPU to create. The limit message (doc 3 §5) is built when
 * an amount fails, with the same text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const Real = Intl.NumberFormat;
let made = 0;
/** Intl.NumberFormat, counting the formatters created. */
class Counting extends Real {
  constructor(...args: ConstructorParameters<typeof Real>) {
    super(...args);
    made++;
  }
}
afterEach(() => {
  Intl.NumberFormat = Real;
});

describe('amountForm', () => {
  it('formats its bounds only when an amount is out of range', async () => {
    vi.resetModules();
    Intl.NumberFormat = Counting as typeof Intl.NumberFormat;
    made = 0;
    const { amountForm, amountLimitMessage } = await import('../../services/api/fields');
    const form = amountForm('Wire', 1000, 5000);
    expect(form.safeParse({ Amount: '2000' }).success).toBe(true);
    expect(made).toBe(0);
    const r = form.safeParse({ Amount: '10' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(
      amountLimitMessage('min', 1000, 'Wire'),
    );
    expect(made).toBe(1);
  });
});

/**
 * Dates in the applicant's time zone (issue 21 item 11; services/api/eastern-time.ts): the
 * 15 April contribution cut-off (doc 3 §2.4, §9) and the programme's 'Scheduled {month}/{day}'
 * (doc 3 §9, the month following the day of the month) are computed in US Eastern time, on a
 * fixed clock around midnight UTC — where the UTC date is already the next day.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metalRecurringOf, scheduledOf } from '../../machines/view/specs/metal-common';
import {
  contributionYearOptions,
  retirementAmountSpecAt,
} from '../../machines/view/specs/retirement-amount';
import { contributionYears } from '../../server/routes/ira-fundings';
import { easternDate } from '../../services/api/eastern-time';
import type { Application } from '../../services/api/contract';

afterEach(() => {
  vi.useRealTimers();
});

describe('easternDate', () => {
  it('reads the New York calendar date, daylight saving included', () => {
    // 02:00 UTC on 16 April is 22:00 EDT (UTC−4) on the 15th.
    expect(easternDate(new Date('2026-04-16T02:00:00Z'))).toEqual({
      year: 2026,
      month: 4,
      day: 15,
    });
    expect(easternDate(new Date('2026-04-16T04:00:00Z'))).toEqual({
      year: 2026,
      month: 4,
      day: 16,
    });
    // 03:00 UTC on 1 January is 22:00 EST (UTC−5) on 31 December.
    expect(easternDate(new Date('2027-01-01T03:00:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
    expect(easternDate(new Date('2027-01-01T05:00:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});

describe('the 15 April contribution cut-off (doc 3 §2.4, §9)', () => {
  it.each([
    ['2026-04-16T00:30:00Z', [2026, 2025]], // 15 April 20:30 in New York: still open
    ['2026-04-16T03:59:59Z', [2026, 2025]],
    ['2026-04-16T04:00:00Z', [2026]], // 16 April 00:00 EDT
    ['2027-01-01T03:00:00Z', [2026]], // still 31 December 2026 in New York
    ['2027-01-01T05:00:00Z', [2027, 2026]],
  ] as const)('at %s the years are %j, on the wizard and on the server', (iso, years) => {
    const at = new Date(iso);
    expect(contributionYearOptions(at)).toEqual(years);
    expect(contributionYears(at)).toEqual(years);
  });

  it('the retirement amount screen offers them on the system clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-16T01:00:00Z'));
    const spec = retirementAmountSpecAt(() => new Date());
    const data = spec.data!({
      path: '/fund/retirement/contribution/amount',
      application: null,
      settings: null,
      lookups: {},
    } as never) as { years: number[] };
    expect(data.years).toEqual([2026, 2025]);
  });
});

describe("'Scheduled {month}/{day}' (doc 3 §9)", () => {
  it('uses the Eastern day of the month, not the UTC date', () => {
    // 18 March 22:00 EDT = 19 March 02:00 UTC; recurring day 18 is not past yet in New York.
    const late = new Date('2026-03-19T02:00:00Z');
    expect(scheduledOf(18, late)).toEqual({ month: 4, day: 18 });
    expect(scheduledOf(17, late)).toEqual({ month: 5, day: 17 });
  });

  it('follows the day of the month, not the day of the week', () => {
    // Wednesday 18 March (day of the week 3) at noon in New York.
    const wed = new Date('2026-03-18T16:00:00Z');
    expect(scheduledOf(5, wed)).toEqual({ month: 5, day: 5 });
    expect(scheduledOf(25, wed)).toEqual({ month: 4, day: 25 });
  });

  it('wraps past December on New Year’s Eve in New York (already 1 January in UTC)', () => {
    const eve = new Date('2027-01-01T03:00:00Z');
    expect(scheduledOf(15, eve)).toEqual({ month: 2, day: 15 });
    expect(scheduledOf(31, eve)).toEqual({ month: 1, day: 31 });
  });

  it('the review box on the system clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-19T02:00:00Z'));
    const app = {
      RegistrationFlowType: 2,
      MetalStream: { Amount: 250 },
    } as unknown as Application;
    // 18 March in New York, recurring day 17: past, so May.
    expect(metalRecurringOf(app, { MetalStreamRecurringInvestment: 17, Currency: 'USD' })).toEqual({
      amount: 250,
      currency: 'USD',
      month: 5,
      day: 17,
    });
  });
});

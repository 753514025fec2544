/**
 * Calendar dates in the applicant's time zone, US Eastern time (issue 21: the brokerage's dates
 * are Eastern; doc 3 §2.4 "prior-year contributions allowed until April 15", §9 "Contribution year
 * list switches on 16 April" and "'Scheduled {month}/{day}'"). The wall-clock date is read with
 * Intl.DateTimeFormat in America/New_York (daylight saving included) — no offset arithmetic. Used
 * by the wizard and by the reference server, so both switch at the same instant.
 */

/** The applicant's time zone (IANA name). */
export const APPLICANT_TIME_ZONE = 'America/New_York';

// Built on first use (issue 22 "Boot"): a formatter with a time zone costs ~15 ms at 4× CPU to
// create, and the module is in the entry chunk while only the IRA and metal screens read a date.
let easternParts: Intl.DateTimeFormat | null = null;
const easternFormat = () =>
  (easternParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: APPLICANT_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }));

/** The calendar date of the instant `at` in US Eastern time: month 1–12, day 1–31. */
export function easternDate(at: Date): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(
    easternFormat()
      .formatToParts(at)
      .filter((p) => p.type === 'year' || p.type === 'month' || p.type === 'day')
      .map((p) => [p.type, Number(p.value)]),
  ) as { year: number; month: number; day: number };
  return parts;
}

/**
 * The calendar date of the instant `at` in US Eastern time as 'yyyy-MM-dd' (issue 35 item 7: the
 * age rule, the date of birth's and the ID's "not after today" and "not before today" checks count
 * the Eastern day on the wizard and on the server alike).
 */
export function easternIsoDate(at: Date): string {
  const { year, month, day } = easternDate(at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The contribution years accepted at the instant `at` (doc 3 §2.4, §9): until 15 April of year Y
 * (Eastern time) both Y and Y − 1 — a prior-year contribution is allowed until April 15 — and
 * from 16 April only Y. Current year first.
 */
export function contributionYearsAt(at: Date): number[] {
  const { year, month, day } = easternDate(at);
  const beforeCutoff = month < 4 || (month === 4 && day <= 15);
  return beforeCutoff ? [year, year - 1] : [year];
}

/**
 * Dates in one time zone (issue 35 item 7): the age rule, the date of birth's "not after today"
 * and the ID's issue/expiry checks count the US Eastern calendar day (services/api/eastern-time.ts),
 * like every other date of the brokerage — on the wizard's forms and the server's rules alike. The
 * instants below are the evening before a birthday in New York while the UTC date is already the
 * birthday (02:00 UTC = 22:00 EDT the day before), and the same night after midnight Eastern.
 */
import { describe, expect, it } from 'vitest';
import { checkIdentification, type CddLookups } from '../../server/domain/cdd-rules';
import { easternIsoDate } from '../../services/api/eastern-time';
import {
  ageError,
  ageOn,
  dateOfBirthForm,
  dateOfBirthIso,
  maxBirthYear,
} from '../../services/api/fields';
import { identityDetailsForm } from '../../services/api/ira-fields';

/** 14 March 2026, 22:00 EDT — already 15 March in UTC. */
const EVENING_BEFORE = new Date('2026-03-15T02:00:00Z');
/** 15 March 2026, 01:00 EDT. */
const AFTER_MIDNIGHT = new Date('2026-03-15T05:00:00Z');

describe('the Eastern calendar day (issue 35 item 7)', () => {
  it('is the New York date, not the UTC one', () => {
    expect(EVENING_BEFORE.toISOString().slice(0, 10)).toBe('2026-03-15');
    expect(easternIsoDate(EVENING_BEFORE)).toBe('2026-03-14');
    expect(easternIsoDate(AFTER_MIDNIGHT)).toBe('2026-03-15');
    // New Year's Eve: the year of the year limits follows too.
    expect(maxBirthYear('MAIN', new Date('2027-01-01T03:00:00Z'))).toBe(2025);
    expect(maxBirthYear('MAIN', new Date('2027-01-01T06:00:00Z'))).toBe(2026);
  });

  it('an 18th birthday counts from midnight in New York', () => {
    expect(ageOn('2008-03-15', EVENING_BEFORE)).toBe(17);
    expect(ageError('2008-03-15', 'MAIN', EVENING_BEFORE)).toBe(
      'fields.errors.validation.dateOfBirth',
    );
    expect(ageError('2008-03-15', 'MAIN', AFTER_MIDNIGHT)).toBeNull();
    const form = (today: Date) =>
      dateOfBirthForm('MAIN', today).safeParse({ Month: '3', Day: '15', Year: '2008' }).success;
    expect(form(EVENING_BEFORE)).toBe(false);
    expect(form(AFTER_MIDNIGHT)).toBe(true);
  });

  it("a minor born 'today' in UTC is born tomorrow in New York", () => {
    const form = (today: Date) =>
      dateOfBirthForm('MINOR', today).safeParse({ Month: '3', Day: '15', Year: '2026' });
    const r = form(EVENING_BEFORE);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'fields.errors.validation.dateOfBirthInvalid',
    ]);
    expect(form(AFTER_MIDNIGHT).success).toBe(true);
    // The payload's own check (the server's DateOfBirth schema) reads today's Eastern date.
    expect(dateOfBirthIso.safeParse(easternIsoDate(new Date())).success).toBe(true);
  });

  it("an ID issued 'today' in UTC is issued tomorrow in New York — the wizard and the server agree", async () => {
    const types = [{ Id: 2, Name: "Driver's license" }] as never;
    const wizard = (today: Date) =>
      identityDetailsForm(types, today).safeParse({
        IDType: '2',
        IDNumber: 'X1',
        IssueMonth: '3',
        IssueDay: '15',
        IssueYear: '2026',
        ExpiryMonth: '1',
        ExpiryDay: '1',
        ExpiryYear: '2030',
        IssuedBy: '',
        State: 'NY',
      });
    const lookups: CddLookups = {
      ids: async () => new Map([[2, "Driver's license"]]),
      occupations: async () => [],
      usState: async (s: string) => (s.toUpperCase() === 'NY' ? 'NY' : null),
      country: async () => null,
    } as unknown as CddLookups;
    const server = async (today: Date) =>
      (
        await checkIdentification(
          {
            IdentificationType: 2,
            IDNumber: 'X1',
            IssueDate: '2026-03-15',
            ExpirationDate: '2030-01-01',
            IssuedByCountry: null,
            IssuedByState: 'NY',
          },
          lookups,
          today,
        )
      ).errors.map((e) => e.Context);
    expect(wizard(EVENING_BEFORE).success).toBe(false);
    expect(await server(EVENING_BEFORE)).toEqual(['IssueDate']);
    expect(wizard(AFTER_MIDNIGHT).success).toBe(true);
    expect(await server(AFTER_MIDNIGHT)).toEqual([]);
  });
});

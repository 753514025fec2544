/**
 * Stand-in form values for a support snapshot's replay (issue 35 item 17; inspector/replay-session.ts).
 *
 * A recorded `wizard.submit` carries its form values as markers ('[redacted:string:14]',
 * '[redacted:number]'; inspector/redact.ts `redactValues`). The savers build their request
 * bodies from those values before the call (the phone is parsed by libphonenumber-js, the date
 * of birth, the amounts and the marital status become numbers): a marker made the phone saver
 * throw, so the replay stayed on the phone step while the recording had moved on. The replay
 * therefore sends, in place of each marker, a fictitious value of the same type that every form
 * of the wizard would have let through — the request it builds is never sent (the recorded
 * answer comes back instead), so only its shape matters. Nothing of the applicant is restored:
 * the stand-ins are constants of this module, the same for every file.
 *
 * Numbers stand in as 2, never the 1 a redacted number of a recorded answer holds (redact.ts),
 * so a saver comparing a submitted amount with the saved one sees a change, as each submit of a
 * recording that moved on did (a submit that changed nothing and made no call is replayed as a
 * change: docs/decisions.md).
 */

/** Fictitious, valid values by form field (the field names of services/api/fields.ts and the specs). */
const BY_FIELD: Readonly<Record<string, string | number>> = {
  // doc 2 §2.17: a North-American number (555-01xx is reserved for fiction), parsed as US.
  Phone: '+12015550123',
  Country: 'US',
  // doc 2 §2.13 and the identification dates: a real calendar date.
  Month: 1,
  Day: 1,
  Year: 1970,
  Ssn: '000-00-0000',
  Ein: '00-0000000',
  Amount: 100,
  ContributionYear: new Date().getFullYear(),
  MaritalStatus: 2,
  Suffix: 0,
  // doc 2 §2.19: 'not subject' (the answer is a tax fact about the person, so redacted).
  BackupWithholding: 'none',
};

const STRING_MARKER = /^\[redacted:string:(\d+)\]$/;
const NUMBER_MARKER = '[redacted:number]';

/** The stand-in of one marker under `field` (the value itself when it is no marker). */
export function standInOf(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const str = STRING_MARKER.exec(value);
  if (!str && value !== NUMBER_MARKER) return value;
  const known = BY_FIELD[field];
  if (str) {
    // The short SSN form sends its last four digits only (doc 2 §2.15).
    if (field === 'Ssn' && str[1] === '4') return '0000';
    if (known !== undefined) return String(known);
    // Free text (names, street, city…): the marker itself passes every saver, and it equals the
    // marker a recorded answer holds for the same text, so 'unchanged' stays unchanged.
    return value;
  }
  return typeof known === 'number' ? known : 2;
}

/** The submitted values with every marker replaced by its stand-in (see the module comment). */
export function standInValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([f, v]) => [f, standInOf(f, v)]));
}

/** A recorded event with the stand-ins in every `values` object it carries (any depth). */
export function standInEvent<T>(event: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [
        k,
        k === 'values' && x && typeof x === 'object' && !Array.isArray(x)
          ? standInValues(x as Record<string, unknown>)
          : walk(x),
      ]),
    );
  };
  return walk(event) as T;
}

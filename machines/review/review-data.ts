/**
 * The review's data (doc 2 §2.23 Review page, §4 missing information and 'Looks good' rules; doc 3
 * §2.4 funding summary) and the display helpers it shares with the prefills of machines/view/selectors.ts:
 * pure functions of the application and the reference lists.
 */
import {
  IRA_FUNDING_TYPES,
  MARITAL_STATUSES,
  type Application,
  type Country,
  type Person,
} from '../../services/api/contract';
import type {
  EditItem,
  IraFundingKind,
  ReviewItemId,
  ReviewRow,
  ReviewSecondSection,
  ReviewData,
} from '../screen-contract';
import {
  fundingTypeOf,
  isIraBusiness,
  isTrust,
  ownerOf,
  personMissing,
  personOf,
  reviewBlockOf,
  reviewInfoMissing,
  secondSlotOf,
} from '../wizards/walk';

// ---------------------------------------------------------------------------------------------
// Formatting helpers
// ---------------------------------------------------------------------------------------------

/** '' for null or undefined. */
export const s = (v: string | null | undefined) => v ?? '';

export function dobParts(iso: string | null | undefined): {
  Month: string;
  Day: string;
  Year: string;
} {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? { Month: m[2], Day: m[3], Year: m[1] } : { Month: '', Day: '', Year: '' };
}

/** The saved phone as {Phone (E.164), Country (ISO2)} without libphonenumber (doc 2 §7 phones). */
export function phoneInitial(
  phone: Person['Phone'],
  countries: readonly Country[],
): { Phone: string; Country: string } {
  if (!phone?.LocalNumber || !phone.Iso3CountryCode) return { Phone: '', Country: 'US' };
  const country = countries.find((c) => c.Iso3Code === phone.Iso3CountryCode);
  const iso2 = phone.StateCode === 'PR' ? 'PR' : (country?.Iso2Code ?? 'US');
  const cc = (phone.AreaCode || country?.TelephoneCode || '1').replace(/\D/g, '') || '1';
  return { Phone: `+${cc}${phone.LocalNumber.replace(/\D/g, '')}`, Country: iso2.toUpperCase() };
}

export const captionOf = (countries: readonly Country[], iso3: string | null | undefined) =>
  countries.find((c) => c.Iso3Code === iso3)?.Caption ?? s(iso3);

export function nameText(p: Person | null): string | null {
  const n = p?.PersonName;
  if (!n) return null;
  const text = [n.FirstName, n.MiddleName, n.LastName].filter((x) => x && x.trim()).join(' ');
  return text || null;
}

export function addressText(p: Person | null, countries: readonly Country[]): string | null {
  const a = p?.PersonAddress;
  if (!a || !a.Street) return null;
  const cityLine = [a.City, [a.StateCaption || a.State, a.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [a.Street, a.AptOrSuite, cityLine, captionOf(countries, a.CountryIso3Code)]
    .filter((x) => x && x.trim())
    .join(', ');
}

export function reviewDobText(iso: string | null | undefined): string | null {
  const d = dobParts(iso);
  if (!d.Year) return null;
  const [y, m, day] = [Number(d.Year), Number(d.Month), Number(d.Day)];
  const date = new Date(Date.UTC(y, m - 1, day));
  const valid =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === day;
  return valid ? `${d.Month}/${d.Day}/${d.Year}` : null;
}

const maritalName = (code: number | null | undefined): string | null =>
  Object.entries(MARITAL_STATUSES).find(([, v]) => v === code)?.[0] ?? null;

/**
 * A person's review rows (doc 2 §2.23) in the spec's order: name, address, date of birth, SSN
 * (USA citizens only), citizenship, phone, marital status (when set), backup withholding (when set, §2.19). `prefix` ('secondary.',
 * 'minor.' or '') makes the edit items; `assisted` turns on the missing-info markers (doc 2 §4).
 */
function personRows<I extends string>(
  p: Person | null,
  countries: readonly Country[],
  prefix: string,
  assisted: boolean,
): ReviewRow<I>[] {
  const country = p?.PersonCountry?.CountryIso3Code ?? null;
  const missing = personMissing(p);
  const row = (id: ReviewItemId, value: string | null, miss = false): ReviewRow<I> => ({
    id: `${prefix}${id}` as I,
    value,
    ...(assisted && miss ? { missing: true } : {}),
  });
  const rows = [
    row('name', nameText(p), missing.name),
    row('address', addressText(p, countries), missing.address),
    row('dob', reviewDobText(p?.PersonBirthday?.DateOfBirth), missing.dob),
  ];
  // doc 2 §2.23: the SSN for USA citizens only.
  if (country === 'USA') rows.push(row('ssn', p?.PersonSsn?.Ssn || null, missing.ssn));
  rows.push(row('identity', country ? captionOf(countries, country) : null));
  rows.push(row('phone', phoneInitial(p?.Phone ?? null, countries).Phone || null, missing.phone));
  const marital = maritalName(p?.PersonMaritalStatus?.MaritalStatus);
  if (marital) rows.push(row('maritalStatus', marital));
  // doc 2 §2.19: the backup-withholding answer, when one is saved ('yes' subject, 'no' not).
  const withholding = p?.PersonBackupWithHolding?.BackupWithHoldingRecord;
  if (typeof withholding === 'boolean')
    rows.push(row('backupWithholding', withholding ? 'yes' : 'no'));
  return rows;
}

/** The main person's heading per ApplicationType (doc 2 §2.23); others 'review.ownerHeading'. */
const MAIN_HEADINGS: Partial<Record<string, string>> = {
  JointTenants: 'review.primaryHolder',
  UTMA: 'review.custodian',
  Corporate: 'review.authorizedAgent',
};

const iraFundingKindOf = (code: number | null | undefined): IraFundingKind | null =>
  (Object.entries(IRA_FUNDING_TYPES).find(([, v]) => v === code)?.[0] as
    IraFundingKind | undefined) ?? null;

const missingIf = (assisted: boolean, missing: boolean) =>
  assisted && missing ? { missing: true } : {};

/**
 * The review page's data of any account kind (doc 2 §2.23, §4; doc 3 §2.4), pure: the main
 * person's heading and rows (the SEP/SIMPLE IRA business name first), the second section (joint
 * Secondary Holder, UTMA Minor, trust Legal Entity: trust name and EIN), the bank or IRA funding
 * card, the missing-info flags (sales-assisted only) and the 'Looks good' rule (`reviewBlockOf`,
 * which the machine's `reviewComplete` guard reads too).
 */
export function reviewDataOf(
  app: Application | null,
  countries: readonly Country[],
  currency: 'USD' | 'CAD' = 'USD',
  session = false,
): Omit<ReviewData, 'editing' | 'countries' | 'states'> {
  // doc 2 §4: the markers of an assisted application, for the agent and for the invited customer.
  const assisted = app?.IsAssisted === true || session;
  const items = personRows<ReviewItemId>(ownerOf(app), countries, '', assisted);
  if (isIraBusiness(app)) {
    const company = app?.IRAApplication?.CompanyName?.trim() || null;
    items.unshift({ id: 'iraBusinessName', value: company, ...missingIf(assisted, !company) });
  }
  let second: ReviewSecondSection | null = null;
  const slot = secondSlotOf(app);
  if (slot) {
    const p = personOf(app, slot);
    second = {
      kind: slot,
      headingKey: slot === 'secondary' ? 'reviewPage.secondaryHolder' : 'reviewPage.minor',
      firstName: p?.PersonName?.FirstName?.trim() || null,
      items: personRows<EditItem>(p, countries, `${slot}.`, assisted),
    };
  } else if (isTrust(app)) {
    const e = app?.CorporateApplication?.LegalEntity ?? null;
    const name = e?.Name?.trim() || null;
    second = {
      kind: 'legalEntity',
      headingKey: 'reviewPage.legalEntity',
      firstName: null,
      items: [
        { id: 'trustName', value: name, ...missingIf(assisted, !name) },
        { id: 'ein', value: e?.Ein || null },
      ],
    };
  }
  const f = app?.ApplicationFunding;
  const method = fundingTypeOf(app);
  const ira = app?.ApplicationType === 'IRA';
  const irf = app?.IRAApplication?.IRAApplicationFundingResponse ?? null;
  const iraType = iraFundingKindOf(irf?.IRAFundingType);
  const blocked = reviewBlockOf(app, session);
  return {
    mainHeadingKey: MAIN_HEADINGS[app?.ApplicationType ?? ''] ?? 'review.ownerHeading',
    items,
    second,
    funding: f && method ? { method, amount: f.Amount ?? null, currency } : null,
    ira,
    iraFunding:
      ira && irf && iraType
        ? {
            type: iraType,
            amount: irf.Amount ?? null,
            amountMissing:
              iraType !== 'IRATransfer' && (irf.Amount === null || irf.Amount === undefined),
            contributionYear: irf.ContributionYear ?? null,
            currency,
          }
        : null,
    submitDisabled: blocked !== null,
    blocked,
    assisted,
    missingInfo: reviewInfoMissing(app, session),
    // doc 2 §4 the missing-information list: the flagged rows' items, in the page's order.
    missingItems: [...items, ...(second?.items ?? [])].filter((r) => r.missing).map((r) => r.id),
    salesSession: session,
  };
}

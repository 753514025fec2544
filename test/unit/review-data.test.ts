/**
 * The review page's data of every account kind (doc 2 §2.23; machines/view/selectors.ts `reviewDataOf`)
 * and the review rules (doc 2 §4 "Review page, missing information", "Review 'Looks good' is
 * disabled"; machines/wizards/walk.ts `personMissing`, `reviewInfoMissing`, `reviewBlockOf`).
 */
import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '../../machines/screen-contract';
import { reviewDataOf, reviewDobText } from '../../machines/view/selectors';
import {
  personMissing,
  reviewBlockOf,
  reviewBlocked,
  reviewInfoMissing,
  secondSlotOf,
  withPerson,
} from '../../machines/wizards/walk';
import type {
  Application,
  IraApplicationFunding,
  LegalEntity,
  Person,
} from '../../services/api/contract';
import { COUNTRIES, emptyApplication } from '../machines/fake-api';

function person(uid: string, over: Partial<Person> = {}): Person {
  return {
    PersonUid: uid,
    PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
    PersonBirthday: { DateOfBirth: '1980-05-17' },
    PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
    PersonSsn: { Ssn: '123-45-6789' },
    Phone: { Iso3CountryCode: 'USA', AreaCode: '1', LocalNumber: '4158675309', StateCode: null },
    PersonAddress: {
      Street: '1 Main St',
      AptOrSuite: null,
      City: 'Albany',
      State: 'NY',
      StateCaption: 'New York',
      PostalCode: '12207',
      CountryIso3Code: 'USA',
      CountryIso2Code: 'US',
    },
    ...over,
  };
}

const bea = (over: Partial<Person> = {}) =>
  person('p-2', {
    PersonName: { FirstName: 'Bea', MiddleName: null, LastName: 'Byron', SuffixType: 0 },
    ...over,
  });
const nonUsa = {
  PersonCountry: { CountryIso3Code: 'FRA', CountryIso2Code: 'FR' },
  PersonSsn: null,
};

function joint(secondary: Person | null, over: Partial<Application> = {}): Application {
  const app = emptyApplication({
    ApplicationType: 'JointTenants',
    AccountType: 'Common',
    IndividualApplication: null,
    ...over,
  });
  const withMain = withPerson(app, 'main', person('p-1'));
  return secondary ? withPerson(withMain, 'secondary', secondary) : withMain;
}

function utma(minor: Person | null): Application {
  const app = withPerson(
    emptyApplication({
      ApplicationType: 'UTMA',
      AccountType: 'Custodian',
      IndividualApplication: null,
    }),
    'main',
    person('p-1'),
  );
  return minor ? withPerson(app, 'minor', minor) : app;
}

const entity = (over: Partial<LegalEntity> = {}): LegalEntity => ({
  LegalEntityUid: 'le-1',
  Name: 'Lovelace Family Trust',
  Ein: '12-3456789',
  NoEin: false,
  AccountType: null,
  AddressResponse: null,
  ...over,
});

function corporate(accountType: string, legalEntity: LegalEntity | null): Application {
  const app = emptyApplication({
    ApplicationType: 'Corporate',
    AccountType: accountType,
    IndividualApplication: null,
  });
  return {
    ...withPerson(app, 'main', person('p-1')),
    CorporateApplication: {
      AccountType: accountType,
      CorporateAccountType: null,
      AuthorizedAgent: person('p-1'),
      LegalEntity: legalEntity,
    },
  };
}

const iraFunding = (type: 1 | 2 | 3, Amount: number | null): IraApplicationFunding => ({
  IRAFundingType: type,
  Amount,
  ContributionYear: type === 3 ? 2026 : null,
  TransferType: null,
  CustodianAccountType: null,
  AccountNumber: null,
  IRAFundingCustodianResponse: null,
});

function ira(
  accountType: 'SEP' | 'SIMPLE' | 'Roth' | 'Traditional',
  over: { company?: string | null; funding?: IraApplicationFunding | null; owner?: Person } = {},
): Application {
  const app = emptyApplication({
    ApplicationType: 'IRA',
    AccountType: accountType,
    IndividualApplication: null,
  });
  return {
    ...app,
    IRAApplication: {
      AccountType: accountType,
      IRAAccountType: accountType,
      Owner: over.owner ?? person('p-1', { PersonMaritalStatus: { MaritalStatus: 2 } }),
      CompanyName: over.company === undefined ? 'Lovelace Analytics LLC' : over.company,
      CustomerDueDiligenceResponse: null,
      IRAApplicationFundingResponse: over.funding ?? null,
    },
  };
}

const ids = (rows: readonly ReviewRow<string>[] | undefined) => (rows ?? []).map((r) => r.id);
const valueOf = (rows: readonly ReviewRow<string>[] | undefined, id: string) =>
  rows?.find((r) => r.id === id)?.value;

describe('reviewDataOf: headings, items and sections per account kind (doc 2 §2.23)', () => {
  it('Individual: the owner heading and the six items in the spec order; bank funding card', () => {
    const app = withPerson(
      emptyApplication({ ApplicationFunding: { BankFundingType: 3, Amount: 2500 } }),
      'main',
      person('p-1'),
    );
    const d = reviewDataOf(app, COUNTRIES);
    expect(d.mainHeadingKey).toBe('review.ownerHeading');
    expect(ids(d.items)).toEqual(['name', 'address', 'dob', 'ssn', 'identity', 'phone']);
    expect(valueOf(d.items, 'name')).toBe('Ada Lovelace');
    expect(valueOf(d.items, 'address')).toBe(
      '1 Main St, Albany, New York 12207, United States of America',
    );
    expect(valueOf(d.items, 'dob')).toBe('05/17/1980');
    expect(valueOf(d.items, 'ssn')).toBe('123-45-6789');
    expect(valueOf(d.items, 'identity')).toBe('United States of America');
    expect(valueOf(d.items, 'phone')).toBe('+14158675309');
    expect(d.second).toBeNull();
    expect(d.ira).toBe(false);
    expect(d.funding).toEqual({ method: 'Wire', amount: 2500, currency: 'USD' });
    expect(d.submitDisabled).toBe(false);
  });

  it('Joint: Primary Holder, then the Secondary Holder section with items prefixed "secondary."', () => {
    const d = reviewDataOf(joint(bea()), COUNTRIES);
    expect(d.mainHeadingKey).toBe('review.primaryHolder');
    expect(ids(d.items)).toEqual(['name', 'address', 'dob', 'ssn', 'identity', 'phone']);
    expect(d.second?.kind).toBe('secondary');
    expect(d.second?.headingKey).toBe('reviewPage.secondaryHolder');
    expect(d.second?.firstName).toBe('Bea');
    expect(ids(d.second?.items)).toEqual([
      'secondary.name',
      'secondary.address',
      'secondary.dob',
      'secondary.ssn',
      'secondary.identity',
      'secondary.phone',
    ]);
    expect(valueOf(d.second?.items, 'secondary.name')).toBe('Bea Byron');
  });

  it('Joint: a non-USA secondary holder has no SSN item; a missing secondary shows empty items', () => {
    const d = reviewDataOf(joint(bea(nonUsa)), COUNTRIES);
    expect(ids(d.second?.items)).not.toContain('secondary.ssn');
    expect(valueOf(d.second?.items, 'secondary.identity')).toBe('France');
    const none = reviewDataOf(joint(null), COUNTRIES);
    expect(none.second?.firstName).toBeNull();
    expect(valueOf(none.second?.items, 'secondary.name')).toBeNull();
  });

  it('UTMA: Custodian, then the Minor section with items prefixed "minor."', () => {
    const d = reviewDataOf(
      utma(
        person('p-3', {
          PersonName: { FirstName: 'Cy', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
        }),
      ),
      COUNTRIES,
    );
    expect(d.mainHeadingKey).toBe('review.custodian');
    expect(d.second?.kind).toBe('minor');
    expect(d.second?.headingKey).toBe('reviewPage.minor');
    expect(d.second?.firstName).toBe('Cy');
    expect(ids(d.second?.items)).toEqual([
      'minor.name',
      'minor.address',
      'minor.dob',
      'minor.ssn',
      'minor.identity',
      'minor.phone',
    ]);
  });

  it('Trust: Authorized Agent, then the Legal Entity with the trust name and the EIN', () => {
    const d = reviewDataOf(corporate('Trust', entity()), COUNTRIES);
    expect(d.mainHeadingKey).toBe('review.authorizedAgent');
    expect(d.second).toEqual({
      kind: 'legalEntity',
      headingKey: 'reviewPage.legalEntity',
      firstName: null,
      items: [
        { id: 'trustName', value: 'Lovelace Family Trust' },
        { id: 'ein', value: '12-3456789' },
      ],
    });
    // 'no EIN' (Ein '') and no entity yet: no value ('N/A').
    expect(
      valueOf(
        reviewDataOf(corporate('Trust', entity({ Ein: '', NoEin: true })), COUNTRIES).second?.items,
        'ein',
      ),
    ).toBeNull();
    expect(reviewDataOf(corporate('Trust', null), COUNTRIES).second?.items).toEqual([
      { id: 'trustName', value: null },
      { id: 'ein', value: null },
    ]);
  });

  it('Business: Authorized Agent and no second section (the entity has its own business review)', () => {
    const d = reviewDataOf(
      corporate('LimitedLiabilityCorporation', entity({ Name: 'Acme LLC' })),
      COUNTRIES,
    );
    expect(d.mainHeadingKey).toBe('review.authorizedAgent');
    expect(d.second).toBeNull();
    expect(ids(d.items)).toEqual(['name', 'address', 'dob', 'ssn', 'identity', 'phone']);
  });

  it('IRA SEP: the business name first and the marital status last; the IRA funding card', () => {
    const d = reviewDataOf(ira('SEP', { funding: iraFunding(2, 6000) }), COUNTRIES);
    expect(d.mainHeadingKey).toBe('review.ownerHeading');
    expect(ids(d.items)).toEqual([
      'iraBusinessName',
      'name',
      'address',
      'dob',
      'ssn',
      'identity',
      'phone',
      'maritalStatus',
    ]);
    expect(valueOf(d.items, 'iraBusinessName')).toBe('Lovelace Analytics LLC');
    expect(valueOf(d.items, 'maritalStatus')).toBe('Married');
    expect(d.ira).toBe(true);
    expect(d.funding).toBeNull();
    expect(d.iraFunding).toEqual({
      type: 'Rollover',
      amount: 6000,
      amountMissing: false,
      contributionYear: null,
      currency: 'USD',
    });
    expect(d.submitDisabled).toBe(false);
  });

  it('IRA: no funding → no card data; a contribution without amount → missing and disabled; a transfer needs none here', () => {
    expect(reviewDataOf(ira('SIMPLE'), COUNTRIES).iraFunding).toBeNull();
    const contribution = reviewDataOf(ira('SEP', { funding: iraFunding(3, null) }), COUNTRIES);
    expect(contribution.iraFunding).toMatchObject({
      type: 'AnnualContribution',
      amount: null,
      amountMissing: true,
      contributionYear: 2026,
    });
    expect(contribution.submitDisabled).toBe(true);
    expect(contribution.blocked).toBe('fundingAmountMissing');
    const transfer = reviewDataOf(ira('SEP', { funding: iraFunding(1, null) }), COUNTRIES);
    expect(transfer.iraFunding).toMatchObject({ type: 'IRATransfer', amountMissing: false });
    expect(transfer.submitDisabled).toBe(false);
  });

  it('IRA Roth: no business name; the marital status only when set', () => {
    const d = reviewDataOf(ira('Roth', { owner: person('p-1') }), COUNTRIES);
    expect(ids(d.items)).toEqual(['name', 'address', 'dob', 'ssn', 'identity', 'phone']);
  });

  it('bank funding: every method by name, none → null, a type without amount disables', () => {
    const at = (BankFundingType: 1 | 2 | 3 | 4 | 5 | null, Amount: number | null) =>
      reviewDataOf(
        withPerson(
          emptyApplication({ ApplicationFunding: { BankFundingType, Amount } }),
          'main',
          person('p-1'),
        ),
        COUNTRIES,
        'CAD',
      );
    expect(at(1, 100).funding).toEqual({ method: 'ACHConnected', amount: 100, currency: 'CAD' });
    expect(at(5, 100).funding?.method).toBe('Cryptocurrency');
    expect(at(null, null).funding).toBeNull();
    expect(at(4, null)).toMatchObject({
      funding: { method: 'Check', amount: null },
      submitDisabled: true,
      blocked: 'fundingAmountMissing',
    });
  });
});

describe('display rules (doc 2 §2.23)', () => {
  it('an invalid or absent date of birth has no value (shown N/A)', () => {
    expect(reviewDobText('1980-05-17')).toBe('05/17/1980');
    expect(reviewDobText('1980-02-31')).toBeNull();
    expect(reviewDobText('1980-13-01')).toBeNull();
    expect(reviewDobText('not a date')).toBeNull();
    expect(reviewDobText(null)).toBeNull();
    const d = reviewDataOf(
      withPerson(
        emptyApplication(),
        'main',
        person('p-1', { PersonBirthday: { DateOfBirth: '2001-02-29' } }),
      ),
      COUNTRIES,
    );
    expect(valueOf(d.items, 'dob')).toBeNull();
  });

  it('a blank name has no value (the view shows the missing placeholder)', () => {
    const d = reviewDataOf(
      withPerson(
        emptyApplication(),
        'main',
        person('p-1', {
          PersonName: { FirstName: ' ', MiddleName: null, LastName: '', SuffixType: 0 },
        }),
      ),
      COUNTRIES,
    );
    expect(valueOf(d.items, 'name')).toBeNull();
  });
});

describe('missing information (doc 2 §4): only when assisted', () => {
  it('personMissing: each rule', () => {
    expect(personMissing(person('p'))).toEqual({
      name: false,
      ssn: false,
      address: false,
      dob: false,
      phone: false,
    });
    expect(personMissing(null)).toEqual({
      name: true,
      ssn: false,
      address: true,
      dob: true,
      phone: true,
    });
    const p = person('p', {
      PersonName: {
        FirstName: '',
        MiddleName: 'M',
        LastName: null as unknown as string,
        SuffixType: 0,
      },
      PersonSsn: { Ssn: '' },
      PersonBirthday: null,
      Phone: { Iso3CountryCode: null, AreaCode: null, LocalNumber: '', StateCode: null },
      PersonAddress: {
        Street: '1 Main St',
        AptOrSuite: null,
        City: '',
        State: null,
        StateCaption: null,
        PostalCode: '1',
        CountryIso3Code: null,
        CountryIso2Code: null,
      },
    });
    expect(personMissing(p)).toEqual({
      name: true,
      ssn: true,
      address: true,
      dob: true,
      phone: true,
    });
    // Only the first name, only the city: not missing; a non-USA citizen needs no SSN.
    expect(
      personMissing(
        person('p', {
          PersonName: { FirstName: 'Ada', MiddleName: null, LastName: '', SuffixType: 0 },
        }),
      ).name,
    ).toBe(false);
    expect(personMissing(person('p', { ...nonUsa })).ssn).toBe(false);
  });

  it('flags rows only for an assisted application; never disables "Looks good" in the agent\'s session', () => {
    const gaps = person('p-1', { PersonBirthday: null, Phone: null, PersonSsn: null });
    const plain = withPerson(
      emptyApplication({ ApplicationFunding: { BankFundingType: 3, Amount: null } }),
      'main',
      gaps,
    );
    const assisted = { ...plain, IsAssisted: true };
    expect(reviewDataOf(plain, COUNTRIES).items.filter((r) => r.missing)).toEqual([]);
    expect(reviewDataOf(plain, COUNTRIES).missingInfo).toBe(false);
    const d = reviewDataOf(assisted, COUNTRIES, 'USD', true);
    expect(d.items.filter((r) => r.missing).map((r) => r.id)).toEqual(['dob', 'ssn', 'phone']);
    expect(d).toMatchObject({
      assisted: true,
      missingInfo: true,
      missingItems: ['dob', 'ssn', 'phone'],
      salesSession: true,
      submitDisabled: false,
      blocked: null,
    });
    // The invited customer finishing it sees the same markers and is held to the rules.
    expect(reviewDataOf(assisted, COUNTRIES)).toMatchObject({
      missingInfo: true,
      salesSession: false,
      submitDisabled: true,
    });
    // An agent's session flags a plain application too.
    expect(reviewDataOf(plain, COUNTRIES, 'USD', true).missingInfo).toBe(true);
  });

  it('the second person, the SEP/SIMPLE company name and the trust name count too', () => {
    expect(reviewInfoMissing({ ...joint(bea({ PersonBirthday: null })), IsAssisted: true })).toBe(
      true,
    );
    expect(reviewInfoMissing({ ...joint(bea()), IsAssisted: true })).toBe(false);
    expect(reviewInfoMissing({ ...utma(null), IsAssisted: true })).toBe(true);
    expect(reviewInfoMissing({ ...ira('SEP', { company: null }), IsAssisted: true })).toBe(true);
    expect(reviewInfoMissing({ ...ira('Roth', { company: null }), IsAssisted: true })).toBe(false);
    expect(
      reviewInfoMissing({ ...corporate('Trust', entity({ Name: ' ' })), IsAssisted: true }),
    ).toBe(true);
    expect(
      reviewInfoMissing({ ...corporate('LimitedLiabilityCorporation', null), IsAssisted: true }),
    ).toBe(false);
    expect(reviewInfoMissing(ira('SEP', { company: null }))).toBe(false);
    const sep = reviewDataOf({ ...ira('SEP', { company: '' }), IsAssisted: true }, COUNTRIES);
    expect(sep.items[0]).toEqual({ id: 'iraBusinessName', value: null, missing: true });
    const trust = reviewDataOf({ ...corporate('Trust', null), IsAssisted: true }, COUNTRIES);
    expect(trust.second?.items[0]).toEqual({ id: 'trustName', value: null, missing: true });
    const j = reviewDataOf({ ...joint(bea({ Phone: null })), IsAssisted: true }, COUNTRIES);
    expect(j.second?.items.filter((r) => r.missing).map((r) => r.id)).toEqual(['secondary.phone']);
  });
});

describe("'Looks good' disabled (doc 2 §4): reviewBlockOf", () => {
  it('the secondary holder: a USA citizen without SSN blocks; non-USA (SSN step skipped) or no citizenship yet does not (docs/decisions.md)', () => {
    expect(reviewBlockOf(joint(bea({ PersonSsn: null })))).toBe('secondarySsnMissing');
    expect(reviewBlockOf(joint(bea({ PersonSsn: { Ssn: '  ' } })))).toBe('secondarySsnMissing');
    expect(reviewBlockOf(joint(bea({ PersonSsn: { Ssn: '987-65-4321' } })))).toBeNull();
    expect(reviewBlockOf(joint(bea(nonUsa)))).toBeNull();
    expect(reviewBlockOf(joint(bea({ PersonCountry: null, PersonSsn: null })))).toBeNull();
    expect(reviewDataOf(joint(bea({ PersonSsn: null })), COUNTRIES)).toMatchObject({
      submitDisabled: true,
      blocked: 'secondarySsnMissing',
    });
    expect(reviewDataOf(joint(bea(nonUsa)), COUNTRIES)).toMatchObject({ submitDisabled: false });
  });

  it('the minor: a USA citizen without SSN blocks; non-USA does not', () => {
    expect(reviewBlockOf(utma(person('p-3', { PersonSsn: null })))).toBe('minorSsnMissing');
    expect(reviewBlockOf(utma(person('p-3', { PersonSsn: { Ssn: '' } })))).toBe('minorSsnMissing');
    expect(reviewBlockOf(utma(person('p-3')))).toBeNull();
    expect(reviewBlockOf(utma(person('p-3', nonUsa)))).toBeNull();
    expect(reviewDataOf(utma(person('p-3', { PersonSsn: null })), COUNTRIES)).toMatchObject({
      submitDisabled: true,
      blocked: 'minorSsnMissing',
    });
  });

  it('the funding rule comes first; assisted mode is never blocked; reviewBlocked is the boolean', () => {
    const both = joint(bea(nonUsa), { ApplicationFunding: { BankFundingType: 4, Amount: null } });
    expect(reviewBlockOf(both)).toBe('fundingAmountMissing');
    // An agent's session is never blocked; the customer finishing an assisted application is.
    expect(reviewBlockOf({ ...both, IsAssisted: true }, true)).toBeNull();
    expect(reviewBlockOf({ ...both, IsAssisted: true })).toBe('fundingAmountMissing');
    expect(reviewBlocked(both)).toBe(true);
    expect(reviewBlocked({ ...both, IsAssisted: true }, true)).toBe(false);
    expect(reviewBlocked(null)).toBe(false);
    // The main person's own SSN is not a blocking rule outside assisted mode.
    expect(
      reviewBlocked(withPerson(emptyApplication(), 'main', person('p-1', { PersonSsn: null }))),
    ).toBe(false);
  });

  it('secondSlotOf: joint → secondary, UTMA → minor, others none', () => {
    expect(secondSlotOf(joint(null))).toBe('secondary');
    expect(secondSlotOf(utma(null))).toBe('minor');
    expect(secondSlotOf(ira('SEP'))).toBeNull();
    expect(secondSlotOf(null)).toBeNull();
  });
});

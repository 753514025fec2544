// @vitest-environment jsdom
/**
 * The review page rendered in jsdom (doc 2 §2.23, §2.24, §4; doc 3 §2.4) from the data the
 * selector builds (`reviewDataOf`) for sample applications: the joint application's Primary
 * Holder and Secondary Holder sections, Edit links sending `wizard.edit` with (prefixed) items,
 * the masked SSN / EIN, the edit modal of a prefixed item rendering the step's form about that
 * person, the IRA funding card (with its Edit), and 'Looks good' disabled with its reason.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView, ShellView } from '../../machines/screen-contract';
import { reviewDataOf } from '../../machines/view/selectors';
import { withPerson } from '../../machines/wizards/walk';
import type { Application, Person } from '../../services/api/contract';
import Review, { phoneReviewText, splitEditItem, ssnReviewText } from '../../screens/review';
import { hasKey } from '../../src/i18n/t';
import { COUNTRIES, emptyApplication } from '../machines/fake-api';
import { TEST_SHELL, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const shell: ShellView = TEST_SHELL;

function person(uid: string, first: string, over: Partial<Person> = {}): Person {
  return {
    PersonUid: uid,
    PersonName: { FirstName: first, MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
    PersonBirthday: { DateOfBirth: '1980-05-17' },
    PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
    PersonSsn: { Ssn: '123-45-6789' },
    Phone: { Iso3CountryCode: 'USA', AreaCode: '1', LocalNumber: '4158675309', StateCode: null },
    PersonAddress: null,
    ...over,
  };
}

function jointApp(secondary: Partial<Person> = {}): Application {
  const app = emptyApplication({
    ApplicationType: 'JointTenants',
    AccountType: 'Common',
    IndividualApplication: null,
    ApplicationFunding: { BankFundingType: 4, Amount: 1500 },
  });
  return withPerson(
    withPerson(app, 'main', person('p-1', 'Ada')),
    'secondary',
    person('p-2', 'Bea', { PersonSsn: { Ssn: '987-65-4321' }, ...secondary }),
  );
}

/** The review's view as the selector gives it for `app` (plus the wizard's applicationType). */
function reviewView(
  app: Application,
  over: Partial<ScreenView> = {},
  data: Record<string, unknown> = {},
): ScreenView {
  return {
    screen: 'review',
    path: '/review',
    titleKey: 'pageTitles.review',
    sections: [],
    busy: false,
    initial: {},
    fieldErrors: {},
    formError: null,
    canSkip: false,
    canGoBack: true,
    modal: null,
    data: {
      applicationType: app.ApplicationType,
      accountType: app.AccountType,
      ...reviewDataOf(app, COUNTRIES),
      editing: null,
      ...data,
    },
    person: 'main',
    personName: null,
    ...over,
  };
}

function show(v: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Review view={v} shell={shell} send={send} />
    </MantineProvider>,
  );
  return send;
}

const events = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map((c) => c[0]);

describe('review of a joint application (doc 2 §2.23)', () => {
  it('shows the Primary Holder and the Secondary Holder sections with their items', () => {
    show(reviewView(jointApp()));
    const main = screen.getByRole('region', { name: 'Primary Holder' });
    const second = screen.getByRole('region', { name: 'Secondary Holder' });
    expect(within(main).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(second).getByText('Bea Lovelace')).toBeTruthy();
    expect(within(main).getByText('+1 (415) 867-5309')).toBeTruthy();
    expect(within(second).getByText('05/17/1980')).toBeTruthy();
    // The SSNs are masked until shown, each on its own.
    expect(within(main).getByText('XXX-XX-6789')).toBeTruthy();
    expect(within(second).getByText('XXX-XX-4321')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Show SSN' }));
    expect(within(second).getByText('987-65-4321')).toBeTruthy();
    expect(
      within(second).getByRole('button', { name: 'Hide SSN' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(main).getByText('XXX-XX-6789')).toBeTruthy();
  });

  it('Edit links send wizard.edit with the main items and the "secondary." items; Looks good submits', () => {
    const send = show(reviewView(jointApp()));
    // The main person's labels stay as the Individual review's (test/e2e/login-review.spec.ts).
    expect(screen.getAllByRole('button', { name: /^edit name$/i })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Date of birth (Secondary Holder)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit SSN (Secondary Holder)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit funding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Looks good' }));
    expect(events(send)).toEqual([
      { type: 'wizard.edit', item: 'name' },
      { type: 'wizard.edit', item: 'secondary.dob' },
      { type: 'wizard.edit', item: 'secondary.ssn' },
      { type: 'wizard.edit', item: 'funding' },
      { type: 'wizard.submit', values: {} },
    ]);
    expect(screen.getByText('Check')).toBeTruthy();
    expect(screen.getByText('$1,500.00')).toBeTruthy();
  });

  it('the edit modal of "secondary.dob" renders the date-of-birth form about the secondary holder', async () => {
    const send = show(
      reviewView(
        jointApp(),
        {
          modal: 'editItem',
          initial: { Month: '05', Day: '17', Year: String(new Date().getUTCFullYear() - 10) },
        },
        { editing: 'secondary.dob' },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Date of birth (Secondary Holder)')).toBeTruthy();
    const year = (await within(dialog).findByLabelText('Year')) as HTMLInputElement;
    expect((within(dialog).getByLabelText('Month') as HTMLInputElement).value).toBe('05');
    // The age rule and the message are the secondary holder's (doc 2 §5), naming them.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText('Bea must be at least 18 years old to be a joint owner.'),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(year, { target: { value: '1990' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Month: 5, Day: 17, Year: 1990 },
      }),
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'modal.cancel' }));
  });

  it('the edit modal of an unprefixed item is the main person’s (Update, the name form)', async () => {
    show(
      reviewView(
        jointApp(),
        {
          modal: 'editItem',
          initial: { FirstName: 'Ada', MiddleName: '', LastName: 'Lovelace', Suffix: '0' },
        },
        { editing: 'name' },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Name')).toBeTruthy();
    expect(((await within(dialog).findByLabelText(/^first name/i)) as HTMLInputElement).value).toBe(
      'Ada',
    );
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('a non-USA secondary holder: no SSN row, and Looks good stays enabled (no SSN step for them)', () => {
    show(
      reviewView(
        jointApp({
          PersonCountry: { CountryIso3Code: 'FRA', CountryIso2Code: 'FR' },
          PersonSsn: null,
        }),
      ),
    );
    const second = screen.getByRole('region', { name: 'Secondary Holder' });
    expect(within(second).queryByText('SSN')).toBeNull();
    expect(within(second).getByText('France')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Looks good' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('a USA secondary holder without SSN: Looks good disabled with the reason', () => {
    const send = show(
      reviewView(
        jointApp({
          PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
          PersonSsn: null,
        }),
      ),
    );
    const button = screen.getByRole('button', { name: 'Looks good' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toBe(
      'Please add the secondary holder’s Social Security number to continue.',
    );
    fireEvent.click(button);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('review of the other kinds', () => {
  it('UTMA: Custodian and Minor; the minor’s SSN edit link sends "minor.ssn"', () => {
    const app = withPerson(
      withPerson(
        emptyApplication({
          ApplicationType: 'UTMA',
          AccountType: 'Custodian',
          IndividualApplication: null,
        }),
        'main',
        person('p-1', 'Ada'),
      ),
      'minor',
      person('p-3', 'Cy', { PersonSsn: null }),
    );
    const send = show(reviewView(app));
    expect(screen.getByRole('region', { name: 'Custodian' })).toBeTruthy();
    const minor = screen.getByRole('region', { name: 'Minor' });
    expect(minor.querySelector('[data-item="minor.ssn"] dd')?.textContent).toBe('N/A'); // the minor's absent SSN
    fireEvent.click(within(minor).getByRole('button', { name: 'Edit SSN (Minor)' }));
    expect(events(send)).toEqual([{ type: 'wizard.edit', item: 'minor.ssn' }]);
    expect((screen.getByRole('button', { name: 'Looks good' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Please add the minor’s Social Security number to continue.',
    );
  });

  it('trust: Authorized Agent and the Legal Entity, the EIN masked with Show EIN; its edit modal is the EIN form', async () => {
    const base = emptyApplication({
      ApplicationType: 'Corporate',
      AccountType: 'Trust',
      IndividualApplication: null,
    });
    const app: Application = {
      ...withPerson(base, 'main', person('p-1', 'Ada')),
      CorporateApplication: {
        AccountType: 'Trust',
        CorporateAccountType: null,
        AuthorizedAgent: person('p-1', 'Ada'),
        LegalEntity: {
          LegalEntityUid: 'le',
          Name: 'Lovelace Family Trust',
          Ein: '12-3456789',
          NoEin: false,
          AccountType: null,
          AddressResponse: null,
        },
      },
    };
    const send = show(reviewView(app));
    expect(screen.getByRole('region', { name: 'Authorized Agent' })).toBeTruthy();
    const entity = screen.getByRole('region', { name: 'Legal Entity' });
    expect(within(entity).getByText('Lovelace Family Trust')).toBeTruthy();
    expect(within(entity).getByText('XX-XXX6789')).toBeTruthy();
    fireEvent.click(within(entity).getByRole('button', { name: 'Show EIN' }));
    expect(within(entity).getByText('12-3456789')).toBeTruthy();
    fireEvent.click(within(entity).getByRole('button', { name: 'Edit Trust name' }));
    fireEvent.click(within(entity).getByRole('button', { name: 'Edit EIN' }));
    expect(events(send)).toEqual([
      { type: 'wizard.edit', item: 'trustName' },
      { type: 'wizard.edit', item: 'ein' },
    ]);
    cleanup();
    show(
      reviewView(
        app,
        { modal: 'editItem', initial: { Ein: '12-3456789', NoEin: '' } },
        { editing: 'ein' },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit EIN')).toBeTruthy();
    expect(await within(dialog).findByLabelText(/^Employer Identification Number/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('IRA SEP: business name and marital status rows; the IRA funding card has its Edit (the funding edit, doc 3 §2.4)', async () => {
    const base = emptyApplication({
      ApplicationType: 'IRA',
      AccountType: 'SEP',
      IndividualApplication: null,
    });
    const app: Application = {
      ...base,
      IRAApplication: {
        AccountType: 'SEP',
        IRAAccountType: 'SEP',
        Owner: person('p-1', 'Ada', { PersonMaritalStatus: { MaritalStatus: 3 } }),
        CompanyName: 'Lovelace Analytics LLC',
        CustomerDueDiligenceResponse: null,
        IRAApplicationFundingResponse: {
          IRAFundingType: 3,
          Amount: null,
          ContributionYear: 2026,
          TransferType: null,
          CustodianAccountType: null,
          AccountNumber: null,
          IRAFundingCustodianResponse: null,
        },
      },
    };
    const send = show(reviewView(app));
    const main = screen.getByRole('region', { name: 'Account owner' });
    expect(within(main).getByText('Lovelace Analytics LLC')).toBeTruthy();
    expect(within(main).getByText('Divorced/Separated')).toBeTruthy();
    fireEvent.click(within(main).getByRole('button', { name: 'Edit Business name' }));
    fireEvent.click(within(main).getByRole('button', { name: 'Edit Marital status' }));
    expect(events(send)).toEqual([
      { type: 'wizard.edit', item: 'iraBusinessName' },
      { type: 'wizard.edit', item: 'maritalStatus' },
    ]);
    const funding = screen.getByRole('region', { name: 'Funding' });
    expect(within(funding).getByText('Cash / annual contribution')).toBeTruthy();
    expect(
      within(funding).getByText('Application funding type is defined, but amount is missing.'),
    ).toBeTruthy();
    expect(within(funding).getByText('2026')).toBeTruthy();
    fireEvent.click(within(funding).getByRole('button', { name: 'Edit funding' }));
    expect(events(send).at(-1)).toEqual({ type: 'wizard.edit', item: 'funding' });
    expect((screen.getByRole('button', { name: 'Looks good' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('note')).toBeNull(); // the funding card says why
    cleanup();
    show(
      reviewView(
        app,
        { modal: 'editItem', initial: { BusinessName: 'Lovelace Analytics LLC' } },
        { editing: 'iraBusinessName' },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      ((await within(dialog).findByLabelText(/^Business name/)) as HTMLInputElement).value,
    ).toBe('Lovelace Analytics LLC');
  });

  it('an IRA without funding: "No funding instructions added." and the Edit that sets it up', () => {
    const app = emptyApplication({
      ApplicationType: 'IRA',
      AccountType: 'Roth',
      IndividualApplication: null,
    });
    const send = show(reviewView(app));
    expect(screen.getByText('No funding instructions added.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit funding' }));
    expect(events(send)).toEqual([{ type: 'wizard.edit', item: 'funding' }]);
  });

  it("sales-assisted: missing rows show 'Missing info', the list, and the agent's submit sends the invitation", () => {
    const app = {
      ...withPerson(
        emptyApplication({ ApplicationFunding: { BankFundingType: 3, Amount: null } }),
        'main',
        person('p-1', 'Ada', { PersonBirthday: null, Phone: null }),
      ),
      IsAssisted: true,
    };
    // The agent's session (issue 10): never blocked; the submit reads 'Finish and send invitation'.
    show(reviewView(app, {}, reviewDataOf(app, COUNTRIES, 'USD', true)));
    const missing = [...document.querySelectorAll('.w-review__item')].filter((r) =>
      r.textContent?.includes('Missing info'),
    );
    expect(missing.map((r) => r.getAttribute('data-item'))).toEqual(['address', 'dob', 'phone']);
    expect(screen.getByTestId('missing-list').textContent).toMatch(/Date of birth/i);
    expect(screen.getByText('The customer will be asked to complete these:')).toBeTruthy();
    expect(within(screen.getByTestId('missing-list')).queryAllByRole('button')).toEqual([]);
    const send = screen.getByRole('button', { name: 'Finish and send invitation' });
    expect((send as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    // The invited customer finishing it: the same markers, and 'Looks good' waits for the data.
    // The list speaks to them (issue 35 item 12), each item a link to its edit.
    const customer = show(reviewView(app));
    expect(screen.queryByText('The customer will be asked to complete these:')).toBeNull();
    expect(screen.getByText('Please complete:')).toBeTruthy();
    const list = within(screen.getByTestId('missing-list'));
    expect(list.getAllByRole('button').map((b) => b.textContent)).toHaveLength(3);
    fireEvent.click(list.getByRole('button', { name: /Date of birth/i }));
    expect(events(customer)).toEqual([{ type: 'wizard.edit', item: 'dob' }]);
    expect((screen.getByRole('button', { name: 'Looks good' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a blank name shows the missing placeholder; an invalid date of birth N/A', () => {
    const app = withPerson(
      emptyApplication(),
      'main',
      person('p-1', ' ', {
        PersonName: { FirstName: ' ', MiddleName: null, LastName: ' ', SuffixType: 0 },
        PersonBirthday: { DateOfBirth: '1980-02-31' },
      }),
    );
    show(reviewView(app));
    const main = screen.getByRole('region', { name: 'Account owner' });
    expect(within(main).getByText('Missing info')).toBeTruthy();
    expect(within(main).getAllByText('N/A').length).toBeGreaterThanOrEqual(2); // date of birth, address
  });
});

describe('review helpers', () => {
  it('ssnReviewText: masked / formatted beyond 4 digits, "XXX-XX-" + last 4 otherwise, N/A when absent', () => {
    expect(ssnReviewText('123-45-6789', false)).toBe('XXX-XX-6789');
    expect(ssnReviewText('123456789', true)).toBe('123-45-6789');
    expect(ssnReviewText('6789', true)).toBe('XXX-XX-6789');
    expect(ssnReviewText(null, false)).toBe('N/A');
  });

  it('phoneReviewText and splitEditItem', () => {
    expect(phoneReviewText('+14158675309')).toBe('+1 (415) 867-5309');
    expect(phoneReviewText('+33612345678')).toBe('+33612345678');
    expect(splitEditItem('secondary.dob')).toEqual({ item: 'dob', slot: 'secondary' });
    expect(splitEditItem('minor.address')).toEqual({ item: 'address', slot: 'minor' });
    expect(splitEditItem('ein')).toEqual({ item: 'ein', slot: 'main' });
    expect(splitEditItem('secondary.nonsense').item).toBeNull();
    expect(splitEditItem(null).item).toBeNull();
  });
});

describe('texts', () => {
  it('every text key the review names is in the catalogue (src/i18n/en-review.ts merged into en.ts)', () => {
    const source = readFileSync(join(process.cwd(), 'screens', 'review.tsx'), 'utf8');
    const keys = [
      ...source.matchAll(
        /'((?:common|review|reviewPage|businessReview|retirementFunding|retirementAmount)\.[\w.]+)'/g,
      ),
    ].map((m) => m[1]);
    keys.push(
      'reviewPage.blocked.infoMissing',
      'reviewPage.blocked.secondarySsnMissing',
      'reviewPage.blocked.minorSsnMissing',
      'reviewPage.secondaryHolder',
      'reviewPage.minor',
      'reviewPage.legalEntity',
    );
    expect(keys.length).toBeGreaterThan(25);
    expect(keys.filter((k) => !hasKey(k))).toEqual([]);
  });
});

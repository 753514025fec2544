// @vitest-environment jsdom
/**
 * The person screens with a person slot (doc 2 §2.2: the joint secondary owner and the UTMA minor
 * use the main applicant's screens) and the new views: same address (doc 2 §2.20), joint
 * survivorship (doc 3 §2.4), retirement funding and amount (doc 3 §2.4, §5), and the secure intro
 * per account type (doc 2 §2.4). The texts of src/i18n/en-person.ts are merged into the catalogue
 * here, as the integrator will merge them into en.ts.
 */
import { easternDate } from '../../services/api/eastern-time';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type {
  PersonSlot,
  ScreenEvent,
  ScreenId,
  ScreenView,
  ShellView,
} from '../../machines/screen-contract';
import AddressEnter from '../../screens/address-enter';
import Dob from '../../screens/dob';
import IdentityCountry from '../../screens/identity-country';
import JointSurvivorship from '../../screens/joint-survivorship';
import Name from '../../screens/name';
import { dobRole, personHeader, personWho } from '../../screens/person-copy';
import Phone from '../../screens/phone';
import RetirementAmount from '../../screens/retirement-amount';
import RetirementFunding from '../../screens/retirement-funding';
import SameAddress from '../../screens/same-address';
import SecureIntro, { secureNeeds } from '../../screens/secure-intro';
import Ssn from '../../screens/ssn';
import type { ScreenProps } from '../../screens/screen-props';
import { TEST_SHELL, setupJsdomScreens } from './jsdom-screens';

vi.mock('../../src/i18n/en', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/i18n/en')>();
  const { enPerson } = await import('../../src/i18n/en-person');
  return { en: { ...original.en, ...enPerson } };
});

setupJsdomScreens();

const shell: ShellView = TEST_SHELL;

function view(screenId: ScreenId, over: Partial<ScreenView> = {}): ScreenView {
  return {
    screen: screenId,
    path: '/',
    titleKey: 'pageTitles.name',
    sections: [],
    busy: false,
    initial: {},
    fieldErrors: {},
    formError: null,
    canSkip: false,
    canGoBack: true,
    modal: null,
    data: {},
    person: 'main',
    personName: null,
    ...over,
  };
}

function show(Screen: (p: ScreenProps) => ReactElement, v: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Screen view={v} shell={shell} send={send} />
    </MantineProvider>,
  );
  return send;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const who = (person: PersonSlot, personName: string | null = null) => ({ person, personName });

/** A date of birth exactly `years` old today (born on the 1st of this month, US Eastern day), as the form's strings. */
function bornYearsAgo(years: number) {
  const d = easternDate(new Date());
  return {
    Month: String(d.month).padStart(2, '0'),
    Day: '01',
    Year: String(d.year - years),
  };
}

describe('person copy helpers', () => {
  it('names the person by first name, else as the second owner / the minor', () => {
    expect(personWho(who('secondary', 'Bea'))).toBe('Bea');
    expect(personWho(who('secondary'))).toBe('the second owner');
    expect(personWho(who('minor', '  '))).toBe('the minor');
  });

  it('picks the date-of-birth role from the slot and the application type (doc 2 §5)', () => {
    expect(dobRole({ person: 'secondary', data: { applicationType: 'JointTenants' } })).toBe(
      'SECONDARY',
    );
    expect(dobRole({ person: 'minor', data: { applicationType: 'UTMA' } })).toBe('MINOR');
    expect(dobRole({ person: 'main', data: { applicationType: 'UTMA' } })).toBe(
      'MAIN_UTMA_CUSTODIAN',
    );
    expect(dobRole({ person: 'main', data: { applicationType: 'JointTenants' } })).toBe('MAIN');
    expect(dobRole({ data: {} })).toBe('MAIN');
  });

  it('keeps the main person’s own headers', () => {
    expect(personHeader(view('dob'), 'dob')).toEqual({
      title: 'What’s your date of birth?',
      subtitle: 'You must be at least 18 years old to open an account.',
    });
    expect(personHeader(view('dob', { data: { applicationType: 'UTMA' } }), 'dob').subtitle).toBe(
      'As the custodian of a gift (UTMA) account, you must be at least 21 years old.',
    );
  });
});

describe('name screen as the secondary owner / minor intro', () => {
  it('the secondary intro: “Tell us about the second owner”, never locked, no broker info box', () => {
    show(
      Name,
      view('name', {
        ...who('secondary'),
        data: { nameLocked: true },
        initial: { FirstName: 'Bea', LastName: 'Lee' },
      }),
    );
    expect(heading()).toBe('Tell us about the second owner');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByText('Why we ask')).toBeNull();
  });

  it('the minor intro asks for the minor’s name and submits the name form', async () => {
    const send = show(Name, view('name', who('minor')));
    expect(heading()).toBe('Tell us about the minor');
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Leo' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({
      type: 'wizard.submit',
      values: { FirstName: 'Leo', LastName: 'Lee', Suffix: 0 },
    });
  });

  it('the main person stays locked to the profile and keeps the info box (doc 2 §2.12)', () => {
    show(
      Name,
      view('name', {
        data: { nameLocked: true },
        initial: { FirstName: 'Ada', LastName: 'Lovelace' },
      }),
    );
    expect(heading()).toBe('What’s your legal name?');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Why we ask')).toBeTruthy();
  });
});

describe('later person steps name the person', () => {
  it('phone, identity country, SSN and address headers', () => {
    show(
      Phone,
      view('phone', { ...who('secondary', 'Bea'), data: { countries: [], locked: true } }),
    );
    expect(heading()).toBe('What’s Bea’s phone number?');
    // the two-factor lock is the main person's only
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).readOnly).toBe(false);
    cleanup();
    show(
      IdentityCountry,
      view('identityCountry', { ...who('minor', 'Leo'), data: { countries: [] } }),
    );
    expect(heading()).toBe('What’s Leo’s country of citizenship?');
    cleanup();
    show(Ssn, view('ssn', who('secondary', 'Bea')));
    expect(heading()).toBe('What’s Bea’s Social Security number?');
    expect(screen.getByLabelText('Social Security number')).toBeTruthy();
    cleanup();
    show(
      AddressEnter,
      view('addressEnter', { ...who('secondary'), data: { countries: [], states: [] } }),
    );
    expect(heading()).toBe('What’s the second owner’s home address?');
  });

  it('the minor’s SSN has its own label (doc 2 §2.15) and the tax-ID subtitle', () => {
    show(Ssn, view('ssn', who('minor', 'Leo')));
    expect(heading()).toBe('What’s Leo’s Social Security number?');
    expect(screen.getByLabelText('Social Security number of the minor')).toBeTruthy();
    expect(screen.getByText(/reported under the minor’s Social Security number/)).toBeTruthy();
  });

  it('a UTMA address outside the USA shows the note and disables Continue (doc 2 §2.20)', () => {
    show(
      AddressEnter,
      view('addressEnter', {
        ...who('minor', 'Leo'),
        data: { countries: [], states: [], applicationType: 'UTMA' },
        initial: { CountryIso3Code: 'CAN' },
      }),
    );
    expect(
      screen.getByText('This account type requires a residential address in the United States.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('date of birth validates with the person’s role (doc 2 §5 ages)', () => {
  async function submitDob(v: ScreenView, dob: { Month: string; Day: string; Year: string }) {
    const send = show(Dob, v);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: dob.Month } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: dob.Day } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: dob.Year } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    return send;
  }

  it('secondary under 18: the error names the person; the header too', async () => {
    const send = await submitDob(view('dob', who('secondary', 'Bea')), bornYearsAgo(17));
    expect(heading()).toBe('What’s Bea’s date of birth?');
    expect(
      await screen.findByText('Bea must be at least 18 years old to be a joint owner.'),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('secondary without a saved name: “The second owner must be …”', async () => {
    await submitDob(view('dob', who('secondary')), bornYearsAgo(10));
    expect(
      await screen.findByText(
        'The second owner must be at least 18 years old to be a joint owner.',
      ),
    ).toBeTruthy();
  });

  it('minor: 10 passes, 22 fails with dateOfBirthUtma', async () => {
    const ok = await submitDob(view('dob', who('minor', 'Leo')), bornYearsAgo(10));
    await waitFor(() => expect(ok).toHaveBeenCalledTimes(1));
    expect(ok.mock.calls[0][0]).toMatchObject({ type: 'wizard.submit' });
    cleanup();
    const no = await submitDob(view('dob', who('minor', 'Leo')), bornYearsAgo(22));
    expect(await screen.findByText('The minor must be under 21 years old.')).toBeTruthy();
    expect(no).not.toHaveBeenCalled();
  });

  it("an adult's year beyond the range shows 'maxYear', not the age error", async () => {
    const year = String(easternDate(new Date()).year + 1);
    const send = await submitDob(view('dob'), { Month: '01', Day: '01', Year: year });
    expect(await screen.findByText('Please enter a valid year.')).toBeTruthy();
    // the age text shows once: the subtitle, not as the error
    expect(screen.getAllByText(/at least 18/)).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('a minor born this calendar year is entered', async () => {
    const year = String(easternDate(new Date()).year);
    const send = await submitDob(view('dob', who('minor', 'Leo')), {
      Month: '01',
      Day: '01',
      Year: year,
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({ type: 'wizard.submit' });
  });

  it('main on a UTMA application (the custodian) must be 21; elsewhere 19 passes', async () => {
    const custodian = await submitDob(
      view('dob', { data: { applicationType: 'UTMA' } }),
      bornYearsAgo(19),
    );
    expect(await screen.findByText('The custodian must be at least 21 years old.')).toBeTruthy();
    expect(custodian).not.toHaveBeenCalled();
    cleanup();
    const main = await submitDob(view('dob'), bornYearsAgo(19));
    await waitFor(() => expect(main).toHaveBeenCalledTimes(1));
  });
});

describe('secure intro per account type (doc 2 §2.4)', () => {
  const keys = (a: string | null, b: string | null = null) =>
    secureNeeds(a, b).items.map(([k]) => k);

  it('lists the basics, EIN information for business, trust and UTMA, and the joint note', () => {
    expect(keys(null)).toEqual([
      'secureIntro.itemName',
      'secureIntro.itemPhone',
      'secureIntro.itemDob',
      'secureIntro.itemCitizenship',
      'secureIntro.itemSsnUs',
      'secureIntro.itemAddress',
    ]);
    expect(keys('Corporate', 'LimitedLiabilityCorporation').slice(0, 2)).toEqual([
      'secureNeeds.itemBusiness',
      'secureNeeds.itemBusinessEin',
    ]);
    expect(keys('Corporate', 'Trust').slice(0, 2)).toEqual([
      'secureNeeds.itemTrust',
      'secureNeeds.itemTrustEin',
    ]);
    expect(keys('UTMA', 'Custodian').slice(-2)).toEqual([
      'secureNeeds.itemMinor',
      'secureNeeds.itemMinorTaxId',
    ]);
    expect(keys('IRA', 'SEP')[0]).toBe('secureNeeds.itemIraBusiness');
    expect(keys('IRA', 'Roth')).not.toContain('secureNeeds.itemIraBusiness');
    expect(keys('IRA', 'Roth')).toContain('secureNeeds.itemIraId');
    expect(secureNeeds('JointTenants', null).jointNote).toBe(true);
    expect(secureNeeds('Individual', null).jointNote).toBe(false);
  });

  it('renders the joint note and still sends the intro’s submit', () => {
    const send = show(
      SecureIntro,
      view('secureIntro', { data: { applicationType: 'JointTenants' } }),
    );
    expect(screen.getByText('Opening a joint account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: {} });
    cleanup();
    show(
      SecureIntro,
      view('secureIntro', { data: { applicationType: 'Corporate', accountType: 'Trust' } }),
    );
    expect(screen.getByText('The name of the trust')).toBeTruthy();
    expect(screen.queryByText('Opening a joint account?')).toBeNull();
  });
});

describe('same address (doc 2 §2.20)', () => {
  const v = (over: Partial<ScreenView> = {}) =>
    view('sameAddress', {
      ...who('secondary', 'Bea'),
      data: { mainAddress: '12 Main St, Springfield, IL 62701' },
      ...over,
    });

  it('names the person, shows the main address, Yes / No send SameAddress', () => {
    const send = show(SameAddress, v());
    expect(heading()).toBe('Does Bea live at the same address as you?');
    expect(screen.getByText('12 Main St, Springfield, IL 62701')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Yes, same address/ }));
    fireEvent.click(screen.getByRole('button', { name: /^No, a different address/ }));
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      { type: 'wizard.submit', values: { SameAddress: 'yes' } },
      { type: 'wizard.submit', values: { SameAddress: 'no' } },
    ]);
    expect(screen.queryByRole('button', { name: 'I’ll add it later' })).toBeNull();
  });

  it('the minor without a saved name or main address; the skip link when skippable; the earlier answer marked', () => {
    const send = show(
      SameAddress,
      v({
        ...who('minor'),
        data: { mainAddress: null },
        canSkip: true,
        initial: { SameAddress: 'no' },
      }),
    );
    expect(heading()).toBe('Does the minor live at the same address as you?');
    expect(screen.queryByText('Your address')).toBeNull();
    expect(screen.getByRole('button', { name: /^No, a different address/ }).className).toContain(
      'w-choice--current',
    );
    fireEvent.click(screen.getByRole('button', { name: 'I’ll add it later' }));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.skip' });
  });

  it('shows a server error', () => {
    show(SameAddress, v({ formError: 'apiErrors.NetworkError' }));
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});

describe('joint survivorship (doc 3 §2.4)', () => {
  it('offers WROS and TIC in plain words, marks the saved one and sends the choice', () => {
    const send = show(
      JointSurvivorship,
      view('jointSurvivorship', {
        data: { secondaryName: 'Bea' },
        initial: { JointTenantsAccountType: 'Common' },
      }),
    );
    expect(screen.getByText('Choose how you and Bea will own this account together.')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Joint ownership' });
    const wros = within(group).getByRole('button', { name: /surviving owner.*Joint WROS/ });
    const tic = within(group).getByRole('button', { name: /estate.*Joint TIC/ });
    expect(tic.className).toContain('w-choice--current');
    expect(wros.className).not.toContain('w-choice--current');
    fireEvent.click(wros);
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { JointTenantsAccountType: 'WithRightOfSurvivorship' },
    });
  });

  it('shows the server error of the choice', () => {
    show(
      JointSurvivorship,
      view('jointSurvivorship', {
        fieldErrors: { JointTenantsAccountType: 'apiErrors.X' },
        errorFallbacks: { 'apiErrors.X': 'Choose a joint ownership.' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Choose a joint ownership.');
  });
});

describe('retirement funding (doc 3 §2.4)', () => {
  it('each card sends its type (the transfer opens the custodian modal, doc 3 §2.4); do later skips', () => {
    const send = show(
      RetirementFunding,
      view('retirementFunding', {
        canSkip: true,
        data: { contributionLimit: 7000, currency: 'USD', accountType: 'SEP' },
      }),
    );
    const transfer = screen.getByRole('button', {
      name: /^Transfer from an existing IRA/,
    }) as HTMLButtonElement;
    expect(transfer.disabled).toBe(false);
    expect(screen.getByText('Contribute cash, up to the annual IRS limit of $7,000.')).toBeTruthy();
    expect(screen.getByText(/SEP IRA contributions can be up to 25%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Rollover/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Cash \/ annual contribution/ }));
    fireEvent.click(transfer);
    fireEvent.click(screen.getByRole('button', { name: 'I’ll do it later' }));
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      { type: 'wizard.submit', values: { IRAFundingType: 'Rollover' } },
      { type: 'wizard.submit', values: { IRAFundingType: 'AnnualContribution' } },
      { type: 'wizard.submit', values: { IRAFundingType: 'IRATransfer' } },
      { type: 'wizard.skip' },
    ]);
  });

  it('the skip confirmation (modal skipFunding) confirms and cancels', async () => {
    const send = show(
      RetirementFunding,
      view('retirementFunding', { canSkip: true, modal: 'skipFunding' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      { type: 'modal.confirm' },
      { type: 'modal.cancel' },
    ]);
  });
});

describe('retirement amount (doc 3 §2.4, §5)', () => {
  const rollover = (over: Partial<ScreenView> = {}) =>
    view('retirementAmount', {
      data: { kind: 'Rollover', years: [2026], contributionLimit: 7000, currency: 'USD' },
      ...over,
    });
  const contribution = (over: Partial<ScreenView> = {}) =>
    view('retirementAmount', {
      data: {
        kind: 'AnnualContribution',
        years: [2026, 2025],
        contributionLimit: 7000,
        currency: 'USD',
      },
      initial: { Amount: '', ContributionYear: '2026' },
      ...over,
    });

  it('rollover: submits the amount in dollars, no year', async () => {
    const send = show(RetirementAmount, rollover());
    expect(heading()).toBe('How much are you rolling over?');
    expect(screen.queryByRole('group', { name: 'Contribution year' })).toBeNull();
    fireEvent.input(screen.getByLabelText(/^Amount/), { target: { value: '25000.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { Amount: 25000.5 } });
  });

  it('contribution: the year radios (current year by default), the previous year chosen, submitted as numbers', async () => {
    const send = show(RetirementAmount, contribution());
    expect(heading()).toBe('How much would you like to contribute?');
    const group = screen.getByRole('group', { name: 'Contribution year' });
    const y2026 = within(group).getByLabelText('2026') as HTMLInputElement;
    const y2025 = within(group).getByLabelText('2025') as HTMLInputElement;
    expect(y2026.checked).toBe(true);
    fireEvent.click(y2025);
    fireEvent.input(screen.getByLabelText(/^Amount/), { target: { value: '6500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { Amount: 6500, ContributionYear: 2025 },
    });
  });

  it('contribution from 16 April: the one year as a note, still sent', async () => {
    const send = show(
      RetirementAmount,
      contribution({
        data: { kind: 'AnnualContribution', years: [2026], contributionLimit: 7000 },
      }),
    );
    expect(screen.getByText('This contribution counts toward 2026.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Amount/), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Amount: 100, ContributionYear: 2026 },
      }),
    );
  });

  it('above the contribution maximum: the limit text turns red and Continue is disabled', () => {
    show(RetirementAmount, contribution({ initial: { Amount: '7500', ContributionYear: '2026' } }));
    const limit = screen.getByText(
      'This is more than the $7,000 annual maximum. Please enter a smaller amount.',
    );
    expect(limit.className).toContain('is-over');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('server field errors show under the amount and the year', () => {
    show(
      RetirementAmount,
      contribution({
        initial: { Amount: '100', ContributionYear: '2026' },
        fieldErrors: {
          Amount: 'fundAmount.maxLimit?maxAmount=%247%2C000&type=fundAmount.typeContribution',
          ContributionYear: 'apiErrors.ContributionYearIsInvalid',
        },
        errorFallbacks: { 'apiErrors.ContributionYearIsInvalid': 'ContributionYear is invalid.' },
      }),
    );
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'There is a maximum amount $7,000 limit per deposit for an annual contribution',
      ),
    ).toBeTruthy();
    expect(screen.getByText('ContributionYear is invalid.')).toBeTruthy();
  });
});

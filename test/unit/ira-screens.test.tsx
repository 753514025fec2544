// @vitest-environment jsdom
/**
 * The IRA owner's views (screens/ira-business-name, marital-status, identity-details,
 * employment-status, financial-profile): each renders (also before its lists are loaded), shows
 * client rule messages and server field errors under their field, keeps the local form behaviour
 * of doc 2 §4 (ID type change clears or restores, status change clears, category change clears the
 * occupation, the Other box), and submits the zod form's parsed output as `wizard.submit`.
 *
 * Texts of src/i18n/en-ira.ts are looked up with t(), so the assertions hold before and after the
 * fragment is merged into the catalogue.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView, ShellView } from '../../machines/screen-contract';
import { EmploymentStatusForm } from '../../screens/employment-status';
import FinancialProfile, { FinancialProfileForm } from '../../screens/financial-profile';
import IdentityDetails, { IdentityDetailsForm } from '../../screens/identity-details';
import IraBusinessName, { IraBusinessNameForm } from '../../screens/ira-business-name';
import MaritalStatus, { MaritalStatusForm } from '../../screens/marital-status';
import type { StepFormProps } from '../../screens/screen-props';
import { t } from '../../src/i18n/t';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const V = 'fields.errors.validation.';
const shell: ShellView = TEST_SHELL;

const view = (over: Partial<ScreenView> = {}): ScreenView =>
  screenView(
    {
      screen: 'identityDetails',
      path: '/secure/identity/details',
      titleKey: 'pageTitles.identityDetails',
    },
    over,
  );

function renderForm(
  Form: (p: StepFormProps) => React.ReactNode,
  v: ScreenView,
  extra: Partial<StepFormProps> = {},
) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Form view={v} shell={shell} send={send} {...extra} />
    </MantineProvider>,
  );
  return send;
}

/** An accessible control whose name starts with the text of `key` (required marks follow it). */
const startsWith = (key: string) =>
  new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const combobox = (key: string) =>
  screen.getByRole('combobox', { name: startsWith(key) }) as HTMLInputElement;
const textbox = (key: string, root: HTMLElement = document.body) =>
  within(root).getByRole('textbox', { name: startsWith(key) }) as HTMLInputElement;
/** Opens the select labelled `key` and chooses the option `label` (of that select's listbox; a closing transition may still hide it in jsdom). */
async function pick(key: string, label: string) {
  const input = combobox(key);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  const options = within(listbox).getAllByRole('option', { hidden: true });
  const option = options.find((o) => o.textContent === label);
  if (!option)
    throw new Error(`no option ${label} in ${options.map((o) => o.textContent).join(', ')}`);
  fireEvent.click(option);
}
const submit = (label = t('common.continue')) =>
  fireEvent.click(screen.getByRole('button', { name: label }));
const submitted = (send: ReturnType<typeof vi.fn>) =>
  (send.mock.calls[0][0] as { values: Record<string, unknown> }).values;

// ---------------------------------------------------------------------------------------------

describe('IRA business name (doc 2 §2.6)', () => {
  it('renders its header and requires the name', async () => {
    const send = vi.fn();
    render(
      <MantineProvider>
        <IraBusinessName view={view({ screen: 'iraBusinessName' })} shell={shell} send={send} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: t('iraBusinessName.title') })).toBeTruthy();
    submit();
    expect(await screen.findByText(t(`${V}businessName`))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('submits the trimmed name', async () => {
    const send = renderForm(IraBusinessNameForm, view({ screen: 'iraBusinessName' }));
    fireEvent.change(textbox('iraBusinessName.label'), { target: { value: '  Acme Dental  ' } });
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { BusinessName: 'Acme Dental' },
    });
  });

  it('shows the server error under the field; Update in the edit modal', () => {
    renderForm(
      IraBusinessNameForm,
      view({
        initial: { BusinessName: 'Acme' },
        fieldErrors: { BusinessName: 'apiErrors.BusinessNameIsInvalidLength' },
        errorFallbacks: { 'apiErrors.BusinessNameIsInvalidLength': 'Too long.' },
      }),
      { submitLabelKey: 'common.update', inModal: true },
    );
    const input = textbox('iraBusinessName.label');
    expect(input.value).toBe('Acme');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(t('apiErrors.BusinessNameIsInvalidLength', { defaultValue: 'Too long.' })),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: t('common.update') })).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------

describe('marital status (doc 2 §2.18)', () => {
  const radio = (name: string) =>
    screen.getByRole('radio', { name: t(`maritalStatus.options.${name}`) }) as HTMLInputElement;

  it('is a radio group of the four statuses under its legend; nothing chosen shows the required message', async () => {
    const send = vi.fn();
    render(
      <MantineProvider>
        <MaritalStatus view={view({ screen: 'maritalStatus' })} shell={shell} send={send} />
      </MantineProvider>,
    );
    const group = screen.getByRole('group', { name: t('maritalStatus.legend') });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    for (const n of ['Single', 'Married', 'DivorcedOrSeparated', 'Widowed'])
      expect(radio(n).checked).toBe(false);
    submit();
    expect(await screen.findByText(t('maritalStatus.required'))).toBeTruthy();
    expect(radio('Single').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('submits the chosen code', async () => {
    const send = renderForm(MaritalStatusForm, view({ screen: 'maritalStatus' }));
    fireEvent.click(radio('Married'));
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { MaritalStatus: 2 } });
  });

  it('prefills the saved status and shows a server error (edit form: Update)', () => {
    renderForm(
      MaritalStatusForm,
      view({
        initial: { MaritalStatus: '4' },
        fieldErrors: { MaritalStatus: 'apiErrors.MaritalStatusIsInvalid' },
      }),
      {
        submitLabelKey: 'common.update',
      },
    );
    expect(radio('Widowed').checked).toBe(true);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(t('apiErrors.MaritalStatusIsInvalid'));
    expect(radio('Widowed').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('button', { name: t('common.update') })).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------

const ID_DATA = {
  identificationTypes: [
    { IdentificationTypeID: 1, Caption: 'Passport' },
    { IdentificationTypeID: 2, Caption: 'US Driver`s License' },
    { IdentificationTypeID: 3, Caption: 'US State ID' },
  ],
  states: [
    { Code: 'NY', Caption: 'New York' },
    { Code: 'TX', Caption: 'Texas' },
  ],
  countries: [
    { Iso3Code: 'USA', Iso2Code: 'US', Caption: 'United States of America', TelephoneCode: '1' },
    { Iso3Code: 'FRA', Iso2Code: 'FR', Caption: 'France', TelephoneCode: '33' },
  ],
};
const SAVED_ID = {
  IDType: '2',
  IDNumber: 'D1234567',
  IssueMonth: '01',
  IssueDay: '20',
  IssueYear: '2020',
  ExpiryMonth: '01',
  ExpiryDay: '20',
  ExpiryYear: '2099',
  IssuedBy: '',
  State: 'NY',
};
const dateGroup = (key: string) => screen.getByRole('group', { name: t(key) });
const part = (groupKey: string, partKey: string) => textbox(partKey, dateGroup(groupKey));

describe('identity details (doc 2 §2.16)', () => {
  it('a saved licence shows the state select (no country) and submits the parsed values', async () => {
    const send = vi.fn();
    render(
      <MantineProvider>
        <IdentityDetails
          view={view({ initial: SAVED_ID, data: ID_DATA })}
          shell={shell}
          send={send}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: t('identityDetails.title') })).toBeTruthy();
    expect(combobox('identityDetails.idType').value).toBe('US Driver`s License');
    expect(combobox('identityDetails.state').value).toBe('New York');
    expect(
      screen.queryByRole('textbox', { name: startsWith('identityDetails.issuedBy') }),
    ).toBeNull();
    expect(part('identityDetails.expiryDate', 'identityDetails.year').value).toBe('2099');
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: {
        IDType: 2,
        IDNumber: 'D1234567',
        IssueDate: '2020-01-20',
        ExpiryDate: '2099-01-20',
        IssuedBy: null,
        State: 'NY',
      },
    });
  });

  it('a new ID type clears the fields; the saved type brings the saved values back', async () => {
    renderForm(IdentityDetailsForm, view({ initial: SAVED_ID, data: ID_DATA }));
    await pick('identityDetails.idType', 'Passport');
    await waitFor(() => expect(textbox('identityDetails.idNumber').value).toBe(''));
    expect(part('identityDetails.issueDate', 'identityDetails.month').value).toBe('');
    expect(
      screen.queryByRole('combobox', { name: startsWith('identityDetails.state') }),
    ).toBeNull();
    expect(combobox('identityDetails.issuedBy').value).toBe('');

    await pick('identityDetails.idType', 'US Driver`s License');
    await waitFor(() => expect(textbox('identityDetails.idNumber').value).toBe('D1234567'));
    expect(part('identityDetails.issueDate', 'identityDetails.year').value).toBe('2020');
    expect(combobox('identityDetails.state').value).toBe('New York');
  });

  it('a passport needs its issuing country', async () => {
    const send = renderForm(
      IdentityDetailsForm,
      view({ initial: { ...SAVED_ID, IDType: '1', State: '' }, data: ID_DATA }),
    );
    expect(combobox('identityDetails.issuedBy')).toBeTruthy();
    submit();
    expect(await screen.findByText(t(`${V}issuedByRequired`))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('an issue date in the future blocks the submit with issueDateInvalid under the date', async () => {
    const send = renderForm(
      IdentityDetailsForm,
      view({ initial: { ...SAVED_ID, IssueYear: '2098' }, data: ID_DATA }),
    );
    submit();
    const message = await screen.findByText(t(`${V}issueDateInvalid`));
    expect(
      part('identityDetails.issueDate', 'identityDetails.day').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(dateGroup('identityDetails.issueDate').getAttribute('aria-describedby')).toBe(
      message.id,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('server errors show under ID type, the issue date and the form', () => {
    renderForm(
      IdentityDetailsForm,
      view({
        initial: SAVED_ID,
        data: ID_DATA,
        fieldErrors: {
          IDType: 'apiErrors.IdentificationTypeIsInvalid',
          IssueDate: 'apiErrors.IDIssueDateIsInvalid',
        },
        formError: 'IssuedByCountry is only for a passport.',
      }),
    );
    expect(screen.getByText(t('apiErrors.IdentificationTypeIsInvalid'))).toBeTruthy();
    expect(
      within(dateGroup('identityDetails.issueDate')).getByText(t('apiErrors.IDIssueDateIsInvalid')),
    ).toBeTruthy();
    expect(screen.getByText('IssuedByCountry is only for a passport.')).toBeTruthy();
  });

  it('renders before the lists are loaded, with the ID type select disabled', () => {
    renderForm(IdentityDetailsForm, view({ initial: SAVED_ID, data: {} }));
    expect(combobox('identityDetails.idType').disabled).toBe(true);
    expect(textbox('identityDetails.idNumber').value).toBe('D1234567');
  });
});

// ---------------------------------------------------------------------------------------------

const EMP_DATA = {
  employmentStatuses: [
    { EmploymentStatusID: 1, Caption: 'Employed' },
    { EmploymentStatusID: 2, Caption: 'Retired' },
  ],
  occupations: {
    OccupationCategories: ['Legal', 'Education'],
    Occupations: { Legal: ['Attorney', 'Paralegal'], Education: ['Teacher'] },
  },
  incomeSources: [
    { IncomeSourceTypeID: 1, Caption: 'Social Security' },
    { IncomeSourceTypeID: 2, Caption: 'Pension' },
  ],
  states: [{ Code: 'TX', Caption: 'Texas' }],
};
const SAVED_EMPLOYED = {
  EmploymentStatus: '1',
  OccupationCategory: 'Legal',
  Occupation: 'Attorney',
  SourceOfIncome: '',
  EmployerName: 'Acme LLP',
  EmployerAddressLine: '1 Main St',
  EmployerCity: 'Austin',
  EmployerState: 'TX',
  EmployerZipCode: '73301',
};

describe('employment status (doc 2 §2.21)', () => {
  it('employed: employer fields, no source of income; submits the parsed values', async () => {
    const send = renderForm(
      EmploymentStatusForm,
      view({ initial: SAVED_EMPLOYED, data: EMP_DATA }),
    );
    expect(combobox('employmentStatus.occupationCategory').value).toBe('Legal');
    expect(textbox('employmentStatus.employerName').value).toBe('Acme LLP');
    expect(combobox('employmentStatus.employerState').value).toBe('Texas');
    expect(
      screen.queryByRole('combobox', { name: startsWith('employmentStatus.sourceOfIncome') }),
    ).toBeNull();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(submitted(send)).toEqual({
      EmploymentStatus: 1,
      OccupationCategory: 'Legal',
      Occupation: 'Attorney',
      SourceOfIncome: null,
      EmployerName: 'Acme LLP',
      EmployerAddressLine: '1 Main St',
      EmployerCity: 'Austin',
      EmployerState: 'TX',
      EmployerZipCode: '73301',
    });
  });

  it('retired: the labels read prior, the source of income shows and the employer does not', async () => {
    const send = renderForm(
      EmploymentStatusForm,
      view({
        initial: {
          ...SAVED_EMPLOYED,
          EmploymentStatus: '2',
          SourceOfIncome: '2',
          EmployerName: '',
          EmployerState: '',
        },
        data: EMP_DATA,
      }),
    );
    expect(combobox('employmentStatus.priorOccupationCategory').value).toBe('Legal');
    expect(combobox('employmentStatus.priorOccupation').value).toBe('Attorney');
    expect(combobox('employmentStatus.sourceOfIncome').value).toBe('Pension');
    expect(
      screen.queryByRole('textbox', { name: startsWith('employmentStatus.employerName') }),
    ).toBeNull();
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(submitted(send)).toMatchObject({
      EmploymentStatus: 2,
      SourceOfIncome: 2,
      EmployerName: null,
      EmployerState: null,
    });
  });

  it('changing the status clears the other fields; changing the category clears the occupation', async () => {
    renderForm(EmploymentStatusForm, view({ initial: SAVED_EMPLOYED, data: EMP_DATA }));
    await pick('employmentStatus.occupationCategory', 'Education');
    await waitFor(() => expect(combobox('employmentStatus.occupation').value).toBe(''));
    await pick('employmentStatus.occupation', 'Teacher');
    await waitFor(() => expect(combobox('employmentStatus.occupation').value).toBe('Teacher'));

    await pick('employmentStatus.status', 'Retired');
    await waitFor(() =>
      expect(combobox('employmentStatus.priorOccupationCategory').value).toBe(''),
    );
    expect(combobox('employmentStatus.priorOccupation').value).toBe('');
    expect(combobox('employmentStatus.sourceOfIncome').value).toBe('');
    expect(
      screen.queryByRole('textbox', { name: startsWith('employmentStatus.employerName') }),
    ).toBeNull();

    await pick('employmentStatus.status', 'Employed');
    await waitFor(() => expect(textbox('employmentStatus.employerName').value).toBe(''));
    expect(combobox('employmentStatus.employerState').value).toBe('');
  });

  it('employed with nothing filled shows each rule under its field', async () => {
    const send = renderForm(
      EmploymentStatusForm,
      view({ initial: { EmploymentStatus: '1' }, data: EMP_DATA }),
    );
    submit();
    for (const key of [
      'occupationCategory',
      'occupation',
      'employerName',
      'employerStreet',
      'employerCity',
      'employerPostalCode',
      'employerStateRequired',
    ]) {
      expect(await screen.findByText(t(`${V}${key}`))).toBeTruthy();
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a server error under its field and renders before the lists load', () => {
    renderForm(
      EmploymentStatusForm,
      view({
        initial: SAVED_EMPLOYED,
        data: {},
        fieldErrors: { EmployerZipCode: 'apiErrors.EmployerZipCodeIsNotValid' },
      }),
    );
    expect(combobox('employmentStatus.status').disabled).toBe(true);
    const zip = textbox('employmentStatus.employerZipCode');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('apiErrors.EmployerZipCodeIsNotValid'))).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------

const FP_DATA = {
  accountPurposes: [
    { AccountPurposeTypeID: 1, Caption: 'Retirement savings' },
    { AccountPurposeTypeID: 2, Caption: 'Wealth accumulation' },
  ],
  fundingSources: [
    { FundingTypeID: 1, FundingSourceTypeID: 1, Caption: 'Employment Income' },
    { FundingTypeID: 2, FundingSourceTypeID: 2, Caption: 'Savings' },
    { FundingTypeID: 8, FundingSourceTypeID: 8, Caption: 'Other' },
  ],
};
const group = (key: string) => screen.getByRole('group', { name: t(key) });

describe('financial profile (doc 2 §2.22)', () => {
  it('shows the purpose radios and two checkbox lists with sentence-case captions and the Other option', () => {
    render(
      <MantineProvider>
        <FinancialProfile view={view({ data: FP_DATA })} shell={shell} send={vi.fn()} />
      </MantineProvider>,
    );
    expect(within(group('financialProfile.purposeLegend')).getAllByRole('radio')).toHaveLength(2);
    const initial = group('financialProfile.initialLegend');
    expect(
      within(initial)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Employment income', 'Savings', t('financialProfile.otherOption')]);
    expect(within(group('financialProfile.ongoingLegend')).getAllByRole('checkbox')).toHaveLength(
      3,
    );
  });

  it('the Other box appears while Other is ticked and Enter does not submit from it', async () => {
    renderForm(FinancialProfileForm, view({ data: FP_DATA }));
    const initial = group('financialProfile.initialLegend');
    expect(
      screen.queryByRole('textbox', { name: startsWith('financialProfile.initialOtherDetails') }),
    ).toBeNull();
    fireEvent.click(
      within(initial).getByRole('checkbox', { name: t('financialProfile.otherOption') }),
    );
    const box = await screen.findByRole('textbox', {
      name: startsWith('financialProfile.initialOtherDetails'),
    });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(box, { key: 'a' })).toBe(true);
    fireEvent.click(
      within(initial).getByRole('checkbox', { name: t('financialProfile.otherOption') }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('textbox', { name: startsWith('financialProfile.initialOtherDetails') }),
      ).toBeNull(),
    );
  });

  it('nothing chosen: personalGoal under the purpose and each list; Other without details: otherSource', async () => {
    const send = renderForm(FinancialProfileForm, view({ data: FP_DATA }));
    submit();
    await waitFor(() => expect(screen.getAllByText(t(`${V}personalGoal`))).toHaveLength(3));
    fireEvent.click(
      within(group('financialProfile.ongoingLegend')).getByRole('checkbox', {
        name: t('financialProfile.otherOption'),
      }),
    );
    submit();
    expect(await screen.findByText(t(`${V}otherSource`))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('submits the account-funding payload', async () => {
    const send = renderForm(FinancialProfileForm, view({ data: FP_DATA }));
    fireEvent.click(screen.getByRole('radio', { name: 'Wealth accumulation' }));
    const initial = group('financialProfile.initialLegend');
    fireEvent.click(within(initial).getByRole('checkbox', { name: 'Savings' }));
    fireEvent.click(
      within(initial).getByRole('checkbox', { name: t('financialProfile.otherOption') }),
    );
    fireEvent.change(
      await screen.findByRole('textbox', {
        name: startsWith('financialProfile.initialOtherDetails'),
      }),
      { target: { value: 'Sold a boat' } },
    );
    fireEvent.click(
      within(group('financialProfile.ongoingLegend')).getByRole('checkbox', {
        name: 'Employment income',
      }),
    );
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(submitted(send)).toEqual({
      AccountPurpose: 2,
      InitialFundingSourceTypes: [
        { FundingSourceTypeID: 2, Caption: 'Savings' },
        { FundingSourceTypeID: 8, Caption: 'Other' },
      ],
      InitialFundingOtherDetails: 'Sold a boat',
      OngoingFundingSourceTypes: [{ FundingSourceTypeID: 1, Caption: 'Employment Income' }],
      OngoingFundingOtherDetails: null,
    });
  });

  it('prefills ticks and details; server errors show under their list or box', () => {
    renderForm(
      FinancialProfileForm,
      view({
        data: FP_DATA,
        initial: {
          AccountPurpose: '1',
          InitialFundingSourceTypes: '2,8',
          InitialFundingOtherDetails: 'Sold a boat',
          OngoingFundingSourceTypes: '1',
          OngoingFundingOtherDetails: '',
        },
        fieldErrors: {
          OngoingFundingSourceTypes: 'apiErrors.OngoingFundingSourceTypesIsInvalid',
          InitialFundingOtherDetails: 'apiErrors.InitialFundingSourceTypesOtherDetailsMissing',
        },
      }),
    );
    expect(
      (screen.getByRole('radio', { name: 'Retirement savings' }) as HTMLInputElement).checked,
    ).toBe(true);
    const initial = group('financialProfile.initialLegend');
    expect(
      (within(initial).getByRole('checkbox', { name: 'Savings' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(initial).getByRole('checkbox', { name: 'Employment income' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    const box = textbox('financialProfile.initialOtherDetails');
    expect(box.value).toBe('Sold a boat');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(group('financialProfile.ongoingLegend')).getByText(
        t('apiErrors.OngoingFundingSourceTypesIsInvalid'),
      ),
    ).toBeTruthy();
  });

  it('before the lists load: a loading line and Continue disabled', () => {
    renderForm(FinancialProfileForm, view({ data: {} }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(
      (screen.getByRole('button', { name: t('common.continue') }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

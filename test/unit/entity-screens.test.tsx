// @vitest-environment jsdom
/**
 * The legal-entity screens (doc 2 §2.5–§2.11) rendered in jsdom with the catalogue as the
 * integrator will merge it (src/i18n/en.ts + src/i18n/en-entity.ts): each renders, shows a server
 * field error under its field, refuses invalid input with the spec's message, and a valid submit
 * sends the zod form's parsed values; the EIN is masked with Show / Hide; the business review
 * lists its items, sends `wizard.edit` with the item ids and opens the edit form with Update.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView, ShellView } from '../../machines/screen-contract';
import type { BusinessReviewData } from '../../machines/view/specs/business-review';
import BusinessAddress from '../../screens/business-address';
import BusinessName, { BusinessNameForm } from '../../screens/business-name';
import BusinessReview, { einReviewText } from '../../screens/business-review';
import BusinessType from '../../screens/business-type';
import Ein, { isBusinessPath } from '../../screens/ein';
import TrustEinQuestion from '../../screens/trust-ein-question';
import TrustName from '../../screens/trust-name';
import { applyEinEdit, einDisplay, formatEinDigits } from '../../src/ui/ein-input';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

vi.mock('../../src/i18n/en', async (importOriginal) => {
  const { en } = await importOriginal<typeof import('../../src/i18n/en')>();
  const { enEntity } = await import('../../src/i18n/en-entity');
  return { en: { ...en, ...enEntity } };
});

setupJsdomScreens();

const shell: ShellView = TEST_SHELL;

const view = (over: Partial<ScreenView> = {}): ScreenView =>
  screenView(
    {
      screen: 'businessName',
      path: '/business/secure/verify/name',
      titleKey: 'pageTitles.businessName',
    },
    over,
  );

type Props = { view: ScreenView; shell: ShellView; send: (e: ScreenEvent) => void };
function renderScreen(Screen: (p: Props) => ReactElement, v: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Screen view={v} shell={shell} send={send} />
    </MantineProvider>,
  );
  return send;
}

const submitted = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([e]) => e);

// ---------------------------------------------------------------------------------------------
// business type (doc 2 §2.5)
// ---------------------------------------------------------------------------------------------

describe('business type screen', () => {
  const v = (over: Partial<ScreenView> = {}) =>
    view({
      screen: 'businessType',
      path: '/business/secure/verify',
      initial: { CorporateAccountType: '' },
      ...over,
    });

  it('offers the four types as one labelled radio group and sends the chosen CorporateAccountType', async () => {
    const send = renderScreen(BusinessType, v());
    const group = screen.getByRole('radiogroup', { name: 'Business type' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual([
      expect.stringContaining('LLC'),
      expect.stringContaining('Corporation (C or S)'),
      expect.stringContaining('Partnership (standard or LLLP)'),
      expect.stringContaining('Sole proprietorship'),
    ]);
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
    fireEvent.click(radios[2]);
    expect(radios[2].getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { CorporateAccountType: 'Partnership' },
    });
  });

  it('while busy the types are aria-disabled (focusable, issue 12) and a click changes nothing', () => {
    renderScreen(BusinessType, v({ busy: true }));
    const radios = screen.getAllByRole('radio') as HTMLButtonElement[];
    expect(radios.every((r) => !r.disabled && r.getAttribute('aria-disabled') === 'true')).toBe(
      true,
    );
    fireEvent.click(radios[2]);
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
  });

  it('marks the saved type and sends it again on Continue', async () => {
    const send = renderScreen(
      BusinessType,
      v({ initial: { CorporateAccountType: 'SoleProprietorship' } }),
    );
    expect(
      screen.getByRole('radio', { name: /Sole proprietorship/ }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { CorporateAccountType: 'SoleProprietorship' },
      }),
    );
  });

  it('without a choice shows the required message and sends nothing', async () => {
    const send = renderScreen(BusinessType, v());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose the type of business.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a server error on CorporateAccountType under the group, linked to it', () => {
    renderScreen(
      BusinessType,
      v({ fieldErrors: { CorporateAccountType: 'apiErrors.AccountTypeIsNotDefined' } }),
    );
    const message = screen.getByText('Please choose an account type.');
    const group = screen.getByRole('radiogroup', { name: 'Business type' });
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });
});

// ---------------------------------------------------------------------------------------------
// business and trust names (doc 2 §2.6, §2.7)
// ---------------------------------------------------------------------------------------------

describe('business name screen', () => {
  it('prefills, trims and sends {Name}', async () => {
    const send = renderScreen(BusinessName, view({ initial: { Name: 'Acme' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'What is the name of your business?',
    );
    const input = screen.getByLabelText(/^Business name/) as HTMLInputElement;
    expect(input.value).toBe('Acme');
    expect(input.maxLength).toBe(50);
    fireEvent.change(input, { target: { value: '  Acme Holdings LLC ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Name: 'Acme Holdings LLC' },
      }),
    );
  });

  it('an empty name shows businessName and sends nothing', async () => {
    const send = renderScreen(BusinessName, view());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the business name.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the server error on Name under the field; the edit-modal form says Update', () => {
    const send = vi.fn();
    render(
      <MantineProvider>
        <BusinessNameForm
          view={view({
            initial: { Name: 'Acme' },
            fieldErrors: { Name: 'apiErrors.LegalEntityNameInvalidLength' },
          })}
          shell={shell}
          send={send}
          submitLabelKey="common.update"
          inModal
        />
      </MantineProvider>,
    );
    const input = screen.getByLabelText(/^Business name/);
    const message = screen.getByText('The name can be at most 200 characters.');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });
});

describe('trust name screen', () => {
  const v = (over: Partial<ScreenView> = {}) =>
    view({ screen: 'trustName', path: '/secure/trust/name', ...over });

  it('sends {Name} and refuses more than 100 characters with trustNameMax', async () => {
    const send = renderScreen(TrustName, v());
    const input = screen.getByLabelText(/^Trust name/) as HTMLInputElement;
    expect(input.maxLength).toBe(100);
    fireEvent.change(input, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Trust name can be at most 100 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Smith Family Trust' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Name: 'Smith Family Trust' },
      }),
    );
  });

  it('an empty name shows trustName; a server error shows under the field', async () => {
    renderScreen(
      TrustName,
      v({
        fieldErrors: { Name: 'apiErrors.NameIsNullOrEmpty' },
        errorFallbacks: { 'apiErrors.NameIsNullOrEmpty': 'Name is required.' },
      }),
    );
    expect(screen.getByText('Name is required.')).toBeTruthy();
    cleanup();
    const send = renderScreen(TrustName, v());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the trust name.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------
// trust EIN question (doc 2 §2.8)
// ---------------------------------------------------------------------------------------------

describe('trust EIN question screen', () => {
  it("shows the 'secureAccountTrustEinQuestion' title; No and Yes both submit {}", () => {
    const send = renderScreen(
      TrustEinQuestion,
      view({ screen: 'trustEinQuestion', path: '/secure/trust/askEin', data: { current: 'Yes' } }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Does the trust have an EIN?',
    );
    const no = screen.getByRole('button', { name: /^No/ });
    const yes = screen.getByRole('button', { name: /^Yes/ });
    expect(yes.className).toContain('w-choice--current');
    expect(no.className).not.toContain('w-choice--current');
    fireEvent.click(no);
    fireEvent.click(yes);
    expect(submitted(send)).toEqual([
      { type: 'wizard.submit', values: {} },
      { type: 'wizard.submit', values: {} },
    ]);
  });

  it('while busy both answers are aria-disabled (they keep the focus, issue 12) and send nothing', () => {
    const send = renderScreen(TrustEinQuestion, view({ screen: 'trustEinQuestion', busy: true }));
    for (const name of [/^No/, /^Yes/]) {
      const b = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(b.disabled).toBe(false);
      expect(b.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(b);
    }
    expect(send).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------
// EIN (doc 2 §2.9)
// ---------------------------------------------------------------------------------------------

describe('EIN formatting helpers', () => {
  it('formats digits as XX-XXXXXXX and keeps partial input partial', () => {
    expect(formatEinDigits('123456789')).toBe('12-3456789');
    expect(formatEinDigits('123')).toBe('12-3');
    expect(formatEinDigits('12')).toBe('12');
    expect(formatEinDigits('1a2-3456789 0')).toBe('12-3456789');
  });

  it('masks every digit but keeps the dash', () => {
    expect(einDisplay('12-3456789', false)).toBe('••-•••••••');
    expect(einDisplay('12-3456789', true)).toBe('12-3456789');
  });

  it('applies typing, deleting and deleting the dash to the real value', () => {
    expect(applyEinEdit('12', '••', '••3', 3, false)).toEqual({ value: '12-3', caret: 4 });
    expect(applyEinEdit('12-3', '••-•', '•-•', 0, true).value).toBe('23');
    // backspace over the dash removes the digit before it
    expect(applyEinEdit('12-3', '12-3', '123', 2, true).value).toBe('13');
    expect(applyEinEdit('12-3456789', '••-•••••••', '98-7654321', 10, false).value).toBe(
      '98-7654321',
    );
  });
});

describe('EIN screen', () => {
  const business = (over: Partial<ScreenView> = {}) =>
    view({
      screen: 'ein',
      path: '/business/secure/verify/name/ein',
      initial: { Ein: '', NoEin: '' },
      ...over,
    });
  const einInput = () =>
    screen.getByLabelText(/^Employer Identification Number/) as HTMLInputElement;

  it('masks what is typed, shows and hides it, and submits {Ein, NoEin: false}', async () => {
    const send = renderScreen(Ein, business());
    const input = einInput();
    expect(input.placeholder).toBe('XX-XXXXXXX');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.maxLength).toBe(10);
    expect(input.getAttribute('name')).toBeNull(); // the masked text is never submitted

    fireEvent.change(input, { target: { value: '123456789' } });
    expect(input.value).toBe('••-•••••••');
    fireEvent.click(screen.getByRole('button', { name: 'Show EIN' }));
    expect(input.value).toBe('12-3456789');
    fireEvent.click(screen.getByRole('button', { name: 'Hide EIN' }));
    expect(input.value).toBe('••-•••••••');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { Ein: '12-3456789', NoEin: false },
    });
  });

  it('an EIN with fewer than 9 digits shows einNotValid; an empty one einRequired; nothing is sent', async () => {
    const send = renderScreen(Ein, business());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the EIN.')).toBeTruthy();
    fireEvent.change(einInput(), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid EIN.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(einInput().getAttribute('aria-invalid')).toBe('true');
  });

  it("'no EIN' disables the input and submits {Ein: '', NoEin: true} without EIN rules", async () => {
    const send = renderScreen(Ein, business());
    fireEvent.change(einInput(), { target: { value: '00' } });
    const box = screen.getByLabelText('My business does not have an EIN') as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(einInput().disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Show EIN' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Ein: '', NoEin: true },
      }),
    );
  });

  it("prefills a saved 'no EIN' (ticked, input disabled) and a saved EIN (masked)", () => {
    renderScreen(Ein, business({ initial: { Ein: '', NoEin: 'on' } }));
    expect(
      (screen.getByLabelText('My business does not have an EIN') as HTMLInputElement).checked,
    ).toBe(true);
    expect(einInput().disabled).toBe(true);
    cleanup();
    renderScreen(Ein, business({ initial: { Ein: '12-3456789', NoEin: '' } }));
    expect(einInput().value).toBe('••-•••••••');
  });

  it('shows the server error on Ein under the field', () => {
    renderScreen(
      Ein,
      business({
        fieldErrors: { Ein: 'apiErrors.EinIsInvalid' },
        errorFallbacks: { 'apiErrors.EinIsInvalid': 'The EIN is not valid.' },
      }),
    );
    const message = screen.getByText('The EIN is not valid.');
    expect(einInput().getAttribute('aria-describedby') ?? '').toContain(message.id);
  });

  it('speaks of the business or the trust by path', () => {
    expect(isBusinessPath('/business/secure/verify/name/ein')).toBe(true);
    expect(isBusinessPath('/aip/secure/business/verify/name/ein')).toBe(true);
    expect(isBusinessPath('/secure/trustName/ein')).toBe(false);
    renderScreen(Ein, business());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'What is your business’s EIN?',
    );
    cleanup();
    renderScreen(Ein, business({ path: '/secure/trustName/ein' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What is the trust’s EIN?');
    expect(screen.getByLabelText('The trust does not have an EIN')).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------
// business address (doc 2 §2.10)
// ---------------------------------------------------------------------------------------------

describe('business address screen', () => {
  const address = {
    Street: '1 Main St',
    AptOrSuite: '',
    City: 'Austin',
    State: 'TX',
    PostalCode: '78701',
    CountryIso3Code: 'USA',
  };
  const v = (over: Partial<ScreenView> = {}) =>
    view({
      screen: 'businessAddress',
      path: '/business/secure/verify/business-address',
      initial: address,
      data: {
        countries: [{ Iso3Code: 'USA', Iso2Code: 'US', Caption: 'United States of America' }],
        states: [{ Code: 'TX', Caption: 'Texas' }],
        statesCountry: 'USA',
        usOnly: false,
        addressSuggestions: [],
      },
      ...over,
    });

  it('renders the address form under the business title and submits the address form output', async () => {
    const send = renderScreen(BusinessAddress, v());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Where is your business located?',
    );
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Austin');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toEqual({
      type: 'wizard.submit',
      values: { ...address, AptOrSuite: undefined },
    });
  });

  it('shows the server error on Street under the street field', () => {
    renderScreen(
      BusinessAddress,
      v({
        fieldErrors: { Street: 'apiErrors.StreetIsInvalidLength' },
        errorFallbacks: { 'apiErrors.StreetIsInvalidLength': 'Max length is 50 characters' },
      }),
    );
    const street = document.querySelector('input[name="Street"]') as HTMLInputElement;
    expect(street.labels?.[0]?.textContent).toMatch(/^Street/);
    const message = screen.getByText(/Max length is 50 characters|at most 50/);
    expect(street.getAttribute('aria-describedby') ?? '').toContain(message.id);
  });
});

// ---------------------------------------------------------------------------------------------
// business review (doc 2 §2.11)
// ---------------------------------------------------------------------------------------------

describe('business review screen', () => {
  const data = (over: Partial<BusinessReviewData> = {}): BusinessReviewData => ({
    items: [
      { id: 'businessName', value: 'Acme LLC', missing: false },
      { id: 'businessType', value: 'LimitedLiabilityCorporation', missing: false },
      { id: 'ein', value: '12-3456789', missing: false },
      { id: 'businessAddress', value: '1 Main St', missing: false },
    ],
    address: {
      Street: '1 Main St',
      AptOrSuite: 'Suite 4',
      City: 'Austin',
      State: 'Texas',
      PostalCode: '78701',
      Country: 'United States of America',
    },
    assisted: false,
    countries: [
      { Iso3Code: 'USA', Iso2Code: 'US', Caption: 'United States of America', TelephoneCode: '1' },
    ],
    states: [{ Code: 'TX', Caption: 'Texas' }],
    statesCountry: 'USA',
    usOnly: false,
    addressSuggestions: [],
    ...over,
  });
  const v = (over: Partial<ScreenView> = {}, d: Partial<BusinessReviewData> = {}) =>
    view({
      screen: 'businessReview',
      path: '/business/secure/verify/business-review',
      data: data(d) as unknown as Record<string, unknown>,
      ...over,
    });
  const row = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

  it('lists name, type label, masked EIN with Show / Hide and the address lines', () => {
    renderScreen(BusinessReview, v());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Review your business details',
    );
    expect(within(row('Business name')).getByText('Acme LLC')).toBeTruthy();
    expect(within(row('Business type')).getByText('LLC')).toBeTruthy();
    const ein = row('EIN');
    expect(within(ein).getByText('XX-XXX6789')).toBeTruthy();
    fireEvent.click(within(ein).getByRole('button', { name: 'Show EIN' }));
    expect(within(ein).getByText('12-3456789')).toBeTruthy();
    fireEvent.click(within(ein).getByRole('button', { name: 'Hide EIN' }));
    expect(within(ein).queryByText('12-3456789')).toBeNull();
    expect(
      within(row('Address')).getByText(
        /^1 Main St\s+Suite 4\s+Austin, Texas 78701\s+United States of America$/,
      ),
    ).toBeTruthy();
  });

  it("shows 'N/A' for an absent EIN and no 'Missing info' outside sales-assisted mode", () => {
    renderScreen(
      BusinessReview,
      v(
        {},
        {
          items: data().items.map((i) =>
            i.id === 'ein' ? { ...i, value: null, missing: true } : i,
          ),
        },
      ),
    );
    expect(within(row('EIN')).getByText('N/A')).toBeTruthy();
    expect(screen.queryByText('Missing info')).toBeNull();
    expect(einReviewText(null, true)).toBe('N/A');
    expect(einReviewText('12-3456789', false)).toBe('XX-XXX6789');
  });

  it("in sales-assisted mode shows a red 'Missing info' for each flagged item", () => {
    renderScreen(
      BusinessReview,
      v(
        {},
        {
          assisted: true,
          address: null,
          items: data().items.map((i) => ({
            ...i,
            value: i.id === 'businessName' ? 'Acme LLC' : null,
            missing: i.id !== 'businessName',
          })),
        },
      ),
    );
    const markers = screen.getAllByText('Missing info');
    expect(markers).toHaveLength(3);
    expect(markers.every((m) => m.className.includes('w-missing'))).toBe(true);
    expect(within(row('Business name')).queryByText('Missing info')).toBeNull();
  });

  it("sends wizard.edit with each item id and 'Looks good' sends wizard.submit {}", () => {
    const send = renderScreen(BusinessReview, v());
    for (const label of ['Business name', 'Business type', 'EIN', 'Address']) {
      fireEvent.click(screen.getByRole('button', { name: `Edit ${label}` }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Looks good' }));
    expect(submitted(send)).toEqual([
      { type: 'wizard.edit', item: 'businessName' },
      { type: 'wizard.edit', item: 'businessType' },
      { type: 'wizard.edit', item: 'ein' },
      { type: 'wizard.edit', item: 'businessAddress' },
      { type: 'wizard.submit', values: {} },
    ]);
  });

  it('opens the edited item’s form in a modal with Update; it submits its values, closing cancels', async () => {
    const send = renderScreen(
      BusinessReview,
      v({ modal: 'editItem', initial: { Name: 'Acme LLC' } }, { editing: 'businessName' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Business name')).toBeTruthy();
    const input = (await within(dialog).findByLabelText(/^Business name/)) as HTMLInputElement;
    expect(input.value).toBe('Acme LLC');
    fireEvent.change(input, { target: { value: 'Acme Holdings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Name: 'Acme Holdings' },
      }),
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'modal.cancel' }));
  });

  it('opens the EIN form for the ein item', async () => {
    renderScreen(
      BusinessReview,
      v({ modal: 'editItem', initial: { Ein: '12-3456789', NoEin: '' } }, { editing: 'ein' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(/^Employer Identification Number/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeTruthy();
  });
});

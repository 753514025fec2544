// @vitest-environment jsdom
/**
 * Issue 12, accessibility: the focus across steps (src/step-focus.ts, driven by the screen
 * outlet), after a failed save, on a busy button (src/ui/button.tsx), and autofill of the state
 * and country pickers (src/ui/autofill.ts). Rendered through the real RootView (page shell +
 * outlet + lazy screens), fed views by hand as the root actor would.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  CountryOption,
  ScreenEvent,
  ScreenView,
  StateOption,
} from '../../machines/screen-contract';
import { AddressForm } from '../../screens/address-enter';
import { t } from '../../src/i18n/t';
import { RootView } from '../../src/root-view';
import { autofillPick, isKeyByKey } from '../../src/ui/autofill';
import { Button } from '../../src/ui/button';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const nameView = (over: Partial<ScreenView> = {}) =>
  screenView({ screen: 'name', path: '/secure/name', titleKey: 'pageTitles.name' }, over);
const phoneView = (over: Partial<ScreenView> = {}) =>
  screenView(
    { screen: 'phone', path: '/secure/phone-number', titleKey: 'pageTitles.phone' },
    { data: { countries: [] }, ...over },
  );
const loadingView = () =>
  screenView({ screen: 'loading', path: '/loading', titleKey: 'pageTitles.loading' });

function page(first: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  const ui = (v: ScreenView) => <RootView shell={TEST_SHELL} view={v} send={send} />;
  const r = render(ui(first));
  return { send, show: (v: ScreenView) => r.rerender(ui(v)) };
}

const heading = () => document.querySelector<HTMLElement>('#main h1');
const announcer = () => screen.getByTestId('step-announcer');

describe('focus on a step change (screen outlet)', () => {
  it('leaves the focus alone on the first page load, then moves it to each new step’s h1 and announces the title', async () => {
    const { show } = page(nameView());
    await waitFor(() => expect(heading()).not.toBeNull());
    expect(document.activeElement).toBe(document.body);
    expect(announcer().getAttribute('aria-live')).toBe('polite');
    expect(announcer().textContent).toBe('');

    show(phoneView());
    await waitFor(() =>
      expect(document.querySelector('input[type="tel"], input[name="PhoneNumber"]')).not.toBeNull(),
    );
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(heading()!.getAttribute('tabindex')).toBe('-1');
    await waitFor(() => expect(announcer().textContent).toBe(t('pageTitles.phone')));

    // Back to the name step: the focus follows again.
    show(nameView());
    await waitFor(() => expect(screen.queryByLabelText(/^first name/i)).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(heading()!.textContent).not.toBe('');
    await waitFor(() => expect(announcer().textContent).toBe(t('pageTitles.name')));
  });

  it('a loading screen first is still the first load; the step after it keeps the applicant’s focus', async () => {
    const { show } = page(loadingView());
    await waitFor(() => expect(heading()).not.toBeNull());
    show(nameView());
    await waitFor(() => expect(screen.queryByLabelText(/^first name/i)).not.toBeNull());
    expect(document.activeElement).toBe(document.body);
    show(phoneView());
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
  });

  it('a busy flag or a changed prefill on the same step does not move the focus', async () => {
    const { show } = page(nameView());
    const first = (await screen.findByLabelText(/^first name/i)) as HTMLInputElement;
    first.focus();
    show(nameView({ busy: true }));
    show(nameView({ busy: false }));
    await act(async () => {});
    expect(document.activeElement).toBe(first);
  });
});

describe('focus after a failed save', () => {
  it('goes to the first field with a server error', async () => {
    const { show } = page(nameView());
    const submit = await screen.findByRole('button', { name: 'Continue' });
    submit.focus();
    show(nameView({ busy: true }));
    expect(document.activeElement).toBe(submit); // the busy button keeps the focus
    show(nameView({ busy: false, fieldErrors: { LastName: 'fields.errors.validation.lastName' } }));
    const last = screen.getByLabelText(/^last name/i);
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(last.getAttribute('aria-invalid')).toBe('true');
  });

  it('goes to the form error when no field has one; an error going away does not move the focus', async () => {
    const { show } = page(nameView());
    const submit = await screen.findByRole('button', { name: 'Continue' });
    submit.focus();
    show(nameView({ busy: true }));
    show(nameView({ formError: 'common.somethingWentWrong' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.getAttribute('tabindex')).toBe('-1');

    const first = screen.getByLabelText(/^first name/i);
    first.focus();
    show(nameView());
    await act(async () => {});
    expect(document.activeElement).toBe(first);
  });

  it('the same error again after another save takes the focus again', async () => {
    const err = { fieldErrors: { FirstName: 'fields.errors.validation.firstName' } };
    const { show } = page(nameView(err));
    const first = await screen.findByLabelText(/^first name/i);
    screen.getByRole('button', { name: 'Continue' }).focus();
    show(nameView({ ...err, busy: true }));
    show(nameView(err));
    await waitFor(() => expect(document.activeElement).toBe(first));
  });
});

describe('busy button (src/ui/button.tsx)', () => {
  it('stays focusable with aria-disabled while busy, keeps its label and spinner, and ignores clicks', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const ui = (loading: boolean) => (
      <MantineProvider>
        <form onSubmit={onSubmit}>
          <Button type="submit" loading={loading} onClick={onClick}>
            Continue
          </Button>
        </form>
      </MantineProvider>
    );
    const r = render(ui(false));
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    button.focus();
    r.rerender(ui(true));
    expect(document.activeElement).toBe(button);
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.w-btn__spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    r.rerender(ui(false));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disabled (not available) is still the disabled attribute', () => {
    render(
      <Button disabled loading>
        Go
      </Button>,
    );
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('autofill of the state and country pickers', () => {
  const states: StateOption[] = [
    { Code: 'IL', Caption: 'Illinois' },
    { Code: 'IN', Caption: 'Indiana' },
    { Code: 'CA', Caption: 'California' },
  ];
  const countries: CountryOption[] = [
    { Iso3Code: 'USA', Iso2Code: 'US', Caption: 'United States of America' },
    { Iso3Code: 'CAN', Iso2Code: 'CA', Caption: 'Canada' },
    { Iso3Code: 'ARE', Iso2Code: 'AE', Caption: 'United Arab Emirates' },
  ];

  it('autofillPick: label, code and alias exactly; a unique label prefix of 4+ characters; nothing ambiguous', () => {
    const opts = countries.map((c) => ({
      value: c.Iso3Code,
      label: c.Caption,
      aliases: [c.Iso2Code],
    }));
    expect(autofillPick(opts, ' canada ')?.value).toBe('CAN');
    expect(autofillPick(opts, 'US')?.value).toBe('USA');
    expect(autofillPick(opts, 'usa')?.value).toBe('USA');
    expect(autofillPick(opts, 'United States')?.value).toBe('USA');
    expect(autofillPick(opts, 'United')).toBeUndefined();
    expect(autofillPick(opts, 'Can')?.value).toBe('CAN'); // ISO3
    expect(autofillPick(opts, 'Uni')).toBeUndefined();
    expect(autofillPick(opts, '')).toBeUndefined();
  });

  it('isKeyByKey: typing and deleting are key by key; autofill, paste and replacement are not', () => {
    expect(isKeyByKey(new InputEvent('input', { inputType: 'insertText' }))).toBe(true);
    expect(isKeyByKey(new InputEvent('input', { inputType: 'deleteContentBackward' }))).toBe(true);
    expect(isKeyByKey(new InputEvent('input', { inputType: 'insertReplacementText' }))).toBe(false);
    expect(isKeyByKey(new InputEvent('input', { inputType: 'insertFromPaste' }))).toBe(false);
    expect(isKeyByKey(new Event('input'))).toBe(false);
  });

  function renderAddress() {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const v = screenView(
      { screen: 'addressEnter', path: '/address/enter', titleKey: 'pageTitles.addressEnter' },
      { data: { countries, states, statesCountry: 'USA' } },
    );
    render(
      <MantineProvider>
        <AddressForm view={v} shell={TEST_SHELL} send={send} />
      </MantineProvider>,
    );
    return send;
  }
  /** The visible input labelled `re` (the pickers' listboxes carry the same label). */
  const inputLabelled = (re: RegExp) =>
    screen.getAllByLabelText(re).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
  const stateInput = () => inputLabelled(/^state/i);
  const countryInput = () => inputLabelled(/^country/i);

  it('the state select has address-level1 and takes an autofilled code or name; the country select has country-name', async () => {
    const send = renderAddress();
    expect(stateInput().getAttribute('autocomplete')).toBe('address-level1');
    expect(countryInput().getAttribute('autocomplete')).toBe('country-name');

    fireEvent.input(stateInput(), { target: { value: 'IL' } });
    await waitFor(() => expect(stateInput().value).toBe('Illinois'));
    fireEvent.input(stateInput(), { target: { value: 'california' } });
    await waitFor(() => expect(stateInput().value).toBe('California'));

    fireEvent.change(inputLabelled(/^street address/i), { target: { value: '100 Main Street' } });
    fireEvent.change(inputLabelled(/^city/i), { target: { value: 'Springfield' } });
    fireEvent.change(inputLabelled(/^postal code|^zip/i), { target: { value: '62701' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'wizard.submit' })),
    );
    const submit = send.mock.calls.map(([e]) => e).find((e) => e.type === 'wizard.submit') as {
      values: Record<string, unknown>;
    };
    expect(submit.values).toMatchObject({
      State: 'CA',
      CountryIso3Code: 'USA',
      City: 'Springfield',
    });
  });

  it('typing a code key by key does not pick a state', async () => {
    renderAddress();
    const input = stateInput();
    input.focus();
    input.value = 'IN';
    fireEvent(input, new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    await act(async () => {});
    fireEvent.blur(input);
    await waitFor(() => expect(stateInput().value).toBe(''));
  });

  it('an autofilled country (ISO2) changes the country and keeps the autofilled address lines', async () => {
    const send = renderAddress();
    const street = inputLabelled(/^street address/i);
    fireEvent.change(street, { target: { value: '1 Front Street' } });
    fireEvent.change(inputLabelled(/^city/i), { target: { value: 'Toronto' } });
    fireEvent.input(countryInput(), { target: { value: 'CA' } });
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ type: 'address.country', country: 'CAN' }),
    );
    await waitFor(() => expect(countryInput().value).toBe('Canada'));
    expect(inputLabelled(/^city/i).value).toBe('Toronto');
    expect(street.value).toBe('1 Front Street');
  });
});

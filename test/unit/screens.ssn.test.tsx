// @vitest-environment jsdom
/**
 * The SSN screen (doc 2 §2.15, §5): masked XXX-XX-XXXX input, Show SSN / Hide SSN, client
 * validation with the spec's message keys, and server field errors under their field.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView, ShellView } from '../../machines/screen-contract';
import { NameForm } from '../../screens/name';
import { SsnForm } from '../../screens/ssn';
import { applySsnEdit, formatSsnDigits, ssnDisplay } from '../../src/ui/ssn-input';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const shell: ShellView = TEST_SHELL;

const view = (over: Partial<ScreenView> = {}): ScreenView =>
  screenView({ screen: 'ssn', path: '/secure/identity/ssn', titleKey: 'pageTitles.ssn' }, over);

function renderSsn(v: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <SsnForm view={v} shell={shell} send={send} />
    </MantineProvider>,
  );
  return { send, input: screen.getByLabelText('Social Security number') as HTMLInputElement };
}

describe('SSN formatting helpers', () => {
  it('formats digits as XXX-XX-XXXX and keeps partial input partial', () => {
    expect(formatSsnDigits('123456789')).toBe('123-45-6789');
    expect(formatSsnDigits('1234')).toBe('123-4');
    expect(formatSsnDigits('12a3-45 67890')).toBe('123-45-6789');
  });

  it('masks every digit but keeps the dashes', () => {
    expect(ssnDisplay('123-45-6789', false)).toBe('•••-••-••••');
    expect(ssnDisplay('123-45-6789', true)).toBe('123-45-6789');
  });

  it('applies typing, deleting in the middle and deleting a dash to the real value', () => {
    // typing a digit at the end of a masked value
    expect(applySsnEdit('123', '•••', '•••4', 4, false)).toEqual({ value: '123-4', caret: 5 });
    // deleting the first digit of a masked value (caret after the edit at 0)
    expect(applySsnEdit('123-4', '•••-•', '••-•', 0, true).value).toBe('234');
    // backspace over a dash removes the digit before it
    expect(applySsnEdit('123-4', '123-4', '1234', 3, true).value).toBe('124');
    // replacing everything (paste / fill)
    expect(applySsnEdit('123-45-6789', '•••-••-••••', '987-65-4321', 11, false).value).toBe(
      '987-65-4321',
    );
  });
});

describe('SSN screen', () => {
  it('masks what is typed, shows and hides it, and submits the formatted SSN', async () => {
    const { send, input } = renderSsn(view());
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.maxLength).toBe(11);
    expect(input.getAttribute('name')).toBeNull(); // the masked text is never submitted

    fireEvent.change(input, { target: { value: '234567890' } });
    expect(input.value).toBe('•••-••-••••');

    fireEvent.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(input.value).toBe('234-56-7890');
    fireEvent.click(screen.getByRole('button', { name: 'Hide SSN' }));
    expect(input.value).toBe('•••-••-••••');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { Ssn: '234-56-7890' } });
  });

  it('an SSN with fewer than 9 digits shows ssnNotValid and sends nothing', async () => {
    const { send, input } = renderSsn(view());
    fireEvent.change(input, { target: { value: '123-45-678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid Social Security number.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a forbidden group (000) fails the schema rule and sends nothing', async () => {
    const { send, input } = renderSsn(view());
    fireEvent.change(input, { target: { value: '000-12-3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This number is not valid. Please check it and try again.'),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('server field errors', () => {
  it('renders a field error key under its field, translated, and marks the field invalid', () => {
    const { input } = renderSsn(view({ fieldErrors: { Ssn: 'apiErrors.SsnIsInvalid' } }));
    const message = screen.getByText('Please enter a valid Social Security number.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(message.id);
  });

  it('puts each server error under the right field of the name form and keeps the typed values', () => {
    const send = vi.fn();
    render(
      <MantineProvider>
        <NameForm
          view={view({
            screen: 'name',
            initial: { FirstName: 'Ada', LastName: 'Lovelace' },
            fieldErrors: { LastName: 'apiErrors.LastNameIsInvalidLength' },
          })}
          shell={shell}
          send={send}
        />
      </MantineProvider>,
    );
    const last = screen.getByLabelText(/^Last name/) as HTMLInputElement;
    const first = screen.getByLabelText(/^First name/) as HTMLInputElement;
    const message = screen.getByText('Last name can be at most 50 characters.');
    expect(last.getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect(first.getAttribute('aria-invalid')).not.toBe('true');
    expect(last.value).toBe('Lovelace');
  });

  it('an unknown error key falls back to the server message (errorFallbacks)', () => {
    renderSsn(
      view({
        fieldErrors: { Ssn: 'apiErrors.SomeNewCode' },
        errorFallbacks: { 'apiErrors.SomeNewCode': 'The server says no.' },
      }),
    );
    expect(screen.getByText('The server says no.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
/**
 * SSN re-entry (issue 12): the API answers only the last four digits, so the SSN step and the
 * review's edit form start empty, say which number is saved ('ending 6789') and need the whole
 * number again.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { lastFour, ssnSpec } from '../../machines/view/specs/person';
import { SsnForm } from '../../screens/ssn';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const view = (initial: Record<string, string>): ScreenView =>
  screenView(
    { screen: 'ssn', path: '/secure/identity/ssn', titleKey: 'pageTitles.ssn' },
    { initial },
  );

describe('SSN asked again when one is saved', () => {
  it('the spec starts empty with the saved last four', () => {
    const application = {
      ApplicationUid: 'a',
      ApplicationType: 'Individual',
      IndividualApplication: { Owner: { PersonUid: 'p', PersonSsn: { Ssn: '***-**-6789' } } },
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const c = { application, person: 'main' } as any;
    expect(ssnSpec.initial!(c)).toEqual({ Ssn: '', SavedSsnLast4: '6789' });
    expect(lastFour(null)).toBe('');
    expect(lastFour('**-***1234')).toBe('1234');
  });

  it('shows the hint, linked to the empty input, and refuses an empty submit', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    render(
      <MantineProvider>
        <SsnForm view={view({ Ssn: '', SavedSsnLast4: '6789' })} shell={TEST_SHELL} send={send} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Social Security number') as HTMLInputElement;
    expect(input.value).toBe('');
    const hint = screen.getByText(/ending 6789 is saved/);
    expect(input.getAttribute('aria-describedby')).toContain(hint.id);
    fireEvent.submit(input.form!);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(send).not.toHaveBeenCalled();
  });

  it('no hint when nothing is saved', () => {
    render(
      <MantineProvider>
        <SsnForm view={view({ Ssn: '', SavedSsnLast4: '' })} shell={TEST_SHELL} send={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.queryByText(/is saved/)).toBeNull();
  });
});

// @vitest-environment jsdom
/**
 * The sales-assisted and invitation views (issue 10; doc 1 §2.3, §2.6, §2.10, §2.12; doc 2 §5):
 * SET_PASSWORD, PREPARE_REGISTRATION, the agent's relaxed SSN form, the assisted banner and the
 * sales modals (continue-or-start-new, invitation sent, save & close).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import PrepareRegistration from '../../screens/prepare-registration';
import SetPassword from '../../screens/set-password';
import { SsnForm } from '../../screens/ssn';
import { AssistedBanner } from '../../src/shell/assisted-banner';
import SalesModal, { SaveCloseModal } from '../../src/shell/sales-modals';
import ResumeModal from '../../src/shell/resume-modal';
import { enSales } from '../../src/i18n/en-sales';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();
const S = enSales.sales;

function mount(node: ReactNode) {
  return render(<MantineProvider>{node}</MantineProvider>);
}

describe('SET_PASSWORD (doc 1 §2.6)', () => {
  const view = (over: Partial<ScreenView> = {}) =>
    screenView(
      { screen: 'setPassword', path: '/set-password', titleKey: 'sales.setPasswordTitle' },
      { initial: { Email: 'ann@example.com', Password: '' }, ...over },
    );

  it('shows the invited e-mail disabled and submits it with the password', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    mount(<SetPassword view={view()} shell={TEST_SHELL} send={send} />);
    const email = screen.getByLabelText(S.emailLabel) as HTMLInputElement;
    expect(email.value).toBe('ann@example.com');
    expect(email.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(S.passwordLabel), {
      target: { value: 'Gold#Bar2024!' },
    });
    fireEvent.change(screen.getByLabelText(S.confirmPasswordLabel), {
      target: { value: 'Gold#Bar2024!' },
    });
    fireEvent.click(screen.getByRole('button', { name: S.savePassword }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: {
          Email: 'ann@example.com',
          Password: 'Gold#Bar2024!',
          ConfirmPassword: 'Gold#Bar2024!',
        },
      }),
    );
  });

  it('refuses a weak password on the client and shows the server error on the Password field', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    mount(
      <SetPassword
        view={view({ fieldErrors: { Password: 'apiErrors.PasswordIsInvalid' } })}
        shell={TEST_SHELL}
        send={send}
      />,
    );
    expect(screen.getByText(/password rules/i)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(S.passwordLabel), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: S.savePassword }));
    await new Promise((r) => setTimeout(r, 50));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('PREPARE_REGISTRATION (doc 1 §2.10)', () => {
  const view = (over: Partial<ScreenView> = {}) =>
    screenView(
      {
        screen: 'prepareRegistration',
        path: '/prepare-registration',
        titleKey: 'sales.prepareTitle',
      },
      over,
    );

  it('looks the customer up by e-mail, with the copy naming both ways to finish', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    mount(<PrepareRegistration view={view()} shell={TEST_SHELL} send={send} />);
    expect(screen.getByText(/Finish and send invitation/)).toBeTruthy();
    expect(screen.getByText(/Save & close/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(S.customerEmailLabel), {
      target: { value: 'bob@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: S.prepareSubmit }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { CustomerEmail: 'bob@example.com' },
      }),
    );
  });

  it('shows the server error under the field', () => {
    mount(
      <PrepareRegistration
        view={view({ fieldErrors: { CustomerEmail: 'apiErrors.UserCanNotLogInOrRegister' } })}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    const input = screen.getByLabelText(S.customerEmailLabel);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe("the agent's relaxed SSN form (doc 2 §5)", () => {
  const view = (salesSession: boolean) =>
    screenView(
      { screen: 'ssn', path: '/secure/identity/ssn', titleKey: 'pageTitles.ssn' },
      { data: { salesSession } },
    );

  it('lets an agent continue with the SSN empty; a customer may not', async () => {
    const agent = vi.fn<(e: ScreenEvent) => void>();
    const { unmount } = mount(<SsnForm view={view(true)} shell={TEST_SHELL} send={agent} />);
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await waitFor(() => expect(agent).toHaveBeenCalledWith({ type: 'wizard.submit', values: {} }));
    unmount();
    const customer = vi.fn<(e: ScreenEvent) => void>();
    mount(<SsnForm view={view(false)} shell={TEST_SHELL} send={customer} />);
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await new Promise((r) => setTimeout(r, 50));
    expect(customer).not.toHaveBeenCalled();
  });
});

describe('the assisted banner (doc 1 §2.3)', () => {
  it('shows the customer e-mail; logout opens save & close, or submits the page form first', () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const { unmount } = mount(<AssistedBanner customerEmail="ann@example.com" send={send} />);
    expect(screen.getByText(/ann@example\.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: S.bannerLogout }));
    expect(send).toHaveBeenLastCalledWith({ type: 'saveClose.open' });
    unmount();

    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    const main = document.createElement('main');
    main.id = 'main';
    const form = document.createElement('form');
    form.addEventListener('submit', onSubmit);
    main.appendChild(form);
    document.body.appendChild(main);
    const send2 = vi.fn<(e: ScreenEvent) => void>();
    mount(<AssistedBanner customerEmail={null} send={send2} />);
    fireEvent.click(screen.getByRole('button', { name: S.bannerLogout }));
    expect(send2).toHaveBeenCalledWith({ type: 'saveClose.request' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    main.remove();
  });
});

describe('sales modals (doc 1 §2.10, §2.12)', () => {
  const base = { customerEmail: 'ann@example.com', error: 'Oops', sending: false };

  it('continue-or-start-new shows CreatedOn and "customer" for an empty CreatedBy', () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    mount(
      <SalesModal
        {...base}
        modal="assistedContinue"
        data={{ resume: { createdOn: '2026-03-04T10:00:00Z', createdBy: null } }}
        send={send}
      />,
    );
    expect(screen.getByText(/by customer/)).toBeTruthy();
    // The agent's variant of the resume modal: its own texts, no overwrite warning.
    expect(screen.queryByText(/overwrite any existing progress/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: S.continueApplication }));
    expect(send).toHaveBeenLastCalledWith({ type: 'resume.resume' });
    fireEvent.click(screen.getByRole('button', { name: S.startNewApplication }));
    expect(send).toHaveBeenLastCalledWith({ type: 'resume.startNew' });
  });

  it('the resume modal (the same component) keeps its own texts and the overwrite warning', () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    mount(
      <ResumeModal
        resume={{ createdOn: '2026-03-04T10:00:00Z', createdBy: 'Sales Desk' }}
        send={send}
      />,
    );
    expect(screen.getByText(/overwrite any existing progress/)).toBeTruthy();
    expect(screen.getByText(/Sales Desk/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume application' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'resume.resume' });
  });

  it("invitation sent names the e-mail; 'Ok, return to back office' confirms", () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    mount(<SalesModal {...base} modal="invitationSent" data={{}} send={send} />);
    expect(screen.getByText(/ann@example\.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: S.returnToBackOffice }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
  });

  it('the invitation error shows the message; OK confirms', () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    mount(<SalesModal {...base} modal="invitationError" data={{}} send={send} />);
    expect(screen.getByText('Oops')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /ok/i }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
  });

  it("save & close: 'exit' and 'continue'; the error variant's exact text and 'close'", () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const { unmount } = mount(<SaveCloseModal variant="saved" send={send} />);
    fireEvent.click(screen.getByRole('button', { name: S.saveCloseExit }));
    expect(send).toHaveBeenLastCalledWith({ type: 'saveClose.exit' });
    fireEvent.click(screen.getByRole('button', { name: S.saveCloseContinue }));
    expect(send).toHaveBeenLastCalledWith({ type: 'saveClose.continue' });
    unmount();
    mount(<SaveCloseModal variant="failed" send={send} />);
    expect(
      screen.getByText(
        'This draft was not saved.  Please keep this window open and try again later.',
        {
          normalizer: (s) => s,
        },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: S.saveCloseClose }));
    expect(send).toHaveBeenLastCalledWith({ type: 'saveClose.continue' });
  });
});

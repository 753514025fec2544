// @vitest-environment jsdom
/**
 * Issue 10's screens in jsdom: RESET_PASSWORD (checklist, the server's token error under the
 * field, submit with the parsed value), RESET_SUCCESSFUL_PAGE, the upgrade page's account card
 * (loading, details, upgraded, failed), DELETE_APPLICATION, the accessibility assistant (its
 * preferences as <html> classes kept in the tab, its panel) and the shell's footer trigger and
 * '/ira-funding' copy.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenProps } from '../../screens/screen-props';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { upgradeAccountViewOf } from '../../machines/entry/upgrade-view';
import DeleteApplication from '../../screens/delete-application';
import ResetPassword from '../../screens/reset-password';
import ResetSuccessful from '../../screens/reset-successful';
import UpgradeAccount from '../../screens/upgrade-account';
import A11yPanel from '../../src/shell/a11y-panel';
import {
  DEFAULT_PREFS,
  parsePrefs,
  prefsClasses,
  setPanelOpen,
  setPrefs,
} from '../../src/shell/a11y-prefs';
import { PageShell } from '../../src/shell/page-shell';
import { themeFor } from '../../src/theme/themes';
import { enUpgrade } from '../../src/i18n/en-upgrade';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

function renderScreen(Screen: ComponentType<ScreenProps>, view: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Screen view={view} shell={TEST_SHELL} send={send} />
    </MantineProvider>,
  );
  return send;
}

const resetView = (over: Partial<ScreenView> = {}) =>
  screenView(
    { screen: 'resetPassword', path: '/reset-password', titleKey: 'resetPassword.pageTitle' },
    { initial: { Password: '' }, ...over },
  );

describe('RESET_PASSWORD', () => {
  it('the new password with the checklist, then its confirmation; a valid pair is submitted', async () => {
    const send = renderScreen(ResetPassword, resetView());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      enUpgrade.resetPassword.title,
    );
    const input = screen.getByLabelText(/^New password/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Silver#Coin2025' } });
    await waitFor(() =>
      expect(screen.getByText('8 to 50 characters').closest('li')?.className).toContain('is-ok'),
    );
    // doc 1 §5: the confirmation must match; a different one is refused on the client.
    const confirm = screen.getByLabelText(/^Confirm new password/) as HTMLInputElement;
    fireEvent.change(confirm, { target: { value: 'Silver#Coin2024' } });
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.resetPassword.submit }));
    expect(await screen.findByText(/passwords don’t match/i)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(confirm, { target: { value: 'Silver#Coin2025' } });
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.resetPassword.submit }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Password: 'Silver#Coin2025', ConfirmPassword: 'Silver#Coin2025' },
      }),
    );
  });

  it('a weak password is refused on the client; the server error shows under the field', async () => {
    const send = renderScreen(
      ResetPassword,
      resetView({ fieldErrors: { Password: 'apiErrors.TokenHasExpired' } }),
    );
    expect(screen.getByText('The provided reset token has expired.')).toBeTruthy();
    const input = screen.getByLabelText(/^New password/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.resetPassword.submit }));
    await new Promise((r) => setTimeout(r, 50));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('RESET_SUCCESSFUL_PAGE', () => {
  it('its button goes on to login', () => {
    const send = renderScreen(
      ResetSuccessful,
      screenView({
        screen: 'resetSuccessful',
        path: '/reset-successful',
        titleKey: 'resetPassword.successPageTitle',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.resetPassword.toLogin }));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: {} });
  });
});

const ACCOUNT = upgradeAccountViewOf({
  AccountUid: 'a',
  AccountCode: 'BSC-4Q7M2K',
  AccountNumber: 'HAA20417731',
  AccountType: 'Basic',
  Email: 'basic.holder@example.com',
  FirstName: 'Marta',
  MiddleName: null,
  LastName: 'Basic',
  Suffix: null,
  SuffixType: null,
  Phone: { Iso3CountryCode: 'USA', AreaCode: '212', LocalNumber: '5550147', StateCode: null },
  IsPhoneConnectedTo2FA: true,
  Addresses: [],
  IsUpgraded: false,
  UpgradeApplicationUid: null,
});
const upgradeView = (over: Partial<ScreenView> = {}) =>
  screenView(
    { screen: 'upgradeAccount', path: '/upgrade', titleKey: 'pageTitles.upgradeApplication' },
    over,
  );

describe('the upgrade page', () => {
  it('shows the account card and continues', () => {
    const send = renderScreen(UpgradeAccount, upgradeView({ data: { account: ACCOUNT } }));
    expect(screen.getByText('Marta Basic')).toBeTruthy();
    expect(screen.getByTestId('upgrade-account-number').textContent).toBe('HAA20417731');
    expect(screen.getByText('BSC-4Q7M2K')).toBeTruthy();
    expect(screen.getByText('+1 212 555 0147')).toBeTruthy();
    expect(screen.getByText(enUpgrade.upgradeAccount.phone2fa)).toBeTruthy();
    // No address on file.
    expect(screen.getByText(enUpgrade.upgradeAccount.none)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.upgradeAccount.continue }));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: {} });
  });

  it('while loading: a status and no button; upgraded: only the way to the portal', () => {
    renderScreen(UpgradeAccount, upgradeView({ busy: true, data: { account: null } }));
    expect(screen.getByRole('status').textContent).toBe(enUpgrade.upgradeAccount.loading);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an upgraded account offers only the portal; a failure offers Try again', () => {
    renderScreen(
      UpgradeAccount,
      upgradeView({ data: { account: { ...ACCOUNT, upgraded: true } } }),
    );
    expect(screen.getByText(enUpgrade.upgradeAccount.upgraded)).toBeTruthy();
    expect(screen.getByRole('button', { name: enUpgrade.upgradeAccount.toPortal })).toBeTruthy();
  });

  it('a failure shows the error with Try again', () => {
    const send = renderScreen(
      UpgradeAccount,
      upgradeView({ formError: 'apiErrors.Error_AccountNotFound', data: { account: null } }),
    );
    expect(screen.getByRole('alert').textContent).toContain('The account could not be found.');
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.upgradeAccount.retry }));
    expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: {} });
  });
});

describe('DELETE_APPLICATION', () => {
  it('confirm sends wizard.submit, keep sends modal.cancel', () => {
    const send = renderScreen(
      DeleteApplication,
      screenView(
        {
          screen: 'deleteApplication',
          path: '/delete-application',
          titleKey: 'deleteApplication.pageTitle',
        },
        { data: { kindKey: null } },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.deleteApplication.confirm }));
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.deleteApplication.cancel }));
    expect(send.mock.calls.map((c) => c[0].type)).toEqual(['wizard.submit', 'modal.cancel']);
  });
});

describe('the accessibility assistant (doc 1 §2.3)', () => {
  it('preferences parse safely and map to <html> classes kept in the tab', () => {
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('not json')).toEqual(DEFAULT_PREFS);
    expect(parsePrefs('{"text":2,"contrast":true,"reduceMotion":"yes"}')).toEqual({
      text: 2,
      contrast: true,
      reduceMotion: false,
    });
    expect(prefsClasses({ text: 1, contrast: true, reduceMotion: true })).toEqual([
      'a11y-text-1',
      'a11y-contrast',
      'a11y-reduce-motion',
    ]);
    act(() => setPrefs({ contrast: true, text: 2 }));
    expect(document.documentElement.classList.contains('a11y-contrast')).toBe(true);
    expect(document.documentElement.classList.contains('a11y-text-2')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('A11yPrefs') ?? '{}')).toMatchObject({
      text: 2,
      contrast: true,
    });
    act(() => setPrefs(DEFAULT_PREFS));
    expect(document.documentElement.className).not.toMatch(/a11y-/);
  });

  it('the footer trigger opens the panel; its controls change the page; the /ira-funding copy', async () => {
    render(
      <MantineProvider>
        <PageShell
          shell={{ ...TEST_SHELL, iraFundingCopy: true, accessibilityUrl: 'example.com/a11y' }}
          view={null}
          theme={themeFor('default')}
          send={() => {}}
        >
          <p>content</p>
        </PageShell>
      </MantineProvider>,
    );
    expect(screen.getByTestId('ira-funding-copy').textContent).toBe(
      enUpgrade.iraFunding.footerCopy,
    );
    const trigger = screen.getByRole('button', { name: enUpgrade.a11y.trigger });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const motion = await screen.findByRole('checkbox', { name: new RegExp(enUpgrade.a11y.motion) });
    fireEvent.click(motion);
    expect(document.documentElement.classList.contains('a11y-reduce-motion')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: enUpgrade.a11y.textLarge }));
    expect(document.documentElement.classList.contains('a11y-text-1')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.a11y.reset }));
    expect(document.documentElement.className).not.toMatch(/a11y-/);
    fireEvent.click(screen.getByRole('button', { name: enUpgrade.a11y.close }));
    act(() => setPanelOpen(false));
    expect(
      screen.getByRole('button', { name: enUpgrade.a11y.trigger }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('the panel links the accessibility statement', () => {
    render(
      <MantineProvider>
        <A11yPanel statementUrl="example.com/a11y" />
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: enUpgrade.a11y.statement }).getAttribute('href')).toBe(
      'https://example.com/a11y',
    );
  });
});

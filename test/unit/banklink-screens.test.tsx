// @vitest-environment jsdom
/**
 * The bank-link views (doc 3 §2.4, §4, §5): the sandbox link widget (institution radios, account
 * checkboxes with name and last 4, Continue → react-plaid-link's onSuccess shape, Cancel → onExit),
 * the bank-link modal (widget events as flow.linked / flow.linkExit; assisted refusal with OK),
 * Fund account (bank link recommended with the ACH limit; assisted: wire and check) and the amount
 * screen (limit text red and Continue disabled above the limit; the ACH auto-deposit box naming the
 * bank and the last 4 digits, Continue disabled until ticked; submit sends the parsed values).
 *
 * The area's fragment (src/i18n/en-banklink.ts) is merged into the catalogue here as the
 * integrator will merge it, so the assertions read the real sentences.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BankLinkView } from '../../machines/funding/bank-link.machine';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import FundAccount from '../../screens/fund-account';
import FundAmount from '../../screens/fund-amount';
import { BankLinkModal } from '../../screens/flows/bank-link-modal';
import { t } from '../../src/i18n/t';
import { SandboxLink } from '../../src/ui/bank-link/sandbox-link';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

vi.mock('../../src/i18n/en', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../src/i18n/en')>();
  const { enBankLink } = await import('../../src/i18n/en-banklink');
  return { ...orig, en: { ...orig.en, ...enBankLink } };
});

setupJsdomScreens();

const wrap = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('SandboxLink', () => {
  it('lists the institutions, then the accounts with name and last 4; Continue answers the public token and the accounts', async () => {
    const onSuccess = vi.fn();
    const onExit = vi.fn();
    wrap(<SandboxLink opened brokerName="Test Broker" onSuccess={onSuccess} onExit={onExit} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveProperty(
      'textContent',
      expect.stringContaining(t('bankLink.sandboxTitle')),
    );
    const cont = screen.getByRole('button', { name: t('bankLink.continue') }) as HTMLButtonElement;
    expect(cont.disabled).toBe(true);
    expect(screen.getByRole('group', { name: t('bankLink.institutionLegend') })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Liberty Federal Bank' }));
    const checking = screen.getByRole('checkbox', {
      name: /Liberty Everyday Checking ••••1234/,
    }) as HTMLInputElement;
    const savings = screen.getByRole('checkbox', {
      name: /Liberty High-Yield Savings ••••5678/,
    }) as HTMLInputElement;
    expect(checking.checked).toBe(true);
    expect(savings.checked).toBe(false);
    fireEvent.click(savings);
    fireEvent.click(cont);
    expect(onSuccess).toHaveBeenCalledWith('public-sandbox-ins_liberty', {
      institution: { name: 'Liberty Federal Bank', institution_id: 'ins_liberty' },
      accounts: [
        { id: 'liberty-checking', name: 'Liberty Everyday Checking', mask: '1234' },
        { id: 'liberty-savings', name: 'Liberty High-Yield Savings', mask: '5678' },
      ],
    });
    expect(onExit).not.toHaveBeenCalled();
  });

  it('no account chosen: Continue disabled with a message; Cancel exits without an error', () => {
    const onSuccess = vi.fn();
    const onExit = vi.fn();
    wrap(<SandboxLink opened brokerName="Test Broker" onSuccess={onSuccess} onExit={onExit} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Summit Credit Union' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Summit Share Draft ••••4321/ }));
    expect(screen.getByRole('alert').textContent).toBe(t('bankLink.pickAccount'));
    expect(
      (screen.getByRole('button', { name: t('bankLink.continue') }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: t('bankLink.cancel') }));
    expect(onExit).toHaveBeenCalledWith(null);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

const flowView = (flow: Partial<BankLinkView>): Pick<ScreenView, 'modal' | 'data'> => ({
  modal: 'bankLink',
  data: {
    flow: {
      flow: 'bankLink',
      step: 'loading',
      linkToken: null,
      message: null,
      errorFallbacks: {},
      institutionName: null,
      ...flow,
    },
  },
});

describe('BankLinkModal', () => {
  it('a sandbox token opens the sandbox widget; its callbacks are sent as flow.linked and flow.linkExit', async () => {
    const send = vi.fn();
    wrap(
      <BankLinkModal
        view={flowView({ step: 'widget', linkToken: 'link-sandbox-abc' })}
        brokerName="Test Broker"
        send={send}
      />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Harbor National Bank' }));
    fireEvent.click(screen.getByRole('button', { name: t('bankLink.continue') }));
    expect(send).toHaveBeenCalledWith({
      type: 'flow.linked',
      publicToken: 'public-sandbox-ins_harbor',
      institutionName: 'Harbor National Bank',
      accounts: [{ id: 'harbor-checking', name: 'Harbor Premier Checking', mask: '9012' }],
    });
    fireEvent.click(screen.getByRole('button', { name: t('bankLink.cancel') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'flow.linkExit', errorCode: null });
  });

  it('an expired sandbox token (link-sandbox-expired-…) exits once with INVALID_LINK_TOKEN, as Plaid Link does', async () => {
    const send = vi.fn();
    const { rerender } = wrap(
      <BankLinkModal
        view={flowView({ step: 'widget', linkToken: 'link-sandbox-expired-1' })}
        brokerName="Test Broker"
        send={send}
      />,
    );
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ type: 'flow.linkExit', errorCode: 'INVALID_LINK_TOKEN' }),
    );
    rerender(
      <MantineProvider>
        <BankLinkModal
          view={flowView({ step: 'widget', linkToken: 'link-sandbox-expired-1' })}
          brokerName="Test Broker"
          send={send}
        />
      </MantineProvider>,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refused (sales-assisted): the message with OK → modal.confirm; an error shows apiErrors.<Code> or the server text', () => {
    const send = vi.fn();
    const { unmount } = wrap(
      <BankLinkModal
        view={flowView({ step: 'refused', message: 'bankLink.assistedRefused' })}
        brokerName="B"
        send={send}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(t('bankLink.assistedRefused'));
    expect(screen.getByRole('dialog').textContent).toContain(t('bankLink.refusedTitle'));
    fireEvent.click(screen.getByRole('button', { name: t('bankLink.ok') }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
    unmount();
    wrap(
      <BankLinkModal
        view={flowView({
          step: 'error',
          message: 'apiErrors.NumberOfAllowedAchDepositAccountsExceeded',
          errorFallbacks: {
            'apiErrors.NumberOfAllowedAchDepositAccountsExceeded':
              'At most 3 bank accounts can be linked.',
          },
        })}
        brokerName="B"
        send={send}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      t('apiErrors.NumberOfAllowedAchDepositAccountsExceeded', {
        defaultValue: 'At most 3 bank accounts can be linked.',
      }),
    );
  });

  it('renders nothing when another modal is open', () => {
    wrap(<BankLinkModal view={{ modal: 'skipFunding', data: {} }} brokerName="B" send={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

const fundView = (over: Partial<ScreenView> = {}) =>
  screenView({ screen: 'fundAccount', path: '/fund/account', titleKey: 'pageTitles.fund' }, over);

describe('Fund account', () => {
  it('bank link first (recommended, with the ACH limit), then wire, check, cryptocurrency; the bank card submits ACHConnected', () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    wrap(
      <FundAccount
        view={fundView({
          data: {
            methods: ['ACHConnected', 'Wire', 'Check', 'Cryptocurrency'],
            achLimit: 25000,
            checkLimit: 50000,
            cryptoLimit: 10000,
            currency: 'USD',
          },
        })}
        shell={TEST_SHELL}
        send={send}
      />,
    );
    const buttons = screen.getAllByRole('button').filter((b) => b.className.includes('w-choice'));
    expect(
      buttons.map((b) => b.querySelector('.w-choice__title')?.firstChild?.textContent),
    ).toEqual([
      t('fund.achTitle'),
      t('fund.wireTitle'),
      t('fund.checkTitle'),
      t('fundMore.cryptoTitle'),
    ]);
    expect(buttons[0].textContent).toContain(t('fund.recommended'));
    expect(buttons[0].textContent).toContain('$25,000');
    expect(buttons[3].textContent).toContain('$10,000');
    fireEvent.click(buttons[0]);
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { BankFundingType: 'ACHConnected' },
    });
  });

  it('sales-assisted: wire and check only; the open bank-link flow shows its modal', () => {
    const flow = flowView({ step: 'loading' });
    wrap(
      <FundAccount
        view={fundView({ modal: flow.modal, data: { methods: ['Wire', 'Check'], ...flow.data } })}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    const titles = [...document.querySelectorAll('.w-choice__title')].map(
      (e) => e.firstChild?.textContent,
    );
    expect(titles).toEqual([t('fund.wireTitle'), t('fund.checkTitle')]);
    expect(screen.getByRole('status').textContent).toBe(t('bankLink.loading'));
  });
});

const amountView = (path: string, data: Record<string, unknown>, over: Partial<ScreenView> = {}) =>
  screenView(
    { screen: 'fundAmount', path, titleKey: 'pageTitles.fundAmount' },
    { data: { currency: 'USD', ...data }, ...over },
  );
const amountBox = () =>
  screen.getByRole('textbox', {
    name: new RegExp(`^${t('fundAmount.label')}`),
  }) as HTMLInputElement;
const continueButton = () =>
  screen.getByRole('button', { name: t('common.continue') }) as HTMLButtonElement;

describe('Amount screen', () => {
  it('check: above the broker limit the limit text turns red and Continue is disabled', async () => {
    wrap(
      <FundAmount
        view={amountView('/fund/account/check', { method: 'Check', limit: 50000 })}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    const limit = document.getElementById('amount-limit') as HTMLElement;
    expect(limit.textContent).toBe(t('fundAmount.limitCheck', { limit: '$50,000' }));
    expect(limit.className).not.toContain('is-over');
    fireEvent.input(amountBox(), { target: { value: '50001' } });
    fireEvent.change(amountBox(), { target: { value: '50001' } });
    await waitFor(() =>
      expect(document.getElementById('amount-limit')?.className).toContain('is-over'),
    );
    expect(document.getElementById('amount-limit')?.textContent).toBe(
      t('fundAmount.overLimit', { limit: '$50,000' }),
    );
    expect(continueButton().disabled).toBe(true);
  });

  it('cryptocurrency and ACH name their limit and funding time; wire has no limit text', () => {
    const { unmount } = wrap(
      <FundAmount
        view={amountView('/fund/account/cryptocurrency', {
          method: 'Cryptocurrency',
          limit: 10000,
        })}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    expect(document.getElementById('amount-limit')?.textContent).toBe(
      t('fundAmount.limitCrypto', { limit: '$10,000' }),
    );
    expect(document.body.textContent).toContain(t('fundAmount.subtitleCrypto'));
    unmount();
    wrap(
      <FundAmount
        view={amountView('/fund/account/wire', { method: 'Wire', limit: null })}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    expect(document.getElementById('amount-limit')).toBeNull();
    expect(document.body.textContent).toContain(t('fundAmount.subtitleWire'));
  });

  it('CAD currency shows the CAD prefix', () => {
    wrap(
      <FundAmount
        view={amountView('/fund/account/wire', { method: 'Wire', currency: 'CAD' })}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    expect(document.querySelector('.w-prefix')?.textContent).toBe('CAD');
  });

  it('ACH connected: the box names the broker, the bank and the last 4; Continue waits for it; submit sends Amount and AutoDeposit', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    wrap(
      <FundAmount
        view={amountView('/fund/account/ach', {
          method: 'ACHConnected',
          limit: 25000,
          bank: { name: 'Liberty Federal Bank', last4: '1234' },
        })}
        shell={TEST_SHELL}
        send={send}
      />,
    );
    const box = screen.getByRole('checkbox', {
      name: t('fundMore.autoDeposit', {
        brokerName: 'Test Broker',
        bank: 'Liberty Federal Bank',
        mask: '1234',
      }),
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.closest('.w-check-row')?.textContent).toContain(
      'Liberty Federal Bank account ending 1234',
    );
    fireEvent.input(amountBox(), { target: { value: '250' } });
    fireEvent.change(amountBox(), { target: { value: '250' } });
    await waitFor(() => expect(amountBox().value).toBe('250'));
    expect(continueButton().disabled).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Amount: 250, AutoDeposit: 'on' },
      }),
    );
  });

  it('ACH connected: the transfer-terms link opens the viewer; Accept ticks the box, closing clears it', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const data = {
      method: 'ACHConnected',
      limit: 25000,
      bank: { name: 'Summit Credit Union', last4: '4321' },
    };
    const { rerender } = wrap(
      <FundAmount view={amountView('/fund/account/ach', data)} shell={TEST_SHELL} send={send} />,
    );
    fireEvent.click(screen.getByRole('button', { name: t('fundMore.termsLink') }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.view' });
    const open = amountView(
      '/fund/account/ach',
      { ...data, termsHtml: '<p>ACH terms text</p>' },
      { modal: 'achTerms' },
    );
    rerender(
      <MantineProvider>
        <FundAmount view={open} shell={TEST_SHELL} send={send} />
      </MantineProvider>,
    );
    await screen.findByText('ACH terms text');
    fireEvent.click(screen.getByRole('button', { name: t('fundMore.viewerAccept') }));
    expect(send).toHaveBeenLastCalledWith({ type: 'modal.confirm' });
    const box = () =>
      screen.getByRole('checkbox', {
        name: new RegExp('Summit Credit Union account ending 4321'),
      }) as HTMLInputElement;
    await waitFor(() => expect(box().checked).toBe(true));
    // Close without accepting: auto-deposit is cleared (doc 3 §2.5).
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(send).toHaveBeenLastCalledWith({ type: 'modal.cancel' });
    await waitFor(() => expect(box().checked).toBe(false));
  });

  it('terms that could not be loaded (modal achTermsFailed): the viewer says so, Accept stays disabled', async () => {
    const data = { method: 'ACHConnected', limit: 25000, bank: null, termsHtml: null };
    wrap(
      <FundAmount
        view={amountView('/fund/account/ach', data, { modal: 'achTermsFailed' })}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(t('fundMore.viewerEmpty'));
    expect(within(dialog).queryByText(t('fundMore.viewerLoading'))).toBeNull();
    expect(
      (
        within(dialog).getByRole('button', {
          name: t('fundMore.viewerAccept'),
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('a server error on the amount shows under the field', () => {
    wrap(
      <FundAmount
        view={amountView(
          '/fund/account/ach',
          { method: 'ACHConnected', limit: 25000, bank: null },
          {
            fieldErrors: { Amount: 'apiErrors.Order_AchDepositMaxLimit' },
            errorFallbacks: { 'apiErrors.Order_AchDepositMaxLimit': 'Above the ACH limit.' },
          },
        )}
        shell={TEST_SHELL}
        send={vi.fn()}
      />,
    );
    expect(amountBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain(
      t('apiErrors.Order_AchDepositMaxLimit', { defaultValue: 'Above the ACH limit.' }),
    );
    expect(document.body.textContent).toContain(
      t('fundMore.autoDepositUnknownBank', { brokerName: 'Test Broker' }),
    );
  });
});

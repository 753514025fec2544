// @vitest-environment jsdom
/**
 * Issue 12, accessibility: a busy control keeps the keyboard focus. ChoiceCard and LinkButton
 * (src/ui/parts.tsx) and the wizard's own list-row buttons use `busyGuard` (src/ui/button.tsx):
 * while busy they are aria-disabled — not `disabled`, which drops the focus to <body> — and ignore
 * activation; `disabled` (not available) is still the attribute. The Fund account screen's cards
 * and 'do later' link prove the screens pass the step's busy flag as `busy`. And the screen
 * outlet (src/screen-outlet.tsx) does not remount the form under the focus while a save's own
 * result changes the prefill of the busy step (the keyboard walk, test/e2e/keyboard.spec.ts,
 * found the focus falling to <body> after Enter in a field).
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import FundAccount from '../../screens/fund-account';
import { t } from '../../src/i18n/t';
import { RootView } from '../../src/root-view';
import { ChoiceCard, LinkButton } from '../../src/ui/parts';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

describe('ChoiceCard while busy', () => {
  it('keeps the focus, is aria-disabled (not disabled) and ignores clicks; works again after', () => {
    const onSelect = vi.fn();
    const ui = (busy: boolean) => (
      <ChoiceCard title="Wire transfer" text="From your bank" busy={busy} onSelect={onSelect} />
    );
    const r = render(ui(false));
    const card = screen.getByRole('button', { name: /wire transfer/i }) as HTMLButtonElement;
    card.focus();
    expect(document.activeElement).toBe(card);

    r.rerender(ui(true));
    expect(document.activeElement).toBe(card);
    expect(card.disabled).toBe(false);
    expect(card.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(card);
    // Enter / Space on a native button reach it as a click: the same guard.
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();

    r.rerender(ui(false));
    expect(card.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('disabled (not available) is still the disabled attribute, busy or not', () => {
    render(<ChoiceCard title="Amount" disabled busy onSelect={() => {}} />);
    const card = screen.getByRole('button', { name: /amount/i }) as HTMLButtonElement;
    expect(card.disabled).toBe(true);
    expect(card.hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('LinkButton while busy', () => {
  it('keeps the focus, is aria-disabled and ignores clicks', () => {
    const onClick = vi.fn();
    const ui = (busy: boolean) => (
      <LinkButton busy={busy} onClick={onClick}>
        I’ll do this later
      </LinkButton>
    );
    const r = render(ui(false));
    const link = screen.getByRole('button', { name: /do this later/i }) as HTMLButtonElement;
    link.focus();
    r.rerender(ui(true));
    expect(document.activeElement).toBe(link);
    expect(link.disabled).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    r.rerender(ui(false));
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Fund account while its choice saves', () => {
  const view = (over: Partial<ScreenView> = {}) =>
    screenView(
      { screen: 'fundAccount', path: '/fund/account', titleKey: 'pageTitles.fundAccount' },
      { data: { methods: ['Wire', 'Check'], currency: 'USD' }, canSkip: true, ...over },
    );
  const ui = (v: ScreenView, send: (e: ScreenEvent) => void) => (
    <MantineProvider>
      <FundAccount view={v} shell={TEST_SHELL} send={send} />
    </MantineProvider>
  );

  it('the chosen card keeps the focus while busy; no second choice or skip is sent', () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const r = render(ui(view(), send));
    const wire = screen.getByRole('button', { name: new RegExp(t('fund.wireTitle'), 'i') });
    wire.focus();
    fireEvent.click(wire);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith({
      type: 'wizard.submit',
      values: { BankFundingType: 'Wire' },
    });

    r.rerender(ui(view({ busy: true }), send));
    expect(document.activeElement).toBe(wire);
    expect(wire.getAttribute('aria-disabled')).toBe('true');
    const check = screen.getByRole('button', { name: new RegExp(t('fund.checkTitle'), 'i') });
    fireEvent.click(wire);
    fireEvent.click(check);
    const skip = screen.getByRole('button', { name: new RegExp(t('fund.doLater'), 'i') });
    expect(skip.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(skip);
    expect(send).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(wire);
  });
});

describe('the screen outlet while a save changes the prefill', () => {
  const nameView = (over: Partial<ScreenView> = {}) =>
    screenView({ screen: 'name', path: '/secure/name', titleKey: 'pageTitles.name' }, over);
  const SAVED = { FirstName: 'Ada', MiddleName: '', LastName: 'Lovelace' };

  it('keeps the form (and the focus in its field) while busy; a new prefill remounts it after', async () => {
    const send = vi.fn<(e: ScreenEvent) => void>();
    const ui = (v: ScreenView) => <RootView shell={TEST_SHELL} view={v} send={send} />;
    const r = render(ui(nameView()));
    const last = (await screen.findByLabelText(/^last name/i)) as HTMLInputElement;
    last.focus();
    // Saving: the save's answer is already in the application, the step has not moved on yet.
    r.rerender(ui(nameView({ busy: true })));
    r.rerender(ui(nameView({ busy: true, initial: SAVED })));
    await act(async () => {});
    expect(document.activeElement).toBe(last);
    expect(last.isConnected).toBe(true);
    // Not busy on the same step with another prefill (e.g. loaded data): the form takes it.
    r.rerender(ui(nameView({ busy: false, initial: SAVED })));
    await act(async () => {});
    const now = screen.getByLabelText(/^last name/i) as HTMLInputElement;
    expect(now).not.toBe(last);
    expect(now.value).toBe('Lovelace');
  });
});

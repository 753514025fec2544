// @vitest-environment jsdom
/**
 * Issue 32 item 2: the four screens that rendered again on every busy flip — same address, fund
 * account, review and agreement — keep their element when a step button turns the step busy
 * (busyFromContext, src/ui/step-busy.ts): the screen component does not render, while its step
 * buttons (ChoiceCard, LinkButton, SubmitRow) show the busy state from the context. With a modal
 * open the flag passes through to the view (the modal's own buttons read `view.busy`).
 */
import { act, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { reviewDataOf } from '../../machines/view/selectors';
import type { ScreenProps } from '../../screens/screen-props';
import { RootView } from '../../src/root-view';
import { COUNTRIES, emptyApplication } from '../machines/fake-api';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';

/** Renders per screen module (each module's default export wrapped with a counter). */
const renders = vi.hoisted(() => ({}) as Record<string, number>);
const counted = (name: string, mod: { default: ComponentType<ScreenProps> }) => ({
  ...mod,
  default: (props: ScreenProps) => {
    renders[name] = (renders[name] ?? 0) + 1;
    const Screen = mod.default as (p: ScreenProps) => ReactNode;
    return Screen(props);
  },
});
vi.mock('../../screens/same-address', async (orig) => counted('sameAddress', await orig()));
vi.mock('../../screens/fund-account', async (orig) => counted('fundAccount', await orig()));
vi.mock('../../screens/review', async (orig) => counted('review', await orig()));
vi.mock('../../screens/agreement', async (orig) => counted('agreement', await orig()));

setupJsdomScreens();

/** The screens' chunks load through dynamic imports, slow on a loaded machine. */
const LOAD = { timeout: 20_000 };

const app = emptyApplication({ ApplicationFunding: { BankFundingType: 4, Amount: 1500 } });

const CASES: {
  name: string;
  view: ScreenView;
  /** A step button that must show the busy state (aria-disabled) while the step is busy. */
  button: RegExp;
}[] = [
  {
    name: 'sameAddress',
    view: screenView(
      {
        screen: 'sameAddress',
        path: '/address/secondary',
        titleKey: 'pageTitles.secondaryAddress',
      },
      { person: 'secondary', canSkip: true, data: { mainAddress: '1 Main St, Austin, TX 78701' } },
    ),
    button: /same address/i,
  },
  {
    name: 'fundAccount',
    view: screenView(
      { screen: 'fundAccount', path: '/fund/account', titleKey: 'pageTitles.fund' },
      { canSkip: true, data: { methods: ['ACHConnected', 'Wire', 'Check'], achLimit: 25000 } },
    ),
    button: /wire/i,
  },
  {
    name: 'review',
    view: screenView(
      { screen: 'review', path: '/review', titleKey: 'pageTitles.review' },
      {
        person: 'main',
        data: {
          applicationType: app.ApplicationType,
          accountType: app.AccountType,
          ...reviewDataOf(app, COUNTRIES),
          editing: null,
        },
      },
    ),
    button: /looks good/i,
  },
  {
    name: 'agreement',
    view: screenView(
      { screen: 'agreement', path: '/review/agreement', titleKey: 'pageTitles.agreement' },
      { data: {} },
    ),
    button: /open account/i,
  },
];

describe('a busy flip on the four step-button screens (issue 32 item 2)', () => {
  for (const c of CASES) {
    it(`${c.name}: the screen does not render again; its step buttons turn busy`, async () => {
      const send = vi.fn<(e: ScreenEvent) => void>();
      const ui = (v: ScreenView) => <RootView shell={TEST_SHELL} view={v} send={send} />;
      const r = render(ui(c.view));
      const button = (await screen.findAllByRole('button', { name: c.button }, LOAD))[0];
      expect(button.getAttribute('aria-disabled')).toBeNull();
      const before = renders[c.name] ?? 0;
      expect(before).toBeGreaterThan(0);

      r.rerender(ui({ ...c.view, busy: true, canGoBack: false }));
      await act(async () => {});
      expect(renders[c.name]).toBe(before);
      expect(button.isConnected).toBe(true);
      expect(button.getAttribute('aria-disabled')).toBe('true');

      // The save ended with an error: the screen renders with it, the buttons are free again.
      r.rerender(ui({ ...c.view, busy: false, formError: 'errors.server' }));
      await act(async () => {});
      expect(renders[c.name]).toBeGreaterThan(before);
      const again = (await screen.findAllByRole('button', { name: c.button }, LOAD))[0];
      expect(again.getAttribute('aria-disabled')).toBeNull();
    });
  }

  it('with a modal open the busy flag reaches the view (the modal’s buttons read it)', async () => {
    const c = CASES[1];
    const send = vi.fn<(e: ScreenEvent) => void>();
    const ui = (v: ScreenView) => <RootView shell={TEST_SHELL} view={v} send={send} />;
    const modal = { ...c.view, modal: 'skipFunding' as const };
    const r = render(ui(modal));
    await screen.findAllByRole('button', { name: c.button }, LOAD);
    const before = renders[c.name];
    r.rerender(ui({ ...modal, busy: true }));
    await act(async () => {});
    expect(renders[c.name]).toBeGreaterThan(before);
  });
});

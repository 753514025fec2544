// @vitest-environment jsdom
/**
 * The equity IRA agreement view (screens/equity-agreement.tsx; doc 3 §2.5, §5): the heading by IRA
 * type and the setup fee, the loading state, the sanitised HTML in a named, focusable panel, the
 * scroll gate (checkbox and Continue disabled until the panel is scrolled to its end; a panel whose
 * text fits counts as read; an accepted agreement counts as read), the client rule on 'agree',
 * server errors, and `wizard.submit {agree: true}`. jsdom lays nothing out, so the panel's
 * scrollHeight / clientHeight / scrollTop are set per test.
 */
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreenEvent, ScreenView, ShellView } from '../../machines/screen-contract';
import EquityAgreement from '../../screens/equity-agreement';
import { enEquity } from '../../src/i18n/en-equity';
import { TEST_SHELL } from './jsdom-screens';

const T = enEquity.equityAgreement;

beforeAll(() => {
  window.matchMedia ??= ((q: string) => ({
    matches: false,
    media: q,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

/** Panel metrics: the element marked data-scroll-gate reports these heights (others keep jsdom's 0). */
function panelMetrics(scrollHeight: number, clientHeight: number) {
  const gate = (el: Element) => el.hasAttribute('data-scroll-gate');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return gate(this) ? scrollHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return gate(this) ? clientHeight : 0;
    },
  });
}

afterEach(() => {
  cleanup();
  // Back to jsdom's own getters on Element.prototype.
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollHeight;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});

const shell: ShellView = TEST_SHELL;

const HTML =
  '<article><h1>Roth IRA Custodial Agreement</h1><p>Terms.</p><img src="x" onerror="alert(1)"><script>window.hacked = 1</script></article>';

function view(over: Partial<ScreenView> = {}): ScreenView {
  return {
    screen: 'equityAgreement',
    path: '/review/equity',
    titleKey: 'pageTitles.equityAgreement',
    sections: [],
    busy: false,
    initial: { agree: '' },
    fieldErrors: {},
    formError: null,
    canSkip: false,
    canGoBack: true,
    modal: null,
    data: { agreementHtml: HTML, accepted: false, iraType: 'Roth', setupFee: 50, currency: 'USD' },
    ...over,
  };
}

/** Renders the view; inside an awaited act so the lazily loaded DOMPurify's resolution is rendered. */
async function show(v: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  await act(async () => {
    render(
      <MantineProvider>
        <EquityAgreement view={v} shell={shell} send={send} />
      </MantineProvider>,
    );
  });
  return send;
}

const checkbox = () => screen.getByRole('checkbox', { name: T.agree }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const panel = () => screen.getByRole('region', { name: T.panelLabel });
/** Waits for DOMPurify's chunk and the sanitised agreement. */
const agreementShown = () =>
  screen.findByRole('heading', { name: 'Roth IRA Custodial Agreement' }, { timeout: 3000 });

describe('equity agreement view', () => {
  it('heads by IRA type, names the broker and the setup fee, and renders the sanitised HTML in a focusable named panel', async () => {
    panelMetrics(200, 400);
    await show(view());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(T.title.Roth);
    expect(screen.getByText(/Test Broker buys, sells and stores/).textContent).toContain('$50.00');
    await agreementShown();
    const p = panel();
    expect(p.tabIndex).toBe(0);
    expect(p.querySelector('script')).toBeNull();
    expect(p.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(p.textContent).toContain('Terms.');
  });

  it('shows a loading state and keeps the form disabled while the HTML is not loaded', async () => {
    panelMetrics(0, 400);
    await show(view({ data: { agreementHtml: null, iraType: null } }));
    expect(screen.getByRole('status').textContent).toContain(T.loading);
    expect(panel().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(T.title.default);
    expect(checkbox().disabled).toBe(true);
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText(T.scrollNote)).toBeTruthy();
  });

  it('keeps the checkbox and Continue disabled until the panel is scrolled to its end', async () => {
    panelMetrics(1000, 300);
    await show(view());
    await agreementShown();
    expect(checkbox().disabled).toBe(true);
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText(T.scrollNote)).toBeTruthy();

    const p = panel();
    Object.defineProperty(p, 'scrollTop', { configurable: true, writable: true, value: 400 });
    fireEvent.scroll(p);
    expect(checkbox().disabled).toBe(true);

    p.scrollTop = 700;
    fireEvent.scroll(p);
    await waitFor(() => expect(checkbox().disabled).toBe(false));
    expect(continueButton().disabled).toBe(false);
    expect(screen.getByText(T.readNote)).toBeTruthy();
  });

  it('enables the form at once when the text fits the panel (a tall viewport counts as read)', async () => {
    panelMetrics(300, 460);
    await show(view());
    await agreementShown();
    await waitFor(() => expect(checkbox().disabled).toBe(false));
    expect(continueButton().disabled).toBe(false);
  });

  it('an agreement accepted before counts as read and comes ticked', async () => {
    panelMetrics(1000, 300);
    await show(view({ initial: { agree: 'on' }, data: { ...view().data, accepted: true } }));
    await agreementShown();
    expect(checkbox().disabled).toBe(false);
    expect(checkbox().checked).toBe(true);
  });

  it('without the box ticked shows the agree error and sends nothing; ticked, sends {agree: true}', async () => {
    panelMetrics(300, 460);
    const send = await show(view());
    await agreementShown();
    await waitFor(() => expect(continueButton().disabled).toBe(false));

    fireEvent.click(continueButton());
    expect(await screen.findByText('Please accept the agreement to continue.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    fireEvent.click(checkbox());
    fireEvent.click(continueButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toEqual({ type: 'wizard.submit', values: { agree: true } });
  });

  it('shows the server’s field and form errors', async () => {
    panelMetrics(300, 460);
    await show(
      view({
        fieldErrors: { agree: 'apiErrors.WizardValidation_MissingAgreementConsent' },
        formError: 'apiErrors.ApplicationIsCompleted',
      }),
    );
    await agreementShown();
    expect(
      screen.getByText('Application is not submitted. Agreement Consent is not set.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Application has been already completed.');
  });
});

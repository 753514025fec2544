// @vitest-environment jsdom
/**
 * The agreement, processing and success views (screens/agreement.tsx, kyc-processing.tsx,
 * kyc-success.tsx; doc 3 §2.5, §2.6, §8): the title by type / IRA subtype, the broker with its own
 * variant (four numbered points, own wording), 'Upgrade account', the programme's recurring-day
 * bullet and auto-deposit box with its ACH viewer (Accept ticks, close clears), the viewer's
 * sanitising (no <script>, no onerror), the client rules and server errors, the submission error
 * modal's title / text / button per code, the success page's funding texts.
 */
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  agreementVariantOf,
  successFundingMethod,
} from '../../machines/agreement/agreement-variant';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import Agreement from '../../screens/agreement';
import KycProcessing from '../../screens/kyc-processing';
import KycSuccess from '../../screens/kyc-success';
import type { Application } from '../../services/api/contract';
import { enAgree } from '../../src/i18n/en-agree';
import { en } from '../../src/i18n/en';
import { enKyc } from '../../src/i18n/en-kyc';
import { emptyApplication, SETTINGS } from '../machines/fake-api';
import { screenView, TEST_SHELL, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();
// DOMPurify is imported lazily by the viewer (its own chunk): load it once before the tests.
beforeAll(async () => {
  await import('dompurify');
});
const A = enAgree.agreeVariant;
const E = en.agreement;

function renderScreen(Component: typeof Agreement, v: ScreenView) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  const utils = render(
    <MantineProvider>
      <Component view={v} shell={TEST_SHELL} send={send} />
    </MantineProvider>,
  );
  return { send, ...utils };
}

/** Renders inside an awaited act, so the lazily loaded DOMPurify's resolution is rendered. */
async function renderViewer(v: ScreenView) {
  let out: ReturnType<typeof renderScreen> | undefined;
  await act(async () => {
    out = renderScreen(Agreement, v);
  });
  return out!;
}

const agreementView = (app: Application, over: Partial<ScreenView> = {}, brokerCode = 'HAA') =>
  screenView(
    { screen: 'agreement', path: '/review/agreement', titleKey: 'pageTitles.agreement' },
    {
      ...over,
      data: {
        ...agreementVariantOf(app, { ...SETTINGS, BrokerCode: brokerCode }),
        ...(over.data ?? {}),
      },
    },
  );
const programme = (bank: string | null) =>
  emptyApplication({
    RegistrationFlowType: 2,
    MetalStream: {
      Amount: 100,
      Currency: 'USD',
      GoldPercentage: 0.5,
      SilverPercentage: 0.5,
      SymbolCodeGold: null,
      SymbolCodeSilver: null,
      SelectedGoldProduct: null,
      SelectedSilverProduct: null,
      BankAccountUid: bank,
      UseAccountBalance: !bank,
    },
  });

describe('agreement variants (doc 3 §2.5)', () => {
  it.each([
    [emptyApplication(), A.titles.Individual],
    [emptyApplication({ ApplicationType: 'JointTenants' }), A.titles.JointTenants],
    [emptyApplication({ ApplicationType: 'UTMA' }), A.titles.UTMA],
    [emptyApplication({ ApplicationType: 'Corporate', AccountType: 'Trust' }), A.titles.Trust],
    [
      emptyApplication({
        ApplicationType: 'Corporate',
        AccountType: 'LimitedLiabilityCorporation',
      }),
      A.titles.Corporate,
    ],
    [emptyApplication({ ApplicationType: 'IRA', AccountType: 'Roth' }), A.titles.Roth],
    [emptyApplication({ ApplicationType: 'IRA', AccountType: 'SEP' }), A.titles.SEP],
    [programme(null), A.titles.programme],
  ])('titles by application type and IRA subtype (%#)', (app, title) => {
    renderScreen(Agreement, agreementView(app));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('an ordinary broker: bullets, Download agreement, Open account; submit sends agree', async () => {
    const { send } = renderScreen(Agreement, agreementView(emptyApplication()));
    expect(screen.getByRole('button', { name: E.submit })).toBeTruthy();
    expect(screen.queryByRole('button', { name: E.submitUpgrade })).toBeNull();
    expect(screen.getByText(E.bullet1)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: E.download }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.download' });
    fireEvent.click(screen.getByRole('button', { name: E.submit }));
    await waitFor(() => expect(screen.getByText(en.fields.errors.validation.agree)).toBeTruthy());
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'wizard.submit' }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: E.submit }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { agree: 'on' } }),
    );
  });

  it("the LG broker's own variant: its title, four numbered points, own download and acknowledgement wording", () => {
    const { send } = renderScreen(Agreement, agreementView(emptyApplication(), {}, 'LG'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(A.titles.alternative);
    const points = document.querySelectorAll('.w-agreement-points li');
    expect([...points].map((p) => p.textContent)).toEqual([
      A.alternative.point1,
      A.alternative.point2,
      A.alternative.point3,
      A.alternative.point4,
    ]);
    expect(screen.queryByText(E.bullet1)).toBeNull();
    expect(screen.getByRole('button', { name: A.alternative.download })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: A.alternative.agreeLink }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.view' });
    expect(screen.getByText(A.alternative.agreePrefix, { exact: false })).toBeTruthy();
  });

  it("an upgrade reads 'Upgrade account'", () => {
    renderScreen(Agreement, agreementView(emptyApplication({ AccountUpgradeType: 1 })));
    expect(screen.getByRole('button', { name: E.submitUpgrade })).toBeTruthy();
    expect(screen.queryByRole('button', { name: E.submit })).toBeNull();
  });

  it('the programme: the recurring-day bullet; without a bank no auto-deposit box', () => {
    renderScreen(Agreement, agreementView(programme(null)));
    expect(
      screen.getByText(
        E.aipBullet.replace('{{day}}', String(SETTINGS.MetalStreamRecurringInvestment)),
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('the programme with a linked bank: agreeAutoDeposit is required; its link opens the ACH viewer; Accept ticks, close clears', async () => {
    const html = '<p>ACH terms</p>';
    const v = agreementView(programme('bank-1'), {
      modal: 'achTerms',
      data: { achTermsHtml: html },
    });
    const { send } = await renderViewer(v);
    // The boxes are re-mounted when the form updates them: read them afresh each time.
    const boxes = () => screen.getAllByRole('checkbox', { hidden: true }) as HTMLInputElement[];
    expect(boxes()).toHaveLength(2);
    fireEvent.click(boxes()[0]);
    // the ACH viewer: Accept ticks the auto-deposit box
    await waitFor(() => expect(screen.getByText('ACH terms')).toBeTruthy(), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: E.viewerAccept }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
    await waitFor(() => expect(boxes()[1].checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: E.viewerPrint }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.download', which: 'ach' });
    // closing clears it
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(send).toHaveBeenCalledWith({ type: 'modal.cancel' }));
    await waitFor(() => expect(boxes()[1].checked).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: A.autoDepositLink }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.view', which: 'ach' });
    fireEvent.click(screen.getByRole('button', { name: E.submit }));
    await waitFor(() =>
      expect(screen.getByText(en.fields.errors.validation.agreeAutoDeposit)).toBeTruthy(),
    );
    expect(send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'wizard.submit' }));
  });

  it('the programme: the agree label links the metal-stream terms (viewer, download, Accept ticks agree); other kinds do not (doc 3 §1, §2.5)', async () => {
    const { send } = await renderViewer(
      agreementView(programme(null), {
        modal: 'metalTerms',
        data: { metalTermsHtml: '<p>Metal Stream terms</p>' },
      }),
    );
    await waitFor(() => expect(screen.getByText('Metal Stream terms')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(screen.getByRole('dialog', { name: A.metalViewerTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: E.viewerPrint }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.download', which: 'metal-stream' });
    fireEvent.click(screen.getByRole('button', { name: E.viewerAccept }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { hidden: true }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: A.metalTermsLink, hidden: true }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.view', which: 'metal-stream' });
    fireEvent.click(screen.getByRole('button', { name: A.metalTermsDownload, hidden: true }));
    expect(send).toHaveBeenLastCalledWith({ type: 'agreement.download', which: 'metal-stream' });
    cleanup();
    renderScreen(Agreement, agreementView(emptyApplication()));
    expect(screen.queryByRole('button', { name: A.metalTermsLink })).toBeNull();
    expect(screen.queryByRole('button', { name: A.metalTermsDownload })).toBeNull();
  });

  it('shows the server error under the auto-deposit box', () => {
    renderScreen(
      Agreement,
      agreementView(programme('bank-1'), {
        fieldErrors: { agreeAutoDeposit: 'apiErrors.BankMustBeSet' },
      }),
    );
    expect(screen.getByText(en.apiErrors.BankMustBeSet)).toBeTruthy();
  });

  it('the viewer sanitises the agreement: no <script>, no onerror, no form; Accept ticks agree', async () => {
    const html =
      '<h1>Terms</h1><p>Safe text</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><form><input name="x"></form>';
    const { send } = await renderViewer(
      agreementView(emptyApplication(), {
        modal: 'agreementViewer',
        data: { agreementHtml: html },
      }),
    );
    await waitFor(() => expect(screen.getByText('Safe text')).toBeTruthy(), { timeout: 5000 });
    const region = screen.getByRole('region', { name: A.viewerLabel });
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('form')).toBeNull();
    expect(region.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(region.innerHTML).not.toMatch(/onerror|__pwned/);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: E.viewerAccept }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { hidden: true }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });
});

describe('the submission error modal (doc 3 §2.6, §8)', () => {
  const processing = (data: Record<string, unknown>, formError: string) =>
    screenView(
      { screen: 'kycProcessing', path: '/kyc/processing', titleKey: 'pageTitles.kycProcessing' },
      { modal: 'submissionError', formError, data },
    );

  it('KYCError: its title, the cut message, Back to the agreement', () => {
    const { send } = renderScreen(
      KycProcessing,
      processing(
        {
          errorCode: 'KYCError',
          errorTitleKey: 'submissionError.titles.KYCError',
          closeTo: 'agreement',
        },
        'Identity could not be verified.',
      ),
    );
    expect(screen.getByText(enAgree.submissionError.titles.KYCError)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Identity could not be verified.');
    fireEvent.click(screen.getByRole('button', { name: enAgree.submissionError.backToAgreement }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
  });

  it('ApplicationIsCompleted with an account: its text and Go to my account', () => {
    renderScreen(
      KycProcessing,
      processing(
        {
          errorCode: 'ApplicationIsCompleted',
          errorTitleKey: 'submissionError.titles.ApplicationIsCompleted',
          closeTo: 'account',
        },
        'apiErrors.ApplicationIsCompleted',
      ),
    );
    expect(screen.getByText(enAgree.submissionError.titles.ApplicationIsCompleted)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(en.apiErrors.ApplicationIsCompleted);
    expect(screen.getByRole('button', { name: enAgree.submissionError.goToAccount })).toBeTruthy();
  });
});

describe('the success page (doc 3 §2.6)', () => {
  const success = (app: Application) =>
    screenView(
      { screen: 'kycSuccess', path: '/kyc/success', titleKey: 'pageTitles.kycSuccess' },
      { data: { fundingMethod: successFundingMethod(app), accountNumber: 'A-1' } },
    );
  const F = enAgree.successFunding;

  it.each([
    [emptyApplication({ ApplicationFunding: { BankFundingType: 1, Amount: 1 } }), 'Transfer'],
    [emptyApplication({ ApplicationFunding: { BankFundingType: 3, Amount: 1 } }), 'Wire'],
    [emptyApplication({ ApplicationFunding: { BankFundingType: 4, Amount: 1 } }), 'Check'],
    [programme('bank-1'), 'Transfer'],
    [programme(null), 'AccountBalance'],
  ] as const)('step 2 names the funding method (%#)', (app, method) => {
    renderScreen(KycSuccess, success(app));
    expect(
      screen.getByRole('heading', {
        name: `${enKyc.kycSuccess.step2Title} via ${F.methods[method]}`,
      }),
    ).toBeTruthy();
    expect(screen.getByText(F.texts[method])).toBeTruthy();
  });

  it('an IRA transfer reads via IRA Transfer; no funding: no method and the initial-deposit text', () => {
    const ira = emptyApplication({
      ApplicationType: 'IRA',
      IRAApplication: {
        AccountType: 'Roth',
        IRAAccountType: 'Roth',
        IRAApplicationFundingResponse: {
          IRAFundingType: 1,
          Amount: null,
          ContributionYear: null,
          TransferType: null,
          CustodianAccountType: null,
          AccountNumber: null,
          IRAFundingCustodianResponse: null,
        },
        Owner: null,
        CompanyName: null,
      } as Application['IRAApplication'],
    });
    renderScreen(KycSuccess, success(ira));
    expect(
      screen.getByRole('heading', { name: `${enKyc.kycSuccess.step2Title} via IRA Transfer` }),
    ).toBeTruthy();
    screen.getByText(F.texts.IRATransfer);
    document.body.innerHTML = '';
    renderScreen(KycSuccess, success(emptyApplication()));
    expect(screen.getByRole('heading', { name: enKyc.kycSuccess.step2Title })).toBeTruthy();
    expect(screen.getByText(F.texts.none)).toBeTruthy();
  });
});

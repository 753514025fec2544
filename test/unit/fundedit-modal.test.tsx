// @vitest-environment jsdom
/**
 * The review's funding-edit modal (screens/flows/funding-edit-modal.tsx; doc 3 §2.4 "Funding edits
 * from the review page") rendered in jsdom from the view the flow gives (`fundingEditViewOf` over
 * real machine snapshots): the choice buttons send `flow.pick`, 'Set deposit' is disabled without
 * a method, the titles, the method cards per kind, the amount forms submitting with Update, the
 * flow's errors, Back / Close; FlowModals shows the bank link / custodian modal instead when a
 * nested flow is the open one; the review renders them.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FlowInput } from '../../machines/funding/flow-contract';
import { fundingEditMachine, fundingEditViewOf } from '../../machines/funding/funding-edit.machine';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { withIraFunding } from '../../machines/view/specs/retirement-funding';
import {
  BANK_FUNDING_TYPES,
  IRA_FUNDING_TYPES,
  type Application,
} from '../../services/api/contract';
import { FlowModals } from '../../screens/flows/flow-modals';
import { FundingEditModal } from '../../screens/flows/funding-edit-modal';
import { t } from '../../src/i18n/t';
import { emptyTransfer } from '../machines/custodian-fake-api';
import { emptyApplication, SETTINGS } from '../machines/fake-api';
import { TEST_SHELL, setupJsdomScreens } from './jsdom-screens';

setupJsdomScreens();

const bankApp = (method: keyof typeof BANK_FUNDING_TYPES | null, Amount: number | null = null) =>
  emptyApplication({
    ApplicationFunding: method ? { BankFundingType: BANK_FUNDING_TYPES[method], Amount } : null,
  });
const iraApp = (type: keyof typeof IRA_FUNDING_TYPES, Amount: number | null) =>
  withIraFunding(
    emptyApplication({ ApplicationType: 'IRA', AccountType: 'Roth', IndividualApplication: null }),
    {
      ...emptyTransfer(),
      IRAFundingType: IRA_FUNDING_TYPES[type],
      Amount,
    },
  );

/** The flow run to `step` by `events` (no actor answers: the steps reached without a save). */
function flowView(
  app: Application,
  events: ScreenEvent[] = [],
  over: Partial<ScreenView> = {},
): ScreenView {
  const input: FlowInput = {
    applicationUid: app.ApplicationUid,
    application: app,
    settings: SETTINGS,
    choice: null,
    mode: { assisted: false, aip: false },
  };
  const actor = createActor(fundingEditMachine, { input }).start();
  for (const e of events) actor.send(e as never);
  const flow = fundingEditViewOf(actor.getSnapshot());
  actor.stop();
  return {
    screen: 'review',
    path: '/review',
    titleKey: 'pageTitles.review',
    sections: [],
    busy: false,
    initial: {},
    fieldErrors: {},
    formError: null,
    canSkip: false,
    canGoBack: true,
    modal: 'fundingEdit',
    data: { applicationType: app.ApplicationType, flow },
    person: 'main',
    personName: null,
    ...over,
  };
}

function show(view: ScreenView, Component = FundingEditModal) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Component view={view} shell={TEST_SHELL} send={send} />
    </MantineProvider>,
  );
  return send;
}

describe('funding edit modal: choice', () => {
  it('no funding: "Set up funding" with Choose method / Set deposit; Set deposit is disabled without a method', async () => {
    const send = show(flowView(bankApp(null)));
    const dialog = await screen.findByRole('dialog', { name: t('fundingEdit.setupTitle') });
    const deposit = within(dialog).getByRole('button', {
      name: new RegExp(t('fundingEdit.setDeposit')),
    }) as HTMLButtonElement;
    expect(deposit.disabled).toBe(true);
    expect(within(dialog).getByText(t('fundingEdit.needsMethod'))).toBeTruthy();
    fireEvent.click(deposit);
    fireEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(t('fundingEdit.chooseMethod')) }),
    );
    expect(send.mock.calls.map((c) => c[0])).toEqual([{ type: 'flow.pick', id: 'method' }]);
    // No step to go back to: no Back button.
    expect(within(dialog).queryByRole('button', { name: t('fundingEdit.back') })).toBeNull();
  });

  it('a method only: still the setup title, Set deposit enabled, naming the current method', async () => {
    const send = show(flowView(bankApp('Wire')));
    const dialog = await screen.findByRole('dialog', { name: t('fundingEdit.setupTitle') });
    expect(
      within(dialog).getByText(t('fundingEdit.currentMethod', { method: t('review.methodWire') })),
    ).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(t('fundingEdit.setDeposit')) }),
    );
    expect(send).toHaveBeenCalledWith({ type: 'flow.pick', id: 'amount' });
  });

  it('method and amount: "Change funding" with Change method / Edit deposit; Close sends modal.cancel', async () => {
    const send = show(flowView(bankApp('Check', 1500)));
    const dialog = await screen.findByRole('dialog', { name: t('fundingEdit.changeTitle') });
    expect(
      within(dialog).getByText(t('fundingEdit.currentAmount', { amount: '$1,500.00' })),
    ).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(t('fundingEdit.editDeposit')) }),
    );
    fireEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(t('fundingEdit.changeMethod')) }),
    );
    const closes = within(dialog).getAllByRole('button', { name: t('fundingEdit.close') });
    fireEvent.click(closes[closes.length - 1]);
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      { type: 'flow.pick', id: 'amount' },
      { type: 'flow.pick', id: 'method' },
      { type: 'modal.cancel' },
    ]);
  });

  it('renders nothing while another modal is open', () => {
    show(flowView(bankApp('Check', 1500), [], { modal: 'bankLink' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('funding edit modal: method', () => {
  it('bank: the Fund account cards (with the limits) send wizard.submit {BankFundingType}; Back sends flow.back; the flow error shows', async () => {
    const send = show(
      flowView(bankApp('Wire', 10), [{ type: 'flow.pick', id: 'method' }], {
        formError: 'bankLink.assistedRefused',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('bankLink.assistedRefused'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(t('fund.checkTitle')) }));
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(t('fund.achTitle')) }));
    fireEvent.click(within(dialog).getByRole('button', { name: t('fundingEdit.back') }));
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      { type: 'wizard.submit', values: { BankFundingType: 'Check' } },
      { type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } },
      { type: 'flow.back' },
    ]);
  });

  it('IRA: the retirement funding cards send wizard.submit {IRAFundingType}', async () => {
    const send = show(flowView(iraApp('Rollover', 100), [{ type: 'flow.pick', id: 'method' }]));
    const dialog = await screen.findByRole('dialog', { name: t('fundingEdit.changeTitle') });
    fireEvent.click(
      within(dialog).getByRole('button', {
        name: new RegExp(t('retirementFunding.transferTitle')),
      }),
    );
    expect(send).toHaveBeenCalledWith({
      type: 'wizard.submit',
      values: { IRAFundingType: 'IRATransfer' },
    });
  });
});

describe('funding edit modal: amount', () => {
  it('bank: the amount form prefilled, with Update; the amount submits as dollars', async () => {
    const send = show(flowView(bankApp('Wire', 10), [{ type: 'flow.pick', id: 'amount' }]));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(
      new RegExp(t('fundAmount.label')),
    ) as HTMLInputElement;
    expect(amount.value).toBe('10.00');
    fireEvent.change(amount, { target: { value: '2500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t('common.update') }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ type: 'wizard.submit', values: { Amount: 2500 } }),
    );
  });

  it('bank: the flow’s server error shows under the amount', async () => {
    show(
      flowView(bankApp('Wire', 10), [{ type: 'flow.pick', id: 'amount' }], {
        fieldErrors: { Amount: 'apiErrors.AmountIsAboveMaximum' },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(new RegExp(t('fundAmount.label')));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('IRA contribution: the retirement amount form with the contribution year; Update submits both', async () => {
    const send = show(
      flowView(iraApp('AnnualContribution', 1000), [{ type: 'flow.pick', id: 'amount' }]),
    );
    const dialog = await screen.findByRole('dialog');
    // The IRA amount form loads with its own chunk (issue 22): found once it has arrived.
    const amount = (await within(dialog).findByLabelText(
      new RegExp(t('retirementAmount.label')),
    )) as HTMLInputElement;
    expect(amount.value).toBe('1000.00');
    fireEvent.change(amount, { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t('common.update') }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        type: 'wizard.submit',
        values: { Amount: 1200, ContributionYear: new Date().getUTCFullYear() },
      }),
    );
  });
});

describe('funding edit modal: ACH amount', () => {
  it('the transfer terms link sends agreement.view; with modal achTerms the viewer opens over the edit, Accept sends modal.confirm', async () => {
    const view = flowView(bankApp('ACHConnected', 250), [{ type: 'flow.pick', id: 'amount' }]);
    const send = show(view);
    const dialog = await screen.findByRole('dialog', { name: t('fundingEdit.changeTitle') });
    fireEvent.click(within(dialog).getByRole('button', { name: t('fundMore.termsLink') }));
    expect(send).toHaveBeenCalledWith({ type: 'agreement.view' });
  });

  it('the viewer (modal achTerms) shows over the still open edit', async () => {
    const base = flowView(bankApp('ACHConnected', 250), [{ type: 'flow.pick', id: 'amount' }]);
    const flow = base.data.flow as { amountStep: { data: Record<string, unknown> } };
    const withTerms = {
      ...flow,
      amountStep: {
        ...flow.amountStep,
        data: { ...flow.amountStep.data, termsHtml: '<p>ACH transfer terms text</p>' },
      },
    };
    const send = show({ ...base, modal: 'achTerms', data: { ...base.data, flow: withTerms } });
    expect(await screen.findByRole('dialog', { name: t('fundingEdit.changeTitle') })).toBeTruthy();
    // The viewer is its own dialog over the edit (its HTML rendering is the Fund amount tests').
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    const viewer = dialogs.find((d) => d.textContent?.includes(t('fundMore.viewerTitle')))!;
    expect(viewer).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: t('fundMore.viewerAccept') }));
    expect(send).toHaveBeenCalledWith({ type: 'modal.confirm' });
  });
});

describe('FlowModals', () => {
  it('shows the funding edit for modal fundingEdit, the custodian modal for a custodian view, nothing otherwise', async () => {
    show(flowView(bankApp(null)), FlowModals);
    expect(await screen.findByRole('dialog', { name: t('fundingEdit.setupTitle') })).toBeTruthy();
  });

  it('a bank link open inside the funding edit: its modal shows and the funding edit does not', async () => {
    const view = flowView(bankApp(null));
    show(
      {
        ...view,
        modal: 'bankLink',
        data: {
          ...view.data,
          flow: {
            flow: 'bankLink',
            step: 'loading',
            linkToken: null,
            message: null,
            errorFallbacks: {},
          },
        },
      },
      FlowModals,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('bankLink.loading'))).toBeTruthy();
    expect(screen.queryByText(t('fundingEdit.setupTitle'))).toBeNull();
  });
});

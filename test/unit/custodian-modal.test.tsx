// @vitest-environment jsdom
/**
 * The IRA custodian modal (screens/flows/custodian-modal.tsx; doc 3 §2.4 (a)–(f), §5 Custodian, §8)
 * rendered from `view.data.flow` (a CustodianView) inside the retirement funding screen; the
 * transfer amount's title and the contribution-year clock of the retirement amount (doc 3 §2.4,
 * §9); the custodian forms' rules; the IRA skip's delete (doc 3 §4 "Skipping funding").
 * The custodian texts are looked up with t() (their keys until src/i18n/en-custodian.ts is merged).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatCustodianAddress } from '../../machines/funding/custodian-data';
import {
  accountNumberForm,
  isUsPhone,
  manualCustodianForm,
} from '../../machines/funding/custodian-forms';
import type { CustodianView } from '../../machines/funding/custodian-view';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import {
  contributionYearOptions,
  retirementAmountSpecAt,
} from '../../machines/view/specs/retirement-amount';
import { createWizardMachine } from '../../machines/wizard-engine/wizard.machine';
import RetirementAmount from '../../screens/retirement-amount';
import RetirementFunding from '../../screens/retirement-funding';
import type { ScreenProps } from '../../screens/screen-props';
import { createAppActors, type AppDeps } from '../../services/actors/app-actors';
import { t } from '../../src/i18n/t';
import type { SpecContext } from '../../machines/view/screen-spec';
import { DIRECTORY, fullTransfer, iraApplication } from '../machines/custodian-fake-api';
import { TEST_SHELL, screenView, setupJsdomScreens } from './jsdom-screens';
import { specContext } from '../spec-context';

setupJsdomScreens();

const flowView = (over: Partial<CustodianView> = {}): CustodianView => ({
  step: 'findCustodian',
  stepNumber: 1,
  stepCount: 6,
  busy: false,
  searching: false,
  query: '',
  custodians: DIRECTORY.slice(0, 8),
  noMatch: false,
  currentCustodianUid: null,
  states: [
    { Code: 'TX', Caption: 'Texas' },
    { Code: 'NY', Caption: 'New York' },
  ],
  addressSuggestions: [],
  addressPick: null,
  initial: {},
  fieldErrors: {},
  formError: null,
  errorFallbacks: {},
  canBack: false,
  canForward: false,
  canSkipTwo: false,
  review: null,
  currency: 'USD',
  ...over,
});

const view = (flow: CustodianView | null, over: Partial<ScreenView> = {}): ScreenView =>
  screenView(
    { screen: 'retirementFunding', path: '/fund/retirement', titleKey: 'pageTitles.fundAccount' },
    {
      modal: flow ? 'custodian' : null,
      data: { contributionLimit: 7000, currency: 'USD', ...(flow ? { flow } : {}) },
      ...over,
    },
  );

function show(v: ScreenView, Screen: (p: ScreenProps) => React.ReactElement = RetirementFunding) {
  const send = vi.fn<(e: ScreenEvent) => void>();
  render(
    <MantineProvider>
      <Screen view={v} shell={TEST_SHELL} send={send} />
    </MantineProvider>,
  );
  return send;
}
const sent = (send: ReturnType<typeof show>) => send.mock.calls.map((c) => c[0]);

describe('custodian modal', () => {
  it('find custodian: step 1 of 6, the first 8 with name and formatted address; search, pick and add manually send flow events', async () => {
    const send = show(view(flowView()));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('custodianModal.step', { step: 1, count: 6 }))).toBeTruthy();
    const list = within(dialog).getByRole('list', { name: t('custodianModal.find.listLabel') });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(8);
    expect(rows[1].textContent).toContain('Custodian 2 Trust');
    expect(rows[1].textContent).toContain('2 Main St Suite 100, Austin, TX 78701');
    fireEvent.change(within(dialog).getByLabelText(t('custodianModal.find.search')), {
      target: { value: 'gold' },
    });
    fireEvent.click(rows[2]);
    fireEvent.click(
      within(dialog).getByRole('button', { name: t('custodianModal.find.addManually') }),
    );
    expect(sent(send)).toEqual([
      { type: 'flow.search', query: 'gold' },
      { type: 'flow.pick', id: 'c3' },
      { type: 'flow.manual' },
    ]);
  });

  it('nothing matches: the no-custodian text (doc 3 §8) and no list', async () => {
    show(view(flowView({ query: 'zzz', custodians: [], noMatch: true })));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No custodian matches your search.')).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('manual form: an invalid phone shows custodianPhoneIsInvalid and sends nothing; a valid form submits its values', async () => {
    const send = show(view(flowView({ step: 'manualCustodian', canBack: true })));
    const dialog = await screen.findByRole('dialog');
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), {
        target: { value },
      });
    type(t('custodianModal.manual.name'), 'Acme IRA Trust');
    type(t('custodianModal.manual.street'), '1 Elm St');
    type(t('custodianModal.manual.city'), 'Dallas');
    fireEvent.change(
      within(dialog).getByLabelText(t('custodianModal.manual.state'), { exact: false }),
      { target: { value: 'TX' } },
    );
    type(t('custodianModal.manual.postalCode'), '75201');
    type(t('custodianModal.manual.phone'), '123');
    type(t('custodianModal.manual.fax'), '(214) 555-0102');
    fireEvent.click(within(dialog).getByRole('button', { name: t('custodianModal.continue') }));
    expect(await within(dialog).findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(sent(send).filter((e) => e.type === 'wizard.submit')).toEqual([]);
    // the street lookup asks the flow for suggestions
    expect(sent(send)).toContainEqual({ type: 'flow.addressLookup', query: '1 Elm St' });

    type(t('custodianModal.manual.phone'), '214-555-0101');
    fireEvent.click(within(dialog).getByRole('button', { name: t('custodianModal.continue') }));
    await waitFor(() => expect(sent(send).some((e) => e.type === 'wizard.submit')).toBe(true));
    expect(sent(send).find((e) => e.type === 'wizard.submit')).toEqual({
      type: 'wizard.submit',
      values: {
        CustodianName: 'Acme IRA Trust',
        Street: '1 Elm St',
        City: 'Dallas',
        State: 'TX',
        PostalCode: '75201',
        CustodianPhone: '214-555-0101',
        CustodianFax: '(214) 555-0102',
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t('custodianModal.back') }));
    expect(sent(send).at(-1)).toEqual({ type: 'wizard.back' });
  });

  it('shows the flow’s server error under its field (account number)', async () => {
    show(
      view(
        flowView({
          step: 'accountNumber',
          stepNumber: 2,
          fieldErrors: { AccountNumber: 'apiErrors.AccountNumberIsNotValid' },
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The account number is not valid.')).toBeTruthy();
  });

  it('review: each Edit link sends flow.back with its steps (5 name/address/phone/fax, 4 account, 3 transfer type, 2 IRA type, 1 amount); Confirm submits', async () => {
    const f = fullTransfer();
    const c = f.IRAFundingCustodianResponse!;
    const send = show(
      view(
        flowView({
          step: 'review',
          stepNumber: 6,
          canBack: true,
          review: {
            name: c.Name,
            address: c.Address,
            phone: c.Phone,
            fax: c.Fax,
            transferType: 'Liquidate',
            accountNumber: 'AB-123',
            accountType: 'Traditional',
            amount: 25000,
          },
        }),
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Acme IRA Trust')).toBeTruthy();
    expect(within(dialog).getByText('(214) 555-0101')).toBeTruthy();
    expect(within(dialog).getByText('$25,000.00')).toBeTruthy();
    const order = [
      'name',
      'address',
      'phone',
      'fax',
      'accountNumber',
      'transferType',
      'accountType',
      'amount',
    ];
    for (const id of order) {
      const row = within(dialog)
        .getByText(t(`custodianModal.review.${id}`))
        .closest('div')!;
      fireEvent.click(within(row as HTMLElement).getByRole('button'));
    }
    fireEvent.click(
      within(dialog).getByRole('button', { name: t('custodianModal.review.confirm') }),
    );
    expect(sent(send)).toEqual([
      ...[5, 5, 5, 5, 4, 3, 2, 1].map((steps) => ({ type: 'flow.back', steps })),
      { type: 'wizard.submit', values: {} },
    ]);
  });

  it('closing the modal sends modal.cancel; without the custodian modal nothing renders', async () => {
    const send = show(
      view(
        flowView({ step: 'transferType', stepNumber: 3, initial: { TransferType: 'PartialCash' } }),
      ),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('button', {
        name: new RegExp(`^${t('custodianModal.transferType.Liquidate')}`),
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: t('custodianModal.close') }));
    expect(sent(send)).toEqual([
      { type: 'wizard.submit', values: { TransferType: 'Liquidate' } },
      { type: 'modal.cancel' },
    ]);
  });
});

describe('custodian forms (doc 3 §5 Custodian)', () => {
  const valid = {
    CustodianName: 'Acme',
    Street: '1 Elm St',
    City: 'Dallas',
    State: 'TX',
    PostalCode: '75201',
    CustodianPhone: '2145550101',
    CustodianFax: '+1 214 555 0102',
  };
  const errorsOf = (v: Record<string, unknown>) => {
    const r = manualCustodianForm.safeParse(v);
    return r.success
      ? {}
      : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };
  it('each rule gives its key', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({})).toMatchObject({
      CustodianName: 'fields.errors.validation.custodianName',
      Street: 'fields.errors.validation.streetAddress',
      City: 'fields.errors.validation.city',
      State: 'fields.errors.validation.stateRequired',
      PostalCode: 'fields.errors.validation.postalCode',
      CustodianPhone: 'fields.errors.validation.custodianPhone',
      CustodianFax: 'fields.errors.validation.custodianFax',
    });
    expect(
      errorsOf({
        ...valid,
        CustodianPhone: '555',
        CustodianFax: '0125550102',
        Street: 'x'.repeat(51),
        PostalCode: '7520',
      }),
    ).toEqual({
      CustodianPhone: 'fields.errors.validation.custodianPhoneIsInvalid',
      CustodianFax: 'fields.errors.validation.custodianFaxIsInvalid',
      Street: 'fields.errors.validation.streetAddressMaxLength',
      PostalCode: 'fields.errors.validation.postalCode',
    });
    expect(isUsPhone('(440) 555-0101')).toBe(true);
    expect(accountNumberForm.safeParse({ AccountNumber: 'AB 1' }).error?.issues[0].message).toBe(
      'apiErrors.AccountNumberIsNotValid',
    );
    expect(accountNumberForm.safeParse({}).error?.issues[0].message).toBe(
      'fields.errors.validation.accountNumber',
    );
    expect(formatCustodianAddress(DIRECTORY[0])).toBe('1 Main St, Austin, TX 78701');
  });
});

describe('retirement amount (doc 3 §2.4, §9)', () => {
  const ctx = (path: string, app = iraApplication()): SpecContext =>
    specContext({ application: app, path });
  const contribution = '/fund/retirement/contribution/amount';

  it.each([
    // US Eastern time: EDT (UTC−4) in April, EST (UTC−5) at the new year.
    ['2026-04-16T03:59:59Z', [2026, 2025]],
    ['2026-04-16T04:00:00Z', [2026]],
    ['2026-01-01T05:00:00Z', [2026, 2025]],
    ['2026-01-01T04:59:59Z', [2025]],
  ] as const)(
    'on %s the years offered are %j, the current year first and by default',
    (iso, years) => {
      const spec = retirementAmountSpecAt(() => new Date(iso));
      expect(contributionYearOptions(new Date(iso))).toEqual(years);
      expect(spec.data!(ctx(contribution)).years).toEqual(years);
      expect(spec.initial!(ctx(contribution)).ContributionYear).toBe(String(years[0]));
    },
  );

  it('a saved transfer on the amount route is the transfer kind: titled transfer amount, maximum 500,000,000', async () => {
    const spec = retirementAmountSpecAt(() => new Date('2026-05-01T00:00:00Z'));
    const data = spec.data!(
      ctx('/fund/retirement/rollover/amount', iraApplication(fullTransfer())),
    );
    expect(data.kind).toBe('IRATransfer');
    const v = screenView(
      {
        screen: 'retirementAmount',
        path: '/fund/retirement/rollover/amount',
        titleKey: 'pageTitles.fundAccount',
      },
      { data, initial: {} },
    );
    const send = show(v, RetirementAmount);
    expect(screen.getByText(t('custodianModal.amount.title'))).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Amount/), { target: { value: '500000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      // doc 3 §5 estimated amounts (issue 35 item 8)
      await screen.findByText('Enter an estimated initial deposit between $1 and $500,000,000.'),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('IRA do later (doc 3 §4 Skipping funding)', () => {
  it('the skip guard reads the IRA funding type for an IRA application and the bank type otherwise', () => {
    const guard = createWizardMachine('iraPersonal').implementations.guards
      .hasNoFunding as unknown as (a: { context: unknown }) => boolean;
    expect(guard({ context: { application: iraApplication() } })).toBe(true);
    expect(guard({ context: { application: iraApplication(fullTransfer()) } })).toBe(false);
  });

  it('deleteFunding deletes the IRA funding for an IRA, the bank funding otherwise', async () => {
    const calls: string[] = [];
    const api = {
      call: async (name: string) => void calls.push(name),
      deleteFunding: async () => void calls.push('deleteFunding'),
    };
    const actors = createAppActors({ api } as unknown as AppDeps);
    const { createActor, toPromise } = await import('xstate');
    await toPromise(
      createActor(actors.deleteFunding, { input: { applicationUid: 'a1', ira: true } }).start(),
    );
    await toPromise(createActor(actors.deleteFunding, { input: { applicationUid: 'a1' } }).start());
    expect(calls).toEqual(['deleteIraFunding', 'deleteFunding']);
  });
});

/**
 * The IRA custodian modal (doc 3 §2.4 "IRA custodian modal, six steps"; machines/funding/custodian.machine.ts):
 * rendered by the retirement funding screen while `view.modal === 'custodian'`, from
 * `view.data.flow` (a `CustodianView`). 'Step n of 6' above each step:
 * (a) search box (`flow.search {query}`) over the custodian list (name + formatted address; the
 *     first 8 with an empty box; 'iraCustodian.findCustodian.noCustodian' when nothing matches),
 *     a row picks (`flow.pick {id}`), 'Don’t see it? Add manually' (`flow.manual`);
 * (a') manual form: CustodianName, Street (US suggestions: `flow.addressLookup {query}` /
 *     `flow.addressPick {id}`, a pick fills the address fields), AptOrSuite, City, State (US states,
 *     not searchable), PostalCode, CustodianPhone, CustodianFax; country fixed to USA;
 * (b) account number; (c) transfer type cards (Liquidate / PartialCash); (d) IRA type select;
 * (e) amount (the retirement amount input, max 500,000,000);
 * (f) review with Edit links sending `flow.back {steps}` (5 name/address/phone/fax, 4 account number,
 *     3 transfer type, 2 IRA type, 1 amount) and Confirm (`wizard.submit`).
 * Forms send `wizard.submit {values}` (the step's zod form output); Back `wizard.back`; Next
 * `flow.forward` and 'Skip to step n' `flow.skipTwo` when the flow allows them; closing `modal.cancel`.
 * Errors are the flow's own (`fieldErrors`, `formError`) on the step's fields.
 */
import '../../src/ui/modal-styles';
import './custodian-modal.css';
import { Autocomplete, Modal, NativeSelect, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { formatCustodianAddress, formatUsPhone } from '../../machines/funding/custodian-data';
import {
  iraTypeForm,
  manualCustodianForm,
  accountNumberForm,
} from '../../machines/funding/custodian-forms';
import type { CustodianView } from '../../machines/funding/custodian-view';
import type { ScreenEvent, ScreenView } from '../../machines/screen-contract';
import { IRA_ACCOUNT_TYPES, IRA_TRANSFER_TYPES } from '../../services/api/contract';
import { formatMoney } from '../../src/i18n/format';
import { registerTexts, t } from '../../src/i18n/t';
import { Button, busyGuard } from '../../src/ui/button';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../../src/ui/form';
import { ChoiceCard, FormError, LinkButton, ScreenHeader, SubmitRow } from '../../src/ui/parts';
import { RetirementAmountForm } from '../retirement-amount';
import type { ScreenProps } from '../screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('custodian');

type Send = (e: ScreenEvent | { type: string; [k: string]: unknown }) => void;
interface StepProps {
  flow: CustodianView;
  view: ScreenView;
  send: Send;
}

/** The flow's errors in the shape the form helpers read. */
const errorsOf = (flow: CustodianView) => ({
  fieldErrors: flow.fieldErrors,
  errorFallbacks: flow.errorFallbacks,
});

/** The custodian modal; renders nothing unless the flow's modal is open. */
export function CustodianModal({ view, send }: Pick<ScreenProps, 'view' | 'send'>) {
  const flow = view.data.flow as CustodianView | undefined;
  const opened = view.modal === 'custodian' && !!flow;
  const loose = send as Send;
  return (
    <Modal
      opened={opened}
      onClose={() => send({ type: 'modal.cancel' })}
      title={t('custodianModal.title')}
      closeButtonProps={{ 'aria-label': t('custodianModal.close') }}
      closeOnClickOutside={false}
      centered
      radius="md"
      size="lg"
    >
      {opened && flow ? (
        <div className="w-custodian">
          <p className="w-custodian__step" aria-live="polite">
            {t('custodianModal.step', { step: flow.stepNumber, count: flow.stepCount })}
          </p>
          <div className="w-custodian__bar" aria-hidden="true">
            <span style={{ width: `${(flow.stepNumber / flow.stepCount) * 100}%` }} />
          </div>
          <Step flow={flow} view={view} send={loose} />
        </div>
      ) : null}
    </Modal>
  );
}

function Step(props: StepProps) {
  switch (props.flow.step) {
    case 'fundingType':
      return <FundingTypeStep {...props} />;
    case 'findCustodian':
      return <FindStep {...props} />;
    case 'manualCustodian':
      return <ManualStep {...props} />;
    case 'accountNumber':
      return <AccountNumberStep {...props} />;
    case 'transferType':
      return <TransferTypeStep {...props} />;
    case 'iraType':
      return <IraTypeStep {...props} />;
    case 'amount':
      return <AmountStep {...props} />;
    case 'review':
      return <ReviewStep {...props} />;
  }
}

/** Back / Next / Skip to step n under a step (each shown when the flow takes it). */
function StepNav({ flow, send }: Pick<StepProps, 'flow' | 'send'>) {
  if (!flow.canBack && !flow.canForward && !flow.canSkipTwo) return null;
  return (
    <div className="w-custodian__nav">
      {flow.canBack ? (
        <LinkButton onClick={() => send({ type: 'wizard.back' })} busy={flow.busy}>
          {t('custodianModal.back')}
        </LinkButton>
      ) : (
        <span />
      )}
      <span className="w-custodian__nav-end">
        {flow.canSkipTwo ? (
          <LinkButton onClick={() => send({ type: 'flow.skipTwo' })} busy={flow.busy}>
            {t('custodianModal.skipTwo', { step: flow.stepNumber + 3 })}
          </LinkButton>
        ) : null}
        {flow.canForward ? (
          <LinkButton onClick={() => send({ type: 'flow.forward' })} busy={flow.busy}>
            {t('custodianModal.forward')}
          </LinkButton>
        ) : null}
      </span>
    </div>
  );
}

function FundingTypeStep({ flow, send }: StepProps) {
  return (
    <>
      <FormError
        message={
          tr(errorsOf(flow), flow.formError) ?? (flow.busy ? t('custodianModal.settingUp') : null)
        }
      />
      {!flow.busy ? (
        <div className="w-modal-actions w-modal-actions--end">
          <Button onClick={() => send({ type: 'wizard.submit', values: {} })}>
            {t('custodianModal.tryAgain')}
          </Button>
        </div>
      ) : (
        <p className="w-note" role="status">
          {t('custodianModal.settingUp')}
        </p>
      )}
    </>
  );
}

function FindStep({ flow, send }: StepProps) {
  return (
    <>
      <ScreenHeader
        compact
        title={t('custodianModal.find.title')}
        subtitle={t('custodianModal.find.subtitle')}
      />
      <TextInput
        label={t('custodianModal.find.search')}
        placeholder={t('custodianModal.find.searchPlaceholder')}
        type="search"
        autoComplete="off"
        value={flow.query}
        onChange={(e) => send({ type: 'flow.search', query: e.currentTarget.value })}
        error={tr(errorsOf(flow), flow.fieldErrors.Custodian) ?? undefined}
      />
      {flow.searching && flow.custodians.length === 0 ? (
        <p className="w-note" role="status">
          {t('custodianModal.find.searching')}
        </p>
      ) : null}
      {flow.noMatch ? (
        <p className="w-note w-custodian__empty" role="status">
          {t('iraCustodian.findCustodian.noCustodian')}
        </p>
      ) : null}
      {flow.custodians.length ? (
        <ul
          className="w-custodian__list"
          aria-label={t('custodianModal.find.listLabel')}
          aria-busy={flow.searching}
        >
          {flow.custodians.map((c) => (
            <li key={c.CustodianUid ?? c.Name}>
              <button
                type="button"
                className={
                  c.CustodianUid === flow.currentCustodianUid
                    ? 'w-custodian__row is-current'
                    : 'w-custodian__row'
                }
                {...busyGuard(
                  flow.busy,
                  () => c.CustodianUid && send({ type: 'flow.pick', id: c.CustodianUid }),
                )}
              >
                <span className="w-custodian__name">
                  {c.Name}
                  {c.CustodianUid === flow.currentCustodianUid ? (
                    <span className="w-badge">{t('custodianModal.find.current')}</span>
                  ) : null}
                </span>
                <span className="w-custodian__address">{formatCustodianAddress(c)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormError message={tr(errorsOf(flow), flow.formError)} />
      <div className="w-actions w-actions--center">
        <LinkButton onClick={() => send({ type: 'flow.manual' })} busy={flow.busy}>
          {t('custodianModal.find.addManually')}
        </LinkButton>
      </div>
      <StepNav flow={flow} send={send} />
    </>
  );
}

function ManualStep({ flow, view, send }: StepProps) {
  const pick = flow.addressPick;
  // A picked suggestion fills the address fields: they are remounted with the pick as their value.
  const pickKey = pick ? `${pick.Street}|${pick.PostalCode}` : 'typed';
  const [form, fields] = useStepForm(manualCustodianForm, view, send as ScreenProps['send'], {
    id: 'custodian-manual',
    defaultValue: flow.initial,
  });
  const errs = errorsOf(flow);
  const stateOptions = useMemo(
    () => [
      { value: '', label: t('custodianModal.manual.statePlaceholder') },
      ...flow.states.map((s) => ({ value: s.Code, label: s.Caption })),
    ],
    [flow.states],
  );
  const value = (name: keyof typeof fields, fromPick?: string) =>
    fromPick ?? (typeof fields[name].initialValue === 'string' ? fields[name].initialValue : '');
  return (
    <form {...formProps(form)} className="w-form">
      <ScreenHeader
        compact
        title={t('custodianModal.manual.title')}
        subtitle={t('custodianModal.manual.subtitle')}
      />
      <TextInput
        key={fields.CustodianName.key}
        {...inputProps(fields.CustodianName)}
        label={t('custodianModal.manual.name')}
        maxLength={100}
        withAsterisk
        error={fieldError(fields.CustodianName, errs, 'CustodianName')}
      />
      <Autocomplete
        key={`street-${pickKey}`}
        id={fields.Street.id}
        name={fields.Street.name}
        form={fields.Street.formId}
        defaultValue={value('Street', pick?.Street)}
        label={t('custodianModal.manual.street')}
        placeholder={t('custodianModal.manual.streetPlaceholder')}
        autoComplete="off"
        maxLength={50}
        withAsterisk
        data={flow.addressSuggestions.map((x) => x.label)}
        filter={({ options }) => options}
        onChange={(query) => {
          if (!flow.addressSuggestions.some((x) => x.label === query))
            send({ type: 'flow.addressLookup', query });
        }}
        onOptionSubmit={(label) => {
          const hit = flow.addressSuggestions.find((x) => x.label === label);
          if (hit) send({ type: 'flow.addressPick', id: hit.id });
        }}
        error={fieldError(fields.Street, errs, 'Street')}
      />
      <TextInput
        key={`apt-${pickKey}`}
        {...inputProps(fields.AptOrSuite)}
        defaultValue={value('AptOrSuite', pick?.AptOrSuite)}
        label={t('custodianModal.manual.apt')}
        maxLength={50}
        error={fieldError(fields.AptOrSuite, errs, 'AptOrSuite')}
      />
      <TextInput
        key={`city-${pickKey}`}
        {...inputProps(fields.City)}
        defaultValue={value('City', pick?.City)}
        label={t('custodianModal.manual.city')}
        maxLength={50}
        withAsterisk
        error={fieldError(fields.City, errs, 'City')}
      />
      <div className="w-row">
        <NativeSelect
          key={`state-${pickKey}-${flow.states.length}`}
          id={fields.State.id}
          name={fields.State.name}
          form={fields.State.formId}
          defaultValue={value('State', pick?.State)}
          label={t('custodianModal.manual.state')}
          size="md"
          data={stateOptions}
          withAsterisk
          error={fieldError(fields.State, errs, 'State')}
        />
        <TextInput
          key={`zip-${pickKey}`}
          {...inputProps(fields.PostalCode)}
          defaultValue={value('PostalCode', pick?.PostalCode)}
          label={t('custodianModal.manual.postalCode')}
          inputMode="numeric"
          maxLength={10}
          withAsterisk
          error={fieldError(fields.PostalCode, errs, 'PostalCode')}
        />
      </div>
      <p className="w-note">{t('custodianModal.manual.country')}</p>
      <div className="w-row">
        <TextInput
          key={fields.CustodianPhone.key}
          {...inputProps(fields.CustodianPhone)}
          label={t('custodianModal.manual.phone')}
          type="tel"
          inputMode="tel"
          maxLength={20}
          withAsterisk
          error={fieldError(fields.CustodianPhone, errs, 'CustodianPhone')}
        />
        <TextInput
          key={fields.CustodianFax.key}
          {...inputProps(fields.CustodianFax)}
          label={t('custodianModal.manual.fax')}
          type="tel"
          inputMode="tel"
          maxLength={20}
          withAsterisk
          error={fieldError(fields.CustodianFax, errs, 'CustodianFax')}
        />
      </div>
      <FormError message={tr(errorsOf(flow), flow.formError)} />
      <SubmitRow label={t('custodianModal.continue')} busy={flow.busy} />
      <StepNav flow={flow} send={send} />
    </form>
  );
}

function AccountNumberStep({ flow, view, send }: StepProps) {
  const [form, fields] = useStepForm(accountNumberForm, view, send as ScreenProps['send'], {
    id: 'custodian-account',
    defaultValue: { AccountNumber: flow.initial.AccountNumber ?? '' },
  });
  return (
    <form {...formProps(form)} className="w-form">
      <ScreenHeader
        compact
        title={t('custodianModal.accountNumber.title')}
        subtitle={t('custodianModal.accountNumber.subtitle')}
      />
      <TextInput
        key={fields.AccountNumber.key}
        {...inputProps(fields.AccountNumber)}
        label={t('custodianModal.accountNumber.label')}
        autoComplete="off"
        maxLength={34}
        withAsterisk
        error={fieldError(fields.AccountNumber, errorsOf(flow), 'AccountNumber')}
      />
      <FormError message={tr(errorsOf(flow), flow.formError)} />
      <SubmitRow label={t('custodianModal.continue')} busy={flow.busy} />
      <StepNav flow={flow} send={send} />
    </form>
  );
}

function TransferTypeStep({ flow, send }: StepProps) {
  const error = flow.fieldErrors.TransferType ?? flow.formError;
  return (
    <>
      <ScreenHeader
        compact
        title={t('custodianModal.transferType.title')}
        subtitle={t('custodianModal.transferType.subtitle')}
      />
      <div className="w-choices" role="group" aria-label={t('custodianModal.transferType.legend')}>
        {IRA_TRANSFER_TYPES.map((type) => (
          <ChoiceCard
            key={type}
            title={t(`custodianModal.transferType.${type}`)}
            text={t(`custodianModal.transferType.${type}Text`)}
            current={flow.initial.TransferType === type}
            busy={flow.busy}
            onSelect={() => send({ type: 'wizard.submit', values: { TransferType: type } })}
          />
        ))}
      </div>
      <FormError message={tr(errorsOf(flow), error)} />
      <StepNav flow={flow} send={send} />
    </>
  );
}

function IraTypeStep({ flow, view, send }: StepProps) {
  const [form, fields] = useStepForm(iraTypeForm, view, send as ScreenProps['send'], {
    id: 'custodian-ira-type',
    defaultValue: { AccountType: flow.initial.AccountType ?? '' },
  });
  const options = [
    { value: '', label: t('custodianModal.iraType.placeholder') },
    ...IRA_ACCOUNT_TYPES.map((v) => ({
      value: v,
      label: t(`custodianModal.iraType.options.${v}`),
    })),
  ];
  return (
    <form {...formProps(form)} className="w-form">
      <ScreenHeader
        compact
        title={t('custodianModal.iraType.title')}
        subtitle={t('custodianModal.iraType.subtitle')}
      />
      <NativeSelect
        key={fields.AccountType.key}
        {...inputProps(fields.AccountType)}
        label={t('custodianModal.iraType.label')}
        size="md"
        data={options}
        withAsterisk
        error={fieldError(fields.AccountType, errorsOf(flow), 'AccountType')}
      />
      <FormError message={tr(errorsOf(flow), flow.formError)} />
      <SubmitRow label={t('custodianModal.continue')} busy={flow.busy} />
      <StepNav flow={flow} send={send} />
    </form>
  );
}

function AmountStep({ flow, view, send }: StepProps) {
  // The retirement amount form of a transfer (doc 3 §5 "Rollover and transfer: maximum 500,000,000").
  const amountView: ScreenView = {
    ...view,
    busy: flow.busy,
    initial: { Amount: flow.initial.Amount ?? '' },
    fieldErrors: flow.fieldErrors,
    formError: flow.formError,
    errorFallbacks: flow.errorFallbacks,
    data: { kind: 'IRATransfer', currency: flow.currency },
  };
  return (
    <>
      <ScreenHeader
        compact
        eyebrow={t('custodianModal.amount.eyebrow')}
        title={t('custodianModal.amount.title')}
        subtitle={t('custodianModal.amount.subtitle')}
      />
      <RetirementAmountForm
        view={amountView}
        shell={undefined as never}
        send={send as ScreenProps['send']}
        submitLabelKey="custodianModal.continue"
      />
      <StepNav flow={flow} send={send} />
    </>
  );
}

/** The review rows: label key, value, and how many steps back its Edit link goes (doc 3 §2.4 (f)). */
function reviewRows(flow: CustodianView): { id: string; value: string; back: number }[] {
  const r = flow.review;
  if (!r) return [];
  const none = t('custodianModal.review.none');
  const address = r.address ? formatCustodianAddress({ Address: r.address }) : '';
  return [
    { id: 'name', value: r.name || none, back: 5 },
    { id: 'address', value: address || none, back: 5 },
    { id: 'phone', value: formatUsPhone(r.phone) || none, back: 5 },
    { id: 'fax', value: formatUsPhone(r.fax) || none, back: 5 },
    { id: 'accountNumber', value: r.accountNumber || none, back: 4 },
    {
      id: 'transferType',
      value: r.transferType ? t(`custodianModal.transferType.${r.transferType}`) : none,
      back: 3,
    },
    {
      id: 'accountType',
      value: r.accountType ? t(`custodianModal.iraType.options.${r.accountType}`) : none,
      back: 2,
    },
    {
      id: 'amount',
      value: r.amount !== null ? formatMoney(r.amount, { currency: flow.currency }) : none,
      back: 1,
    },
  ];
}

function ReviewStep({ flow, send }: StepProps) {
  return (
    <>
      <ScreenHeader
        compact
        title={t('custodianModal.review.title')}
        subtitle={t('custodianModal.review.subtitle')}
      />
      <dl className="w-custodian__review">
        {reviewRows(flow).map((row) => {
          const label = t(`custodianModal.review.${row.id}`);
          return (
            <div key={row.id} className="w-custodian__review-row">
              <dt>{label}</dt>
              <dd>{row.value}</dd>
              <LinkButton
                aria-label={t('custodianModal.review.editLabel', { item: label })}
                onClick={() => send({ type: 'flow.back', steps: row.back })}
                busy={flow.busy}
              >
                {t('custodianModal.review.edit')}
              </LinkButton>
            </div>
          );
        })}
      </dl>
      <FormError message={tr(errorsOf(flow), flow.formError)} />
      <SubmitRow
        label={t('custodianModal.review.confirm')}
        busy={flow.busy}
        onClick={() => send({ type: 'wizard.submit', values: {} })}
        secondary={
          <LinkButton onClick={() => send({ type: 'wizard.back' })} busy={flow.busy}>
            {t('custodianModal.back')}
          </LinkButton>
        }
      />
    </>
  );
}

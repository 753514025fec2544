/**
 * Amount — FUNDING.NORMAL_FUNDING.AMOUNT.{PLAID|WIRE|CHECK|CRYPTOCURRENCY} '/fund/account/ach',
 * '/wire', '/check', '/cryptocurrency' (doc 3 §2.4 "Amount", §5, §9): an amount with a '$' or
 * 'CAD ' prefix, two decimals, the keys '-', '+' and 'k' blocked; for check, ACH and
 * cryptocurrency the limit text, red above the broker's limit with Continue disabled; the
 * funding-time copy per method. ACH connected also shows the checkbox authorising the automatic
 * deposit from '{bank} account ending {last 4}' for the broker (Continue disabled until it is
 * ticked and an amount entered) and the 'transfer terms' link (`agreement.view`) opening the ACH
 * terms viewer (modal 'achTerms', 'achTermsFailed' when they could not be loaded: Accept ticks the box and sends `modal.confirm`, closing clears it
 * and sends `modal.cancel`, doc 3 §2.5). Validated by fundAmountForm(method); sends {Amount} in
 * dollars (and AutoDeposit 'on' for ACH).
 *
 * data: { method: 'ACHConnected' | 'Wire' | 'Check' | 'Cryptocurrency', limit?, currency?,
 * bank?: {name, last4} | null, termsHtml?: string | null }. initial: { Amount?, AutoDeposit? }.
 */
import '../src/ui/modal-styles';
import '../src/ui/bank-link/bank-link.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Modal } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { fundAmountForm, overLimit, type AmountMethod } from '../machines/view/specs/fund-amount';
import { formatMoney } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { AmountInput, sanitizeAmount } from '../src/ui/amount-input';
import { AgreementHtml } from '../src/ui/agreement-html';
import { Button } from '../src/ui/button';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { IconClock } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('bankLink');

const METHODS: readonly AmountMethod[] = ['ACHConnected', 'Wire', 'Check', 'Cryptocurrency'];

/** Per method: the eyebrow, the limit text (none for wire) and the funding-time copy (doc 3 §2.4). */
const COPY: Record<AmountMethod, { eyebrow: string; limit: string | null; time: string }> = {
  ACHConnected: {
    eyebrow: 'fundMore.methodAch',
    limit: 'fundAmount.limitAch',
    time: 'fundAmount.subtitleAch',
  },
  Wire: { eyebrow: 'fundAmount.methodWire', limit: null, time: 'fundAmount.subtitleWire' },
  Check: {
    eyebrow: 'fundAmount.methodCheck',
    limit: 'fundAmount.limitCheck',
    time: 'fundAmount.subtitleCheck',
  },
  Cryptocurrency: {
    eyebrow: 'fundMore.methodCrypto',
    limit: 'fundAmount.limitCrypto',
    time: 'fundAmount.subtitleCrypto',
  },
};

/** The amount screen's method from its data (Wire when unknown). */
export const methodOfView = (data: { method?: unknown }): AmountMethod =>
  METHODS.find((m) => m === data.method) ?? 'Wire';

/** Re-exported for the specs and tests that import it from here (src/ui/amount-input.tsx). */
export { sanitizeAmount };

export function FundAmountForm({
  view,
  shell,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const method = methodOfView(view.data);
  const schema = useMemo(() => fundAmountForm(method), [method]);
  const [form, fields] = useStepForm(schema, view, send);
  const currency = dataOf(view, 'fundAmount').currency ?? 'USD';
  const limit = typeof view.data.limit === 'number' ? view.data.limit : null;
  const raw =
    typeof fields.Amount.value === 'string' ? fields.Amount.value : (view.initial.Amount ?? '');
  const over = overLimit(Number(sanitizeAmount(raw)), limit);
  const limitKey = COPY[method].limit;
  const money = (v: number) => formatMoney(v, { currency, decimals: 0 });
  const limitText = limit !== null && limitKey ? t(limitKey, { limit: money(limit) }) : null;

  const ach = method === 'ACHConnected';
  const autoDeposit = (
    fields as Record<
      string,
      {
        value?: unknown;
        key?: string | null;
        id: string;
        name: string;
        formId: string;
        errors?: string[];
      }
    >
  ).AutoDeposit;
  const ticked = ach && autoDeposit?.value === 'on';
  const bank = dataOf(view, 'fundAmount').bank;
  const termsHtml = typeof view.data.termsHtml === 'string' ? view.data.termsHtml : null;
  // The terms' call failed (modal 'achTermsFailed'): closing and opening the viewer loads again.
  const failed = view.modal === 'achTermsFailed';
  const setAutoDeposit = (on: boolean) =>
    form.update({ name: 'AutoDeposit', value: on ? 'on' : '' });

  return (
    <form {...formProps(form)} className="w-form">
      <AmountInput
        field={fields.Amount}
        view={view}
        label={t('fundAmount.label')}
        placeholder={t('fundAmount.placeholder')}
        currency={currency}
        describedBy={limitText ? 'amount-limit' : undefined}
      />
      {limitText ? (
        <p id="amount-limit" className={over ? 'w-limit is-over' : 'w-limit'} aria-live="polite">
          {over ? t('fundAmount.overLimit', { limit: money(limit!) }) : limitText}
        </p>
      ) : null}
      {ach && autoDeposit ? (
        <div className="w-check-row">
          {/* Controlled by `checked`, and no Conform `key`: form.update changes the field's key, and a
              checkbox remounted in the middle of its click let Conform's follow-up validate intent
              submit the form natively (a GET reload of the page, the box never ticked; test/e2e/funding.spec.ts). */}
          <Checkbox
            id={autoDeposit.id}
            name={autoDeposit.name}
            form={autoDeposit.formId}
            value="on"
            checked={ticked}
            onChange={(e) => setAutoDeposit(e.currentTarget.checked)}
            size="md"
            classNames={{ root: 'w-agree' }}
            label={
              bank
                ? t('fundMore.autoDeposit', {
                    brokerName: shell.brokerName,
                    bank: bank.name,
                    mask: bank.last4,
                  })
                : t('fundMore.autoDepositUnknownBank', { brokerName: shell.brokerName })
            }
            description={
              <>
                {t('fundMore.termsPrefix')}{' '}
                <button
                  type="button"
                  className="w-linkbtn w-linkbtn--inline"
                  onClick={(e) => {
                    e.preventDefault();
                    send({ type: 'agreement.view' });
                  }}
                >
                  {t('fundMore.termsLink')}
                </button>
              </>
            }
            error={fieldError(autoDeposit, view, 'AutoDeposit')}
          />
        </div>
      ) : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow
        label={t(submitLabelKey)}
        busy={view.busy}
        disabled={over || !raw || (ach && !ticked)}
      />
      {ach ? (
        <Modal
          opened={view.modal === 'achTerms' || view.modal === 'achTermsFailed'}
          onClose={() => {
            // doc 3 §2.5: closing the ACH terms viewer sets auto-deposit to false.
            setAutoDeposit(false);
            send({ type: 'modal.cancel' });
          }}
          title={t('fundMore.viewerTitle')}
          centered
          radius="md"
          size="xl"
        >
          <div
            className="w-agreement-viewer"
            tabIndex={0}
            role="region"
            aria-label={t('fundMore.viewerTitle')}
          >
            {termsHtml ? (
              <Suspense fallback={<p className="w-note">{t('fundMore.viewerLoading')}</p>}>
                <AgreementHtml html={termsHtml} />
              </Suspense>
            ) : (
              <p className="w-note" role={failed ? 'alert' : undefined}>
                {t(failed ? 'fundMore.viewerEmpty' : 'fundMore.viewerLoading')}
              </p>
            )}
          </div>
          <div className="w-modal-actions w-modal-actions--end w-gap-top">
            <Button
              disabled={!termsHtml}
              onClick={() => {
                setAutoDeposit(true);
                send({ type: 'modal.confirm' });
              }}
            >
              {t('fundMore.viewerAccept')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </form>
  );
}

export default function FundAmount(props: ScreenProps) {
  const method = methodOfView(props.view.data);
  return (
    <>
      <ScreenHeader eyebrow={t(COPY[method].eyebrow)} title={t('fundAmount.title')} />
      <FundAmountForm {...props} />
      <p className="w-note w-note--block w-note--top">
        <IconClock width={16} height={16} />
        {t(COPY[method].time)}
      </p>
    </>
  );
}

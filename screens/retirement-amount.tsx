/**
 * Retirement amount — FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER '/fund/retirement/rollover/amount'
 * and .ANNUAL_CONTRIBUTION '/fund/retirement/contribution/amount' (doc 3 §2.4 "Retirement amount",
 * §5 "IRA amounts"): the amount in dollars (the fund-amount input: currency prefix, digits and two
 * decimals) and, for the annual contribution, the contribution year — a radio group of the
 * offered years (the current year and, until April 15, the previous one; default the current year)
 * with its explanatory subtext, or the one year as a note from 16 April. The contribution shows
 * 'Cash contribution maximum: {{amount}}', red above the broker's limit, which disables Continue.
 * A transfer (kind 'IRATransfer': the rollover route of a saved transfer, and the custodian modal's
 * amount step) is titled 'transfer amount' with a rollover's rules (maximum 500,000,000).
 * Validated by retirementAmountForm; sends {Amount} or {Amount, ContributionYear} as numbers.
 *
 * data: { kind: 'Rollover' | 'AnnualContribution' | 'IRATransfer', years: number[], contributionLimit?, currency? }
 * (machines/view/specs/retirement-amount.ts). initial: { Amount?, ContributionYear? }.
 */
import { Radio } from '@mantine/core';
import { useMemo } from 'react';
import {
  retirementAmountForm,
  type RetirementAmountKind,
} from '../machines/view/specs/retirement-amount';
import { formatMoney } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { AmountInput, sanitizeAmount } from '../src/ui/amount-input';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';

import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('person', 'custodian');

const kindOf = (view: ScreenProps['view']): RetirementAmountKind =>
  view.data.kind === 'AnnualContribution' || view.data.kind === 'IRATransfer'
    ? view.data.kind
    : 'Rollover';

/** Header texts per kind; a transfer is titled 'transfer amount' (doc 3 §2.4; texts in src/i18n/en-custodian.ts). */
const HEADER: Record<RetirementAmountKind, { eyebrow: string; title: string; subtitle: string }> = {
  Rollover: {
    eyebrow: 'retirementAmount.rolloverEyebrow',
    title: 'retirementAmount.rolloverTitle',
    subtitle: 'retirementAmount.rolloverSubtitle',
  },
  AnnualContribution: {
    eyebrow: 'retirementAmount.contributionEyebrow',
    title: 'retirementAmount.contributionTitle',
    subtitle: 'retirementAmount.contributionSubtitle',
  },
  IRATransfer: {
    eyebrow: 'custodianModal.amount.eyebrow',
    title: 'custodianModal.amount.title',
    subtitle: 'custodianModal.amount.subtitle',
  },
};

export function RetirementAmountForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const kind = kindOf(view);
  const currency = dataOf(view, 'retirementAmount').currency ?? 'USD';
  const limit =
    typeof view.data.contributionLimit === 'number' ? view.data.contributionLimit : null;
  const offered = dataOf(view, 'retirementAmount').years;
  const years = useMemo(() => (offered ?? []).filter((y) => typeof y === 'number'), [offered]);
  const schema = useMemo(() => retirementAmountForm(kind, limit, years), [kind, limit, years]);
  const contribution = kind === 'AnnualContribution';
  const defaultYear =
    view.initial.ContributionYear || (years[0] !== undefined ? String(years[0]) : '');
  const [form, fields] = useStepForm(schema, view, send, {
    defaultValue: contribution
      ? { ...view.initial, ContributionYear: defaultYear }
      : { Amount: view.initial.Amount ?? '' },
  });
  const yearField = (fields as unknown as Record<string, typeof fields.Amount>).ContributionYear;

  const raw =
    typeof fields.Amount.value === 'string' ? fields.Amount.value : (view.initial.Amount ?? '');
  const amount = Number(sanitizeAmount(raw));
  const showLimit = contribution && limit !== null && limit > 0;
  const over = showLimit && Number.isFinite(amount) && amount > limit!;
  const limitMoney = showLimit ? formatMoney(limit!, { currency, decimals: 0 }) : '';
  const yearError = yearField ? fieldError(yearField, view, 'ContributionYear') : undefined;

  return (
    <form {...formProps(form)} className="w-form">
      <AmountInput
        field={fields.Amount}
        view={view}
        label={t('retirementAmount.label')}
        placeholder={t('retirementAmount.placeholder')}
        currency={currency}
        describedBy={showLimit ? 'retirement-limit' : undefined}
        withAsterisk
      />
      {showLimit ? (
        <p
          id="retirement-limit"
          className={over ? 'w-limit is-over' : 'w-limit'}
          aria-live="polite"
        >
          {t(over ? 'retirementAmount.overLimit' : 'retirementAmount.limit', {
            amount: limitMoney,
          })}
        </p>
      ) : null}
      {contribution && yearField ? (
        years.length > 1 ? (
          <fieldset
            className="w-fieldset"
            aria-describedby={yearError ? 'contribution-year-error' : 'contribution-year-help'}
          >
            <legend className="w-choice__title">{t('retirementAmount.yearLegend')}</legend>
            <p id="contribution-year-help" className="w-note">
              {t('retirementAmount.yearHelp')}
            </p>
            <div className="w-row">
              {years.map((y) => (
                <Radio
                  key={y}
                  id={`${yearField.id}-${y}`}
                  name={yearField.name}
                  form={yearField.formId}
                  value={String(y)}
                  label={String(y)}
                  defaultChecked={defaultYear === String(y)}
                  error={yearError ? true : undefined}
                />
              ))}
            </div>
            {yearError ? (
              <p id="contribution-year-error" className="w-field-error" role="alert">
                {yearError}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <>
            <input
              type="hidden"
              name={yearField.name}
              form={yearField.formId}
              value={defaultYear}
            />
            <p className="w-note w-note--block">
              {t('retirementAmount.yearOnly', { year: defaultYear })}
            </p>
            {yearError ? (
              <p className="w-field-error" role="alert">
                {yearError}
              </p>
            ) : null}
          </>
        )
      ) : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} disabled={over || !raw} />
    </form>
  );
}

export default function RetirementAmount(props: ScreenProps) {
  const head = HEADER[kindOf(props.view)];
  return (
    <>
      <ScreenHeader eyebrow={t(head.eyebrow)} title={t(head.title)} subtitle={t(head.subtitle)} />
      <RetirementAmountForm {...props} />
    </>
  );
}

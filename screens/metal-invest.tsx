/**
 * Monthly investment — METAL_STREAM_MONTHLY_INVEST '/metal/invest' (doc 3 §2.3, §5): one Amount
 * field with the '$' or 'CAD ' prefix, two decimals, the keys '-', '+' and 'k' blocked, and the
 * limitation text with the programme maximum. Validated by `metalInvestForm(min, max)`; sends
 * {Amount} (a number). A server error shows on the field.
 *
 * data: { min, max, currency } (machines/view/specs/metal-invest.ts). initial: { Amount }.
 * `MetalInvestForm` is also the Overview's edit form (item 'metalAmount').
 */
import { useMemo } from 'react';
import { metalInvestForm } from '../machines/view/specs/metal-invest';
import { formatMoney } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { AmountInput } from '../src/ui/amount-input';
import { formProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';

import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

export function MetalInvestForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const min = typeof view.data.min === 'number' ? view.data.min : 1;
  const max = typeof view.data.max === 'number' ? view.data.max : 500_000_000;
  const currency = dataOf(view, 'metalInvest').currency ?? 'USD';
  const schema = useMemo(() => metalInvestForm(min, max), [min, max]);
  const [form, fields] = useStepForm(schema, view, send, { id: 'metal-invest' });
  const money = (n: number) => formatMoney(n, { currency, decimals: 0 });
  return (
    <form {...formProps(form)} className="w-form">
      <AmountInput
        field={fields.Amount}
        view={view}
        label={t('metalInvest.label')}
        placeholder={t('metalInvest.placeholder')}
        currency={currency}
        describedBy={'metal-amount-limit'}
      />
      <p id="metal-amount-limit" className="w-limit">
        {t('metalInvest.limit', { min: money(min), max: money(max) })}
      </p>
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function MetalInvest(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('metalInvest.title')} subtitle={t('metalInvest.subtitle')} />
      <MetalInvestForm {...props} />
    </>
  );
}

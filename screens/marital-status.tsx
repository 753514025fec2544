/**
 * Marital status — SECURE_MARITAL '/secure/marital' (doc 2 §2.18; personal IRA): a radio list of
 * Single, Married, Divorced/Separated and Widowed (MARITAL_STATUSES codes 1–4, doc 2 §9). Sends
 * `wizard.submit` with maritalStatusForm's output {MaritalStatus: 1–4}; the spec's saver keeps it
 * on the step's person (PersonMaritalStatus).
 *
 * `MaritalStatusForm` is also the review's edit form (doc 2 §2.18 "Also opens as a modal from the
 * review page", §2.23 "marital status (when set)").
 */
import { MARITAL_STATUSES } from '../services/api/contract';
import { maritalStatusForm } from '../machines/view/specs/marital-status';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { OptionList } from '../src/ui/option-list';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('ira');

/** The four choices in code order, labelled by their code names. */
export const MARITAL_OPTIONS = Object.entries(MARITAL_STATUSES).map(([name, code]) => ({
  value: String(code),
  labelKey: `maritalStatus.options.${name}`,
}));

export function MaritalStatusForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const [form, fields] = useStepForm(maritalStatusForm, view, send);
  return (
    <form {...formProps(form)} className="w-form">
      <OptionList
        type="radio"
        field={fields.MaritalStatus}
        legend={t('maritalStatus.legend')}
        options={MARITAL_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        columns={2}
        error={fieldError(fields.MaritalStatus, view, 'MaritalStatus')}
      />
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function MaritalStatus(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('maritalStatus.title')} subtitle={t('maritalStatus.subtitle')} />
      <MaritalStatusForm {...props} />
    </>
  );
}

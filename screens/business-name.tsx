/**
 * Business name — SECURE_BUSINESS_ORIGIN_NAME '/business/secure/verify/name' (doc 2 §2.6 "Entity
 * business name"): one field 'Business name' (required, at most 50 characters: businessNameForm,
 * keys businessName / businessNameMax) and Continue. Sends `wizard.submit` with {Name} (trimmed);
 * the machine saves it as the legal entity's name (machines/view/specs/business-name.ts). Server
 * errors with Context 'Name' (NameIsNullOrEmpty, LegalEntityNameInvalidLength) show under the field.
 *
 * `BusinessNameForm` is also the business review's edit form (doc 2 §2.11, §2.24: Update).
 */
import { TextInput } from '@mantine/core';
import { businessNameForm } from '../machines/view/specs/business-name';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

export function BusinessNameForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const [form, fields] = useStepForm(businessNameForm, view, send);
  return (
    <form {...formProps(form)} className="w-form">
      <TextInput
        key={fields.Name.key}
        {...inputProps(fields.Name)}
        label={t('businessName.label')}
        autoComplete="organization"
        maxLength={50}
        withAsterisk
        error={fieldError(fields.Name, view, 'Name')}
      />
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function BusinessName(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('businessName.title')} subtitle={t('businessName.subtitle')} />
      <BusinessNameForm {...props} />
    </>
  );
}

/**
 * IRA business name — SECURE_BUSINESS_NAME '/secure/businessName' (doc 2 §2.6; SEP and SIMPLE
 * IRAs): one field BusinessName (required, at most 50: iraBusinessNameForm, the request schema of
 * …/ira-business-names). Sends `wizard.submit` with {BusinessName} (trimmed); the spec's saver keeps
 * it as IRAApplication.CompanyName.
 *
 * `IraBusinessNameForm` is also the review's edit form (doc 2 §2.23 "business name (IRA SEP/SIMPLE)").
 */
import { TextInput } from '@mantine/core';
import {
  iraBusinessNameForm,
  iraBusinessNameFormAssisted,
} from '../machines/view/specs/ira-business-name';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('ira');

export function IraBusinessNameForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  // doc 2 §5: a sales agent may leave the name empty (view.data.salesSession), saved as null.
  const schema =
    view.data.salesSession === true ? iraBusinessNameFormAssisted : iraBusinessNameForm;
  const [form, fields] = useStepForm(schema, view, send);
  return (
    <form {...formProps(form)} className="w-form">
      <TextInput
        key={fields.BusinessName.key}
        {...inputProps(fields.BusinessName)}
        label={t('iraBusinessName.label')}
        autoComplete="organization"
        maxLength={50}
        withAsterisk
        error={fieldError(fields.BusinessName, view, 'BusinessName')}
      />
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function IraBusinessName(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('iraBusinessName.title')} subtitle={t('iraBusinessName.subtitle')} />
      <IraBusinessNameForm {...props} />
    </>
  );
}

/**
 * Trust name — SECURE_TRUST_NAME '/secure/trust/name' (doc 2 §2.7): one field 'Trust name'
 * (required, at most 100 characters: trustNameForm, keys trustName / trustNameMax) and Continue.
 * Sends `wizard.submit` with {Name} (trimmed); the machine saves it as the legal entity's name
 * (machines/view/specs/trust-name.ts). Server errors with Context 'Name' show under the field.
 *
 * `TrustNameForm` can also serve an edit modal (doc 2 §2.24: Update).
 */
import { TextInput } from '@mantine/core';
import { TRUST_NAME_MAX } from '../services/api/entity-fields';
import { trustNameForm } from '../machines/view/specs/trust-name';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

export function TrustNameForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const [form, fields] = useStepForm(trustNameForm, view, send);
  return (
    <form {...formProps(form)} className="w-form">
      <TextInput
        key={fields.Name.key}
        {...inputProps(fields.Name)}
        label={t('trustName.label')}
        autoComplete="organization"
        maxLength={TRUST_NAME_MAX}
        withAsterisk
        error={fieldError(fields.Name, view, 'Name')}
      />
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function TrustName(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('trustName.title')} subtitle={t('trustName.subtitle')} />
      <TrustNameForm {...props} />
    </>
  );
}

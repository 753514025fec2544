/**
 * Identity country — SECURE_IDENTITY '/secure/identity' (doc 2 §2.14): a searchable country select,
 * default USA (`data.countries`). Sends {CountryIso3Code}; the machine routes USA to the SSN and any
 * other country to the skip path (Address). The secondary owner's and the minor's identity
 * (SECURE_SECONDARY_IDENTITY, SECURE_MINOR_IDENTITY; `view.person`) name the person in the header.
 *
 * `IdentityForm` is also the review's edit form (citizenship).
 */
import { getFormProps } from '@conform-to/react';
import type { CountryOption } from '../machines/screen-contract';
import { identityCountryForm } from '../services/api/fields';
import { t } from '../src/i18n/t';
import { CountrySelect } from '../src/ui/country-select';
import { fieldError, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { personHeader } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';

export function IdentityForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const [form, fields] = useStepForm(identityCountryForm, view, send, {
    defaultValue: { CountryIso3Code: view.initial.CountryIso3Code || 'USA' },
  });
  return (
    <form {...getFormProps(form)} className="w-form">
      <CountrySelect
        field={fields.CountryIso3Code}
        countries={view.data.countries as CountryOption[] | undefined}
        label={t('identity.label')}
        error={fieldError(fields.CountryIso3Code, view, 'CountryIso3Code')}
      />
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function IdentityCountry(props: ScreenProps) {
  const head = personHeader(props.view, 'identity');
  return (
    <>
      <ScreenHeader title={head.title} subtitle={head.subtitle} />
      <IdentityForm {...props} />
    </>
  );
}

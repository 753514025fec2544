/**
 * Identity country — SECURE_IDENTITY '/secure/identity' (doc 2 §2.14): a searchable country select,
 * default USA (`data.countries`). Sends {CountryIso3Code}; the machine routes USA to the SSN and any
 * other country to the skip path (Address). The secondary owner's and the minor's identity
 * (SECURE_SECONDARY_IDENTITY, SECURE_MINOR_IDENTITY; `view.person`) name the person in the header.
 *
 * `IdentityForm` is also the review's edit form (citizenship).
 */
import { identityCountryForm } from '../machines/view/specs/person';
import { registerTexts, t } from '../src/i18n/t';
import { CountrySelect } from '../src/ui/country-select';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { FormError, InfoBox, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { personHeader } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

export function IdentityForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  // doc 2 §5: a UTMA application's identity countries must be USA (docs/decisions.md).
  const usOnly = view.data.applicationType === 'UTMA';
  const all = dataOf(view, 'identityCountry').countries;
  const [form, fields] = useStepForm(identityCountryForm, view, send, {
    defaultValue: { CountryIso3Code: usOnly ? 'USA' : view.initial.CountryIso3Code || 'USA' },
  });
  return (
    <form {...formProps(form)} className="w-form">
      {usOnly ? <InfoBox>{t('identity.utmaUsOnly')}</InfoBox> : null}
      <CountrySelect
        field={fields.CountryIso3Code}
        countries={usOnly ? all?.filter((c) => c.Iso3Code === 'USA') : all}
        label={t('identity.label')}
        // Citizenship: no autocomplete token means it; 'country-name' would offer the address country.
        autoComplete="off"
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

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

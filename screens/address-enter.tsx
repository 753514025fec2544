/**
 * Address entry — ADDRESS_ENTER '/address/enter' (doc 2 §2.20): Street, Apt/Suite (optional),
 * City, State (a select of `data.states` for the country they belong to, free text elsewhere),
 * Postal code and Country. Changing the country clears state, street, apt, city and postal code.
 * Manual entry always works (autocomplete sits behind an adapter and is optional). Browser autofill
 * works on every field (address-line1/2, address-level2/1, postal-code, country-name); the state and
 * country pickers take a filled-in name or code (src/ui/autofill.ts). IRA / UTMA:
 * a non-USA country shows a note and disables Continue (`data.usOnly`, or `data.applicationType`
 * IRA / UTMA). Sends addressForm's output. The secondary owner's and the minor's address
 * (ADDRESS_SECONDARY_ENTER, ADDRESS_MINOR_ENTER; `view.person`) name the person in the header; a
 * 'same address' answer of Yes arrives as the prefill (machines/view/selectors.ts).
 *
 * `AddressForm` is also the review's edit form.
 */
import '../src/ui/select-styles';
import { useInputControl } from '@conform-to/react';
import { Autocomplete, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { addressForm } from '../machines/view/specs/person';
import { registerTexts, t } from '../src/i18n/t';
import { onAutofillInput } from '../src/ui/autofill';
import { CountrySelect } from '../src/ui/country-select';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, InfoBox, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { applicationTypeOf, personHeader } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

/** Cleared when the country changes (State is cleared through its control). */
const CLEARED = ['Street', 'AptOrSuite', 'City', 'PostalCode'] as const;

export function AddressForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const [form, fields] = useStepForm(addressForm, view, send, {
    defaultValue: { ...view.initial, CountryIso3Code: view.initial.CountryIso3Code || 'USA' },
  });
  const state = useInputControl(fields.State);
  const country =
    typeof fields.CountryIso3Code.value === 'string' ? fields.CountryIso3Code.value : 'USA';
  const statesCountry =
    typeof view.data.statesCountry === 'string' ? view.data.statesCountry : 'USA';
  const rawStates = dataOf(view, 'addressEnter').states;
  const suggestions = dataOf(view, 'addressEnter').addressSuggestions ?? [];
  const stateOptions = useMemo(
    () =>
      (rawStates ?? []).map((s) => ({
        value: s.Code,
        label: s.Caption,
      })),
    [rawStates],
  );
  const useStateSelect = country === statesCountry && stateOptions.length > 0;
  // doc 2 §2.20, §5: IRA and UTMA addresses are USA only.
  const kind = applicationTypeOf(view);
  const usOnly = view.data.usOnly === true || kind === 'IRA' || kind === 'UTMA';
  const blocked = usOnly && country !== 'USA';

  /** A picked country clears the address; an autofilled one keeps what the browser filled in with it (not the state: its list changes). */
  const onCountry = (iso3: string, how: 'pick' | 'autofill') => {
    if (how === 'pick') for (const name of CLEARED) form.update({ name, value: '' });
    state.change('');
    send({ type: 'address.country', country: iso3 });
  };

  return (
    <form {...formProps(form)} className="w-form">
      <Autocomplete
        key={fields.Street.key}
        {...inputProps(fields.Street)}
        label={t('secureAddressEnter.street')}
        placeholder={t('secureAddressEnter.streetPlaceholder')}
        autoComplete="address-line1"
        maxLength={50}
        withAsterisk
        data={suggestions.map((x) => x.label)}
        // The lookup already filtered; show what it found.
        filter={({ options }) => options}
        onChange={(query) => {
          // Choosing a suggestion also reports its label as a change: that is not a new lookup.
          if (!suggestions.some((x) => x.label === query))
            send({ type: 'address.lookup', query, country });
        }}
        onOptionSubmit={(label) => {
          const hit = suggestions.find((x) => x.label === label);
          if (hit) send({ type: 'address.pick', id: hit.id });
        }}
        error={fieldError(fields.Street, view, 'Street')}
      />
      <TextInput
        key={fields.AptOrSuite.key}
        {...inputProps(fields.AptOrSuite)}
        label={
          <>
            {t('secureAddressEnter.apt')}{' '}
            <span className="w-optional">({t('common.optional')})</span>
          </>
        }
        autoComplete="address-line2"
        maxLength={50}
        error={fieldError(fields.AptOrSuite, view, 'AptOrSuite')}
      />
      <TextInput
        key={fields.City.key}
        {...inputProps(fields.City)}
        label={t('secureAddressEnter.city')}
        autoComplete="address-level2"
        maxLength={50}
        withAsterisk
        error={fieldError(fields.City, view, 'City')}
      />
      <div className="w-row">
        {useStateSelect ? (
          <Select
            key={`state-select-${country}`}
            id={fields.State.id}
            label={t('secureAddressEnter.state')}
            placeholder={t('secureAddressEnter.statePlaceholder')}
            data={stateOptions}
            value={typeof state.value === 'string' && state.value ? state.value : null}
            onChange={(v) => state.change(v ?? '')}
            onInput={onAutofillInput(
              stateOptions,
              typeof state.value === 'string' ? state.value : null,
              state.change,
            )}
            onFocus={state.focus}
            onBlur={state.blur}
            searchable
            allowDeselect={false}
            autoComplete="address-level1"
            withAsterisk
            error={fieldError(fields.State, view, 'State')}
          />
        ) : (
          <TextInput
            key={`state-text-${country}`}
            id={fields.State.id}
            label={t('secureAddressEnter.region')}
            value={typeof state.value === 'string' ? state.value : ''}
            onChange={(e) => state.change(e.currentTarget.value)}
            onFocus={state.focus}
            onBlur={state.blur}
            autoComplete="address-level1"
            maxLength={50}
            withAsterisk
            error={fieldError(fields.State, view, 'State')}
          />
        )}
        <TextInput
          key={fields.PostalCode.key}
          {...inputProps(fields.PostalCode)}
          label={t('secureAddressEnter.postalCode')}
          autoComplete="postal-code"
          maxLength={10}
          withAsterisk
          error={fieldError(fields.PostalCode, view, 'PostalCode')}
        />
      </div>
      <CountrySelect
        field={fields.CountryIso3Code}
        countries={dataOf(view, 'addressEnter').countries}
        label={t('secureAddressEnter.country')}
        error={fieldError(fields.CountryIso3Code, view, 'CountryIso3Code')}
        onValueChange={onCountry}
      />
      {blocked ? <InfoBox>{t('secureAddressEnter.usOnly')}</InfoBox> : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} disabled={blocked} />
    </form>
  );
}

export default function AddressEnter(props: ScreenProps) {
  const head = personHeader(props.view, 'address');
  return (
    <>
      <ScreenHeader title={head.title} subtitle={head.subtitle} />
      <AddressForm {...props} />
    </>
  );
}

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

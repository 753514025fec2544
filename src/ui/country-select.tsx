/**
 * A searchable country select bound to a Conform field through `useInputControl`
 * (doc 2 §2.14 identity country, §2.20 address country). Values are ISO3 codes.
 *
 * Autofill (issue 12): `autoComplete` defaults to 'country-name' (the input shows the country's
 * name); a filled-in name, ISO2 or ISO3 code picks the country (src/ui/autofill.ts). Pass 'off'
 * where the country is not the applicant's address country (citizenship, an ID's issuer).
 */
import './select-styles';
import { useInputControl } from '@conform-to/react';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { CountryOption } from '../../machines/screen-contract';
import { registerTexts, t } from '../i18n/t';
import { onAutofillInput } from './autofill';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

export const USA_OPTION: CountryOption = {
  Iso3Code: 'USA',
  Iso2Code: 'US',
  Caption: 'United States of America',
  TelephoneCode: '1',
};

export function CountrySelect(props: {
  field: {
    id: string;
    name: string;
    formId: string;
    key?: string | null;
    initialValue?: string | undefined;
  };
  countries: readonly CountryOption[] | undefined;
  label: string;
  error?: string;
  disabled?: boolean;
  /** Called with the new ISO3 code; `autofill` when the browser filled it in (not a pick). */
  onValueChange?: (iso3: string, how: 'pick' | 'autofill') => void;
  /** The input's autocomplete token (default 'country-name'). */
  autoComplete?: 'country-name' | 'off';
}) {
  const control = useInputControl(props.field);
  const data = useMemo(() => {
    const list = props.countries?.length ? props.countries : [USA_OPTION];
    return list.map((c) => ({ value: c.Iso3Code, label: c.Caption, aliases: [c.Iso2Code] }));
  }, [props.countries]);
  const autoComplete = props.autoComplete ?? 'country-name';
  const value = typeof control.value === 'string' && control.value ? control.value : null;
  return (
    <Select
      id={props.field.id}
      label={props.label}
      data={data}
      value={value}
      onChange={(v) => {
        control.change(v ?? '');
        if (v) props.onValueChange?.(v, 'pick');
      }}
      onInput={
        autoComplete === 'off'
          ? undefined
          : onAutofillInput(data, value, (v) => {
              control.change(v);
              props.onValueChange?.(v, 'autofill');
            })
      }
      onFocus={control.focus}
      onBlur={control.blur}
      searchable
      allowDeselect={false}
      placeholder={t('identity.searchPlaceholder')}
      nothingFoundMessage={t('identity.nothingFound')}
      disabled={props.disabled}
      autoComplete={autoComplete}
      maxDropdownHeight={300}
      error={props.error}
    />
  );
}

/**
 * A searchable country select bound to a Conform field through `useInputControl`
 * (doc 2 §2.14 identity country, §2.20 address country). Values are ISO3 codes.
 */
import './select-styles';
import { useInputControl } from '@conform-to/react';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { CountryOption } from '../../machines/screen-contract';
import { t } from '../i18n/t';

export const USA_OPTION: CountryOption = { Iso3Code: 'USA', Iso2Code: 'US', Caption: 'United States of America', TelephoneCode: '1' };

export function CountrySelect(props: {
  field: { id: string; name: string; formId: string; key?: string | null; initialValue?: string | undefined };
  countries: CountryOption[] | undefined;
  label: string;
  error?: string;
  disabled?: boolean;
  onValueChange?: (iso3: string) => void;
}) {
  const control = useInputControl(props.field);
  const data = useMemo(() => {
    const list = props.countries?.length ? props.countries : [USA_OPTION];
    return list.map((c) => ({ value: c.Iso3Code, label: c.Caption }));
  }, [props.countries]);
  return (
    <Select
      id={props.field.id}
      label={props.label}
      data={data}
      value={typeof control.value === 'string' && control.value ? control.value : null}
      onChange={(v) => {
        control.change(v ?? '');
        if (v) props.onValueChange?.(v);
      }}
      onFocus={control.focus}
      onBlur={control.blur}
      searchable
      allowDeselect={false}
      placeholder={t('identity.searchPlaceholder')}
      nothingFoundMessage={t('identity.nothingFound')}
      disabled={props.disabled}
      autoComplete="off"
      maxDropdownHeight={300}
      error={props.error}
    />
  );
}

/**
 * A Mantine Select bound to a Conform field through `useInputControl` (the pattern of the name
 * screen's suffix select), for the IRA screens' reference-list selects (doc 2 §2.16, §2.21). Mount
 * it only while its field is shown: the hidden input Conform adds for it goes away on unmount, so
 * a hidden field sends nothing. While `options` is empty (the list is not loaded yet) the select
 * renders disabled with the 'Loading' placeholder and keeps any prefilled value.
 */
import './select-styles';
import { useInputControl } from '@conform-to/react';
import { Select } from '@mantine/core';
import { t } from '../i18n/t';
import { controlMeta } from './form';

export interface SelectOption {
  value: string;
  label: string;
}

export function FieldSelect(props: {
  field: { id: string; name: string; formId: string; key?: string | null; initialValue?: unknown };
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  searchable?: boolean;
  nothingFound?: string;
  withAsterisk?: boolean;
  /** The list is still loading (default: `options` is empty). */
  loading?: boolean;
  /** Called with the chosen value after the field changed (for dependent fields). */
  onValueChange?: (value: string) => void;
}) {
  const control = useInputControl(controlMeta(props.field));
  const loading = props.loading ?? props.options.length === 0;
  return (
    <Select
      id={props.field.id}
      label={props.label}
      data={props.options as SelectOption[]}
      value={typeof control.value === 'string' && control.value ? control.value : null}
      onChange={(v) => {
        control.change(v ?? '');
        props.onValueChange?.(v ?? '');
      }}
      onFocus={control.focus}
      onBlur={control.blur}
      placeholder={loading ? t('common.loading') : props.placeholder}
      disabled={props.disabled || loading}
      searchable={props.searchable}
      nothingFoundMessage={props.nothingFound}
      allowDeselect={false}
      autoComplete="off"
      maxDropdownHeight={300}
      withAsterisk={props.withAsterisk}
      error={props.error}
    />
  );
}

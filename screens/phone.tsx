/**
 * Phone — SECURE_PHONE_NUMBER '/secure/phone-number' (doc 2 §2.17): an international phone input
 * with a searchable country select (US default; IRA: US only, with a note), formatted as you type
 * by libphonenumber-js. This module (and so libphonenumber-js) is a lazily loaded chunk, never part
 * of the first load. Validated by phoneForm (doc 2 §5); sends {Phone, Country (ISO2)}; 'Skip'
 * sends `wizard.skip`. Read-only for the MAIN person when the number is linked to two-factor
 * authentication. The secondary owner's and the minor's phone (SECURE_SECONDARY_PHONE_NUMBER,
 * SECURE_MINOR_PHONE_NUMBER; `view.person`) name the person in the header and are never locked.
 *
 * In a sales agent's session (`data.salesSession`, doc 2 §5) the number may be left empty (saved
 * as an all-null phone), here and in the review's edit modal.
 *
 * data: { countries, usOnly?, locked?, applicationType?, salesSession? } (an IRA application is US only).
 * initial: { Phone?, Country? }.
 */
import '../src/ui/select-styles';
import { useInputControl } from '@conform-to/react';
import { Select, TextInput } from '@mantine/core';
import { AsYouType, type CountryCode } from 'libphonenumber-js/max';
import { useMemo, type FormEvent } from 'react';
import type { CountryOption } from '../machines/screen-contract';
import { phoneForm } from '../services/api/phone-fields';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { applicationTypeOf, personHeader, slotOf } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

const US: CountryOption = {
  Iso3Code: 'USA',
  Iso2Code: 'US',
  Caption: 'United States of America',
  TelephoneCode: '1',
};

/** Formats a typed number for the country (keeps what the user typed when it cannot). */
export function formatAsYouType(value: string, iso2: string): string {
  if (!value.trim()) return value;
  try {
    return new AsYouType(iso2.toUpperCase() as CountryCode).input(value);
  } catch {
    return value;
  }
}

export function PhoneForm({
  view,
  send,
  submitLabelKey = 'common.continue',
  inModal,
}: StepFormProps) {
  // doc 2 §2.17: IRA — US numbers only; the two-factor lock is the MAIN person's.
  const usOnly = view.data.usOnly === true || applicationTypeOf(view) === 'IRA';
  const locked = view.data.locked === true && slotOf(view) === 'main';
  // doc 2 §5: a sales agent may leave the phone empty (view.data.salesSession), saved as null.
  const assisted = view.data.salesSession === true;
  const schema = useMemo(() => phoneForm({ usOnly, assisted }), [usOnly, assisted]);
  const list = dataOf(view, 'phone').countries;
  const countries = useMemo(() => {
    const all = list?.length ? list.filter((c) => c.Iso2Code) : [US];
    return usOnly ? all.filter((c) => c.Iso2Code === 'US') : all;
  }, [list, usOnly]);
  const options = useMemo(
    () =>
      countries.map((c) => ({
        value: c.Iso2Code,
        label: `${c.Iso2Code} +${c.TelephoneCode ?? ''}`,
      })),
    [countries],
  );
  const captions = useMemo(
    () => new Map(countries.map((c) => [c.Iso2Code, c.Caption])),
    [countries],
  );
  const [form, fields] = useStepForm(schema, view, send, {
    defaultValue: {
      Phone: formatAsYouType(view.initial.Phone ?? '', view.initial.Country || 'US'),
      Country: view.initial.Country || 'US',
    },
  });
  const country = useInputControl(fields.Country);
  const iso2 = typeof country.value === 'string' && country.value ? country.value : 'US';

  const onPhoneInput = (e: FormEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    // Re-format only when typing at the end, so edits in the middle keep the caret.
    if (el.selectionStart !== el.value.length) return;
    if ((e.nativeEvent as InputEvent).inputType?.startsWith('delete')) return;
    const formatted = formatAsYouType(el.value, iso2);
    if (formatted !== el.value) el.value = formatted;
  };

  return (
    <form {...formProps(form)} className="w-form">
      <div className="w-row w-row--phone">
        <Select
          id={fields.Country.id}
          label={t('phone.countryLabel')}
          data={options}
          value={iso2}
          onChange={(v) => country.change(v ?? 'US')}
          onFocus={country.focus}
          onBlur={country.blur}
          searchable
          allowDeselect={false}
          readOnly={locked || usOnly}
          nothingFoundMessage={t('identity.nothingFound')}
          filter={({ options: opts, search }) => {
            const q = search.trim().toLowerCase();
            if (!q) return opts;
            return opts.filter((o) => {
              if (!('value' in o)) return false;
              return (
                o.label.toLowerCase().includes(q) ||
                (captions.get(o.value) ?? '').toLowerCase().includes(q)
              );
            });
          }}
          renderOption={({ option }) => (
            <span className="w-country-opt">
              <span>{captions.get(option.value) ?? option.value}</span>
              <span className="w-country-opt__code">{option.label}</span>
            </span>
          )}
          comboboxProps={{ width: 320, position: 'bottom-start' }}
        />
        <TextInput
          key={fields.Phone.key}
          {...inputProps(fields.Phone)}
          type="tel"
          label={t('phone.label')}
          placeholder={t('phone.placeholder')}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={50}
          readOnly={locked}
          onInput={onPhoneInput}
          description={locked ? t('phone.lockedNote') : usOnly ? t('phone.usOnlyNote') : undefined}
          error={fieldError(fields.Phone, view, 'Phone')}
        />
      </div>
      <FormError message={tr(view, view.formError)} />
      <SubmitRow
        label={t(submitLabelKey)}
        busy={view.busy}
        secondary={
          view.canSkip && !inModal ? (
            <LinkButton onClick={() => send({ type: 'wizard.skip' })}>{t('phone.skip')}</LinkButton>
          ) : null
        }
      />
    </form>
  );
}

export default function Phone(props: ScreenProps) {
  const head = personHeader(props.view, 'phone');
  return (
    <>
      <ScreenHeader title={head.title} subtitle={head.subtitle} />
      <PhoneForm {...props} />
    </>
  );
}

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

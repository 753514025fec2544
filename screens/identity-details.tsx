/**
 * Identity details — SECURE_IDENTITY_DETAILS '/secure/identity/details' (doc 2 §2.16; IRA): ID type
 * (a select of `data.identificationTypes`), ID number, issue and expiration dates each as MM / DD /
 * YYYY with automatic advance, and the issuer: a state select (`data.states`) for a US driver's
 * licence or state ID (any type but the Passport, which the server requires it for), a country select
 * (`data.countries`) for a Passport. Changing the ID type clears the other fields, unless the saved
 * type is chosen again, which restores the saved values (doc 2 §4 "ID details"). Client rules:
 * identityDetailsForm (doc 2 §5); a date error blocks the submit. Sends {IDType, IDNumber, IssueDate,
 * ExpiryDate, IssuedBy, State}; server errors show under IDType, IDNumber, the issue or expiry date,
 * IssuedBy and State, others (UnnecessaryDataProvided) under the form (doc 2 §8).
 *
 * data: { identificationTypes, states, countries } (empty lists while loading: the selects are disabled).
 * `IdentityDetailsForm` is also usable as an edit form (`submitLabelKey`).
 */
import '../src/ui/option-list.css';
import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { CountryOption, StateOption } from '../machines/screen-contract';
import {
  IDENTITY_DETAILS_INPUTS,
  issuerOf,
  type IdentificationTypeOption,
} from '../services/api/ira-fields';
import { identityDetailsForm } from '../machines/view/specs/identity-details';
import { registerTexts, t } from '../src/i18n/t';
import { CountrySelect } from '../src/ui/country-select';
import { FieldSelect } from '../src/ui/field-select';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { advance } from '../src/ui/digit-advance';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('ira');

const NONE: readonly never[] = [];
/** `v` when it is a list, else one shared empty list (stable for useMemo). */
const list = <T,>(v: unknown): readonly T[] => (Array.isArray(v) ? (v as T[]) : NONE);
/** The client rule's message of a date part, translated. */
const partError = (f: PartField) => (f.errors?.[0] ? t(f.errors[0]) : undefined);

type PartField = {
  id: string;
  name: string;
  formId: string;
  key?: string | null;
  initialValue?: unknown;
  errors?: string[];
};

/** MM / DD / YYYY of one date, one error line under the three (client part errors first, then the server's). */
function DateParts(props: {
  legend: string;
  parts: { Month: PartField; Day: PartField; Year: PartField };
  error: string | undefined;
  errorId: string;
  /** Where focus goes after the year. */
  nextId: string | null;
}) {
  const { Month, Day, Year } = props.parts;
  const invalid = Boolean(props.error);
  const part = (
    f: PartField,
    label: string,
    placeholder: string,
    max: number,
    nextId: string | null,
  ) => (
    <TextInput
      key={f.key}
      {...inputProps(f)}
      label={t(label)}
      classNames={{ label: 'w-part-label' }}
      placeholder={t(placeholder)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={max}
      onInput={advance(max, nextId)}
      error={invalid || undefined}
    />
  );
  return (
    <fieldset className="w-fieldset w-opts" aria-describedby={invalid ? props.errorId : undefined}>
      <legend className="w-opts__legend">{props.legend}</legend>
      <div className="w-row w-row--3">
        {part(Month, 'identityDetails.month', 'identityDetails.monthPlaceholder', 2, Day.id)}
        {part(Day, 'identityDetails.day', 'identityDetails.dayPlaceholder', 2, Year.id)}
        {part(Year, 'identityDetails.year', 'identityDetails.yearPlaceholder', 4, props.nextId)}
      </div>
      {props.error ? (
        <p id={props.errorId} className="w-field-error w-opts__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function IdentityDetailsForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const types = list<IdentificationTypeOption>(view.data.identificationTypes);
  const states = list<StateOption>(view.data.states);
  const countries = list<CountryOption>(view.data.countries);
  const schema = useMemo(() => identityDetailsForm(types), [types]);
  const [form, fields] = useStepForm(schema, view, send);
  const typeOptions = useMemo(
    () => types.map((x) => ({ value: String(x.IdentificationTypeID), label: x.Caption })),
    [types],
  );
  const stateOptions = useMemo(
    () => states.map((s) => ({ value: s.Code, label: s.Caption })),
    [states],
  );
  const issuer = issuerOf(
    types,
    typeof fields.IDType.value === 'string' ? fields.IDType.value : null,
  );

  /** doc 2 §4: a new type clears the other fields; the saved type brings the saved values back. */
  const onType = (type: string) => {
    const restore = type !== '' && type === view.initial.IDType;
    for (const name of IDENTITY_DETAILS_INPUTS) {
      if (name !== 'IDType')
        form.update({ name, value: restore ? (view.initial[name] ?? '') : '' });
    }
  };

  const dateError = (prefix: 'Issue' | 'Expiry', server: string) =>
    partError(fields[`${prefix}Month`]) ??
    partError(fields[`${prefix}Day`]) ??
    partError(fields[`${prefix}Year`]) ??
    fieldError(undefined, view, server);

  return (
    <form {...formProps(form)} className="w-form">
      <FieldSelect
        field={fields.IDType}
        label={t('identityDetails.idType')}
        placeholder={t('identityDetails.idTypePlaceholder')}
        options={typeOptions}
        withAsterisk
        onValueChange={onType}
        error={fieldError(fields.IDType, view, 'IDType')}
      />
      <TextInput
        key={fields.IDNumber.key}
        {...inputProps(fields.IDNumber)}
        label={t('identityDetails.idNumber')}
        autoComplete="off"
        maxLength={50}
        withAsterisk
        error={fieldError(fields.IDNumber, view, 'IDNumber')}
      />
      <DateParts
        legend={t('identityDetails.issueDate')}
        parts={{ Month: fields.IssueMonth, Day: fields.IssueDay, Year: fields.IssueYear }}
        error={dateError('Issue', 'IssueDate')}
        errorId={`${form.id}-issue-error`}
        nextId={fields.ExpiryMonth.id}
      />
      <DateParts
        legend={t('identityDetails.expiryDate')}
        parts={{ Month: fields.ExpiryMonth, Day: fields.ExpiryDay, Year: fields.ExpiryYear }}
        error={dateError('Expiry', 'ExpiryDate')}
        errorId={`${form.id}-expiry-error`}
        nextId={null}
      />
      {issuer === 'state' ? (
        <FieldSelect
          field={fields.State}
          label={t('identityDetails.state')}
          placeholder={t('identityDetails.statePlaceholder')}
          options={stateOptions}
          searchable
          nothingFound={t('identityDetails.nothingFound')}
          withAsterisk
          error={fieldError(fields.State, view, 'State')}
        />
      ) : null}
      {issuer === 'country' ? (
        <CountrySelect
          field={fields.IssuedBy}
          countries={countries as CountryOption[]}
          label={t('identityDetails.issuedBy')}
          // The ID's issuing country, not an address: no autocomplete token means it.
          autoComplete="off"
          error={fieldError(fields.IssuedBy, view, 'IssuedBy')}
        />
      ) : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function IdentityDetails(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('identityDetails.title')} subtitle={t('identityDetails.subtitle')} />
      <IdentityDetailsForm {...props} />
    </>
  );
}

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

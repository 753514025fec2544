/**
 * Date of birth — SECURE_DOB '/secure/dob' (doc 2 §2.13): MM, DD and YYYY with automatic advance
 * from one to the next; the error shows under the form. Validated by dateOfBirthForm (month,
 * day-of-month, year 1901..last year — the current year for the minor, `maxBirthYear`) with the age rule of the person's role (doc 2 §5 "Age",
 * `dobRole`): the secondary owner (SECURE_SECONDARY_DOB) at least 18 'dateOfBirthSecondary' naming
 * them, the minor (SECURE_MINOR_DOB) under 21 'dateOfBirthUtma', the main person of a UTMA
 * application (`data.applicationType` 'UTMA', the custodian) at least 21
 * 'dateOfBirthUtmaCustodian', anyone else at least 18 'dateOfBirth'. Sends {Month, Day, Year} as
 * numbers. In a sales agent's session (`data.salesSession`, doc 2 §5) the three parts may be left
 * empty (sent as nulls, saved as DateOfBirth null), here and in the review's edit modal.
 *
 * `DobForm` is also the review's edit form.
 */
import { dateFieldOrder } from '../src/i18n/format';
import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { dateOfBirthForm, dateOfBirthFormAssisted } from '../machines/view/specs/person';
import { registerTexts, t } from '../src/i18n/t';
import { formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { advance } from '../src/ui/digit-advance';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { dobRole, personHeader, personWhoCapitalized, slotOf } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

export function DobForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const role = dobRole(view);
  // doc 2 §5: a sales agent may leave the date empty (view.data.salesSession), saved as null.
  const assisted = view.data.salesSession === true;
  const schema = useMemo(
    () => (assisted ? dateOfBirthFormAssisted(role) : dateOfBirthForm(role)),
    [role, assisted],
  );
  const [form, fields] = useStepForm(schema, view, send);
  // 'dateOfBirthSecondary' names the applicant ({{name}}, doc 2 §5).
  const name = slotOf(view) === 'main' ? undefined : personWhoCapitalized(view);
  const message = (field: { errors?: string[] }, key: string): string | undefined => {
    const client = field.errors?.[0];
    if (client) return t(client, { name });
    const server = view.fieldErrors[key];
    return server ? t(server, { defaultValue: view.errorFallbacks?.[server], name }) : undefined;
  };
  const error =
    message(fields.Month, 'Month') ??
    message(fields.Day, 'Day') ??
    message(fields.Year, 'Year') ??
    message({}, 'DateOfBirth');
  const invalid = Boolean(error);
  const order = dateFieldOrder();
  const parts = {
    month: { field: fields.Month, autoComplete: 'bday-month', length: 2 },
    day: { field: fields.Day, autoComplete: 'bday-day', length: 2 },
    year: { field: fields.Year, autoComplete: 'bday-year', length: 4 },
  } as const;
  return (
    <form {...formProps(form)} className="w-form">
      <fieldset className="w-fieldset" aria-describedby={invalid ? 'dob-error' : undefined}>
        <legend className="w-sr">{t('dob.legend')}</legend>
        <div className="w-row w-row--3 w-row--dob">
          {/* Issue 24: the fields in the locale's date order (Intl: en-US M/D/Y, es-US D/M/Y);
              keyed, so a language switch moves them with what was typed. */}
          {order.map((part, i) => {
            const f = parts[part];
            const next = order[i + 1];
            return (
              <TextInput
                key={f.field.key}
                {...inputProps(f.field)}
                label={t(`dob.${part}`)}
                placeholder={t(`dob.${part}Placeholder`)}
                inputMode="numeric"
                autoComplete={f.autoComplete}
                maxLength={f.length}
                onInput={advance(f.length, next ? parts[next].field.id : null)}
                error={invalid || undefined}
              />
            );
          })}
        </div>
      </fieldset>
      {error ? (
        <p id="dob-error" className="w-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function Dob(props: ScreenProps) {
  const head = personHeader(props.view, 'dob');
  return (
    <>
      <ScreenHeader title={head.title} subtitle={head.subtitle} />
      <DobForm {...props} />
    </>
  );
}

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

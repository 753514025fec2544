/**
 * Employment status — EMPLOYMENT_STATUS '/secure/employmentStatus' (doc 2 §2.21; IRA customer due
 * diligence): the status select (`data.employmentStatuses`), then occupation category and occupation
 * (`data.occupations`; the labels read 'prior' when the status is above 1), and either the employer
 * (name, street, city, state select of `data.states`, ZIP; status 1 only) or the source of income
 * (`data.incomeSources`; status above 1). Changing the status clears every other field; changing the
 * category clears the occupation (doc 2 §4 "Employment"). Client rules: employmentForm (doc 2 §5).
 * Sends its output {EmploymentStatus, OccupationCategory, Occupation, SourceOfIncome, Employer…};
 * server errors show under the field their Context names (doc 2 §8 Employment).
 *
 * data: { employmentStatuses, occupations, incomeSources, states } (empty while loading: the
 * selects are disabled). `EmploymentStatusForm` is also the edit form (Update in a modal, doc 2 §2.21).
 */
import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { StateOption } from '../machines/screen-contract';
import type { ResponseOf } from '../services/api/client';
import { EMPLOYED, EMPLOYER_TEXT_MAX } from '../services/api/ira-fields';
import { employmentForm } from '../machines/view/specs/employment-status';
import { registerTexts, t } from '../src/i18n/t';
import { FieldSelect } from '../src/ui/field-select';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('ira');

type Statuses = ResponseOf<'employmentStatuses'>;
type Occupations = ResponseOf<'occupations'>;
type IncomeSources = ResponseOf<'incomeSourceTypes'>;

const NONE: readonly never[] = [];
const list = <T,>(v: unknown): readonly T[] => (Array.isArray(v) ? (v as T[]) : NONE);
const asOccupations = (v: unknown): Occupations | null =>
  v && typeof v === 'object' && Array.isArray((v as Occupations).OccupationCategories)
    ? (v as Occupations)
    : null;

/** The fields cleared when the status changes (every field but the status). */
const AFTER_STATUS = [
  'OccupationCategory',
  'Occupation',
  'SourceOfIncome',
  'EmployerName',
  'EmployerAddressLine',
  'EmployerCity',
  'EmployerState',
  'EmployerZipCode',
] as const;

export function EmploymentStatusForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const [form, fields] = useStepForm(employmentForm, view, send);
  const statuses = list<Statuses[number]>(view.data.employmentStatuses);
  const incomeSources = list<IncomeSources[number]>(view.data.incomeSources);
  const states = list<StateOption>(view.data.states);
  const occupations = asOccupations(view.data.occupations);

  const status =
    typeof fields.EmploymentStatus.value === 'string' ? fields.EmploymentStatus.value : '';
  const category =
    typeof fields.OccupationCategory.value === 'string' ? fields.OccupationCategory.value : '';
  const employed = status === String(EMPLOYED);
  const prior = status !== '' && !employed;

  const statusOptions = useMemo(
    () => statuses.map((s) => ({ value: String(s.EmploymentStatusID), label: s.Caption })),
    [statuses],
  );
  const incomeOptions = useMemo(
    () => incomeSources.map((s) => ({ value: String(s.IncomeSourceTypeID), label: s.Caption })),
    [incomeSources],
  );
  const stateOptions = useMemo(
    () => states.map((s) => ({ value: s.Code, label: s.Caption })),
    [states],
  );
  const categoryOptions = useMemo(
    // Issue 35 item 11: a Spanish answer's Captions label the codes (the codes are saved).
    () =>
      (occupations?.OccupationCategories ?? []).map((c) => ({
        value: c,
        label: occupations?.Captions?.[c] ?? c,
      })),
    [occupations],
  );
  const occupationOptions = useMemo(
    () =>
      (category ? (occupations?.Occupations[category] ?? []) : []).map((o) => ({
        value: o,
        label: occupations?.Captions?.[o] ?? o,
      })),
    [occupations, category],
  );

  const onStatus = () => {
    for (const name of AFTER_STATUS) form.update({ name, value: '' });
  };
  const onCategory = () => form.update({ name: 'Occupation', value: '' });

  const text = (
    name: 'EmployerName' | 'EmployerAddressLine' | 'EmployerCity',
    labelKey: string,
    autoComplete: string,
  ) => (
    <TextInput
      key={fields[name].key}
      {...inputProps(fields[name])}
      label={t(labelKey)}
      autoComplete={autoComplete}
      maxLength={EMPLOYER_TEXT_MAX}
      withAsterisk
      error={fieldError(fields[name], view, name)}
    />
  );

  return (
    <form {...formProps(form)} className="w-form">
      <FieldSelect
        field={fields.EmploymentStatus}
        label={t('employmentStatus.status')}
        placeholder={t('employmentStatus.statusPlaceholder')}
        options={statusOptions}
        withAsterisk
        onValueChange={onStatus}
        error={fieldError(fields.EmploymentStatus, view, 'EmploymentStatus')}
      />
      {status ? (
        <>
          <FieldSelect
            field={fields.OccupationCategory}
            label={t(
              prior
                ? 'employmentStatus.priorOccupationCategory'
                : 'employmentStatus.occupationCategory',
            )}
            placeholder={t('employmentStatus.categoryPlaceholder')}
            options={categoryOptions}
            searchable
            nothingFound={t('employmentStatus.nothingFound')}
            withAsterisk
            onValueChange={onCategory}
            error={fieldError(fields.OccupationCategory, view, 'OccupationCategory')}
          />
          <FieldSelect
            field={fields.Occupation}
            label={t(prior ? 'employmentStatus.priorOccupation' : 'employmentStatus.occupation')}
            placeholder={t(
              category
                ? 'employmentStatus.occupationPlaceholder'
                : 'employmentStatus.chooseCategoryFirst',
            )}
            options={occupationOptions}
            loading={!occupations}
            disabled={!category}
            searchable
            nothingFound={t('employmentStatus.nothingFound')}
            withAsterisk
            error={fieldError(fields.Occupation, view, 'Occupation')}
          />
        </>
      ) : null}
      {prior ? (
        <FieldSelect
          field={fields.SourceOfIncome}
          label={t('employmentStatus.sourceOfIncome')}
          placeholder={t('employmentStatus.sourceOfIncomePlaceholder')}
          options={incomeOptions}
          withAsterisk
          error={fieldError(fields.SourceOfIncome, view, 'SourceOfIncome')}
        />
      ) : null}
      {employed ? (
        <fieldset className="w-fieldset w-form">
          <legend className="w-section-label">{t('employmentStatus.employer')}</legend>
          {text('EmployerName', 'employmentStatus.employerName', 'organization')}
          {text('EmployerAddressLine', 'employmentStatus.employerAddressLine', 'off')}
          {text('EmployerCity', 'employmentStatus.employerCity', 'off')}
          <div className="w-row">
            <FieldSelect
              field={fields.EmployerState}
              label={t('employmentStatus.employerState')}
              placeholder={t('employmentStatus.employerStatePlaceholder')}
              options={stateOptions}
              searchable
              nothingFound={t('employmentStatus.nothingFound')}
              withAsterisk
              error={fieldError(fields.EmployerState, view, 'EmployerState')}
            />
            <TextInput
              key={fields.EmployerZipCode.key}
              {...inputProps(fields.EmployerZipCode)}
              label={t('employmentStatus.employerZipCode')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={10}
              withAsterisk
              error={fieldError(fields.EmployerZipCode, view, 'EmployerZipCode')}
            />
          </div>
        </fieldset>
      ) : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function EmploymentStatus(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('employmentStatus.title')} subtitle={t('employmentStatus.subtitle')} />
      <EmploymentStatusForm {...props} />
    </>
  );
}

/**
 * Financial profile — FINANCIAL_PROFILE '/secure/financial-profile' (doc 2 §2.22; IRA customer due
 * diligence): the account purpose as a radio list (`data.accountPurposes`), and 'What will be the
 * initial source of funds?' / 'What will be the ongoing source of funds?' as checkbox lists of
 * `data.fundingSources`, each with 'Other, please specify' whose text box appears while Other is
 * ticked (Enter does not submit from it). Source captions show every word after the first in lower
 * case. Client rules: financialProfileForm (doc 2 §5 'personalGoal', 'otherSource'). Sends the
 * account-funding payload {AccountPurpose, InitialFundingSourceTypes: [{FundingSourceTypeID,
 * Caption}], InitialFundingOtherDetails, OngoingFundingSourceTypes, OngoingFundingOtherDetails}.
 *
 * initial: the source lists are comma-joined ids ('1,8'; `ScreenView.initial` holds strings).
 * data: { accountPurposes, fundingSources } (empty while loading: the lists show a spinner line).
 */
import { TextInput } from '@mantine/core';
import { useMemo, type KeyboardEvent } from 'react';
import {
  OTHER_DETAILS_MAX,
  otherSourceId,
  sentenceCaption,
  type AccountPurposeOption,
  type FundingSourceOption,
} from '../services/api/ira-fields';
import { financialProfileForm } from '../machines/view/specs/financial-profile';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { OptionList, type ListOption } from '../src/ui/option-list';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('ira');

const NONE: readonly never[] = [];
const list = <T,>(v: unknown): readonly T[] => (Array.isArray(v) ? (v as T[]) : NONE);
/** '1,8' → ['1', '8'] (the prefill of a checkbox list). */
export const splitIds = (s: string | undefined): string[] =>
  s ? s.split(',').filter(Boolean) : [];
const ticked = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : [];
/** doc 2 §2.22: Enter is blocked in the 'other' text boxes. */
const blockEnter = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') e.preventDefault();
};

function Loading() {
  return (
    <p className="w-note" role="status">
      <span className="w-spinner w-spinner--sm" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

export function FinancialProfileForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const purposes = list<AccountPurposeOption>(view.data.accountPurposes);
  const sources = list<FundingSourceOption>(view.data.fundingSources);
  const schema = useMemo(() => financialProfileForm(sources), [sources]);
  const [form, fields] = useStepForm(schema, view, send, {
    defaultValue: {
      ...view.initial,
      InitialFundingSourceTypes: splitIds(view.initial.InitialFundingSourceTypes),
      OngoingFundingSourceTypes: splitIds(view.initial.OngoingFundingSourceTypes),
    },
  });
  const other = otherSourceId(sources);
  const purposeOptions = useMemo(
    () => purposes.map((p) => ({ value: String(p.AccountPurposeTypeID), label: p.Caption })),
    [purposes],
  );
  const sourceOptions = useMemo(
    () =>
      sources.map((s) => ({
        value: String(s.FundingSourceTypeID),
        label:
          s.FundingSourceTypeID === other
            ? t('financialProfile.otherOption')
            : sentenceCaption(s.Caption),
      })),
    [sources, other],
  );

  const sourceList = (which: 'Initial' | 'Ongoing') => {
    const listField = fields[`${which}FundingSourceTypes`];
    const details = fields[`${which}FundingOtherDetails`];
    const otherTicked = other !== null && ticked(listField.value).includes(String(other));
    const otherBox = (o: ListOption) =>
      o.value === String(other) && otherTicked ? (
        <TextInput
          key={details.key}
          {...inputProps(details)}
          label={t(`financialProfile.${which === 'Initial' ? 'initial' : 'ongoing'}OtherDetails`)}
          placeholder={t('financialProfile.otherPlaceholder')}
          maxLength={OTHER_DETAILS_MAX}
          autoComplete="off"
          withAsterisk
          onKeyDown={blockEnter}
          error={fieldError(details, view, details.name)}
        />
      ) : null;
    return (
      <OptionList
        type="checkbox"
        field={listField}
        legend={t(`financialProfile.${which === 'Initial' ? 'initial' : 'ongoing'}Legend`)}
        hint={t('financialProfile.selectAll')}
        options={sourceOptions}
        error={fieldError(listField, view, listField.name)}
      >
        {otherBox}
      </OptionList>
    );
  };

  return (
    <form {...formProps(form)} className="w-form">
      {purposes.length ? (
        <OptionList
          type="radio"
          field={fields.AccountPurpose}
          legend={t('financialProfile.purposeLegend')}
          options={purposeOptions}
          error={fieldError(fields.AccountPurpose, view, 'AccountPurpose')}
        />
      ) : (
        <Loading />
      )}
      {sources.length ? (
        <>
          {sourceList('Initial')}
          {sourceList('Ongoing')}
        </>
      ) : (
        <Loading />
      )}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow
        label={t(submitLabelKey)}
        busy={view.busy}
        disabled={!purposes.length || !sources.length}
      />
    </form>
  );
}

export default function FinancialProfile(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('financialProfile.title')} subtitle={t('financialProfile.subtitle')} />
      <FinancialProfileForm {...props} />
    </>
  );
}

/**
 * Name — SECURE_NAME '/secure/name' (doc 2 §2.12): First, Middle, Last and Suffix (a select,
 * default None). For the MAIN person only, First and Last are read-only when the profile already
 * has a name (`data.nameLocked`) and an info box names the broker code (another text in the AIP
 * flow; none for IRA). Sends `wizard.submit` with nameForm's output {FirstName, MiddleName?,
 * LastName, Suffix}.
 *
 * The same screen is the secondary owner intro SECURE_SECONDARY '/secure/secondary' and the minor
 * intro SECURE_MINOR '/secure/minor' (doc 2 §2.2; `view.person`): 'Tell us about the second owner'
 * / 'the minor', never locked (the profile's name is the main person's), no broker info box.
 *
 * `NameForm` is also the review's edit form (doc 2 §2.24).
 */
import '../src/ui/select-styles';
import { useInputControl } from '@conform-to/react';
import { Select, TextInput } from '@mantine/core';
import { SUFFIXES } from '../services/api/contract';
import { nameForm, nameFormAssisted } from '../machines/view/specs/person';
import { registerTexts, t } from '../src/i18n/t';
import { controlMeta, fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { FormError, InfoBox, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { personHeader, slotOf } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

const SUFFIX_OPTIONS = SUFFIXES.map((s, i) => ({
  value: String(i),
  label: i === 0 ? t('name.suffixNone') : s,
}));

export function NameForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  // doc 2 §5: a sales agent may leave the name empty (view.data.salesSession), saved as null.
  const schema = view.data.salesSession === true ? nameFormAssisted : nameForm;
  const [form, fields] = useStepForm(schema, view, send, {
    defaultValue: { ...view.initial, Suffix: view.initial.Suffix || '0' },
  });
  const suffix = useInputControl(controlMeta(fields.Suffix));
  // doc 2 §2.12, §6: only the MAIN name is locked to the profile's name.
  const locked = view.data.nameLocked === true && slotOf(view) === 'main';
  return (
    <form {...formProps(form)} className="w-form">
      <TextInput
        key={fields.FirstName.key}
        {...inputProps(fields.FirstName)}
        label={t('name.firstName')}
        autoComplete="given-name"
        maxLength={50}
        readOnly={locked}
        withAsterisk
        error={fieldError(fields.FirstName, view, 'FirstName')}
      />
      <div className="w-row w-row--name">
        <TextInput
          key={fields.MiddleName.key}
          {...inputProps(fields.MiddleName)}
          label={
            <>
              {t('name.middleName')} <span className="w-optional">({t('common.optional')})</span>
            </>
          }
          autoComplete="additional-name"
          maxLength={50}
          error={fieldError(fields.MiddleName, view, 'MiddleName')}
        />
        <Select
          id={fields.Suffix.id}
          label={t('name.suffix')}
          data={SUFFIX_OPTIONS}
          value={typeof suffix.value === 'string' && suffix.value ? suffix.value : '0'}
          onChange={(v) => suffix.change(v ?? '0')}
          onFocus={suffix.focus}
          onBlur={suffix.blur}
          allowDeselect={false}
          error={fieldError(fields.Suffix, view, 'Suffix')}
        />
      </div>
      <TextInput
        key={fields.LastName.key}
        {...inputProps(fields.LastName)}
        label={t('name.lastName')}
        autoComplete="family-name"
        maxLength={50}
        readOnly={locked}
        withAsterisk
        error={fieldError(fields.LastName, view, 'LastName')}
      />
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function Name(props: ScreenProps) {
  const { view, shell } = props;
  const aip = view.data.flow === 'AIP';
  // doc 2 §2.12: the broker info box is for MAIN on a non-IRA application.
  const showInfo = view.data.isIra !== true && slotOf(view) === 'main';
  const head = personHeader(view, 'name');
  return (
    <>
      <ScreenHeader title={head.title} subtitle={head.subtitle} />
      {showInfo ? (
        <div className="w-gap-bottom">
          <InfoBox title={t('name.infoHighlight')}>
            {t(aip ? 'name.infoTextAip' : 'name.infoText', { brokerCode: shell.brokerCode })}
          </InfoBox>
        </div>
      ) : null}
      <NameForm {...props} />
    </>
  );
}

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

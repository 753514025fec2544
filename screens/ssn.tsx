/**
 * SSN — SECURE_IDENTITY_SSN '/secure/identity/ssn' (doc 2 §2.15, full variant): the masked
 * XXX-XX-XXXX input with Show SSN / Hide SSN. Validated by ssnForm (ssnRequired, ssnDigits,
 * ssnNotValid, einValidation — doc 2 §5); sends {Ssn: 'XXX-XX-XXXX'}. Submit is disabled when
 * `data.disabled` (identity country not USA). The label differs for the MINOR of a UTMA
 * application (doc 2 §2.15: the minor slot SECURE_MINOR_SSN, or `data.minor`); the secondary
 * owner's and the minor's SSN (`view.person`) name the person in the header.
 *
 * `SsnForm` is also the review's edit form.
 */
import { getFormProps } from '@conform-to/react';
import { ssnForm, ssnFormAssisted } from '../services/api/fields';
import { interpolate, t } from '../src/i18n/t';
import { fieldError, tr, useStepForm } from '../src/ui/form';
import { IconLock } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { SsnInput } from '../src/ui/ssn-input';
import { personHeader, slotOf } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';
import { enPii } from '../src/i18n/en-pii';

/** 'A number ending 6789 is saved…' when one is (the API answers only the last four, issue 12). */
export const savedHint = (last4: string | undefined, key: 'ssnSaved' | 'einSaved') =>
  last4
    ? t(`pii.${key}`, { last4, defaultValue: interpolate(enPii.pii[key], { last4 }) })
    : undefined;

export function SsnForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  // doc 2 §5: a sales agent may leave the SSN empty (view.data.salesSession).
  const [form, fields] = useStepForm(
    view.data.salesSession === true ? ssnFormAssisted : ssnForm,
    view,
    send,
  );
  const disabled = view.data.disabled === true;
  const minor = view.data.minor === true || slotOf(view) === 'minor';
  return (
    <form {...getFormProps(form)} className="w-form">
      <SsnInput
        key={fields.Ssn.key}
        field={fields.Ssn}
        label={t(minor ? 'ssn.minorLabel' : 'ssn.label')}
        error={fieldError(fields.Ssn, view, 'Ssn')}
        description={savedHint(view.initial.SavedSsnLast4, 'ssnSaved')}
      />
      <p className="w-note w-note--block">
        <IconLock width={16} height={16} />
        {t('ssn.secure')}
      </p>
      {disabled ? <p className="w-note w-note--block">{t('ssn.notUsa')}</p> : null}
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} disabled={disabled} />
    </form>
  );
}

export default function Ssn(props: ScreenProps) {
  const head = personHeader(props.view, 'ssn');
  return (
    <>
      <ScreenHeader title={head.title} subtitle={head.subtitle} />
      <SsnForm {...props} />
    </>
  );
}

/**
 * SSN — SECURE_IDENTITY_SSN '/secure/identity/ssn' (doc 2 §2.15): `data.variant` 'full' — the
 * masked XXX-XX-XXXX input with Show SSN / Hide SSN — or 'last4' — four code boxes titled 'last 4
 * SSN' (ssnLast4Form: ssnRequired, ssnDigits, ssnNotValid; sends {Ssn: 'NNNN'}); the machine picks
 * the variant (machines/view/specs/person.ts ssnVariantOf). The help-video link (`data.video`)
 * sends `video.open`; the modal (`view.modal` 'ssnVideo' / 'ssnVideoFailed') plays RootUrl +
 * SSNVideoSlug with its captions track and reports play, pause, end and failure as events —
 * the machine sends the CRM events (machines/wizard-engine/video-states.ts). Validated by ssnForm (ssnRequired, ssnDigits,
 * ssnNotValid, einValidation — doc 2 §5); sends {Ssn: 'XXX-XX-XXXX'}. Submit is disabled when
 * `data.disabled` (identity country not USA). The label differs for the MINOR of a UTMA
 * application (doc 2 §2.15: the minor slot SECURE_MINOR_SSN, or `data.minor`); the secondary
 * owner's and the minor's SSN (`view.person`) name the person in the header.
 *
 * `SsnForm` is also the review's edit form.
 */
import {
  ssnForm,
  ssnFormAssisted,
  ssnLast4Form,
  ssnLast4FormAssisted,
} from '../machines/view/specs/person';
import { interpolate, registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { IconLock } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { SsnInput } from '../src/ui/ssn-input';
import { SsnLast4Input } from '../src/ui/ssn-last4-input';
import { personHeader, slotOf } from './person-copy';
import type { ScreenProps, StepFormProps } from './screen-props';
import { SsnVideoLink, SsnVideoModal } from './parts/ssn-video';
import { dataOf } from '../machines/view/screen-view-of';
import { enPii } from '../src/i18n/en-pii';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

/** 'A number ending 6789 is saved…' when one is (the API answers only the last four, issue 12). */
export const savedHint = (last4: string | undefined, key: 'ssnSaved' | 'einSaved') =>
  last4
    ? t(`pii.${key}`, { last4, defaultValue: interpolate(enPii.pii[key], { last4 }) })
    : undefined;

export function SsnForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const last4 = view.data.variant === 'last4';
  // doc 2 §5: a sales agent may leave the SSN empty (view.data.salesSession).
  const assisted = view.data.salesSession === true;
  const schema = last4
    ? assisted
      ? ssnLast4FormAssisted
      : ssnLast4Form
    : assisted
      ? ssnFormAssisted
      : ssnForm;
  const [form, fields] = useStepForm(schema, view, send);
  const disabled = view.data.disabled === true;
  const minor = view.data.minor === true || slotOf(view) === 'minor';
  const Field = last4 ? SsnLast4Input : SsnInput;
  return (
    <form {...formProps(form)} className="w-form">
      <Field
        key={`${fields.Ssn.key}-${last4 ? 'last4' : 'full'}`}
        field={fields.Ssn}
        label={t(last4 ? 'ssn.last4Title' : minor ? 'ssn.minorLabel' : 'ssn.label')}
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
  const video = dataOf(props.view, 'ssn').video;
  return (
    <>
      <ScreenHeader title={head.title} subtitle={head.subtitle} />
      <SsnVideoLink video={video} send={props.send} />
      <SsnForm {...props} />
      <SsnVideoModal video={video} view={props.view} send={props.send} />
    </>
  );
}

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

/**
 * Backup withholding — SECURE_BACKUP_WITHHOLDING '/secure/backup-withholding' (doc 2 §2.19; its
 * route and layout are not shown, docs/decisions.md): the IRS backup-withholding question of the
 * W-9 certification, after the SSN, when the broker's IsIRSRequired is on. Individual: No / Yes;
 * Joint: neither, only me, only the secondary owner, both. Sends `wizard.submit` with
 * backupWithholdingForm's output {BackupWithholding: 'none' | 'me' | 'secondary' | 'both'}; the
 * spec's saver (machines/view/specs/backup-withholding.ts) saves it per PersonTargetType.
 *
 * data: { joint: boolean, secondaryName: string | null }. initial: { BackupWithholding: answer | '' }.
 * `BackupWithholdingForm` is also the review's edit form.
 */
import { backupWithholdingForm } from '../machines/view/specs/backup-withholding';
import { registerTexts, t } from '../src/i18n/t';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { OptionList } from '../src/ui/option-list';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issue 11: this screen's texts travel in its chunk (src/i18n/t.ts).
registerTexts('person');

const K = 'backupWithholding';

export function BackupWithholdingForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const [form, fields] = useStepForm(backupWithholdingForm, view, send);
  const joint = view.data.joint === true;
  const who =
    typeof view.data.secondaryName === 'string' && view.data.secondaryName
      ? view.data.secondaryName
      : t(`${K}.secondaryFallback`);
  const options = joint
    ? [
        { value: 'none', label: t(`${K}.noneJoint`) },
        { value: 'me', label: t(`${K}.meJoint`) },
        { value: 'secondary', label: t(`${K}.secondaryJoint`, { who }) },
        { value: 'both', label: t(`${K}.bothJoint`) },
      ]
    : [
        { value: 'none', label: t(`${K}.none`) },
        { value: 'me', label: t(`${K}.me`) },
      ];
  return (
    <form {...formProps(form)} className="w-form">
      <OptionList
        type="radio"
        field={fields.BackupWithholding}
        legend={t(`${K}.legend`)}
        options={options}
        error={fieldError(fields.BackupWithholding, view, 'BackupWithholding')}
      />
      <p className="w-note">{t(`${K}.note`)}</p>
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function BackupWithholding(props: ScreenProps) {
  const joint = props.view.data.joint === true;
  return (
    <>
      <ScreenHeader
        title={t(joint ? `${K}.titleJoint` : `${K}.title`)}
        subtitle={t(`${K}.subtitle`)}
      />
      <BackupWithholdingForm {...props} />
    </>
  );
}

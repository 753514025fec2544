/**
 * EIN — SECURE_BUSINESS_ORIGIN_EIN '/business/secure/verify/name/ein' and SECURE_TRUST_NAME_EIN
 * '/secure/trustName/ein' (doc 2 §2.9): a 'no EIN' checkbox and the EIN input (placeholder
 * XX-XXXXXXX, autocomplete off, masked XX-XXXXXXX as typed, at most 10 characters, Show EIN /
 * Hide EIN), disabled while 'no EIN' is ticked; Continue. Validated by einForm (the contract's
 * einRequest rules: einRequired, einDigits, einNotValid, einValidation — doc 2 §5; none with
 * 'no EIN'); sends `wizard.submit` with {Ein: 'NN-NNNNNNN' | '', NoEin: boolean}.
 *
 * The same screen serves the business and the trust: the title, subtitle and checkbox label
 * follow `view.path` (business paths contain a 'business' segment: '/business/…',
 * '/aip/secure/business/…'). `EinForm` is also the business review's edit form (Update).
 */
import '@mantine/core/styles/Checkbox.css';
import { Checkbox } from '@mantine/core';
import { einForm } from '../machines/view/specs/ein';
import { registerTexts, t } from '../src/i18n/t';
import { EinInput } from '../src/ui/ein-input';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { IconLock } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';
import { savedHint } from './ssn';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

/** True on the business EIN routes (doc 2 §2.3: '/business/…/ein', '/aip/secure/business/…/ein'). */
export const isBusinessPath = (path: string) => /(^|\/)business(\/|$)/.test(path);

export function EinForm({ view, send, submitLabelKey = 'common.continue' }: StepFormProps) {
  const [form, fields] = useStepForm(einForm, view, send);
  const noEin = fields.NoEin.value === 'on';
  const business = isBusinessPath(view.path);
  return (
    <form {...formProps(form)} className="w-form">
      <EinInput
        key={fields.Ein.key}
        field={fields.Ein}
        label={t('ein.label')}
        withAsterisk={!noEin}
        disabled={noEin}
        error={noEin ? undefined : fieldError(fields.Ein, view, 'Ein')}
        description={noEin ? undefined : savedHint(view.initial.SavedEinLast4, 'einSaved')}
      />
      <Checkbox
        key={fields.NoEin.key}
        id={fields.NoEin.id}
        name={fields.NoEin.name}
        form={fields.NoEin.formId}
        value="on"
        defaultChecked={fields.NoEin.initialValue === 'on'}
        label={t(business ? 'ein.noEinBusiness' : 'ein.noEinTrust')}
        error={fieldError(fields.NoEin, view, 'NoEin')}
      />
      <p className="w-note w-note--block">
        <IconLock width={16} height={16} />
        {t('ein.secure')}
      </p>
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function Ein(props: ScreenProps) {
  const business = isBusinessPath(props.view.path);
  return (
    <>
      <ScreenHeader
        title={t(business ? 'ein.businessTitle' : 'ein.trustTitle')}
        subtitle={t(business ? 'ein.businessSubtitle' : 'ein.trustSubtitle')}
      />
      <EinForm {...props} />
    </>
  );
}

/**
 * Business type — SECURE_BUSINESS_TYPE '/business/secure/verify' (doc 2 §2.5): LLC, Corporation
 * (C or S), Partnership (standard or LLLP) and Sole proprietorship as selectable cards of one
 * radio group (a fieldset with a legend; arrow keys move between the options), then Continue.
 * Sends `wizard.submit` with businessTypeForm's output {CorporateAccountType} (a
 * CorporateAccountType name, services/api/entity-fields.ts `BUSINESS_TYPES`); the machine saves
 * it through …/account-types (machines/view/specs/business-type.ts).
 *
 * `BusinessTypeForm` is also the business review's edit form (doc 2 §2.11, §2.24: Update).
 */
import '@mantine/core/styles/RadioIndicator.css';
import { useInputControl } from '@conform-to/react';
import { Radio } from '@mantine/core';
import { BUSINESS_TYPES } from '../services/api/entity-fields';
import { businessTypeForm } from '../machines/view/specs/business-type';
import { registerTexts, t } from '../src/i18n/t';
import { busyGuard } from '../src/ui/button';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

export function BusinessTypeForm({
  view,
  send,
  submitLabelKey = 'common.continue',
}: StepFormProps) {
  const [form, fields] = useStepForm(businessTypeForm, view, send);
  const field = fields.CorporateAccountType;
  const control = useInputControl(field);
  const value = typeof control.value === 'string' ? control.value : '';
  const error = fieldError(field, view, 'CorporateAccountType');
  const errorId = `${field.id}-error`;
  const legendId = `${field.id}-legend`;
  return (
    <form {...formProps(form)} className="w-form">
      <fieldset
        className="w-fieldset"
        role="radiogroup"
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend id={legendId} className="w-sr">
          {t('businessType.legend')}
        </legend>
        <div className="w-choices">
          {BUSINESS_TYPES.map((type) => {
            const checked = value === type;
            return (
              <Radio.Card
                key={type}
                unstyled
                value={type}
                checked={checked}
                name={`${field.id}-option`}
                className={checked ? 'w-choice w-choice--current' : 'w-choice'}
                {...busyGuard(view.busy, () => control.change(type))}
              >
                <Radio.Indicator />
                <span className="w-choice__body">
                  <span className="w-choice__title">{t(`businessType.${type}`)}</span>
                  <span className="w-choice__text">{t(`businessType.${type}Text`)}</span>
                </span>
              </Radio.Card>
            );
          })}
        </div>
        {error ? (
          <div className="w-gap-top">
            <p id={errorId} className="w-field-error" role="alert">
              {error}
            </p>
          </div>
        ) : null}
      </fieldset>
      <FormError message={tr(view, view.formError)} />
      <SubmitRow label={t(submitLabelKey)} busy={view.busy} />
    </form>
  );
}

export default function BusinessType(props: ScreenProps) {
  return (
    <>
      <ScreenHeader title={t('businessType.title')} subtitle={t('businessType.subtitle')} />
      <BusinessTypeForm {...props} />
    </>
  );
}

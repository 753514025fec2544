/**
 * Welcome — BASE '/' and AIP '/aip' (doc 1 §2.4): the e-mail field (prefilled by the machine from
 * the 'email' / 'RefereeEmail' query), a read-only PromoCode field when the query has one, the
 * marketing figures and the three expandable benefits (the second differs in the AIP flow).
 * Continue sends `wizard.submit` with {Email, PromoCode?}; the machine runs the e-mail check.
 *
 * data: { flow?: 'BASE' | 'AIP' }. initial: { Email?, PromoCode? }.
 */
import { TextInput } from '@mantine/core';
import { welcomeForm } from '../machines/view/specs/entry';
import { t } from '../src/i18n/t';
import { fieldError, formProps, inputProps, tr, useStepForm } from '../src/ui/form';
import { IconClock } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function Welcome({ view, shell, send }: ScreenProps) {
  const [form, fields] = useStepForm(welcomeForm, view, send);
  const promo = view.initial.PromoCode;
  const aip = view.data.flow === 'AIP';
  const benefits = [
    ['welcome.benefit1Title', 'welcome.benefit1Text'],
    aip
      ? ['welcome.benefit2AipTitle', 'welcome.benefit2AipText']
      : ['welcome.benefit2Title', 'welcome.benefit2Text'],
    ['welcome.benefit3Title', 'welcome.benefit3Text'],
  ];
  return (
    <>
      <ScreenHeader
        eyebrow={t('welcome.eyebrow')}
        title={t('welcome.title')}
        subtitle={t('welcome.subtitle')}
      />
      <form {...formProps(form)} className="w-form">
        <TextInput
          key={fields.Email.key}
          {...inputProps(fields.Email)}
          type="email"
          label={t('welcome.emailLabel')}
          placeholder={t('welcome.emailPlaceholder')}
          autoComplete="email"
          inputMode="email"
          maxLength={50}
          error={fieldError(fields.Email, view, 'Email')}
        />
        {promo ? (
          <TextInput
            key={fields.PromoCode.key}
            {...inputProps(fields.PromoCode)}
            label={t('welcome.promoLabel')}
            description={t('welcome.promoHint')}
            readOnly
          />
        ) : null}
        <FormError message={tr(view, view.formError)} />
        <SubmitRow
          label={t('common.continue')}
          busy={view.busy}
          secondary={
            <span className="w-note">
              <IconClock width={16} height={16} />
              {t('welcome.takesMinutes')}
            </span>
          }
        />
      </form>

      <dl className="w-stats" aria-label={t('welcome.statsLabel')}>
        <div>
          <dt>{t('welcome.statShippedLabel')}</dt>
          <dd>{t('welcome.statShippedValue')}</dd>
        </div>
        <div>
          <dt>{t('welcome.statCustomersLabel')}</dt>
          <dd>{t('welcome.statCustomersValue')}</dd>
        </div>
        <div>
          <dt>{t('welcome.statStoredLabel')}</dt>
          <dd>{t('welcome.statStoredValue')}</dd>
        </div>
      </dl>

      <section className="w-benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="w-benefits__title">
          {t('welcome.benefitsTitle', { brokerName: shell.brokerName })}
        </h2>
        {benefits.map(([title, text], i) => (
          <details key={title} className="w-benefit">
            <summary>
              <span className="w-benefit__num" aria-hidden="true">
                {i + 1}
              </span>
              {t(title)}
            </summary>
            <p>{t(text)}</p>
          </details>
        ))}
      </section>
    </>
  );
}

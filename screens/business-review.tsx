/**
 * Business review — SECURE_BUSINESS_REVIEW '/business/secure/verify/business-review'
 * (doc 2 §2.11): title and subtitle; a grid of Business name, Business type, EIN (formatted,
 * masked 'XX-XXX' + last 4 with Show EIN / Hide EIN; 'N/A' when absent) and Address (Street,
 * Apt/Suite, City, State, PostalCode and the country name), each with an Edit link sending
 * `{type: 'wizard.edit', item}` (item 'businessName' | 'businessType' | 'ein' | 'businessAddress').
 * In sales-assisted mode (`data.assisted`) an item flagged `missing` shows a red 'Missing info'.
 * 'Looks good' sends `{type: 'wizard.submit', values: {}}`.
 *
 * While `view.modal === 'editItem'` and `data.editing` names an item, that step's form opens in
 * a modal with Update (doc 2 §2.24): it sends `wizard.submit` with its form's values, closing
 * sends `modal.cancel`. The forms load on demand.
 *
 * data: machines/view/specs/business-review.ts `BusinessReviewData`.
 */
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type {
  BusinessReviewData,
  BusinessReviewItem,
} from '../machines/view/specs/business-review';
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconEye, IconEyeOff } from '../src/ui/icons';
import { FormError, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { einReviewText } from './ein-text';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

const FORMS: Record<BusinessReviewItem, ComponentType<StepFormProps>> = {
  businessName: lazy(() =>
    import('./business-name').then((m) => ({ default: m.BusinessNameForm })),
  ),
  businessType: lazy(() =>
    import('./business-type').then((m) => ({ default: m.BusinessTypeForm })),
  ),
  ein: lazy(() => import('./ein').then((m) => ({ default: m.EinForm }))),
  businessAddress: lazy(() => import('./address-enter').then((m) => ({ default: m.AddressForm }))),
};

const LABELS: Record<BusinessReviewItem, string> = {
  businessName: 'businessReview.businessName',
  businessType: 'businessReview.businessType',
  ein: 'businessReview.ein',
  businessAddress: 'businessReview.businessAddress',
};

const isItem = (v: unknown): v is BusinessReviewItem =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(FORMS, v);

// The EIN display rule is screens/ein-text.ts (issue 22: the Review screen shares it without
// downloading this screen); re-exported for the tests.
export { einReviewText };

function EinValue({ value }: { value: string | null }) {
  const [visible, setVisible] = useState(false);
  const present = (value ?? '').replace(/\D/g, '').length > 0;
  return (
    <span className="w-review__ssn">
      <span className="w-mono">{einReviewText(value, visible)}</span>
      {present ? (
        <button
          type="button"
          className="w-icon-btn"
          onClick={() => setVisible(!visible)}
          aria-pressed={visible}
        >
          {visible ? <IconEyeOff width={16} height={16} /> : <IconEye width={16} height={16} />}
          <span>{visible ? t('businessReview.hideEin') : t('businessReview.showEin')}</span>
        </button>
      ) : null}
    </span>
  );
}

/** The address lines of doc 2 §2.11: Street, Apt/Suite, 'City, State PostalCode', country name. */
export function addressLines(a: BusinessReviewData['address']): string[] {
  if (!a) return [];
  const cityLine = [a.City, [a.State, a.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [a.Street, a.AptOrSuite, cityLine, a.Country].filter((x) => x && x.trim());
}

export default function BusinessReview({ view, shell, send }: ScreenProps) {
  const data = dataOf(view, 'businessReview');
  const items = data.items ?? [];
  const assisted = data.assisted === true;
  const editing = view.modal === 'editItem' && isItem(data.editing) ? data.editing : null;
  const EditForm = editing ? FORMS[editing] : null;

  const valueOf = (id: BusinessReviewItem, value: string | null) => {
    if (id === 'ein') return <EinValue value={value} />;
    if (id === 'businessAddress') {
      const lines = addressLines(data.address ?? null);
      return (
        <span className="w-review__value">
          {lines.length ? lines.join('\n') : t('common.notAvailable')}
        </span>
      );
    }
    const text = id === 'businessType' && value ? t(`businessType.${value}`) : value;
    return <span className="w-review__value">{text || t('common.notAvailable')}</span>;
  };

  return (
    <>
      <ScreenHeader title={t('businessReview.title')} subtitle={t('businessReview.subtitle')} />
      <section className="w-review" aria-labelledby="business-review-heading">
        <h2 id="business-review-heading" className="w-review__heading">
          {t('businessReview.heading')}
        </h2>
        <dl className="w-review__grid">
          {items.map((it) => (
            <div key={it.id} className="w-review__item">
              <dt>{t(LABELS[it.id] ?? it.id)}</dt>
              <dd>
                {assisted && it.missing ? (
                  <span className="w-missing">{t('common.missingInfo')}</span>
                ) : (
                  valueOf(it.id, it.value)
                )}
              </dd>
              <dd className="w-review__action">
                <LinkButton
                  className="w-review__edit"
                  onClick={() => send({ type: 'wizard.edit', item: it.id })}
                  aria-label={t('common.editItem', { item: t(LABELS[it.id] ?? it.id) })}
                  busy={view.busy}
                >
                  {t('common.edit')}
                </LinkButton>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="w-gap-top">
        <FormError message={editing ? null : tr(view, view.formError)} />
        <SubmitRow
          label={t('review.submit')}
          busy={view.busy && !editing}
          onClick={() => send({ type: 'wizard.submit', values: {} })}
        />
      </div>

      <Modal
        opened={Boolean(editing)}
        onClose={() => send({ type: 'modal.cancel' })}
        title={editing ? t('review.editTitle', { item: t(LABELS[editing]) }) : ''}
        centered
        radius="md"
        size="lg"
      >
        {EditForm ? (
          <Suspense
            fallback={<span className="w-spinner w-spinner--sm" aria-label={t('common.loading')} />}
          >
            <EditForm
              view={view}
              shell={shell}
              send={send}
              submitLabelKey="common.update"
              inModal
            />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}

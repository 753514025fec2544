/**
 * Review — REVIEW '/review' (doc 2 §2.23, §2.24): the owner's items (name, phone, date of birth,
 * citizenship, SSN for USA citizens, address), each with an Edit link (`wizard.edit`); the SSN
 * masked ('XXX-XX-' + last 4) with Show SSN / Hide SSN; the funding card ('No funding
 * instructions added.' / 'Application funding type is defined, but amount is missing.') with its
 * edit action; 'Looks good' (`wizard.submit`). The 'editItem' modal renders the step's own form
 * component with an 'Update' button; those forms load on demand.
 *
 * data: ScreenDataMap['review'].
 */
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ReviewItemId, ScreenDataMap } from '../machines/screen-contract';
import { formatMoney } from '../src/i18n/format';
import { t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconEye, IconEyeOff } from '../src/ui/icons';
import { FormError, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

type ReviewData = ScreenDataMap['review'];

const FORMS: Partial<Record<ReviewItemId, ComponentType<StepFormProps>>> = {
  name: lazy(() => import('./name').then((m) => ({ default: m.NameForm }))),
  phone: lazy(() => import('./phone').then((m) => ({ default: m.PhoneForm }))),
  dob: lazy(() => import('./dob').then((m) => ({ default: m.DobForm }))),
  identity: lazy(() => import('./identity-country').then((m) => ({ default: m.IdentityForm }))),
  ssn: lazy(() => import('./ssn').then((m) => ({ default: m.SsnForm }))),
  address: lazy(() => import('./address-enter').then((m) => ({ default: m.AddressForm }))),
  funding: lazy(() => import('./fund-amount').then((m) => ({ default: m.FundAmountForm }))),
};

const LABELS: Partial<Record<ReviewItemId, string>> = {
  name: 'review.name',
  phone: 'review.phone',
  dob: 'review.dob',
  identity: 'review.citizenship',
  ssn: 'review.ssn',
  address: 'review.address',
  funding: 'review.fundingHeading',
};

/** '+14158675309' → '+1 (415) 867-5309' for North-American numbers; others as saved. */
export function phoneReviewText(value: string | null): string | null {
  const m = value ? /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value.replace(/[\s()-]/g, '')) : null;
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : value;
}

/** SSN display rule of doc 2 §2.23: masked 'XXX-XX-1234'; shown formatted when revealed. */
export function ssnReviewText(value: string | null, visible: boolean): string {
  if (!value) return t('common.notAvailable');
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 4) return `XXX-XX-${digits}`;
  return visible ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : `XXX-XX-${digits.slice(-4)}`;
}

function SsnValue({ value }: { value: string | null }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="w-review__ssn">
      <span className="w-mono">{ssnReviewText(value, visible)}</span>
      {value && value.replace(/\D/g, '').length > 4 ? (
        <button type="button" className="w-icon-btn" onClick={() => setVisible(!visible)} aria-pressed={visible}>
          {visible ? <IconEyeOff width={16} height={16} /> : <IconEye width={16} height={16} />}
          <span>{visible ? t('review.hideSsn') : t('review.showSsn')}</span>
        </button>
      ) : null}
    </span>
  );
}

export default function Review({ view, shell, send }: ScreenProps) {
  const data = view.data as Partial<ReviewData>;
  const items = data.items ?? [];
  const funding = data.funding ?? null;
  const editing = view.modal === 'editItem' ? (data.editing ?? null) : null;
  const EditForm = editing ? FORMS[editing] : null;
  const methodKey = funding?.method === 'Check' ? 'review.methodCheck' : 'review.methodWire';
  return (
    <>
      <ScreenHeader title={t('review.title')} subtitle={t('review.subtitle')} />
      <section className="w-review" aria-labelledby="review-owner">
        <h2 id="review-owner" className="w-review__heading">
          {t('review.ownerHeading')}
        </h2>
        <dl className="w-review__grid">
          {items.map((it) => (
            <div key={it.id} className="w-review__item">
              <dt>{t(LABELS[it.id] ?? it.id)}</dt>
              <dd>
                {it.missing ? (
                  <span className="w-missing">{t('common.missingInfo')}</span>
                ) : it.id === 'ssn' ? (
                  <SsnValue value={it.value} />
                ) : (
                  <span className="w-review__value">{(it.id === 'phone' ? phoneReviewText(it.value) : it.value) || t('common.notAvailable')}</span>
                )}
              </dd>
              <dd className="w-review__action">
                <LinkButton
                  className="w-review__edit"
                  onClick={() => send({ type: 'wizard.edit', item: it.id })}
                  aria-label={t('common.editItem', { item: t(LABELS[it.id] ?? it.id) })}
                >
                  {t('common.edit')}
                </LinkButton>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="w-fundcard" aria-labelledby="review-funding">
        <div className="w-fundcard__head">
          <h2 id="review-funding" className="w-review__heading">
            {t('review.fundingHeading')}
          </h2>
          <LinkButton onClick={() => send({ type: 'wizard.edit', item: 'funding' })} aria-label={t('review.editFunding')}>
            {t('common.edit')}
          </LinkButton>
        </div>
        {!funding || !funding.method ? (
          <p className="w-fundcard__empty">{t('review.noFunding')}</p>
        ) : (
          <dl className="w-fundcard__grid">
            <div>
              <dt>{t('review.fundingMethod')}</dt>
              <dd>{t(methodKey)}</dd>
            </div>
            <div>
              <dt>{t('review.fundingAmount')}</dt>
              <dd>
                {funding.amount !== null && funding.amount !== undefined ? (
                  formatMoney(funding.amount, { currency: funding.currency })
                ) : (
                  <span className="w-missing">{t('review.fundingMissingAmount')}</span>
                )}
              </dd>
            </div>
          </dl>
        )}
      </section>

      <FormError message={editing ? null : tr(view, view.formError)} />
      <SubmitRow
        label={t('review.submit')}
        busy={view.busy && !editing}
        disabled={data.submitDisabled === true}
        onClick={() => send({ type: 'wizard.submit', values: {} })}
      />

      <Modal
        opened={Boolean(editing)}
        onClose={() => send({ type: 'modal.cancel' })}
        title={editing ? t('review.editTitle', { item: t(LABELS[editing] ?? editing) }) : ''}
        centered
        radius="md"
        size="lg"
      >
        {EditForm ? (
          <Suspense fallback={<span className="w-spinner w-spinner--sm" aria-label={t('common.loading')} />}>
            <EditForm view={view} shell={shell} send={send} submitLabelKey="common.update" inModal />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}

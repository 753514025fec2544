/**
 * Review — REVIEW '/review' of every account kind (doc 2 §2.23, §2.24, §4; doc 3 §2.4).
 *
 * - The main person's section under its heading (`data.mainHeadingKey`: Primary Holder, Custodian,
 *   Authorized Agent or Account owner): business name (SEP/SIMPLE IRA), name, address, date of
 *   birth, SSN (USA citizens only; masked 'XXX-XX-' + last 4 with Show SSN / Hide SSN), citizenship,
 *   phone, marital status (when set); each row has an Edit link sending `{type: 'wizard.edit', item}`.
 * - The second section (`data.second`): Secondary Holder (items 'secondary.*'), Minor ('minor.*')
 *   or the trust's Legal Entity ('trustName', 'ein' masked with Show EIN / Hide EIN).
 * - The funding card: bank (method and amount) or, for an IRA, the IRA funding type, amount and
 *   contribution year; 'No funding instructions added.' / 'Application funding type is defined,
 *   but amount is missing.'. Its Edit (`wizard.edit 'funding'`) opens the funding-edit flow, whose
 *   modal — and the bank link or custodian modal nested in it — renders here (FlowModals).
 * - 'Looks good' (`wizard.submit`), disabled by `data.submitDisabled` (doc 2 §4), with the reason
 *   when it is not the funding card's.
 *
 * Display rules (doc 2 §2.23): 'N/A' for an absent value; a blank name shows the missing
 * placeholder ('Missing info'); in sales-assisted mode a row flagged `missing` shows 'Missing info'.
 *
 * The 'editItem' modal renders the edited step's own form component with Update; a prefixed item
 * ('secondary.dob') uses the unprefixed item's form, with `view.person` set to the prefix's slot
 * (the forms' copy and age rules follow it; `view.initial` already belongs to that person). Those
 * forms load on demand.
 *
 * data: ReviewData (machines/view/selectors.ts `reviewDataOf`).
 */
import '../src/ui/modal-styles';
import { Modal } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type {
  PersonSlot,
  ReviewItemId,
  ReviewRow,
  ReviewData,
  ScreenView,
} from '../machines/screen-contract';
import { formatMoney, type Currency } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconEye, IconEyeOff } from '../src/ui/icons';
import { FormError, InfoBox, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import { einReviewText } from './ein-text';
import { FlowModals } from './flows/flow-modals';
import { BANK_METHOD_KEYS, IRA_TYPE_KEYS } from './flows/funding-labels';
import type { ScreenProps, StepFormProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
// The rows and edit forms of the other kinds (entity, IRA, the programme) load with the kind's
// wizard (issue 32 item 3: machines/view/screen-specs.ts `GROUP_TEXTS`).
registerTexts('person', 'review', 'bankLink', 'fundingEdit');

const FORMS: Partial<Record<ReviewItemId, ComponentType<StepFormProps>>> = {
  name: lazy(() => import('./name').then((m) => ({ default: m.NameForm }))),
  phone: lazy(() => import('./phone').then((m) => ({ default: m.PhoneForm }))),
  dob: lazy(() => import('./dob').then((m) => ({ default: m.DobForm }))),
  identity: lazy(() => import('./identity-country').then((m) => ({ default: m.IdentityForm }))),
  ssn: lazy(() => import('./ssn').then((m) => ({ default: m.SsnForm }))),
  address: lazy(() => import('./address-enter').then((m) => ({ default: m.AddressForm }))),
  maritalStatus: lazy(() =>
    import('./marital-status').then((m) => ({ default: m.MaritalStatusForm })),
  ),
  backupWithholding: lazy(() =>
    import('./backup-withholding').then((m) => ({ default: m.BackupWithholdingForm })),
  ),
  iraBusinessName: lazy(() =>
    import('./ira-business-name').then((m) => ({ default: m.IraBusinessNameForm })),
  ),
  trustName: lazy(() => import('./trust-name').then((m) => ({ default: m.TrustNameForm }))),
  ein: lazy(() => import('./ein').then((m) => ({ default: m.EinForm }))),
};

const LABELS: Partial<Record<ReviewItemId, string>> = {
  iraBusinessName: 'reviewPage.businessName',
  name: 'review.name',
  phone: 'review.phone',
  dob: 'review.dob',
  identity: 'review.citizenship',
  ssn: 'review.ssn',
  address: 'review.address',
  maritalStatus: 'reviewPage.maritalStatus',
  backupWithholding: 'review.backupWithholding',
  funding: 'review.fundingHeading',
  trustName: 'reviewPage.trustName',
  ein: 'reviewPage.ein',
};

/** 'secondary.dob' → {item: 'dob', slot: 'secondary'}; 'ein' → {item: 'ein', slot: 'main'}. */
export function splitEditItem(id: string | null | undefined): {
  item: ReviewItemId | null;
  slot: PersonSlot;
} {
  const m = /^(?:(secondary|minor)\.)?(\w+)$/.exec(id ?? '');
  const item =
    m && Object.prototype.hasOwnProperty.call(LABELS, m[2]) ? (m[2] as ReviewItemId) : null;
  return { item, slot: (m?.[1] as PersonSlot | undefined) ?? 'main' };
}

/** The label key of a (possibly prefixed) item. */
const labelOf = (id: string) => {
  const { item } = splitEditItem(id);
  return item ? (LABELS[item] ?? item) : id;
};

/** '+14158675309' → '+1 (415) 867-5309' for North-American numbers; others as saved. */
export function phoneReviewText(value: string | null): string | null {
  const m = value ? /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value.replace(/[\s()-]/g, '')) : null;
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : value;
}

/**
 * SSN display rule of doc 2 §2.23: longer than 4 digits → masked 'XXX-XX-1234', formatted
 * 'NNN-NN-NNNN' when revealed; otherwise 'XXX-XX-' + the last 4; 'N/A' when absent.
 */
export function ssnReviewText(value: string | null, visible: boolean): string {
  if (!value) return t('common.notAvailable');
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 4) return `XXX-XX-${digits}`;
  return visible
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : `XXX-XX-${digits.slice(-4)}`;
}

/** A masked number with its Show / Hide toggle (the toggle only when there is something to reveal). */
function MaskedValue(props: {
  text: string;
  canReveal: boolean;
  visible: boolean;
  onToggle: () => void;
  showKey: string;
  hideKey: string;
}) {
  return (
    <span className="w-review__ssn">
      <span className="w-mono">{props.text}</span>
      {props.canReveal ? (
        <button
          type="button"
          className="w-icon-btn"
          onClick={props.onToggle}
          aria-pressed={props.visible}
        >
          {props.visible ? (
            <IconEyeOff width={16} height={16} />
          ) : (
            <IconEye width={16} height={16} />
          )}
          <span>{t(props.visible ? props.hideKey : props.showKey)}</span>
        </button>
      ) : null}
    </span>
  );
}

function SsnValue({ value }: { value: string | null }) {
  const [visible, setVisible] = useState(false);
  return (
    <MaskedValue
      text={ssnReviewText(value, visible)}
      canReveal={!!value && value.replace(/\D/g, '').length > 4}
      visible={visible}
      onToggle={() => setVisible(!visible)}
      showKey="review.showSsn"
      hideKey="review.hideSsn"
    />
  );
}

function EinValue({ value }: { value: string | null }) {
  const [visible, setVisible] = useState(false);
  return (
    <MaskedValue
      text={einReviewText(value, visible)}
      canReveal={(value ?? '').replace(/\D/g, '').length > 0}
      visible={visible}
      onToggle={() => setVisible(!visible)}
      showKey="businessReview.showEin"
      hideKey="businessReview.hideEin"
    />
  );
}

const missingMarker = <span className="w-missing">{t('common.missingInfo')}</span>;

/** The value cell of a row (doc 2 §2.23 display rules). */
function RowValue({ row }: { row: ReviewRow<string> }) {
  const { item } = splitEditItem(row.id);
  if (row.missing) return missingMarker;
  if (item === 'ssn') return <SsnValue value={row.value} />;
  if (item === 'ein') return <EinValue value={row.value} />;
  // A blank name shows the missing placeholder.
  if (item === 'name' && !row.value?.trim()) return missingMarker;
  const text =
    item === 'phone'
      ? phoneReviewText(row.value)
      : item === 'maritalStatus' && row.value
        ? t(`maritalStatus.options.${row.value}`)
        : item === 'backupWithholding' && row.value
          ? t(
              row.value === 'yes'
                ? 'review.backupWithholdingSubject'
                : 'review.backupWithholdingNone',
            )
          : row.value;
  return <span className="w-review__value">{text || t('common.notAvailable')}</span>;
}

/** One section of rows under its heading; `sectionKey` names the section in the Edit links' labels. */
function ReviewSection(props: {
  id: string;
  headingKey: string;
  rows: ReviewRow<string>[];
  sectionKey: string | null;
  busy: boolean;
  className?: string;
  onEdit: (item: string) => void;
}) {
  const editLabel = (id: string) =>
    props.sectionKey
      ? t('reviewPage.editOf', { item: t(labelOf(id)), section: t(props.sectionKey) })
      : t('common.editItem', { item: t(labelOf(id)) });
  return (
    <section className={props.className ?? 'w-review'} aria-labelledby={props.id}>
      <h2 id={props.id} className="w-review__heading">
        {t(props.headingKey)}
      </h2>
      <dl className="w-review__grid">
        {props.rows.map((row) => (
          <div key={row.id} className="w-review__item" data-item={row.id}>
            <dt>{t(labelOf(row.id))}</dt>
            <dd>
              <RowValue row={row} />
            </dd>
            <dd className="w-review__action">
              <LinkButton
                className="w-review__edit"
                onClick={() => props.onEdit(row.id)}
                aria-label={editLabel(row.id)}
                busy={props.busy}
              >
                {t('common.edit')}
              </LinkButton>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The funding card of the review (doc 2 §2.23, doc 3 §2.4): heading, Edit (opens the funding edit)
 * and either the "no funding yet" line (`empty`) or the card's rows.
 */
function FundingCard({
  empty,
  onEdit,
  children,
}: {
  empty: boolean;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="w-fundcard" aria-labelledby="review-funding">
      <div className="w-fundcard__head">
        <h2 id="review-funding" className="w-review__heading">
          {t('review.fundingHeading')}
        </h2>
        <LinkButton onClick={onEdit} aria-label={t('review.editFunding')}>
          {t('common.edit')}
        </LinkButton>
      </div>
      {empty ? (
        <p className="w-fundcard__empty">{t('review.noFunding')}</p>
      ) : (
        <dl className="w-fundcard__grid">{children}</dl>
      )}
    </section>
  );
}

/** An amount in the funding card, or the "amount missing" mark when there is none. */
function FundingAmount({ amount, currency }: { amount: number | null; currency?: Currency }) {
  return (
    <div>
      <dt>{t('review.fundingAmount')}</dt>
      <dd>
        {amount !== null ? (
          formatMoney(amount, { currency })
        ) : (
          <span className="w-missing">{t('review.fundingMissingAmount')}</span>
        )}
      </dd>
    </div>
  );
}

/** The bank funding card (doc 2 §2.23): method and amount. */
function BankFundingCard({
  funding,
  onEdit,
}: {
  funding: ReviewData['funding'];
  onEdit: () => void;
}) {
  return (
    <FundingCard empty={!funding || !funding.method} onEdit={onEdit}>
      {funding?.method ? (
        <>
          <div>
            <dt>{t('review.fundingMethod')}</dt>
            <dd>{t(BANK_METHOD_KEYS[funding.method] ?? funding.method)}</dd>
          </div>
          <FundingAmount amount={funding.amount ?? null} currency={funding.currency} />
        </>
      ) : null}
    </FundingCard>
  );
}

/** The IRA funding card (doc 3 §2.4): type, amount, contribution year; Edit opens the funding edit. */
function IraFundingCard({
  funding,
  onEdit,
}: {
  funding: ReviewData['iraFunding'];
  onEdit: () => void;
}) {
  return (
    <FundingCard empty={!funding || !funding.type} onEdit={onEdit}>
      {funding?.type ? (
        <>
          <div>
            <dt>{t('reviewPage.iraFundingType')}</dt>
            <dd>{t(IRA_TYPE_KEYS[funding.type] ?? funding.type)}</dd>
          </div>
          {funding.amount !== null || funding.amountMissing ? (
            <FundingAmount amount={funding.amount} currency={funding.currency} />
          ) : null}
          {funding.contributionYear ? (
            <div>
              <dt>{t('retirementAmount.yearLegend')}</dt>
              <dd>{funding.contributionYear}</dd>
            </div>
          ) : null}
        </>
      ) : null}
    </FundingCard>
  );
}

/** The view the edit form renders: a prefixed item's form is about that person (doc 2 §2.23 second section). */
function editView(view: ScreenView, slot: PersonSlot, firstName: string | null): ScreenView {
  return slot === 'main' ? view : { ...view, person: slot, personName: firstName };
}

export default function Review({ view, shell, send }: ScreenProps) {
  const data = dataOf(view, 'review');
  const items = data.items ?? [];
  const second = data.second ?? null;
  const editing = view.modal === 'editItem' ? (data.editing ?? null) : null;
  const target = splitEditItem(editing);
  const EditForm = editing && target.item ? FORMS[target.item] : null;
  const sectionOfEditing = target.slot !== 'main' ? (second?.headingKey ?? null) : null;
  const edit = (item: string) => send({ type: 'wizard.edit', item });
  // The funding card explains its own rule; the others are explained above the button.
  const blockedKey =
    data.blocked && data.blocked !== 'fundingAmountMissing'
      ? `reviewPage.blocked.${data.blocked}`
      : null;
  return (
    <>
      <ScreenHeader title={t('review.title')} subtitle={t('review.subtitle')} />
      <ReviewSection
        id="review-owner"
        headingKey={data.mainHeadingKey ?? 'review.ownerHeading'}
        rows={items}
        sectionKey={null}
        busy={view.busy}
        onEdit={edit}
      />
      {second ? (
        <ReviewSection
          id="review-second"
          headingKey={second.headingKey}
          rows={second.items}
          sectionKey={second.kind === 'legalEntity' ? null : second.headingKey}
          busy={view.busy}
          className="w-review w-gap-top"
          onEdit={edit}
        />
      ) : null}

      {data.ira ? (
        <IraFundingCard funding={data.iraFunding ?? null} onEdit={() => edit('funding')} />
      ) : (
        <BankFundingCard funding={data.funding ?? null} onEdit={() => edit('funding')} />
      )}

      {data.recurring ? (
        // doc 3 §2.3 metal-mode review: the recurring investment's first date ('Scheduled {month}/{day}').
        <InfoBox title={t('metalScheduled.title')}>
          {t('metalScheduled.text', {
            month: data.recurring.month,
            day: data.recurring.day,
            amount: formatMoney(data.recurring.amount, { currency: data.recurring.currency }),
          })}
        </InfoBox>
      ) : null}
      {blockedKey ? <InfoBox>{t(blockedKey)}</InfoBox> : null}
      {data.missingInfo && data.missingItems?.length ? (
        // doc 2 §4: the missing-information list of an assisted application — in the agent's
        // session about the customer; for the invited customer addressed to them, each item a
        // link to its edit (issue 35 item 12).
        <InfoBox title={t('sales.missingListTitle')}>
          <span>
            {t(data.salesSession ? 'sales.missingListText' : 'sales.missingListTextCustomer')}
          </span>
          <ul className="w-missing-list" data-testid="missing-list">
            {data.missingItems.map((id) => (
              <li key={id}>
                {data.salesSession ? (
                  t(labelOf(id))
                ) : (
                  <LinkButton busy={view.busy} onClick={() => edit(id)}>
                    {t(labelOf(id))}
                  </LinkButton>
                )}
              </li>
            ))}
          </ul>
        </InfoBox>
      ) : null}
      {/* An open modal (edit item, funding edit and its nested flows) shows its own errors. */}
      <FormError message={view.modal ? null : tr(view, view.formError)} />
      <SubmitRow
        // doc 2 §2.23: in a sales agent's session the submit sends the customer the invitation.
        label={data.salesSession ? t('sales.impersonateRegistration') : t('review.submit')}
        busy={view.busy && !view.modal}
        disabled={data.submitDisabled === true}
        onClick={() => send({ type: 'wizard.submit', values: {} })}
      />

      <Modal
        opened={Boolean(editing)}
        onClose={() => send({ type: 'modal.cancel' })}
        title={
          editing
            ? sectionOfEditing
              ? t('reviewPage.editOf', { item: t(labelOf(editing)), section: t(sectionOfEditing) })
              : t('review.editTitle', { item: t(labelOf(editing)) })
            : ''
        }
        centered
        radius="md"
        size="lg"
      >
        {EditForm ? (
          <Suspense
            fallback={<span className="w-spinner w-spinner--sm" aria-label={t('common.loading')} />}
          >
            <EditForm
              view={editView(view, target.slot, second?.firstName ?? null)}
              shell={shell}
              send={send}
              submitLabelKey="common.update"
              inModal
            />
          </Suspense>
        ) : null}
      </Modal>
      <FlowModals view={view} shell={shell} send={send} />
    </>
  );
}

/**
 * Issue 32 item 2: with no modal open, `view.busy` reaches this screen through its step buttons
 * only (SubmitRow, ChoiceCard, LinkButton — src/ui/step-busy.ts), so a busy flip does not render it.
 */
export const busyFromContext = true;

/**
 * Equity IRA agreement — EQUITY_AGREEMENT '/review/equity' (doc 3 §2.5 "Equity IRA agreement", §5
 * Agreement): the heading by IRA type, a 'how it works' box naming the broker and the equity IRA
 * setup fee, the IRA agreement's HTML (sanitised by DOMPurify) in a scrollable panel, the scroll
 * note ('Please scroll to review entire agreement before continuing'), the 'agree' checkbox with the
 * e-signature note, and Continue.
 *
 * Scroll gate (doc 3 §2.5, §5 "The equity agreement requires scrolling to the end when scrolling is
 * required"): the checkbox and Continue are enabled once the panel has been scrolled to its end, or
 * at once when the text fits without scrolling (measured when the HTML is shown and whenever the
 * panel or its content resizes). The panel is focusable (tabIndex 0, named region) so keyboard
 * users scroll it with the arrow and page keys. An agreement accepted before counts as read.
 * While the HTML is not loaded the panel shows a loading status and the form stays disabled.
 *
 * data: { agreementHtml: string | null, accepted?: boolean, iraType?: 'Traditional' | 'Roth' |
 * 'SEP' | 'SIMPLE' | null, setupFee?: number | null, currency?: 'USD' | 'CAD' }
 * (machines/view/specs/equity-agreement.ts). initial: { agree: 'on' | '' }.
 * Sends `wizard.submit {agree: true}`; without the box ticked the client error
 * 'fields.errors.validation.agree' shows under it.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import './equity-agreement.css';
import { Checkbox } from '@mantine/core';
import { Suspense, useCallback, useState, type UIEvent } from 'react';
import { equityAgreementForm } from '../machines/view/specs/equity-agreement';
import { formatMoney } from '../src/i18n/format';
import { registerTexts, t } from '../src/i18n/t';
import { AgreementHtml } from '../src/ui/agreement-html';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { IconCheck, IconCheckDoc, IconInfo } from '../src/ui/icons';
import { FormError, InfoBox, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('equity');

/** Pixels short of the end that still count as the end (fractional scroll positions when zoomed). */
const END_SLACK = 4;
const IRA_TYPES = ['Traditional', 'Roth', 'SEP', 'SIMPLE'];

/**
 * The scroll gate: `read` turns true (and stays true) once the panel (the element marked
 * `data-scroll-gate`) is scrolled to its end or its content fits. `contentRef` goes on the
 * agreement's element inside the panel: it measures when the text appears and watches both
 * elements' sizes (a taller window, late images); `onScroll` goes on the panel.
 */
function useReadToEnd(initiallyRead: boolean) {
  const [read, setRead] = useState(initiallyRead);
  const check = useCallback((panel: Element | null) => {
    if (panel && panel.scrollHeight - panel.scrollTop - panel.clientHeight <= END_SLACK)
      setRead(true);
  }, []);
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      const panel = node?.closest('[data-scroll-gate]') ?? null;
      if (!node || !panel) return;
      check(panel);
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => check(panel));
      observer.observe(node);
      observer.observe(panel);
      return () => observer.disconnect();
    },
    [check],
  );
  const onScroll = useCallback((e: UIEvent<HTMLElement>) => check(e.currentTarget), [check]);
  return { read, contentRef, onScroll };
}

export default function EquityAgreement({ view, shell, send }: ScreenProps) {
  const [form, fields] = useStepForm(equityAgreementForm, view, send);
  const html =
    typeof view.data.agreementHtml === 'string' && view.data.agreementHtml
      ? view.data.agreementHtml
      : null;
  const accepted = view.data.accepted === true || view.initial.agree === 'on';
  const { read, contentRef, onScroll } = useReadToEnd(accepted);
  const iraType =
    typeof view.data.iraType === 'string' && IRA_TYPES.includes(view.data.iraType)
      ? view.data.iraType
      : 'default';
  const fee =
    typeof view.data.setupFee === 'number' && view.data.setupFee > 0 ? view.data.setupFee : null;
  const currency = dataOf(view, 'equityAgreement').currency ?? 'USD';
  const enabled = read && html !== null;

  return (
    <>
      <ScreenHeader
        icon={<IconCheckDoc />}
        title={t(`equityAgreement.title.${iraType}`)}
        subtitle={t('equityAgreement.subtitle', { brokerName: shell.brokerName })}
      />
      <InfoBox title={t('equityAgreement.howItWorksTitle')}>
        {t('equityAgreement.howItWorks', { brokerName: shell.brokerName })}
        {fee !== null
          ? ` ${t('equityAgreement.setupFee', { fee: formatMoney(fee, { currency }) })}`
          : null}
      </InfoBox>

      <div
        data-scroll-gate
        className="w-agreement-viewer w-equity-panel"
        tabIndex={0}
        role="region"
        aria-label={t('equityAgreement.panelLabel')}
        aria-describedby="equity-scroll-note"
        aria-busy={html === null}
        onScroll={html ? onScroll : undefined}
      >
        {html ? (
          <Suspense fallback={<Loading />}>
            <AgreementHtml html={html} contentRef={contentRef} />
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
      <p
        id="equity-scroll-note"
        className="w-note w-note--block w-equity-scroll"
        aria-live="polite"
      >
        {enabled ? <IconCheck width={16} height={16} /> : <IconInfo width={16} height={16} />}
        <span>{t(enabled ? 'equityAgreement.readNote' : 'equityAgreement.scrollNote')}</span>
      </p>

      <form {...formProps(form)} className="w-form">
        <Checkbox
          key={fields.agree.key}
          id={fields.agree.id}
          name={fields.agree.name}
          form={fields.agree.formId}
          value="on"
          defaultChecked={fields.agree.initialValue === 'on'}
          disabled={!enabled}
          size="md"
          classNames={{ root: 'w-agree' }}
          label={t('equityAgreement.agree')}
          description={t('equityAgreement.esign')}
          error={fieldError(fields.agree, view, 'agree')}
        />
        <FormError message={tr(view, view.formError)} />
        <SubmitRow label={t('common.continue')} busy={view.busy} disabled={!enabled} />
      </form>
    </>
  );
}

function Loading() {
  return (
    <div className="w-equity-loading" role="status">
      <span className="w-spinner" aria-hidden="true" />
      <span>{t('equityAgreement.loading')}</span>
    </div>
  );
}

/**
 * Agreement — AGREEMENT '/review/agreement' and the programme's METAL_SECURE_ACCOUNT.AGREEMENT
 * '/aip/review/agreement' (doc 3 §2.5 Agreement and the agreement viewer, §5 Agreement).
 *
 * - Title by application type and IRA subtype (`data.titleKey`); the broker with its own variant
 *   (`data.alternative`): its own title, four numbered points, its own download, acknowledgement and
 *   terms wording; otherwise paragraphs and bullets, plus the recurring day in the programme.
 * - 'Download agreement' (`agreement.download`; the PDF opens in a new tab).
 * - The 'agree' checkbox whose terms link opens the viewer (`agreement.view`); in the programme
 *   with a linked bank (`data.autoDeposit`) a second checkbox 'agreeAutoDeposit' whose link opens
 *   the ACH transfer terms (`agreement.view {which: 'ach'}`); in the programme the 'agree' label
 *   also links the metal-stream terms and conditions (`agreement.view {which: 'metal-stream'}`,
 *   doc 3 §1) and a second download link opens their PDF.
 * - 'Open account', or 'Upgrade account' for an upgrade (`data.upgrade`).
 * - Viewers (modal 'agreementViewer' on `data.agreementHtml`, 'achTerms' on `data.achTermsHtml`, 'achTermsFailed' / 'metalTermsFailed' when the terms could not be loaded,
 *   'metalTerms' on `data.metalTermsHtml`):
 *   the HTML sanitised by DOMPurify (src/ui/agreement-html.tsx), Print / Download
 *   (`agreement.download {which?}`), Accept (ticks the box, `modal.confirm`); closing the ACH viewer
 *   clears auto-deposit (`modal.cancel`).
 *
 * data: { titleKey, alternative, upgrade, programme, recurringDay, autoDeposit, agreementHtml?,
 * agreementError?, achTermsHtml?, metalTermsHtml? } (machines/agreement/agreement-variant.ts AgreementVariant).
 * Sends `wizard.submit {agree: 'on', agreeAutoDeposit?: 'on'}`.
 */
import '../src/ui/modal-styles';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import './agreement.css';
import { Checkbox, Modal } from '@mantine/core';
import { Suspense, useMemo, type ReactNode } from 'react';
import { agreementFormFor } from '../machines/agreement/agreement-variant';
import { Button } from '../src/ui/button';
import { t, currentLocale } from '../src/i18n/t';
import { AgreementHtml } from '../src/ui/agreement-html';
import { fieldError, formProps, tr, useStepForm } from '../src/ui/form';
import { IconDownload } from '../src/ui/icons';
import { Bullets, FormError, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenEvent } from '../machines/screen-contract';
import type { ScreenProps } from './screen-props';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** An inline link button inside a checkbox label (it opens a viewer, not the checkbox). */
function InlineLink({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="w-linkbtn w-linkbtn--inline"
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      {label}
    </button>
  );
}

/**
 * A checkbox label with an inline link button, and optionally a second one after `join` (the
 * programme's metal-stream terms and conditions, doc 3 §2.5).
 */
function LinkedLabel({
  prefix,
  link,
  onOpen,
  extra,
}: {
  prefix: string;
  link: string;
  onOpen: () => void;
  extra?: { join: string; link: string; onOpen: () => void };
}) {
  return (
    <>
      {prefix} <InlineLink label={link} onOpen={onOpen} />
      {extra ? (
        <>
          {' '}
          {extra.join} <InlineLink label={extra.link} onOpen={extra.onOpen} />
        </>
      ) : null}
    </>
  );
}

/** The agreement viewer (doc 3 §2.5): sanitised HTML, Print / Download, Accept. */
function Viewer(props: {
  opened: boolean;
  title: string;
  html: string | null;
  failed: boolean;
  emptyText: string;
  onClose: () => void;
  onDownload: () => void;
  onAccept: () => void;
}) {
  let body: ReactNode = <p className="w-note">{t('agreement.viewerLoading')}</p>;
  if (props.html) {
    body = (
      <Suspense fallback={<p className="w-note">{t('agreement.viewerLoading')}</p>}>
        <AgreementHtml html={props.html} />
      </Suspense>
    );
  } else if (props.failed) body = <p className="w-note">{props.emptyText}</p>;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      radius="md"
      size="xl"
    >
      {/* Issue 24: the broker serves its agreements in its own language (English); a Spanish
          session says so in one line, and the text is marked as English for assistive tech. */}
      {currentLocale() !== 'en' ? <p className="w-note">{t('agreement.brokerLanguage')}</p> : null}
      <div
        className="w-agreement-viewer"
        tabIndex={0}
        role="region"
        aria-label={t('agreeVariant.viewerLabel')}
        lang={currentLocale() !== 'en' ? 'en-US' : undefined}
      >
        {body}
      </div>
      <div className="w-modal-actions w-modal-actions--end w-gap-top">
        <Button
          variant="default"
          leftSection={<IconDownload width={16} height={16} />}
          onClick={props.onDownload}
        >
          {t('agreement.viewerPrint')}
        </Button>
        <Button onClick={props.onAccept}>{t('agreement.viewerAccept')}</Button>
      </div>
    </Modal>
  );
}

export default function Agreement({ view, shell, send }: ScreenProps) {
  const d = view.data;
  const autoDeposit = d.autoDeposit === true;
  // doc 3 §1, §2.5: the programme's 'agree' also accepts the metal-stream terms and conditions.
  const programme = d.programme === true;
  const alternative = d.alternative === true;
  const schema = useMemo(() => agreementFormFor(autoDeposit), [autoDeposit]);
  const [form, fields] = useStepForm(schema, view, send);
  const f = fields as unknown as Record<
    'agree' | 'agreeAutoDeposit',
    {
      key?: string | null;
      id: string;
      name: string;
      formId: string;
      initialValue?: unknown;
      errors?: string[];
    }
  >;
  const setBox = (name: 'agree' | 'agreeAutoDeposit', on: boolean) =>
    form.update({ name, value: on ? 'on' : '' });
  const open = (e: ScreenEvent) => () => send(e);
  const brokerName = shell.brokerName;
  const day = typeof d.recurringDay === 'number' ? d.recurringDay : null;
  const bullets = [
    t('agreement.bullet1'),
    t('agreement.bullet2'),
    t('agreement.bullet3'),
    t('agreement.bullet4'),
  ];
  if (programme && day !== null) bullets.push(t('agreement.aipBullet', { day }));

  return (
    <>
      <ScreenHeader
        title={t(str(d.titleKey) ?? 'agreement.title')}
        subtitle={t('agreement.subtitle', { brokerName })}
      />
      <div className="w-agreement">
        {alternative ? (
          <>
            <p>{t('agreeVariant.alternative.intro', { brokerName })}</p>
            <ol className="w-agreement-points">
              {[1, 2, 3, 4].map((n) => (
                <li key={n}>{t(`agreeVariant.alternative.point${n}`)}</li>
              ))}
            </ol>
          </>
        ) : (
          <>
            <p>{t('agreement.intro', { brokerName })}</p>
            <Bullets items={bullets} />
          </>
        )}
        {currentLocale() !== 'en' ? (
          <p className="w-note">{t('agreement.brokerLanguage')}</p>
        ) : null}
        <LinkButton className="w-download" onClick={open({ type: 'agreement.download' })}>
          <IconDownload width={18} height={18} />
          {t(alternative ? 'agreeVariant.alternative.download' : 'agreement.download')}
        </LinkButton>
        {programme ? (
          <LinkButton
            className="w-download"
            onClick={open({ type: 'agreement.download', which: 'metal-stream' })}
          >
            <IconDownload width={18} height={18} />
            {t('agreeVariant.metalTermsDownload')}
          </LinkButton>
        ) : null}
      </div>
      <form {...formProps(form)} className="w-form">
        <Checkbox
          key={f.agree.key}
          id={f.agree.id}
          name={f.agree.name}
          form={f.agree.formId}
          value="on"
          defaultChecked={f.agree.initialValue === 'on'}
          size="md"
          classNames={{ root: 'w-agree' }}
          label={
            <LinkedLabel
              prefix={t(
                alternative ? 'agreeVariant.alternative.agreePrefix' : 'agreement.agreePrefix',
              )}
              link={t(alternative ? 'agreeVariant.alternative.agreeLink' : 'agreement.agreeLink')}
              onOpen={open({ type: 'agreement.view' })}
              extra={
                programme
                  ? {
                      join: t('agreeVariant.metalTermsJoin'),
                      link: t('agreeVariant.metalTermsLink'),
                      onOpen: open({ type: 'agreement.view', which: 'metal-stream' }),
                    }
                  : undefined
              }
            />
          }
          error={fieldError(f.agree, view, 'agree')}
        />
        {autoDeposit ? (
          <Checkbox
            key={f.agreeAutoDeposit.key}
            id={f.agreeAutoDeposit.id}
            name={f.agreeAutoDeposit.name}
            form={f.agreeAutoDeposit.formId}
            value="on"
            defaultChecked={f.agreeAutoDeposit.initialValue === 'on'}
            size="md"
            classNames={{ root: 'w-agree' }}
            label={
              <LinkedLabel
                prefix={t('agreeVariant.autoDepositPrefix')}
                link={t('agreeVariant.autoDepositLink')}
                onOpen={open({ type: 'agreement.view', which: 'ach' })}
              />
            }
            error={fieldError(f.agreeAutoDeposit, view, 'agreeAutoDeposit')}
          />
        ) : null}
        <FormError message={tr(view, view.formError)} />
        <SubmitRow
          label={t(d.upgrade === true ? 'agreement.submitUpgrade' : 'agreement.submit')}
          busy={view.busy}
        />
      </form>

      <Viewer
        opened={view.modal === 'agreementViewer'}
        title={t(alternative ? 'agreeVariant.titles.alternative' : 'agreement.viewerTitle')}
        html={str(d.agreementHtml)}
        failed={Boolean(d.agreementError)}
        emptyText={t('agreement.viewerEmpty')}
        onClose={open({ type: 'modal.cancel' })}
        onDownload={open({ type: 'agreement.download' })}
        onAccept={() => {
          setBox('agree', true);
          send({ type: 'modal.confirm' });
        }}
      />
      {programme ? (
        <Viewer
          opened={view.modal === 'metalTerms' || view.modal === 'metalTermsFailed'}
          title={t('agreeVariant.metalViewerTitle')}
          html={str(d.metalTermsHtml)}
          failed={view.modal === 'metalTermsFailed'}
          emptyText={t('agreeVariant.metalViewerEmpty')}
          onClose={open({ type: 'modal.cancel' })}
          onDownload={open({ type: 'agreement.download', which: 'metal-stream' })}
          onAccept={() => {
            setBox('agree', true);
            send({ type: 'modal.confirm' });
          }}
        />
      ) : null}
      {autoDeposit ? (
        <Viewer
          opened={view.modal === 'achTerms' || view.modal === 'achTermsFailed'}
          title={t('agreeVariant.achViewerTitle')}
          html={str(d.achTermsHtml)}
          failed={view.modal === 'achTermsFailed'}
          emptyText={t('agreeVariant.achViewerEmpty')}
          onClose={() => {
            // doc 3 §2.5: closing the ACH terms viewer sets auto-deposit to false.
            setBox('agreeAutoDeposit', false);
            send({ type: 'modal.cancel' });
          }}
          onDownload={open({ type: 'agreement.download', which: 'ach' })}
          onAccept={() => {
            setBox('agreeAutoDeposit', true);
            send({ type: 'modal.confirm' });
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Issue 32 item 2: with no modal open, `view.busy` reaches this screen through its step buttons
 * only (SubmitRow, ChoiceCard, LinkButton — src/ui/step-busy.ts), so a busy flip does not render it.
 */
export const busyFromContext = true;

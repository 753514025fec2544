/**
 * Agreement — AGREEMENT '/review/agreement' (doc 3 §2.5): the agreement copy, 'Download
 * agreement' (`agreement.download`; the PDF opens in a new tab), the 'agree' checkbox whose terms
 * link opens the viewer (`agreement.view`), and 'Open account' ('Upgrade account' for upgrades).
 * The viewer modal ('agreementViewer') renders `data.agreementHtml` sanitised by DOMPurify, which
 * is loaded only when the viewer opens; Accept ticks the checkbox and sends `modal.confirm`.
 *
 * The recurring programme's agreement (/aip/review/agreement, doc 3 §5) adds the monthly purchase
 * to the bullets (`data.recurring`) and, with a linked bank (`data.autoDeposit`), the
 * 'agreeAutoDeposit' checkbox authorising the monthly deposit (`metalAgreementForm`).
 *
 * data: { agreementHtml?, agreementError?, upgrade?, recurring?: {amount, currency, day} | null,
 * autoDeposit?: {amount} | null }.
 */
import '../src/ui/modal-styles';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { getFormProps } from '@conform-to/react';
import { Checkbox, Modal } from '@mantine/core';
import { Button } from '../src/ui/button';
import { Suspense, use } from 'react';
import { agreementForm } from '../services/api/fields';
import { metalAgreementForm } from '../services/api/metal-fields';
import { ordinal } from '../machines/view/specs/metal-common';
import { formatMoney, type Currency } from '../src/i18n/format';
import { t } from '../src/i18n/t';
import { fieldError, tr, useStepForm } from '../src/ui/form';
import { IconDownload } from '../src/ui/icons';
import { Bullets, FormError, LinkButton, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

let purify: Promise<typeof import('dompurify')> | null = null;
const loadPurify = () => (purify ??= import('dompurify'));

/** The agreement HTML, sanitised (no scripts, no event handlers, no forms). */
function AgreementHtml({ html }: { html: string }) {
  const { default: DOMPurify } = use(loadPurify());
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'style'] });
  return <div className="w-agreement-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default function Agreement({ view, shell, send }: ScreenProps) {
  const autoDeposit = view.data.autoDeposit as { amount: number | null } | null | undefined;
  const recurring = view.data.recurring as { amount: number; currency: Currency; day: number } | null | undefined;
  const [form, fields] = useStepForm(autoDeposit ? metalAgreementForm : agreementForm, view, send);
  const autoField = (fields as unknown as Record<string, typeof fields.agree | undefined>).agreeAutoDeposit;
  const html = typeof view.data.agreementHtml === 'string' ? view.data.agreementHtml : null;
  const loadFailed = Boolean(view.data.agreementError);
  const upgrade = view.data.upgrade === true;
  return (
    <>
      <ScreenHeader title={t('agreement.title')} subtitle={t('agreement.subtitle', { brokerName: shell.brokerName })} />
      <div className="w-agreement">
        <p>{t('agreement.intro', { brokerName: shell.brokerName })}</p>
        <Bullets
          items={[
            t('agreement.bullet1'),
            t('agreement.bullet2'),
            t('agreement.bullet3'),
            t('agreement.bullet4'),
            ...(recurring ? [t('agreement.aipBullet', { day: ordinal(recurring.day) })] : []),
          ]}
        />
        <LinkButton className="w-download" onClick={() => send({ type: 'agreement.download' })}>
          <IconDownload width={18} height={18} />
          {t('agreement.download')}
        </LinkButton>
      </div>
      <form {...getFormProps(form)} className="w-form">
        <Checkbox
          key={fields.agree.key}
          id={fields.agree.id}
          name={fields.agree.name}
          form={fields.agree.formId}
          value="on"
          defaultChecked={fields.agree.initialValue === 'on'}
          size="md"
          classNames={{ root: 'w-agree' }}
          label={
            <>
              {t('agreement.agreePrefix')}{' '}
              <button
                type="button"
                className="w-linkbtn w-linkbtn--inline"
                onClick={(e) => {
                  e.preventDefault();
                  send({ type: 'agreement.view' });
                }}
              >
                {t('agreement.agreeLink')}
              </button>
            </>
          }
          error={fieldError(fields.agree, view, 'agree')}
        />
        {autoDeposit && autoField ? (
          <Checkbox
            key={autoField.key}
            id={autoField.id}
            name={autoField.name}
            form={autoField.formId}
            value="on"
            defaultChecked={autoField.initialValue === 'on'}
            size="md"
            classNames={{ root: 'w-agree' }}
            label={t('metalAgreement.autoDeposit', {
              brokerName: shell.brokerName,
              amount: autoDeposit.amount !== null ? formatMoney(autoDeposit.amount, { currency: recurring?.currency ?? 'USD' }) : '',
            })}
            error={fieldError(autoField, view, 'agreeAutoDeposit')}
          />
        ) : null}
        <FormError message={tr(view, view.formError)} />
        <SubmitRow label={t(upgrade ? 'agreement.submitUpgrade' : 'agreement.submit')} busy={view.busy} />
      </form>

      <Modal
        opened={view.modal === 'agreementViewer'}
        onClose={() => send({ type: 'modal.cancel' })}
        title={t('agreement.viewerTitle')}
        centered
        radius="md"
        size="xl"
      >
        <div className="w-agreement-viewer" tabIndex={0}>
          {html ? (
            <Suspense fallback={<p className="w-note">{t('agreement.viewerLoading')}</p>}>
              <AgreementHtml html={html} />
            </Suspense>
          ) : loadFailed ? (
            <p className="w-note">{t('agreement.viewerEmpty')}</p>
          ) : (
            <p className="w-note">{t('agreement.viewerLoading')}</p>
          )}
        </div>
        <div className="w-modal-actions w-modal-actions--end w-gap-top">
          <Button variant="default" leftSection={<IconDownload width={16} height={16} />} onClick={() => send({ type: 'agreement.download' })}>
            {t('agreement.viewerPrint')}
          </Button>
          <Button
            onClick={() => {
              form.update({ name: fields.agree.name, value: 'on' });
              send({ type: 'modal.confirm' });
            }}
          >
            {t('agreement.viewerAccept')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

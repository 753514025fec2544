/**
 * Processing — KYC_PROCESSING '/kyc/processing' (doc 3 §2.6): an animation and 'Reviewing
 * Application...' while the machine submits once (F5/R blocking and the leave-page warning belong
 * to the machine's invoked actor). The 'submissionError' modal (doc 3 §2.6, §8) shows a title per
 * error code (`data.errorTitleKey`) and the message (apiErrors.<Code>, or for KYCError the
 * server's message with its first 30 characters cut); its button reads 'Go to my account' or
 * 'Back to the agreement' (`data.closeTo`), and closing it sends `modal.confirm` (the machine goes
 * to the account when the application has an AccountUid, else back to AGREEMENT).
 *
 * data: { errorCode: string | null, errorTitleKey: string, closeTo: 'account' | 'agreement' }.
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconCheck } from '../src/ui/icons';
import { MessageModal } from '../src/ui/message-modal';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

export default function KycProcessing({ view, send }: ScreenProps) {
  return (
    <div className="w-processing" role="status" aria-live="polite">
      <div className="w-processing__anim" aria-hidden="true">
        <span className="w-processing__ring" />
        <span className="w-processing__ring w-processing__ring--2" />
        <span className="w-processing__core" />
      </div>
      <h1 className="w-title">{t('kycProcessing.title')}</h1>
      <p className="w-subtitle">{t('kycProcessing.subtitle')}</p>
      <ol className="w-processing__steps" aria-hidden="true">
        {['kycProcessing.step1', 'kycProcessing.step2', 'kycProcessing.step3'].map((k, i) => (
          <li key={k} style={{ animationDelay: `${i * 1.2}s` }}>
            <IconCheck width={14} height={14} strokeWidth={3} />
            {t(k)}
          </li>
        ))}
      </ol>
      {view.modal === 'submissionError' ? (
        <MessageModal
          title={t(
            typeof view.data.errorTitleKey === 'string'
              ? view.data.errorTitleKey
              : 'submissionError.titles.default',
          )}
          message={tr(view, view.formError ?? 'apiErrors.SomethingWentWrong')}
          buttonLabel={t(
            view.data.closeTo === 'account'
              ? 'submissionError.goToAccount'
              : 'submissionError.backToAgreement',
          )}
          onClose={() => send({ type: 'modal.confirm' })}
          onDismiss={() => send({ type: 'error.dismiss' })}
        />
      ) : null}
    </div>
  );
}

/**
 * KYC_HANDOFF (issue 9; beyond the spec): the phone page a hand-off link opens, without a session.
 * While the link is usable it is the desktop's own file page (screens/kyc-file.tsx: the drop zone,
 * whose file picker offers the phone's camera, the preview, the errors under the zone) with a
 * greeting that names the broker and the holder's first name; then the end states: sent, expired,
 * already used, not valid, or unreachable (with 'Try again', `handoff.retry`).
 *
 * data: { handoff: HandoffView } (machines/kyc/handoff.machine.ts). Sends upload.select,
 * upload.clear, wizard.submit (through the file page) and handoff.retry.
 */
import './kyc.css';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { registerTexts, t } from '../src/i18n/t';
import { IconCheckDoc, IconClock, IconInfo } from '../src/ui/icons';
import { InfoBox, ScreenHeader } from '../src/ui/parts';
import KycFile from './kyc-file';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

export default function KycHandoff({ view, send, shell }: ScreenProps) {
  const h = dataOf(view, 'kycHandoff').handoff;
  if (!h || h.step === 'start' || h.step === 'loading') {
    return (
      <p className="w-kyc-loading" role="status">
        <span className="w-spinner w-spinner--sm" aria-hidden="true" /> {t('kycHandoff.loading')}
      </p>
    );
  }
  if ((h.step === 'ready' || h.step === 'uploading') && h.upload) {
    const broker = h.brokerName ?? t('kycHandoff.yourBroker');
    return (
      <>
        <InfoBox>
          {h.firstName
            ? t('kycHandoff.greeting', { name: h.firstName, broker })
            : t('kycHandoff.greetingAnonymous', { broker })}
        </InfoBox>
        <KycFile
          view={{ ...view, canSkip: false, data: { group: h.group, doc: h.doc, upload: h.upload } }}
          send={send}
          shell={shell}
        />
      </>
    );
  }
  const result = (icon: ReactNode, title: string, text: string, retry = false) => (
    <div className="w-handoff-page__result">
      <ScreenHeader icon={icon} title={title} subtitle={text} />
      {retry ? (
        <Button onClick={() => send({ type: 'handoff.retry' })}>{t('kycHandoff.retry')}</Button>
      ) : null}
    </div>
  );
  if (h.step === 'done')
    return result(<IconCheckDoc />, t('kycHandoff.doneTitle'), t('kycHandoff.doneText'));
  if (h.step === 'expired')
    return result(<IconClock />, t('kycHandoff.expiredTitle'), t('kycHandoff.expiredText'));
  if (h.step === 'used')
    return result(<IconCheckDoc />, t('kycHandoff.usedTitle'), t('kycHandoff.usedText'));
  if (h.failure === 'error')
    return result(<IconInfo />, t('kycHandoff.errorTitle'), t('kycHandoff.errorText'), true);
  return result(<IconInfo />, t('kycHandoff.notFoundTitle'), t('kycHandoff.notFoundText'));
}

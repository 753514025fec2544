/**
 * Verification hub — KYC_VERIFICATION '/kyc/verification' (doc 3 §2.6, 'Documents requested'):
 * the required items per person with an uploaded / not-uploaded mark, and 'Skip for now'
 * (`wizard.skip` → KYC_DONE_SKIP). Upload screens come with the document-upload capability.
 *
 * data: { documents?: { titleKey: string; holder?: string; uploaded: boolean }[] }.
 */
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { IconCheck, IconId } from '../src/ui/icons';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

interface Doc {
  titleKey: string;
  holder?: string;
  uploaded: boolean;
}

export default function KycVerification({ view, shell, send }: ScreenProps) {
  const docs = Array.isArray(view.data.documents) ? (view.data.documents as Doc[]) : [];
  return (
    <>
      <ScreenHeader
        icon={<IconId />}
        title={t('kycVerification.title')}
        subtitle={t('kycVerification.subtitle', { brokerName: shell.brokerName })}
      />
      <ul className="w-docs">
        {docs.map((d, i) => (
          <li key={i} className={d.uploaded ? 'is-done' : undefined}>
            <span className="w-docs__mark" aria-hidden="true">
              {d.uploaded ? <IconCheck width={14} height={14} strokeWidth={3} /> : null}
            </span>
            <span className="w-docs__title">
              {t(d.titleKey)}
              {d.holder ? <span className="w-docs__holder"> — {d.holder}</span> : null}
            </span>
            <span className="w-docs__state">{d.uploaded ? t('kycVerification.uploaded') : t('kycVerification.notUploaded')}</span>
          </li>
        ))}
      </ul>
      <div className="w-actions">
        <Button variant="default" onClick={() => send({ type: 'wizard.skip' })}>
          {t('kycVerification.skip')}
        </Button>
      </div>
    </>
  );
}

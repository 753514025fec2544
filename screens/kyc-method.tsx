/**
 * Upload method — KYC_PROOF_OF_IDENTITY.*.UPLOAD.<DOC> and KYC_PROOF_OF_SOCIAL_SECURITY.*.UPLOAD
 * (doc 3 §2.6 'Choose method'): 'Webcam' on desktop (services/adapters/webcam.ts `isDesktop`) and
 * 'File upload' everywhere; a card sends `kyc.method {method}`. Back (the shell) → the identity
 * chooser or the hub.
 *
 * On desktop, 'Continue on your phone' (issue 9, screens/parts/kyc-handoff-panel.tsx) sends `kyc.handoff`.
 *
 * data: { group, doc, handoff }.
 */
import './kyc.css';
import { registerTexts, t } from '../src/i18n/t';
import { IconDownload, IconId, IconUser } from '../src/ui/icons';
import { ChoiceCard, ScreenHeader } from '../src/ui/parts';
import { isDesktop } from '../services/adapters/webcam';
import type { KycRoute } from '../machines/kyc/kyc-routes';
import { optionTitleOf } from '../machines/kyc/kyc-requirements';
import { HandoffPanel } from './parts/kyc-handoff-panel';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

/** The document's name in running text ('driver’s license', 'other government ID', 'social security card'). */
export function docName(doc: KycRoute['doc'] | undefined): string {
  if (!doc) return '';
  const name = t(
    doc === 'SOCIAL_SECURITY_CARD' ? 'kycDocs.socialSecurityCard' : optionTitleOf(doc),
  );
  return name.charAt(0).toLowerCase() + name.slice(1);
}

export default function KycMethod({ view, send }: ScreenProps) {
  const doc = dataOf(view, 'kycMethod').doc;
  const ssc = view.data.group === 'socialSecurity';
  const desktop = isDesktop();
  return (
    <>
      <ScreenHeader
        icon={<IconId />}
        title={t('kycMethod.title')}
        subtitle={
          ssc
            ? t(desktop ? 'kycMethod.sscSubtitle' : 'kycMethod.sscMobile')
            : t('kycMethod.identitySubtitle', { document: docName(doc) })
        }
      />
      <div className="w-choices">
        {desktop ? (
          <ChoiceCard
            icon={<IconUser />}
            title={t('kycMethod.webcam')}
            text={t('kycMethod.webcamHint')}
            busy={view.busy}
            onSelect={() => send({ type: 'kyc.method', method: 'camera' })}
          />
        ) : null}
        <ChoiceCard
          icon={<IconDownload />}
          title={t('kycMethod.file')}
          text={t('kycMethod.fileHint')}
          busy={view.busy}
          onSelect={() => send({ type: 'kyc.method', method: 'file' })}
        />
      </div>
      {desktop ? (
        <HandoffPanel
          handoff={dataOf(view, 'kycMethod').handoff}
          busy={view.busy}
          onCreate={() => send({ type: 'kyc.handoff' })}
        />
      ) : null}
    </>
  );
}

/**
 * Done / done-skip — KYC_DONE '/kyc/done' and KYC_DONE_SKIP '/kyc/done-skip' (doc 3 §2.6):
 * 'Processing verification' or 'Verification skipped' (limited features until verified), and
 * 'Go to my account' (`portal.go`). `data.skipped` picks the variant (default: skipped).
 */
import { Button } from '../src/ui/button';
import { registerTexts, t } from '../src/i18n/t';
import { IconClock, IconShield } from '../src/ui/icons';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

export default function KycDoneSkip({ view, send }: ScreenProps) {
  const skipped = view.data.skipped !== false;
  return (
    <>
      <ScreenHeader
        icon={skipped ? <IconClock /> : <IconShield />}
        title={t(skipped ? 'kycDone.skipTitle' : 'kycDone.title')}
        subtitle={t(skipped ? 'kycDone.skipSubtitle' : 'kycDone.subtitle')}
      />
      <div className="w-actions">
        <Button
          className="w-actions__primary"
          onClick={() => send({ type: 'portal.go' })}
          loading={view.busy}
        >
          {t('kycDone.goToAccount')}
        </Button>
      </div>
    </>
  );
}

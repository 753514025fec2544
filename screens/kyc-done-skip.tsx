/**
 * Done / done-skip — KYC_DONE '/kyc/done' and KYC_DONE_SKIP '/kyc/done-skip' (doc 3 §2.6):
 * 'Processing verification' or 'Verification skipped' (limited features until verified), and
 * 'Go to my account' (`portal.go`). `data.skipped` picks the variant (default: skipped).
 */
import { Button } from '../src/ui/button';
import { addTexts, t } from '../src/i18n/t';
import { IconClock, IconShield } from '../src/ui/icons';
import { ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';
import { enKyc } from '../src/i18n/en-kyc';

// Issue 11: this screen's texts travel in its chunk (src/i18n/t.ts).
addTexts(enKyc);

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

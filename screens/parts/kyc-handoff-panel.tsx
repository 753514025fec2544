/**
 * 'Continue on your phone' (issue 9; beyond the spec): the panel of the desktop's upload-method
 * page. It sends `kyc.handoff` to get a single-use link for the page's document, then shows the
 * link and its QR code (qrcode.react, SVG), a copy button and the expiry; the KYC
 * machine polls meanwhile and opens the hub when the phone's upload arrives.
 *
 * data: `handoff` (KycHandoffView of machines/kyc/kyc-view.ts). The link holds the token: it is
 * shown on screen and copied on request only, never logged or tracked.
 */
import { Button } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import type { KycHandoffView } from '../../machines/kyc/kyc-view';
import { registerTexts, t } from '../../src/i18n/t';
import { IconClock, IconPhone } from '../../src/ui/icons';
import { busyGuard } from '../../src/ui/button';
import { FormError } from '../../src/ui/parts';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

/** 'HH:MM' in the applicant's locale. */
const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';

export function HandoffPanel({
  handoff,
  busy,
  onCreate,
}: {
  handoff: KycHandoffView | undefined;
  /** Another action of the screen is running: the create button keeps its focus but does nothing. */
  busy?: boolean;
  onCreate: () => void;
}) {
  // Only the 'copied' confirmation is local (UI feedback, not flow state).
  const [copied, setCopied] = useState<string | null>(null);
  const step = handoff?.step ?? 'idle';
  const url = handoff?.url ?? null;
  const error = handoff?.error
    ? t(handoff.error, { defaultValue: handoff.errorFallbacks[handoff.error] ?? handoff.error })
    : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      setCopied(null);
    }
  };
  return (
    <section className="w-handoff" aria-labelledby="kyc-handoff-title">
      <div className="w-handoff__head">
        <span className="w-handoff__icon" aria-hidden="true">
          <IconPhone />
        </span>
        <div>
          <h2 className="w-handoff__title" id="kyc-handoff-title">
            {t('kycHandoffPanel.title')}
          </h2>
          <p className="w-handoff__text">{t('kycHandoffPanel.text')}</p>
        </div>
      </div>
      {step === 'open' && url ? (
        <div className="w-handoff__open">
          <div className="w-handoff__qr">
            <QRCodeSVG
              value={url}
              size={168}
              marginSize={2}
              role="img"
              aria-label={t('kycHandoffPanel.qrLabel')}
            />
          </div>
          <p className="w-handoff__text">{t('kycHandoffPanel.scan')}</p>
          <div className="w-handoff__link">
            <input
              className="w-handoff__url"
              readOnly
              value={url}
              aria-label={t('kycHandoffPanel.linkLabel')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="light" onClick={() => void copy()}>
              {copied === url ? t('kycHandoffPanel.copied') : t('kycHandoffPanel.copy')}
            </Button>
          </div>
          <p className="w-handoff__expiry">
            <IconClock width={16} height={16} aria-hidden="true" />{' '}
            {t('kycHandoffPanel.expires', { time: timeOf(handoff?.expiresAt ?? null) })}
          </p>
          <p className="w-handoff__waiting" role="status">
            <span className="w-spinner w-spinner--sm" aria-hidden="true" />{' '}
            {t('kycHandoffPanel.waiting')}
          </p>
        </div>
      ) : (
        <div className="w-handoff__start">
          {step === 'expired' ? (
            <p className="w-handoff__text" role="status">
              {t('kycHandoffPanel.expired')}
            </p>
          ) : null}
          <Button
            variant="outline"
            loading={step === 'creating'}
            data-disabled={(busy && step !== 'creating') || undefined}
            {...busyGuard(busy && step !== 'creating', onCreate)}
          >
            {step === 'expired' ? t('kycHandoffPanel.again') : t('kycHandoffPanel.create')}
          </Button>
          {error ? <FormError message={t('kycHandoffPanel.error')} /> : null}
        </div>
      )}
    </section>
  );
}

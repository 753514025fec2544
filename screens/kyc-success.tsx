/**
 * Success — KYC_SUCCESS '/kyc/success' (doc 3 §2.6, title 'Next steps'): three next steps —
 * 1 Verify; 2 'Fund account' + ' via <method>' with what to do next for that method (or, without
 * funding, that investing waits for the initial deposit); 3 Metals — and 'Go to my account'
 * (`portal.go`; the machine sends the browser to PortalUrl + '/buy' when the buy flag is set,
 * else + '?flow=regular').
 *
 * data: { fundingMethod: SuccessFundingMethod | null (machines/agreement/agreement-variant.ts
 * successFundingMethod: 'Transfer' for a bank linked through the provider or a programme paid by
 * bank), accountNumber: string | null, buy: boolean }.
 */
import { Button } from '../src/ui/button';
import { registerTexts, t } from '../src/i18n/t';
import { IconCheck } from '../src/ui/icons';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

const METHODS = [
  'Transfer',
  'ACHManual',
  'Wire',
  'Check',
  'Cryptocurrency',
  'IRATransfer',
  'Rollover',
  'AnnualContribution',
  'AccountBalance',
];

export default function KycSuccess({ view, shell, send }: ScreenProps) {
  const method =
    typeof view.data.fundingMethod === 'string' && METHODS.includes(view.data.fundingMethod)
      ? view.data.fundingMethod
      : null;
  const accountNumber =
    typeof view.data.accountNumber === 'string' ? view.data.accountNumber : null;
  const steps = [
    { title: t('kycSuccess.step1Title'), text: t('kycSuccess.step1Text') },
    {
      title:
        t('kycSuccess.step2Title') +
        (method ? t('kycSuccess.step2Via', { method: t(`successFunding.methods.${method}`) }) : ''),
      text: t(`successFunding.texts.${method ?? 'none'}`),
    },
    { title: t('kycSuccess.step3Title'), text: t('kycSuccess.step3Text') },
  ];
  return (
    <div className="w-success">
      <div className="w-success__badge" aria-hidden="true">
        <IconCheck width={34} height={34} strokeWidth={2.5} />
      </div>
      <h1 className="w-title">{t('kycSuccess.title')}</h1>
      <p className="w-subtitle">{t('kycSuccess.subtitle', { brokerName: shell.brokerName })}</p>
      {accountNumber ? (
        <p className="w-success__account">
          {t('kycSuccess.accountNumber')} <strong className="w-mono">{accountNumber}</strong>
        </p>
      ) : null}
      <ol className="w-steps">
        {steps.map((s, i) => (
          <li key={i} className="w-steps__item">
            <span className="w-steps__num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h2 className="w-steps__title">{s.title}</h2>
              <p className="w-steps__text">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="w-actions w-actions--center">
        <Button
          className="w-actions__primary"
          onClick={() => send({ type: 'portal.go' })}
          loading={view.busy}
        >
          {t('kycSuccess.goToAccount')}
        </Button>
      </div>
    </div>
  );
}

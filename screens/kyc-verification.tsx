/**
 * Verification hub — KYC_VERIFICATION '/kyc/verification' (doc 3 §2.6 'Documents requested'): the
 * required items per person (machines/kyc/kyc-requirements.ts `hubItemsOf`), each with its uploaded /
 * not-uploaded mark and a link to its route (`kyc.open {item}`; uploaded rows are disabled);
 * 'Skip for now' (`wizard.skip` → KYC_DONE_SKIP). The list arrives 1 s after the hub opens (the
 * machine's delayed fetch, under the shell's full-screen overlay); all uploaded → KYC_DONE.
 *
 * data: { items: HubItem[] | null, fetchError: string | null }.
 */
import './kyc.css';
import type { ReactNode } from 'react';
import { Button, busyGuard } from '../src/ui/button';
import { registerTexts, t } from '../src/i18n/t';
import {
  IconCheck,
  IconChevronRight,
  IconHome,
  IconId,
  IconLock,
  IconShield,
} from '../src/ui/icons';
import { FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import type { KycGroup } from '../machines/kyc/kyc-routes';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

const ICONS: Record<KycGroup, ReactNode> = {
  identity: <IconId />,
  residence: <IconHome />,
  socialSecurity: <IconLock />,
  ownership: <IconShield />,
};

export default function KycVerification({ view, shell, send }: ScreenProps) {
  const items = dataOf(view, 'kycVerification').items ?? null;
  const fetchError = dataOf(view, 'kycVerification').fetchError ?? null;
  const done = items?.filter((i) => i.uploaded).length ?? 0;
  return (
    <>
      <ScreenHeader
        icon={<IconId />}
        title={t('kycVerification.title')}
        subtitle={t('kycVerification.subtitle', { brokerName: shell.brokerName })}
      />
      {items === null && !fetchError ? (
        <p className="w-kyc-loading" role="status">
          <span className="w-spinner" aria-hidden="true" /> {t('kycHub.loading')}
        </p>
      ) : null}
      {fetchError ? (
        <div className="w-kyc-retry">
          <FormError message={t(fetchError)} />
          <Button variant="default" onClick={() => send({ type: 'kyc.retry' })}>
            {t('kycHub.retry')}
          </Button>
        </div>
      ) : null}
      {items && items.length ? (
        <>
          <p className="w-kyc-progress">
            {t('kycHub.progress', { done: String(done), total: String(items.length) })}
          </p>
          <ul className="w-kyc-list" aria-label={t('kycVerification.title')}>
            {items.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  className={d.uploaded ? 'w-kyc-item is-done' : 'w-kyc-item'}
                  disabled={d.uploaded}
                  {...busyGuard(
                    view.busy,
                    () => send({ type: 'kyc.open', item: d.id }),
                    d.uploaded,
                  )}
                >
                  <span className="w-kyc-item__icon" aria-hidden="true">
                    {ICONS[d.group]}
                  </span>
                  <span className="w-kyc-item__body">
                    <span className="w-kyc-item__title">{t(d.titleKey)}</span>
                    {d.holder ? (
                      <span className="w-kyc-item__holder">
                        {t('kycHub.holderFor', { name: d.holder })}
                      </span>
                    ) : null}
                  </span>
                  <span className={d.uploaded ? 'w-kyc-status w-kyc-status--done' : 'w-kyc-status'}>
                    {d.uploaded ? (
                      <IconCheck width={14} height={14} strokeWidth={3} aria-hidden="true" />
                    ) : null}
                    {d.uploaded ? t('kycVerification.uploaded') : t('kycVerification.notUploaded')}
                  </span>
                  {d.uploaded ? null : (
                    <IconChevronRight className="w-kyc-item__chev" aria-hidden="true" />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {items && items.length === 0 ? <p className="w-kyc-progress">{t('kycHub.empty')}</p> : null}
      <div className="w-actions">
        <LinkButton onClick={() => send({ type: 'wizard.skip' })}>
          {t('kycVerification.skip')}
        </LinkButton>
      </div>
    </>
  );
}

/**
 * The KYC choosers (doc 3 §2.6): proof of identity (KYC_PROOF_OF_IDENTITY.*.MAIN — driver's
 * licence, passport, other government ID per §5 "Identity options shown"), proof of residency
 * (KYC_PROOF_OF_RESIDENCE.*.MAIN — the formatted address; utility bill, bank statement, voided
 * check) and proof of ownership (KYC_PROOF_OF_OWNERSHIP.MAIN — title by corporate account type).
 * An uploaded option shows a check and is not clickable; a card sends `kyc.choose {option}`.
 * Back (the shell) → the hub; 'Skip for now' (`wizard.skip`) → KYC_DONE_SKIP.
 *
 * data: { group, options: ChooserOption[], firstName, address, corporateType }.
 */
import './kyc.css';
import type { ReactNode } from 'react';
import { registerTexts, t } from '../src/i18n/t';
import { IconBank, IconCheckDoc, IconHome, IconId, IconShield, IconWire } from '../src/ui/icons';
import { ChoiceCard, LinkButton, ScreenHeader } from '../src/ui/parts';
import type { KycOption } from '../machines/kyc/kyc-routes';
import type { ScreenProps } from './screen-props';
import { dataOf } from '../machines/view/screen-view-of';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('kyc');

const ICON: Record<KycOption, ReactNode> = {
  DRIVERS_LICENSE: <IconId />,
  PASSPORT: <IconId />,
  GOVERNMENT_ID: <IconId />,
  UTILITY_BILL: <IconHome />,
  BANK_STATEMENT: <IconBank />,
  VOIDED_CHECK: <IconCheckDoc />,
  CREDIT_CARD_STATEMENT: <IconWire />,
  OWNERSHIP: <IconShield />,
};
const HINT: Partial<Record<KycOption, string>> = {
  DRIVERS_LICENSE: 'kycDocs.driversLicenseHint',
  PASSPORT: 'kycDocs.passportHint',
  GOVERNMENT_ID: 'kycDocs.governmentIdHint',
  UTILITY_BILL: 'kycDocs.utilityBillHint',
  BANK_STATEMENT: 'kycDocs.bankStatementHint',
  VOIDED_CHECK: 'kycDocs.voidedCheckHint',
  OWNERSHIP: 'kycDocs.ownershipHint',
};

/** The ownership title by corporate account type (doc 3 §2.6: types 1 and 3 company documents, 2 sole proprietorship, 4 trust, 5 partnership). */
export function ownershipTitleKey(corporateType: string | null | undefined): string {
  if (corporateType === 'SoleProprietorship') return 'kycChooser.ownershipTitle2';
  if (corporateType === 'Trust') return 'kycChooser.ownershipTitle4';
  if (corporateType === 'Partnership') return 'kycChooser.ownershipTitle5';
  return 'kycChooser.ownershipTitle1';
}

export default function KycChooser({ view, send }: ScreenProps) {
  const data = dataOf(view, 'kycChooser');
  const group = data.group ?? 'identity';
  const options = data.options ?? [];
  const name = data.firstName ?? null;
  const address = data.address ?? null;
  let title: string;
  let subtitle: ReactNode;
  if (group === 'identity') {
    title = name ? t('kycChooser.identityTitle', { name }) : t('kycChooser.identityTitleNoName');
    subtitle = t('kycChooser.identitySubtitle');
  } else if (group === 'residence') {
    title = name ? t('kycChooser.residenceTitle', { name }) : t('kycChooser.residenceTitleNoName');
    subtitle = (
      <>
        {address ? (
          <span className="w-kyc-address">{t('kycChooser.residenceAddress', { address })}</span>
        ) : null}
        {options.some((o) => o.id === 'UTILITY_BILL')
          ? t('kycChooser.residenceSubtitleUtility')
          : t('kycChooser.residenceSubtitle')}
      </>
    );
  } else {
    title = t(ownershipTitleKey(data.corporateType));
    subtitle = t('kycChooser.ownershipSubtitle');
  }
  return (
    <>
      <ScreenHeader
        icon={
          group === 'residence' ? <IconHome /> : group === 'ownership' ? <IconShield /> : <IconId />
        }
        title={title}
        subtitle={subtitle}
      />
      <div className="w-choices">
        {options.map((o) => (
          <ChoiceCard
            key={o.id}
            icon={ICON[o.id]}
            title={t(o.titleKey)}
            text={HINT[o.id] ? t(HINT[o.id] as string) : undefined}
            badge={o.uploaded ? t('kycDocs.uploaded') : undefined}
            current={o.uploaded}
            disabled={o.disabled}
            busy={view.busy}
            onSelect={() => send({ type: 'kyc.choose', option: o.id })}
          />
        ))}
      </div>
      {view.canSkip ? (
        <div className="w-actions">
          <LinkButton onClick={() => send({ type: 'wizard.skip' })}>
            {t('kycChooser.skip')}
          </LinkButton>
        </div>
      ) : null}
    </>
  );
}

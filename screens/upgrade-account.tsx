/**
 * The upgrade page of a basic account '/upgrade' (doc 1 §4.11): the existing account's card —
 * name, account number and code, type, e-mail, phone (marked when it is the two-step verification
 * phone) and the mailing address (`data.account`, machines/entry/upgrade-view.ts; null while it
 * loads). 'Continue' sends `wizard.submit` (the continue-or-start-new modal or the kind choice
 * follow); an account already upgraded offers only 'Go to my account' (also `wizard.submit`, which
 * leaves for the portal). After a failure the error shows with 'Try again' (`wizard.submit`).
 * Back (the shell's) returns to the portal.
 */
import './upgrade.css';
import type { UpgradeAccountView } from '../machines/entry/upgrade-view';
import { t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconShield } from '../src/ui/icons';
import { FormError, InfoBox, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

function AccountCard({ a }: { a: UpgradeAccountView }) {
  const none = <span className="w-account__hint">{t('upgradeAccount.none')}</span>;
  return (
    <section className="w-account" aria-labelledby="upgrade-account-title">
      <div className="w-account__head">
        <span className="w-account__avatar" aria-hidden="true">
          {initialsOf(a.fullName) || '•'}
        </span>
        <div className="w-account__who">
          <p className="w-account__label" id="upgrade-account-title">
            {t('upgradeAccount.cardTitle')}
          </p>
          <p className="w-account__name">{a.fullName || a.email}</p>
        </div>
        <span className="w-account__badge">{a.accountType}</span>
      </div>
      <dl className="w-account__list">
        <dt>{t('upgradeAccount.accountNumber')}</dt>
        <dd className="w-account__mono" data-testid="upgrade-account-number">
          {a.accountNumber}
        </dd>
        <dt>{t('upgradeAccount.accountCode')}</dt>
        <dd className="w-account__mono">{a.accountCode}</dd>
        <dt>{t('upgradeAccount.email')}</dt>
        <dd>{a.email}</dd>
        <dt>{t('upgradeAccount.phone')}</dt>
        <dd>
          {a.phone ?? none}
          {a.phone && a.phoneLocked ? (
            <span className="w-account__hint">{t('upgradeAccount.phone2fa')}</span>
          ) : null}
        </dd>
        <dt>{t('upgradeAccount.address')}</dt>
        <dd>{a.address.length ? a.address.map((l) => <span key={l}>{l}</span>) : none}</dd>
      </dl>
    </section>
  );
}

export default function UpgradeAccount({ view, send }: ScreenProps) {
  const account = (view.data.account ?? null) as UpgradeAccountView | null;
  const failed = !account && !view.busy && !!view.formError;
  const go = () => send({ type: 'wizard.submit', values: {} });
  return (
    <>
      <ScreenHeader
        icon={<IconShield />}
        title={t(failed ? 'upgradeAccount.failedTitle' : 'upgradeAccount.title')}
        subtitle={failed ? undefined : t('upgradeAccount.subtitle')}
      />
      {account ? (
        <AccountCard a={account} />
      ) : failed ? null : (
        <div className="w-account w-account--loading" role="status">
          {t('upgradeAccount.loading')}
        </div>
      )}
      <FormError message={tr(view, view.formError)} />
      {account?.upgraded ? (
        <InfoBox>{t('upgradeAccount.upgraded')}</InfoBox>
      ) : account ? (
        <p className="w-body">{t('upgradeAccount.prefillNote')}</p>
      ) : null}
      {account || failed ? (
        <SubmitRow
          label={t(
            failed
              ? 'upgradeAccount.retry'
              : account?.upgraded
                ? 'upgradeAccount.toPortal'
                : 'upgradeAccount.continue',
          )}
          busy={view.busy}
          onClick={go}
        />
      ) : null}
    </>
  );
}

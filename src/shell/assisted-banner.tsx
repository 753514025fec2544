/**
 * The sales-assisted banner (doc 1 §2.3, §6): sticky at the bottom with a red border; a title; the
 * customer's e-mail (the Impersonation token's Email claim, `ShellView.assisted.customerEmail`);
 * an impersonation caution; and a logout button that submits the page's form first
 * (`saveClose.request`, then the form's own submit — the machine opens the save & close modal
 * when the step was saved, doc 1 §4.13) or, when the page has no form, opens the save & close
 * modal at once (`saveClose.open`).
 */
import type { ScreenEvent } from '../../machines/screen-contract';
import { t } from '../i18n/t';

/** The page's form (the screen's, inside the main landmark), or null. */
function pageForm(): HTMLFormElement | null {
  return document.querySelector<HTMLFormElement>('#main form');
}

export function AssistedBanner(props: {
  customerEmail: string | null;
  send: (e: ScreenEvent) => void;
}) {
  const logout = () => {
    const form = pageForm();
    if (form) {
      props.send({ type: 'saveClose.request' });
      form.requestSubmit();
    } else props.send({ type: 'saveClose.open' });
  };
  return (
    <aside className="w-assisted" aria-label={t('sales.bannerTitle')} data-testid="assisted-banner">
      <div className="w-assisted__text">
        <p className="w-assisted__title">{t('sales.bannerTitle')}</p>
        {props.customerEmail ? (
          <p className="w-assisted__customer">
            {t('sales.bannerCustomer', { email: props.customerEmail })}
          </p>
        ) : null}
        <p className="w-assisted__caution">{t('sales.bannerCaution')}</p>
      </div>
      <button type="button" className="w-assisted__logout" onClick={logout}>
        {t('sales.bannerLogout')}
      </button>
    </aside>
  );
}

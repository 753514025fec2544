/**
 * The sales-assisted banner (doc 1 §2.3, §6): sticky at the bottom with a red border; a title; the
 * customer's e-mail (the Impersonation token's Email claim, `ShellView.assisted.customerEmail`);
 * an impersonation caution; and a logout button that submits the page's form first
 * (`saveClose.request`, then the form's own submit — the machine opens the save & close modal
 * when the step was saved, doc 1 §4.13) or, when the page has no form, opens the save & close
 * modal at once (`saveClose.open`). A form whose client-side rules stop the submit (no
 * STEP_SUBMITTED_EVENT) keeps its values and shows its errors; the request is withdrawn
 * (`saveClose.cancel`).
 */
import type { ScreenEvent } from '../../machines/screen-contract';
import { t } from '../i18n/t';
import { STEP_SUBMITTED_EVENT } from '../ui/step-submitted';

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
    if (!form) return props.send({ type: 'saveClose.open' });
    // The submit runs synchronously: a form its client-side rules stopped shows its errors (what
    // was typed stays) and the save & close request is withdrawn at once instead of waiting.
    let submitted = false;
    const onSubmitted = () => (submitted = true);
    form.addEventListener(STEP_SUBMITTED_EVENT, onSubmitted);
    props.send({ type: 'saveClose.request' });
    try {
      form.requestSubmit();
    } finally {
      form.removeEventListener(STEP_SUBMITTED_EVENT, onSubmitted);
    }
    if (!submitted) props.send({ type: 'saveClose.cancel' });
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

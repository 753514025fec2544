/**
 * DELETE_APPLICATION '/delete-application' (doc 1 §2.11): names the application's kind
 * (`data.kindKey`) and asks to confirm: 'Delete application' sends `wizard.submit`, 'Keep it'
 * `modal.cancel` (back to the application). A refusal shows as the form error.
 */
import './upgrade.css';
import { Button } from '../src/ui/button';
import { t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

export default function DeleteApplication({ view, send }: ScreenProps) {
  const kindKey = typeof view.data.kindKey === 'string' ? view.data.kindKey : null;
  return (
    <>
      <ScreenHeader title={t('deleteApplication.title')} subtitle={t('deleteApplication.text')} />
      {kindKey ? (
        <p className="w-body">{t('deleteApplication.kind', { kind: t(kindKey) })}</p>
      ) : null}
      <FormError message={tr(view, view.formError)} />
      <div className="w-actions">
        <Button
          className="w-btn-danger"
          loading={view.busy}
          onClick={() => send({ type: 'wizard.submit', values: {} })}
        >
          {t('deleteApplication.confirm')}
        </Button>
        <LinkButton onClick={() => send({ type: 'modal.cancel' })} disabled={view.busy}>
          {t('deleteApplication.cancel')}
        </LinkButton>
      </div>
    </>
  );
}

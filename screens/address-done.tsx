/** Address done — ADDRESS_DONE '/address/done' (doc 2 §2.20): title, subtitle and Continue. */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconCheck } from '../src/ui/icons';
import { FormError, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

export default function AddressDone({ view, send }: ScreenProps) {
  return (
    <>
      <ScreenHeader
        icon={<IconCheck />}
        title={t('addressDone.title')}
        subtitle={t('addressDone.subtitle')}
      />
      <FormError message={tr(view, view.formError)} />
      <SubmitRow
        label={t('common.continue')}
        busy={view.busy}
        onClick={() => send({ type: 'wizard.submit', values: {} })}
      />
    </>
  );
}

/** Issue 22: `view.busy` and `view.canGoBack` reach this screen through its SubmitRow only (src/ui/step-busy.ts). */
export const busyFromContext = true;

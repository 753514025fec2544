/**
 * Address intro — ADDRESS '/address' (doc 2 §2.20): title, subtitle, an info box naming the broker
 * code (another wording for personal IRA types) and Continue (`wizard.submit`, no values).
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconHome } from '../src/ui/icons';
import { FormError, InfoBox, ScreenHeader, SubmitRow } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

// Issue 22: these texts (src/i18n/en-person.ts) load with the screen's chunk, in the current locale.
registerTexts('person');

export default function AddressIntro({ view, shell, send }: ScreenProps) {
  const ira = view.data.isIra === true;
  return (
    <>
      <ScreenHeader
        icon={<IconHome />}
        title={t('addressIntro.title')}
        subtitle={t('addressIntro.subtitle')}
      />
      <InfoBox>
        {t(ira ? 'addressIntro.infoIra' : 'addressIntro.info', { brokerCode: shell.brokerCode })}
      </InfoBox>
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

/**
 * Trust EIN question — SECURE_TRUST_NAME_EIN_QUESTION '/secure/trust/askEin' (doc 2 §2.8): the
 * title 'secureAccountTrustEinQuestion' and two choice cards, No and Yes. Both send
 * `wizard.submit` with {} and go to the next path (the EIN screen); the answer is not saved.
 *
 * data: { current?: 'Yes' | 'No' | null } — the answer the saved EIN implies, marked on its card.
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconCheck, IconClose } from '../src/ui/icons';
import { ChoiceCard, FormError, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('entity');

export default function TrustEinQuestion({ view, send }: ScreenProps) {
  const current = view.data.current as 'Yes' | 'No' | null | undefined;
  const answer = () => send({ type: 'wizard.submit', values: {} });
  return (
    <>
      <ScreenHeader
        title={t('secureAccountTrustEinQuestion')}
        subtitle={t('trustEinQuestion.subtitle')}
      />
      <div className="w-choices" role="group" aria-label={t('trustEinQuestion.legend')}>
        <ChoiceCard
          title={t('trustEinQuestion.no')}
          text={t('trustEinQuestion.noText')}
          icon={<IconClose />}
          current={current === 'No'}
          busy={view.busy}
          onSelect={answer}
        />
        <ChoiceCard
          title={t('trustEinQuestion.yes')}
          text={t('trustEinQuestion.yesText')}
          icon={<IconCheck />}
          current={current === 'Yes'}
          busy={view.busy}
          onSelect={answer}
        />
      </div>
      <FormError message={tr(view, view.formError)} />
    </>
  );
}

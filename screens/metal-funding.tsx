/**
 * Programme funding — FUNDING.METALSTREAM_FUNDING.ACCOUNT '/metal/funding' (doc 3 §2.3): 'Link your
 * bank' (recommended; `wizard.submit {choice: 'bank'}` — the wizard opens the bank-link flow) and
 * manual funding (`wizard.submit {choice: 'manual'}`: the account balance, due by the recurring day,
 * named as an ordinal). Sales-assisted sessions see manual funding only. 'I’ll do it later' sends
 * `wizard.skip` when `view.canSkip`. The saved choice is marked.
 *
 * data: { day, assisted } (machines/view/specs/metal-funding.ts). initial: { choice }.
 * `MetalFundingForm` is also the Overview's edit form (item 'metalFunding').
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconBank, IconWire } from '../src/ui/icons';
import { ChoiceCard, FormError, LinkButton, ScreenHeader } from '../src/ui/parts';
import type { ScreenProps, StepFormProps } from './screen-props';

export function MetalFundingForm({ view, send }: StepFormProps) {
  const day = typeof view.data.day === 'string' ? view.data.day : '';
  const assisted = view.data.assisted === true;
  const current = view.initial.choice ?? '';
  const choose = (choice: 'bank' | 'manual') => send({ type: 'wizard.submit', values: { choice } });
  return (
    <>
      <div className="w-choices">
        {assisted ? null : (
          <ChoiceCard
            title={t('metalFunding.bankTitle')}
            badge={t('metalFunding.recommended')}
            text={t('metalFunding.bankText')}
            icon={<IconBank />}
            current={current === 'bank'}
            busy={view.busy}
            onSelect={() => choose('bank')}
          />
        )}
        <ChoiceCard
          title={t('metalFunding.manualTitle')}
          text={t('metalFunding.manualText', { day })}
          icon={<IconWire />}
          current={current === 'manual'}
          busy={view.busy}
          onSelect={() => choose('manual')}
        />
      </div>
      {assisted ? <p className="w-note w-note--block">{t('metalFunding.assistedNote')}</p> : null}
      <FormError message={tr(view, view.fieldErrors.choice ?? view.formError)} />
    </>
  );
}

import { FlowModals } from './flows/flow-modals';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('metal');

export default function MetalFunding(props: ScreenProps) {
  const { view, send } = props;
  const day = typeof view.data.day === 'string' ? view.data.day : '';
  return (
    <>
      <ScreenHeader
        title={t('metalFunding.title')}
        subtitle={t('metalFunding.subtitle', { day })}
      />
      <MetalFundingForm {...props} />
      {view.canSkip ? (
        <div className="w-actions w-actions--center">
          <LinkButton onClick={() => send({ type: 'wizard.skip' })} busy={view.busy}>
            {t('metalFunding.skip')}
          </LinkButton>
        </div>
      ) : null}
      {/* The bank choice opens the bank-link flow (doc 3 §2.3, §4); its modal renders here. */}
      <FlowModals {...props} />
    </>
  );
}

/**
 * Same address? — ADDRESS_SECONDARY '/address/secondary', ADDRESS_MINOR '/address/minor' (doc 2
 * §2.20): asks whether the second owner / the minor (`view.person`, named by `view.personName`)
 * lives at the main applicant's address, and shows that address. 'Yes, same address' and 'No, a
 * different address' send `{type: 'wizard.submit', values: {SameAddress: 'yes' | 'no'}}` (both go
 * on to that person's address entry, prefilled with the main address after Yes); 'I’ll add it
 * later' sends `wizard.skip` when `view.canSkip` (doc 2 §2.2 "Secondary address (skippable)").
 *
 * data: { mainAddress: string | null } (machines/view/specs/same-address.ts). initial: {SameAddress?:
 * 'yes' | 'no' | ''} — the earlier answer, marked on its card.
 */
import { registerTexts, t } from '../src/i18n/t';
import { tr } from '../src/ui/form';
import { IconHome, IconUser } from '../src/ui/icons';
import { ChoiceCard, FormError, InfoBox, LinkButton, ScreenHeader } from '../src/ui/parts';
import { personWho } from './person-copy';
import type { ScreenProps } from './screen-props';

// Issues 11, 24: this screen's texts load with its chunk, in the current locale (src/i18n/t.ts).
registerTexts('person');

export default function SameAddress({ view, send }: ScreenProps) {
  const who = personWho(view);
  const mainAddress =
    typeof view.data.mainAddress === 'string' && view.data.mainAddress
      ? view.data.mainAddress
      : null;
  const answer = view.initial.SameAddress;
  const choose = (SameAddress: 'yes' | 'no') =>
    send({ type: 'wizard.submit', values: { SameAddress } });
  const error = view.fieldErrors.SameAddress ?? view.formError;
  return (
    <>
      <ScreenHeader title={t('sameAddress.title', { who })} subtitle={t('sameAddress.subtitle')} />
      {mainAddress ? (
        <div className="w-gap-bottom">
          <InfoBox title={t('sameAddress.yourAddress')} icon={<IconHome />}>
            {mainAddress}
          </InfoBox>
        </div>
      ) : null}
      <div className="w-choices">
        <ChoiceCard
          title={t('sameAddress.yesTitle')}
          text={t('sameAddress.yesText', { who })}
          icon={<IconHome />}
          current={answer === 'yes'}
          busy={view.busy}
          onSelect={() => choose('yes')}
        />
        <ChoiceCard
          title={t('sameAddress.noTitle')}
          text={t('sameAddress.noText', { who })}
          icon={<IconUser />}
          current={answer === 'no'}
          busy={view.busy}
          onSelect={() => choose('no')}
        />
      </div>
      <FormError message={tr(view, error)} />
      {view.canSkip ? (
        <div className="w-actions w-actions--center">
          <LinkButton onClick={() => send({ type: 'wizard.skip' })} busy={view.busy}>
            {t('sameAddress.skip')}
          </LinkButton>
        </div>
      ) : null}
    </>
  );
}

/**
 * Issue 32 item 2: with no modal open, `view.busy` reaches this screen through its step buttons
 * only (SubmitRow, ChoiceCard, LinkButton — src/ui/step-busy.ts), so a busy flip does not render it.
 */
export const busyFromContext = true;

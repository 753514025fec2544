/**
 * The retirement funding cards (doc 3 §2.4 "Retirement funding type"), shared by the retirement
 * funding screen (screens/retirement-funding.tsx) and the review's funding edit
 * (screens/flows/funding-edit-modal.tsx); kept apart so the edit modal does not import the screen
 * that renders the modals (issue 23).
 */
import type { ScreenEvent } from '../../machines/screen-contract';
import { formatMoney } from '../../src/i18n/format';
import { registerTexts, t } from '../../src/i18n/t';
import { IconBank, IconCalendar, IconWire } from '../../src/ui/icons';
import { ChoiceCard } from '../../src/ui/parts';
import type { ScreenDataOf } from '../../machines/view/screen-view-of';

// The cards' texts (retirementFunding.*) are in the person fragment (src/i18n/fragments.ts).
registerTexts('person');

/**
 * The three retirement funding cards (doc 3 §2.4 "Retirement funding type"), also the review's
 * funding edit's method step: transfer, rollover, cash contribution (its text names
 * `data.contributionLimit` in `data.currency` when known); `current` marked. A card sends
 * `wizard.submit {IRAFundingType}`.
 */
export function RetirementFundingCards({
  data,
  current,
  busy,
  send,
}: {
  data: ScreenDataOf<'retirementFunding'>;
  current: string | null | undefined;
  busy: boolean;
  send: (e: ScreenEvent) => void;
}) {
  const currency = data.currency ?? 'USD';
  const limit = typeof data.contributionLimit === 'number' ? data.contributionLimit : null;
  const choose = (IRAFundingType: 'IRATransfer' | 'Rollover' | 'AnnualContribution') =>
    send({ type: 'wizard.submit', values: { IRAFundingType } });
  return (
    <div className="w-choices">
      <ChoiceCard
        title={t('retirementFunding.transferTitle')}
        text={t('retirementFunding.transferText')}
        icon={<IconBank />}
        current={current === 'IRATransfer'}
        busy={busy}
        onSelect={() => choose('IRATransfer')}
      />
      <ChoiceCard
        title={t('retirementFunding.rolloverTitle')}
        text={t('retirementFunding.rolloverText')}
        icon={<IconWire />}
        current={current === 'Rollover'}
        busy={busy}
        onSelect={() => choose('Rollover')}
      />
      <ChoiceCard
        title={t('retirementFunding.contributionTitle')}
        text={
          limit !== null
            ? t('retirementFunding.contributionText', {
                limit: formatMoney(limit, { currency, decimals: 0 }),
              })
            : t('retirementFunding.contributionTextNoLimit')
        }
        icon={<IconCalendar />}
        current={current === 'AnnualContribution'}
        busy={busy}
        onSelect={() => choose('AnnualContribution')}
      />
    </div>
  );
}

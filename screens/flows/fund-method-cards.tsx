/**
 * The method cards of Fund account (doc 3 §2.4 "Normal options"), shared by the fund-account screen
 * (screens/fund-account.tsx) and the review's funding edit (screens/flows/funding-edit-modal.tsx);
 * kept apart so the edit modal does not import the screen that renders the modals (issue 23).
 */
import type { ReactNode } from 'react';
import type { BankFundingMethod, ScreenEvent } from '../../machines/screen-contract';
import { formatMoney } from '../../src/i18n/format';
import { registerTexts, t } from '../../src/i18n/t';
import { IconBank, IconCheckDoc, IconGlobe, IconWire } from '../../src/ui/icons';
import { ChoiceCard } from '../../src/ui/parts';
import type { ScreenDataOf } from '../../machines/view/screen-view-of';

// The cards' texts (fund.*, fundMore.*) are in the bank-link fragment (src/i18n/fragments.ts).
registerTexts('bankLink');

type Method = Exclude<BankFundingMethod, 'ACHManual'>;
const DEFAULT_METHODS: readonly Method[] = ['Wire', 'Check'];
const limitOf = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * The method cards of Fund account (doc 3 §2.4 "Normal options"), also the review's funding edit's
 * method step: one card per `data.methods` (wire and check when absent), the limits of `data`
 * (achLimit, checkLimit, cryptoLimit in dollars, `currency`) in their texts, `data.current` marked.
 * A card sends `wizard.submit {BankFundingType}`.
 */
export function FundMethodCards({
  data,
  busy,
  send,
}: {
  data: ScreenDataOf<'fundAccount'>;
  busy: boolean;
  send: (e: ScreenEvent) => void;
}) {
  const currency = data.currency ?? 'USD';
  const money = (v: number | null) =>
    v !== null ? formatMoney(v, { currency, decimals: 0 }) : '—';
  const methods: readonly Method[] =
    data.methods?.filter((m): m is Method => m !== 'ACHManual') ?? DEFAULT_METHODS;
  const current = data.current;
  const choose = (BankFundingType: Method) =>
    send({ type: 'wizard.submit', values: { BankFundingType } });
  const cards: Record<Method, { title: string; text: string; icon: ReactNode; badge?: string }> = {
    ACHConnected: {
      title: t('fund.achTitle'),
      text: t('fund.achText', { limit: money(limitOf(data.achLimit)) }),
      icon: <IconBank />,
      badge: t('fund.recommended'),
    },
    Wire: { title: t('fund.wireTitle'), text: t('fund.wireText'), icon: <IconWire /> },
    Check: {
      title: t('fund.checkTitle'),
      text: t('fund.checkText', { limit: money(limitOf(data.checkLimit)) }),
      icon: <IconCheckDoc />,
    },
    Cryptocurrency: {
      title: t('fundMore.cryptoTitle'),
      text: t('fundMore.cryptoText', { limit: money(limitOf(data.cryptoLimit)) }),
      icon: <IconGlobe />,
    },
  };
  return (
    <div className="w-choices">
      {methods.map((m) => (
        <ChoiceCard
          key={m}
          title={cards[m].title}
          text={cards[m].text}
          icon={cards[m].icon}
          badge={cards[m].badge}
          current={current === m}
          busy={busy}
          onSelect={() => choose(m)}
        />
      ))}
    </div>
  );
}

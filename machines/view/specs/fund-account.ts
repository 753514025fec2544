/**
 * Fund your account — FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' (doc 3 §2.4, §9):
 *
 * - fields: BankFundingType (server codes with Context 'BankFundingType', e.g.
 *   Order_AutomaticFundingNotEnabled, land under it; the screen shows them as its form error).
 * - initial: the saved method name ('Wire', 'ACHConnected', …; '' when none).
 * - data: `{ methods, achLimit, checkLimit, cryptoLimit, currency, current, assisted }`: the
 *   option cards in order — 'ACHConnected' (recommended), 'Wire', 'Check', and 'Cryptocurrency'
 *   when the broker's CryptocurrencyLimit is above 0 (decision, docs/decisions.md: doc 3 §2.4
 *   does not show whether it is listed); sales-assisted (an agent's session, `c.assisted`, doc 3 §2.4, §6):
 *   'Wire' and 'Check' only. Limits in dollars (null when the settings are unknown).
 * - save: `saveFundingMethod` of services/api/section-savers.ts (wire, check, cryptocurrency save
 *   BankFundingType; create / change / no call, doc 3 §4). 'ACHConnected' opens the bank-link flow instead (step catalogue `flows`,
 *   wired by the integrator; machines/funding/bank-link.machine.ts).
 */
import { fundingMethodForm } from '../../../services/api/fields';
import { saveFundingMethod } from '../../../services/api/section-savers';
import type { BankFundingMethod } from '../../screen-contract';
import { fundingTypeOf } from '../../wizards/walk';
import { type SpecContext, defineSpec } from '../screen-spec';

/** The methods Fund account offers (doc 3 §2.4 "Normal options", "Sales-assisted: wire and check only"). */
export function fundAccountMethods(
  c: Pick<SpecContext, 'application' | 'settings' | 'assisted'>,
): BankFundingMethod[] {
  if (c.assisted) return ['Wire', 'Check'];
  const crypto = (c.settings?.CryptocurrencyLimit ?? 0) > 0;
  return crypto
    ? ['ACHConnected', 'Wire', 'Check', 'Cryptocurrency']
    : ['ACHConnected', 'Wire', 'Check'];
}

export const fundAccountSpec = defineSpec({
  form: fundingMethodForm,
  initial: (c) => ({ BankFundingType: fundingTypeOf(c.application) ?? '' }),
  data: (c) => ({
    methods: fundAccountMethods(c),
    achLimit: c.settings?.AchDepositLimit ?? null,
    checkLimit: c.settings?.CheckDepositLimit ?? null,
    cryptoLimit: c.settings?.CryptocurrencyLimit ?? null,
    currency: c.settings?.Currency ?? 'USD',
    current: fundingTypeOf(c.application),
    assisted: c.assisted === true,
  }),
  save: ({ values, application }, deps) => saveFundingMethod(application, values, deps),
});

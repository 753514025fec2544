/**
 * The brokers the reference server seeds (docs/sandbox.md "Brokers"): one per theme of doc 1 §1,
 * one CAD broker, one with the alternative agreement (ALTERNATIVE_AGREEMENT_BROKER_CODES) and
 * one with the captcha on. Each starts from `defaultBrokerSettings(code)` (every field of doc 1
 * §3 filled) and overrides what makes it different. Amounts are in the broker's currency.
 */
import type { Settings } from '../../services/api/contract';

export const SEEDED_BROKERS: Array<{ code: string; overrides: Partial<Settings> }> = [
  { code: 'HAA', overrides: {} },
  {
    code: 'SVR',
    overrides: {
      BrokerName: 'Silver Vault Reserve',
      Theme: 'second',
      EnableGoogleReCaptcha: true,
      AchDepositLimit: 25_000,
      CheckDepositLimit: 100_000,
      SupportEmail: 'help@silvervault.example-broker.test',
    },
  },
  {
    code: 'MPL',
    overrides: {
      BrokerName: 'Maple Bullion Canada',
      Theme: 'demo',
      Currency: 'CAD',
      AchDepositLimit: 40_000,
      CheckDepositLimit: 200_000,
      CryptocurrencyLimit: 50_000,
      MetalStreamMinimumDepositAmount: 150,
      MetalStreamMaximumDepositAmount: 30_000,
      RegistrationContributionLimitAmount: 7_000,
      SupportEmail: 'support@maplebullion.example-broker.test',
    },
  },
  {
    code: 'LG',
    overrides: {
      BrokerName: 'Legacy Gold Custodians',
      Theme: 'legacy',
      MetalStreamRecurringInvestment: 1,
      WireWithdrawalFee: 35,
      SupportEmail: 'service@legacygold.example-broker.test',
      // doc 2 §2.19: the backup-withholding (W-9) question after the SSN.
      IsIRSRequired: true,
    },
  },
];

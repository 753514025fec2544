/**
 * The label keys of the saved funding methods (doc 3 §3 BankFundingType, IRAFundingType), shared
 * by the review's funding cards and the funding-edit modal.
 */

/** Bank method → label key. */
export const BANK_METHOD_KEYS: Readonly<Record<string, string>> = {
  Wire: 'review.methodWire',
  Check: 'review.methodCheck',
  ACHConnected: 'reviewPage.methodACHConnected',
  ACHManual: 'reviewPage.methodACHManual',
  Cryptocurrency: 'reviewPage.methodCryptocurrency',
};

/** IRA funding type → label key (the retirement funding screen's option titles). */
export const IRA_TYPE_KEYS: Readonly<Record<string, string>> = {
  IRATransfer: 'retirementFunding.transferTitle',
  Rollover: 'retirementFunding.rolloverTitle',
  AnnualContribution: 'retirementFunding.contributionTitle',
};

/** The label key of `method` for a bank ('bank') or IRA ('ira') funding; the name itself when unknown. */
export const fundingMethodKey = (kind: 'bank' | 'ira', method: string): string =>
  (kind === 'ira' ? IRA_TYPE_KEYS : BANK_METHOD_KEYS)[method] ?? method;

/**
 * The whole English (and Spanish) catalogue, for tests and tools (never imported by the app: that would pull
 * every screen's texts back into the entry chunk, issue 11).
 *
 * `en` (src/i18n/en.ts) is what t() starts with; `SCREEN_FRAGMENTS` are the fragments the screen
 * modules register with `registerTexts` (by the ids of src/i18n/fragments.ts) when their chunk
 * loads, in the current locale only (src/i18n/t.ts, issue 24).
 */
import { en } from './en';
import { enBankLink } from './en-banklink';
import { enCustodian } from './en-custodian';
import { enEntity } from './en-entity';
import { enEquity } from './en-equity';
import { enFundingEdit } from './en-fundedit';
import { enIra } from './en-ira';
import { enKyc } from './en-kyc';
import { enMetal } from './en-metal';
import { enPerson } from './en-person';
import { enReview } from './en-review';
import { es } from './es';
import { esBankLink } from './es-banklink';
import { esCustodian } from './es-custodian';
import { esEntity } from './es-entity';
import { esEquity } from './es-equity';
import { esFundingEdit } from './es-fundedit';
import { esIra } from './es-ira';
import { esKyc } from './es-kyc';
import { esMetal } from './es-metal';
import { esPerson } from './es-person';
import { esReview } from './es-review';

/** The fragments registered by screen chunks, by the name their module exports. */
export const SCREEN_FRAGMENTS = {
  enEntity,
  enIra,
  enPerson,
  enEquity,
  enReview,
  enBankLink,
  enCustodian,
  enMetal,
  enFundingEdit,
  enKyc,
} as const;

/** Every text of the catalogue: `en` and every screen fragment. */
export const wholeCatalogue = {
  ...en,
  ...enEntity,
  ...enIra,
  ...enPerson,
  ...enEquity,
  ...enReview,
  ...enBankLink,
  ...enCustodian,
  ...enMetal,
  ...enFundingEdit,
  ...enKyc,
} as const;

/**
 * Every Spanish text (issue 24): `es` and the Spanish twin of every screen fragment — the
 * counterpart of `wholeCatalogue`, for tests that drive or read the Spanish wizard.
 */
export const wholeSpanishCatalogue = {
  ...es,
  ...esEntity,
  ...esIra,
  ...esPerson,
  ...esEquity,
  ...esReview,
  ...esBankLink,
  ...esCustodian,
  ...esMetal,
  ...esFundingEdit,
  ...esKyc,
} as const;

/**
 * The screen fragments of the catalogue, one loader per locale (issue 24; issue 11's split): a
 * screen module names the fragments it shows (`registerTexts('kyc')`, src/i18n/t.ts) and only the
 * current locale's file is fetched — a Spanish session never downloads src/i18n/en-kyc.ts, an
 * English one never src/i18n/es-kyc.ts. Each file is its own chunk (dynamic import).
 */
import type { Locale } from './locales';

type Loader = () => Promise<object>;

/** Fragment id → its English and Spanish module (the English export name with `en` → `es`). */
export const FRAGMENTS = {
  entity: {
    en: () => import('./en-entity').then((m) => m.enEntity),
    es: () => import('./es-entity').then((m) => m.esEntity),
  },
  ira: {
    en: () => import('./en-ira').then((m) => m.enIra),
    es: () => import('./es-ira').then((m) => m.esIra),
  },
  person: {
    en: () => import('./en-person').then((m) => m.enPerson),
    es: () => import('./es-person').then((m) => m.esPerson),
  },
  equity: {
    en: () => import('./en-equity').then((m) => m.enEquity),
    es: () => import('./es-equity').then((m) => m.esEquity),
  },
  review: {
    en: () => import('./en-review').then((m) => m.enReview),
    es: () => import('./es-review').then((m) => m.esReview),
  },
  bankLink: {
    en: () => import('./en-banklink').then((m) => m.enBankLink),
    es: () => import('./es-banklink').then((m) => m.esBankLink),
  },
  custodian: {
    en: () => import('./en-custodian').then((m) => m.enCustodian),
    es: () => import('./es-custodian').then((m) => m.esCustodian),
  },
  metal: {
    en: () => import('./en-metal').then((m) => m.enMetal),
    es: () => import('./es-metal').then((m) => m.esMetal),
  },
  fundingEdit: {
    en: () => import('./en-fundedit').then((m) => m.enFundingEdit),
    es: () => import('./es-fundedit').then((m) => m.esFundingEdit),
  },
  kyc: {
    en: () => import('./en-kyc').then((m) => m.enKyc),
    es: () => import('./es-kyc').then((m) => m.esKyc),
  },
} as const satisfies Record<string, Record<Locale, Loader>>;

/** A screen fragment's id (`registerTexts`). */
export type FragmentId = keyof typeof FRAGMENTS;

/** The English export name of each fragment (src/i18n/catalogue.ts SCREEN_FRAGMENTS keys). */
export const FRAGMENT_EXPORTS: Record<FragmentId, string> = {
  entity: 'enEntity',
  ira: 'enIra',
  person: 'enPerson',
  equity: 'enEquity',
  review: 'enReview',
  bankLink: 'enBankLink',
  custodian: 'enCustodian',
  metal: 'enMetal',
  fundingEdit: 'enFundingEdit',
  kyc: 'enKyc',
};

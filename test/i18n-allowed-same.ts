/**
 * Issue 24: the English texts a Spanish reader reads as they are — names, codes, formats — shared
 * by the catalogue parity test (test/unit/i18n-parity.test.ts: no Spanish value equal to its
 * English one but these) and the Spanish journeys (test/e2e/spanish-journeys.spec.ts: no visible
 * English text but these). No test framework here, so both runners can import it.
 */
export const ALLOWED_SAME = new Set([
  'EIN',
  'MM',
  'DD',
  'XXX-XX-XXXX',
  '(555) 123-4567',
  '0.00',
  'J. P. Morgan',
  'IRA',
  'ACH',
  'UTMA',
  'SEP',
  'SIMPLE',
  'Plaid',
  'USD',
  'CAD',
  'PDF',
  'QR',
  'reCAPTCHA',
  'Google',
  'English',
  'Español',
  // Codes, a word spelt alike in both languages, place names and a key combination (es-texts list).
  'LLC',
  'No',
  'Salt Lake City',
  'Toronto',
  'Ohio',
  'Dallas',
  'Alt+Shift+I',
  // Occupations spelt alike in both languages (server/domain/cdd-data-es.ts, issue 35 item 11).
  'Auditor',
  'Actor',
]);

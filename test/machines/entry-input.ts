/**
 * The entry machine's input (machines/entry/entry-types.ts EntryInput) the machine tests start it
 * with: a new applicant on the sandbox broker's settings (test/machines/fake-api.ts SETTINGS), no
 * session, no application, `o` over it. Used by entry.test.ts, upgrade-password.test.ts and
 * sales-assisted.test.ts.
 */
import { parseEntryQuery } from '../../machines/entry/entry-query';
import type { EntryInput, EntryStart } from '../../machines/entry/entry-types';
import { SETTINGS } from './fake-api';

/** The entry's input at `start` (doc 1 §2.4–§2.11), with `o` over the new applicant's defaults. */
export const entryInputAt = (start: EntryStart, o: Partial<EntryInput> = {}): EntryInput => ({
  start,
  settings: SETTINGS,
  search: '',
  query: parseEntryQuery('', ''),
  referrer: '',
  brokerCode: 'HAA',
  fingerprint: 'f',
  mode: { kind: 'normal' },
  flowType: 1,
  email: null,
  kind: null,
  startingNew: false,
  trackingSent: false,
  applicationUid: null,
  tokenExp: null,
  application: null,
  basicAccount: null,
  ...o,
});

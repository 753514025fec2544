/**
 * ScreenSpec of backup withholding (doc 2 §2.19, §7; screens/backup-withholding.tsx). Form
 * {BackupWithholding: 'none' | 'me' | 'secondary' | 'both'} (backupWithholdingForm): Individual
 * answers none or me, Joint any of the four. Prefilled from the persons' PersonBackupWithHolding
 * (none saved: empty).
 *
 * Saved with POST (nothing saved on the targeted persons yet) or PUT (something saved)
 * …/persons/backup-withholdings?PersonTargetType={0 me, 1 secondary owner, 2 both}
 * {BackupWithHoldingRecord}: one call with 2 when both persons get the same value, else one per
 * person; no call when unchanged. The answer's persons are put back with withPerson. Errors:
 * BackupWithHoldingRecordIsNullOrEmpty / IsInvalid, PersonTargetTypeIsInvalid, InvalidPersonUid.
 */
import { backupWithholdingForm } from '../../../services/api/fields';
import type { Application, Person } from '../../../services/api/contract';
import type { BackupWithholdingAnswer } from '../../../services/api/fields';
import { personOf, withPerson } from '../../wizards/walk';
import { defineSpec } from '../screen-spec';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/fields.ts, not a copy.
export { backupWithholdingForm } from '../../../services/api/fields';

/** The saved record of a person: true, false or null (not answered). */
const recordOf = (p: Person | null) => p?.PersonBackupWithHolding?.BackupWithHoldingRecord ?? null;

/** Whether the application has a secondary owner (Joint). */
const hasSecondary = (app: Application | null) => personOf(app, 'secondary') !== null;

/** The answer the saved records give, or '' when a person is not answered yet. */
export function backupWithholdingAnswerOf(app: Application | null): BackupWithholdingAnswer | '' {
  const me = recordOf(personOf(app, 'main'));
  if (me === null) return '';
  if (!hasSecondary(app)) return me ? 'me' : 'none';
  const other = recordOf(personOf(app, 'secondary'));
  if (other === null) return '';
  return me && other ? 'both' : me ? 'me' : other ? 'secondary' : 'none';
}

export const backupWithholdingSpec = defineSpec({
  reviewItem: 'backupWithholding',
  form: backupWithholdingForm,
  initial: (c) => ({ BackupWithholding: backupWithholdingAnswerOf(c.application) }),
  data: (c) => ({
    joint: hasSecondary(c.application),
    secondaryName: personOf(c.application, 'secondary')?.PersonName?.FirstName ?? null,
  }),
  async save({ values, application }, { api, signal }) {
    const answer = String(values.BackupWithholding) as BackupWithholdingAnswer;
    const joint = hasSecondary(application);
    const want = {
      main: answer === 'me' || answer === 'both',
      secondary: answer === 'secondary' || answer === 'both',
    };
    const saved = {
      main: recordOf(personOf(application, 'main')),
      secondary: joint ? recordOf(personOf(application, 'secondary')) : null,
    };
    // One call per distinct change: both persons together when they get the same value.
    const calls: { target: 0 | 1 | 2; record: boolean; prior: (boolean | null)[] }[] = [];
    const mainChanged = saved.main !== want.main;
    const secondaryChanged = joint && saved.secondary !== want.secondary;
    if (mainChanged && secondaryChanged && want.main === want.secondary)
      calls.push({ target: 2, record: want.main, prior: [saved.main, saved.secondary] });
    else {
      if (mainChanged) calls.push({ target: 0, record: want.main, prior: [saved.main] });
      if (secondaryChanged)
        calls.push({ target: 1, record: want.secondary, prior: [saved.secondary] });
    }
    let app = application;
    for (const call of calls) {
      const args = {
        params: { applicationUid: application.ApplicationUid },
        query: { PersonTargetType: call.target },
        json: { BackupWithHoldingRecord: call.record },
        signal,
      };
      const answered = call.prior.every((p) => p === null)
        ? await api.call('createBackupWithholding', args)
        : await api.call('updateBackupWithholding', args);
      for (const p of answered.Persons)
        for (const slot of ['main', 'secondary'] as const)
          if (personOf(app, slot)?.PersonUid === p.PersonUid) app = withPerson(app, slot, p);
    }
    return { application: app, called: calls.length > 0 };
  },
});

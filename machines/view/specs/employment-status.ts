/**
 * ScreenSpec of the employment status (doc 2 §2.21, §3 Employment info, §4, §7; screens/employment-status.tsx).
 *
 * - fields: EmploymentStatus, OccupationCategory, Occupation, SourceOfIncome and the employer
 *   fields — the Contexts of the server's employment errors (doc 2 §8 Employment; the prior
 *   occupation codes use OccupationCategory and Occupation too).
 * - initial: IRAEmploymentInfoResponse as the form holds it: the category and occupation are the
 *   current ones when employed (status 1), the prior ones otherwise; SourceOfIncome is
 *   IncomeSourceTypeID.
 * - data: {employmentStatuses, occupations, incomeSources, states (the cdd states list)}.
 * - save: POST …/employment-info when no EmploymentStatus is saved, PUT when one is (doc 2 §4), no
 *   call when unchanged. Employed: employer fields, OccupationCategory and Occupation; prior fields
 *   and IncomeSourceTypeID null. Otherwise: PriorOccupationCategory, PriorOccupation and
 *   IncomeSourceTypeID; employer fields and the current occupation null (doc 2 §7 "employer
 *   fields null unless employed", server/domain/cdd-rules.ts). The answer replaces
 *   IRAEmploymentInfoResponse.
 */
import type { EmploymentInfo } from '../../../services/api/contract';
import { EMPLOYED, type EmploymentValues, employmentForm } from '../../../services/api/ira-fields';
import { str, defineSpec } from '../screen-spec';
import { sameFields, savedEmployment, withCdd } from './ira-application';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/ira-fields.ts, not a copy.
export { employmentForm } from '../../../services/api/ira-fields';

const KEYS = [
  'EmploymentStatus',
  'EmployerName',
  'EmployerAddressLine',
  'EmployerCity',
  'EmployerZipCode',
  'EmployerState',
  'OccupationCategory',
  'Occupation',
  'PriorOccupationCategory',
  'PriorOccupation',
  'IncomeSourceTypeID',
] as const;

/** The employment-info body of the form's output (doc 2 §7 employment-info). */
export function employmentPayload(v: EmploymentValues): EmploymentInfo {
  const employed = v.EmploymentStatus === EMPLOYED;
  return {
    EmploymentStatus: v.EmploymentStatus,
    EmployerName: employed ? v.EmployerName : null,
    EmployerAddressLine: employed ? v.EmployerAddressLine : null,
    EmployerCity: employed ? v.EmployerCity : null,
    EmployerZipCode: employed ? v.EmployerZipCode : null,
    EmployerState: employed ? v.EmployerState : null,
    OccupationCategory: employed ? v.OccupationCategory : null,
    Occupation: employed ? v.Occupation : null,
    PriorOccupationCategory: employed ? null : v.OccupationCategory,
    PriorOccupation: employed ? null : v.Occupation,
    IncomeSourceTypeID: employed ? null : v.SourceOfIncome,
  };
}

export const employmentStatusSpec = defineSpec({
  form: employmentForm,
  lookups: ['employmentStatuses', 'occupations', 'incomeSourceTypes', 'cddStates'],
  initial(c) {
    const e = savedEmployment(c.application);
    const employed = e?.EmploymentStatus === EMPLOYED;
    return {
      EmploymentStatus: str(e?.EmploymentStatus),
      OccupationCategory: str(employed ? e?.OccupationCategory : e?.PriorOccupationCategory),
      Occupation: str(employed ? e?.Occupation : e?.PriorOccupation),
      SourceOfIncome: str(e?.IncomeSourceTypeID),
      EmployerName: str(e?.EmployerName),
      EmployerAddressLine: str(e?.EmployerAddressLine),
      EmployerCity: str(e?.EmployerCity),
      EmployerState: str(e?.EmployerState),
      EmployerZipCode: str(e?.EmployerZipCode),
    };
  },
  data: (c) => ({
    employmentStatuses: c.lookups.employmentStatuses ?? [],
    occupations: c.lookups.occupations ?? null,
    incomeSources: c.lookups.incomeSourceTypes ?? [],
    states: c.lookups.cddStates ?? [],
  }),
  async save({ values, application }, { api, signal }) {
    const body = employmentPayload(values as EmploymentValues);
    const prior = savedEmployment(application);
    if (sameFields(body, prior, KEYS)) return { application, called: false };
    const args = { params: { applicationUid: application.ApplicationUid }, json: body, signal };
    const answer =
      prior?.EmploymentStatus === null || prior?.EmploymentStatus === undefined
        ? await api.call('createEmploymentInfo', args)
        : await api.call('updateEmploymentInfo', args);
    return { application: withCdd(application, 'IRAEmploymentInfoResponse', answer), called: true };
  },
});

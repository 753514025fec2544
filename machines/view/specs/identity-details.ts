/**
 * ScreenSpec of the identity details (doc 2 §2.16, §3 Identification info, §7; screens/identity-details.tsx).
 *
 * - form: `identityDetailsForm(types)` (services/api/ira-fields.ts, doc 2 §5).
 * - fields: the server's error Contexts IDType, IDNumber, IssueDate, ExpiryDate, IssuedBy, State
 *   (doc 2 §8 Identification; UnnecessaryDataProvided has Context 'general' and shows under the
 *   form) and the date parts of the form.
 * - initial: IRAApplication.CustomerDueDiligenceResponse.IRAIdentificationInfoResponse as
 *   {IDType, IDNumber, IssueMonth, IssueDay, IssueYear, ExpiryMonth, ExpiryDay, ExpiryYear,
 *   IssuedBy (ISO3), State (code)}.
 * - data: {identificationTypes, states (the cdd states list), countries} for the selects.
 * - save: POST …/identification-info when nothing is saved, PUT when something is, no call when
 *   unchanged; body {IdentificationType, IDNumber, ExpirationDate, IssueDate ('yyyy-MM-dd'),
 *   IssuedByCountry (null unless Passport), IssuedByState (null for a Passport)} — the form output
 *   already nulls the issuer that does not apply. The answer replaces IRAIdentificationInfoResponse.
 */
import type { IdentificationInfo } from '../../../services/api/contract';
import {
  IDENTITY_DETAILS_INPUTS,
  identityDetailsForm,
  isoDateParts,
  type IdentityDetailsValues,
} from '../../../services/api/ira-fields';
import { str, defineSpec } from '../screen-spec';
import { sameFields, savedIdentification, withCdd } from './ira-application';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/ira-fields.ts, not a copy.
export { identityDetailsForm } from '../../../services/api/ira-fields';

const KEYS = [
  'IdentificationType',
  'IDNumber',
  'IssueDate',
  'ExpirationDate',
  'IssuedByCountry',
  'IssuedByState',
] as const;

/** The identification-info body of the form's output (doc 2 §7 identification-info). */
export function identificationPayload(v: IdentityDetailsValues): IdentificationInfo {
  return {
    IdentificationType: v.IDType,
    IDNumber: v.IDNumber,
    ExpirationDate: v.ExpiryDate,
    IssueDate: v.IssueDate,
    IssuedByCountry: v.IssuedBy,
    IssuedByState: v.State,
  };
}

export const identityDetailsSpec = defineSpec({
  // The view builds it with the loaded ID types (`identityDetailsForm(types)`, doc 2 §5).
  form: identityDetailsForm([]),
  // The form's inputs and the dates the server's errors name (IssueDate, ExpiryDate).
  fields: [...IDENTITY_DETAILS_INPUTS, 'IssueDate', 'ExpiryDate'],
  lookups: ['identificationTypes', 'cddStates'],
  initial(c) {
    const s = savedIdentification(c.application);
    const issue = isoDateParts(s?.IssueDate);
    const expiry = isoDateParts(s?.ExpirationDate);
    return {
      IDType: str(s?.IdentificationType),
      IDNumber: str(s?.IDNumber),
      IssueMonth: issue.Month,
      IssueDay: issue.Day,
      IssueYear: issue.Year,
      ExpiryMonth: expiry.Month,
      ExpiryDay: expiry.Day,
      ExpiryYear: expiry.Year,
      IssuedBy: str(s?.IssuedByCountry),
      State: str(s?.IssuedByState),
    };
  },
  data: (c) => ({
    identificationTypes: c.lookups.identificationTypes ?? [],
    states: c.lookups.cddStates ?? [],
    countries: c.countries,
  }),
  async save({ values, application }, { api, signal }) {
    const body = identificationPayload(values as IdentityDetailsValues);
    const prior = savedIdentification(application);
    if (sameFields(body, prior, KEYS)) return { application, called: false };
    const args = { params: { applicationUid: application.ApplicationUid }, json: body, signal };
    const answer = prior
      ? await api.call('updateIdentificationInfo', args)
      : await api.call('createIdentificationInfo', args);
    return {
      application: withCdd(application, 'IRAIdentificationInfoResponse', answer),
      called: true,
    };
  },
});

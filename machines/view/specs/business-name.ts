/**
 * Business name — SECURE_BUSINESS_ORIGIN_NAME '/business/secure/verify/name' (doc 2 §2.6 "Entity
 * business name"): one field {Name} (services/api/entity-fields.ts `businessNameForm`: required,
 * max 50). Prefilled from CorporateApplication.LegalEntity.Name. Saves the legal entity's name:
 * POST …/legal-entities {Name} when no entity exists, PUT …/legal-entities/names when the name
 * differs, no call when unchanged (doc 2 §4, §7; `saveEntityName`). Server errors on 'Name':
 * NameIsNullOrEmpty, LegalEntityNameInvalidLength (doc 2 §8 "Entity").
 */
import { businessNameForm } from '../../../services/api/entity-fields';
import { defineSpec } from '../screen-spec';
import { str } from '../screen-spec';
import { legalEntityOf, saveEntityName } from './legal-entity';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/entity-fields.ts, not a copy.
export { businessNameForm } from '../../../services/api/entity-fields';

export const businessNameSpec = defineSpec({
  reviewItem: 'businessName',
  form: businessNameForm,
  initial: (c) => ({ Name: str(legalEntityOf(c.application)?.Name) }),
  save: ({ values, application }, deps) =>
    saveEntityName(application, str(values.Name as string | null).trim(), deps),
});

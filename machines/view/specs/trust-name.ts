/**
 * Trust name — SECURE_TRUST_NAME '/secure/trust/name' (doc 2 §2.7): one field {Name}
 * (services/api/entity-fields.ts `trustNameForm`: required, max 100). The trust is the
 * application's legal entity, so it saves as the business name does (doc 2 §7 "POST (create by
 * name) and PUT /names — {Name} (business or trust name)"): POST …/legal-entities when no entity
 * exists, PUT …/legal-entities/names when the name differs, no call when unchanged (doc 2 §4).
 * Server errors on 'Name': NameIsNullOrEmpty, LegalEntityNameInvalidLength (doc 2 §8 "Entity").
 */
import { trustNameForm } from '../../../services/api/entity-fields';
import { defineSpec } from '../screen-spec';
import { str } from '../screen-spec';
import { legalEntityOf, saveEntityName } from './legal-entity';

// The view's form (issue 23 step 2): its screen imports it from its spec, not from services/ —
// the one schema of services/api/entity-fields.ts, not a copy.
export { trustNameForm } from '../../../services/api/entity-fields';

export const trustNameSpec = defineSpec({
  reviewItem: 'trustName',
  form: trustNameForm,
  initial: (c) => ({ Name: str(legalEntityOf(c.application)?.Name) }),
  save: ({ values, application }, deps) =>
    saveEntityName(application, str(values.Name as string | null).trim(), deps),
});

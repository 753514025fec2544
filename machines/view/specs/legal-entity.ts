/**
 * The legal entity of a Business or Trust application (doc 2 §3 "Legal entity": the business or
 * trust of a Corporate application, `CorporateApplication.LegalEntity`) — reading it and putting
 * a legal-entities answer back into the application, for the entity screens' specs
 * (business type, business / trust name, EIN, business address, business review).
 */
import type { Application, LegalEntity } from '../../../services/api/contract';
import type { SaveDeps, SpecSaveOutput } from '../screen-spec';

type CorporateApplication = NonNullable<Application['CorporateApplication']>;

/** The CorporateApplication of `app`, or an empty one (no sub-type, no persons, no entity). */
export function corporateOf(app: Application): CorporateApplication {
  return (
    app.CorporateApplication ?? {
      AccountType: null,
      CorporateAccountType: null,
      AuthorizedAgent: null,
      LegalEntity: null,
    }
  );
}

/** The saved legal entity (business or trust), or null before its name was saved (doc 2 §4). */
export const legalEntityOf = (app: Application | null | undefined): LegalEntity | null =>
  app?.CorporateApplication?.LegalEntity ?? null;

/** `app` with its legal entity replaced by a legal-entities answer (doc 2 §7; `legalEntityResponse`). */
export function withLegalEntity(app: Application, entity: LegalEntity): Application {
  return { ...app, CorporateApplication: { ...corporateOf(app), LegalEntity: entity } };
}

/**
 * Saves the entity name {Name} (doc 2 §2.6 business name, §2.7 trust name; doc 2 §4, §7):
 * POST …/legal-entities (`createLegalEntity`) when no legal entity exists, PUT …/legal-entities/names
 * (`updateLegalEntityName`) when the saved name differs, no call when it is the same. `name` is
 * the form's trimmed, non-empty output. Errors (ApiError, Context 'Name'): NameIsNullOrEmpty,
 * LegalEntityNameInvalidLength (over 200); ApplicationTypeIsInvalid when not Corporate.
 */
export async function saveEntityName(
  app: Application,
  name: string,
  { api, signal }: SaveDeps,
): Promise<SpecSaveOutput> {
  const entity = legalEntityOf(app);
  if (entity && (entity.Name ?? '') === name) return { application: app, called: false };
  const answer = await api.call(entity ? 'updateLegalEntityName' : 'createLegalEntity', {
    params: { applicationUid: app.ApplicationUid },
    json: { Name: name },
    signal,
  });
  return { application: withLegalEntity(app, answer), called: true };
}

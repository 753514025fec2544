/**
 * Application accessors (doc 1 §3 person sections, doc 3 §3 funding): the person of a slot of an
 * application of any kind and its inverse, the main person, the identity country, the saved funding
 * types and the review's second slot. Pure functions over the API contract, so the savers
 * (services/), the machines (machines/wizards/walk.ts re-exports them) and the server share one
 * reading of where each kind keeps its people.
 */
import { BANK_FUNDING_TYPES, IRA_FUNDING_TYPES, type Application, type Person } from './contract';

/** A person of an application: main (Owner, AuthorizedAgent, PrimaryHolder, Custodian), the joint secondary holder, the UTMA minor. */
export type PersonSlot = 'main' | 'secondary' | 'minor';

/** The main person of an application of any kind (Owner, AuthorizedAgent, PrimaryHolder, Custodian). */
export const ownerOf = (app: Application | null | undefined): Person | null =>
  personOf(app, 'main');

/** The identity country (citizenship) saved for the person of `slot` (default the main person), or null. */
export const identityCountryOf = (
  app: Application | null | undefined,
  slot: PersonSlot = 'main',
): string | null => personOf(app, slot)?.PersonCountry?.CountryIso3Code ?? null;

/** The funding method name saved on the application (Wire, Check, …) or null. */
export function fundingTypeOf(
  app: Application | null | undefined,
): keyof typeof BANK_FUNDING_TYPES | null {
  const code = app?.ApplicationFunding?.BankFundingType;
  if (!code) return null;
  const hit = Object.entries(BANK_FUNDING_TYPES).find(([, v]) => v === code);
  return hit ? (hit[0] as keyof typeof BANK_FUNDING_TYPES) : null;
}

/**
 * The person of an application of any kind (doc 1 §3 person sections): main is the Owner
 * (Individual, IRA), AuthorizedAgent (Corporate), PrimaryHolder (joint) or Custodian (UTMA);
 * secondary is the joint SecondaryHolder; minor is the UTMA Minor.
 */
export function personOf(app: Application | null | undefined, slot: PersonSlot): Person | null {
  if (!app) return null;
  if (slot === 'secondary') return app.JointTenantsApplication?.SecondaryHolder ?? null;
  if (slot === 'minor') return app.UTMAApplication?.Minor ?? null;
  return (
    app.IndividualApplication?.Owner ??
    app.IRAApplication?.Owner ??
    app.CorporateApplication?.AuthorizedAgent ??
    app.JointTenantsApplication?.PrimaryHolder ??
    app.UTMAApplication?.Custodian ??
    null
  );
}

/**
 * The application with the person of `slot` replaced by `p` (the inverse of `personOf`): the main
 * person goes where the application's type keeps it (Owner, AuthorizedAgent, PrimaryHolder,
 * Custodian), the secondary to JointTenantsApplication, the minor to UTMAApplication.
 */
export function withPerson(app: Application, slot: PersonSlot, p: Person): Application {
  if (slot === 'secondary') {
    const j = app.JointTenantsApplication;
    return {
      ...app,
      JointTenantsApplication: {
        AccountType: null,
        JointTenantsAccountType: null,
        PrimaryHolder: null,
        ...j,
        SecondaryHolder: p,
      },
    };
  }
  if (slot === 'minor') {
    const u = app.UTMAApplication;
    return {
      ...app,
      UTMAApplication: {
        AccountType: null,
        UTMAAccountType: null,
        Custodian: null,
        ...u,
        Minor: p,
      },
    };
  }
  switch (app.ApplicationType) {
    case 'IRA':
      return {
        ...app,
        IRAApplication: {
          AccountType: null,
          IRAAccountType: null,
          CompanyName: null,
          CustomerDueDiligenceResponse: null,
          ...app.IRAApplication,
          Owner: p,
        },
      };
    case 'Corporate':
      return {
        ...app,
        CorporateApplication: {
          AccountType: null,
          CorporateAccountType: null,
          LegalEntity: null,
          ...app.CorporateApplication,
          AuthorizedAgent: p,
        },
      };
    case 'JointTenants':
      return {
        ...app,
        JointTenantsApplication: {
          AccountType: null,
          JointTenantsAccountType: null,
          SecondaryHolder: null,
          ...app.JointTenantsApplication,
          PrimaryHolder: p,
        },
      };
    case 'UTMA':
      return {
        ...app,
        UTMAApplication: {
          AccountType: null,
          UTMAAccountType: null,
          Minor: null,
          ...app.UTMAApplication,
          Custodian: p,
        },
      };
    default:
      return {
        ...app,
        IndividualApplication: { AccountType: null, ...app.IndividualApplication, Owner: p },
      };
  }
}

/** The IRA funding type name saved on the application (doc 3 §3 IRAFundingType) or null. */
export function iraFundingTypeOf(
  app: Application | null | undefined,
): keyof typeof IRA_FUNDING_TYPES | null {
  const code = app?.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType;
  if (!code) return null;
  const hit = Object.entries(IRA_FUNDING_TYPES).find(([, v]) => v === code);
  return hit ? (hit[0] as keyof typeof IRA_FUNDING_TYPES) : null;
}

/** The second person slot of an application's review: the joint secondary holder, the UTMA minor, else null. */
export function secondSlotOf(
  app: Application | null | undefined,
): Exclude<PersonSlot, 'main'> | null {
  if (app?.ApplicationType === 'JointTenants') return 'secondary';
  if (app?.ApplicationType === 'UTMA') return 'minor';
  return null;
}

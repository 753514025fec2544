/**
 * KYC requirements → what the KYC screens list (doc 3 §4 "Items per account type", §5 "Identity
 * options shown"): the documents of each person (`docsOf`), the hub's items (`hubItemsOf`), the
 * chooser's options per route (`optionsOf`) and where an item or option leads. Pure functions over
 * the route catalogue of machines/kyc/kyc-routes.ts.
 */
import {
  DOCUMENT_TYPES,
  type Application,
  type IdvDocumentType,
  type RequiredDocument,
} from '../../services/api/contract';
import type { PersonSlot } from '../screen-contract';
import { personOf } from '../wizards/walk';
import {
  GROUP_OF_TYPE,
  IDENTITY_DOCS,
  type IdentityDoc,
  type KycGroup,
  type KycOption,
  type KycRoute,
  RESIDENCE_OPTIONS,
  type ResidenceDoc,
  SLOTS,
  routeId,
} from './kyc-routes';

/** The second person of the account kind (doc 3 §4: JointTenants uses SECONDARY, UTMA MINOR), or null. */
export function secondSlotOf(app: Application | null): 'secondary' | 'minor' | null {
  if (app?.ApplicationType === 'JointTenants') return 'secondary';
  if (app?.ApplicationType === 'UTMA') return 'minor';
  return null;
}

/** PersonTargetType of a person's uploads: 0 Primary for the main person, 1 Secondary otherwise. */
export const personTargetOf = (slot: PersonSlot): 0 | 1 => (slot === 'main' ? 0 : 1);

/** A person's requirements: Primary or Both for the main person, Secondary or Both for the other (doc 3 §4). */
export function docsOf(
  docs: readonly RequiredDocument[],
  slot: PersonSlot,
  group?: KycGroup,
): RequiredDocument[] {
  const target = personTargetOf(slot);
  return docs.filter(
    (d) =>
      (d.PersonTargetType === target || d.PersonTargetType === 2) &&
      (!group || GROUP_OF_TYPE[d.DocumentType] === group),
  );
}

/** One row of the hub (doc 3 §2.6 "Lists the required items per person"). `id` is what `kyc.open` sends. */
export interface HubItem {
  id: `${PersonSlot}.${KycGroup}`;
  slot: PersonSlot;
  group: KycGroup;
  titleKey: string;
  /** The person's first name for joint and UTMA accounts (doc 3 §4 "named by first name"), else null. */
  holder: string | null;
  uploaded: boolean;
}
const GROUPS: readonly KycGroup[] = ['identity', 'residence', 'socialSecurity', 'ownership'];
const GROUP_TITLE: Record<KycGroup, string> = {
  identity: 'kycVerification.proofOfIdentity',
  residence: 'kycVerification.proofOfResidence',
  socialSecurity: 'kycVerification.proofOfSocialSecurity',
  ownership: 'kycVerification.proofOfOwnership',
};

/** The hub's rows: per person (the second person for joint and UTMA), per group in the spec's order. */
export function hubItemsOf(docs: readonly RequiredDocument[], app: Application | null): HubItem[] {
  const second = secondSlotOf(app);
  const slots: PersonSlot[] = second ? ['main', second] : ['main'];
  const items: HubItem[] = [];
  for (const slot of slots) {
    for (const group of GROUPS) {
      if (group === 'ownership' && slot !== 'main') continue;
      const mine = docsOf(docs, slot, group);
      if (!mine.length) continue;
      items.push({
        id: `${slot}.${group}`,
        slot,
        group,
        titleKey: GROUP_TITLE[group],
        holder: second ? (personOf(app, slot)?.PersonName?.FirstName ?? null) : null,
        uploaded: mine.every((d) => d.IsUploaded),
      });
    }
  }
  return items;
}

/** Every requirement is uploaded (doc 3 §4 "All uploaded: KYC_DONE"); an empty list counts as done. */
export const allUploaded = (docs: readonly RequiredDocument[]) => docs.every((d) => d.IsUploaded);

/** The route a hub row opens (doc 3 §2.6: identity and residency choosers, the social-security method page, ownership). */
export function hubTargetOf(item: string): string | null {
  const [slot, group] = item.split('.') as [PersonSlot, KycGroup];
  if (!SLOTS.includes(slot)) return null;
  if (group === 'identity') return routeId.identity(slot);
  if (group === 'residence') return routeId.residence(slot);
  if (group === 'socialSecurity') return routeId.ssc(slot, 'method');
  if (group === 'ownership' && slot === 'main') return routeId.ownership();
  return null;
}

/** A chooser row (doc 3 §2.6): `uploaded` shows the check; `disabled` rows are not clickable. */
export interface ChooserOption {
  id: KycOption;
  titleKey: string;
  uploaded: boolean;
  disabled: boolean;
}

const IDV_OF: Record<IdentityDoc, IdvDocumentType> = {
  DRIVERS_LICENSE: 'License',
  PASSPORT: 'Passport',
  GOVERNMENT_ID: 'IdentificationCard',
};
const OPTION_TITLE: Record<KycOption, string> = {
  DRIVERS_LICENSE: 'kycDocs.driversLicense',
  PASSPORT: 'kycDocs.passport',
  GOVERNMENT_ID: 'kycDocs.governmentId',
  UTILITY_BILL: 'kycDocs.utilityBill',
  BANK_STATEMENT: 'kycDocs.bankStatement',
  VOIDED_CHECK: 'kycDocs.voidedCheck',
  CREDIT_CARD_STATEMENT: 'kycDocs.creditCardStatement',
  OWNERSHIP: 'kycDocs.ownership',
};
export const optionTitleOf = (o: KycOption) => OPTION_TITLE[o];

/**
 * The identity options of a person (doc 3 §5 "Identity options shown"): only identity requirements
 * whose Caption contains 'Front' or is 'PassportDocument'; DriverLicenseOrPassport offers a driver's
 * licence and a passport (only the licence when a separate Passport requirement exists),
 * DriverLicenseOrStateIssuedIDCard a licence or other government ID, Passport a passport.
 */
export function identityOptionsOf(
  docs: readonly RequiredDocument[],
  slot: PersonSlot,
): ChooserOption[] {
  const mine = docsOf(docs, slot, 'identity').filter(
    (d) => d.Caption.includes('Front') || d.Caption === 'PassportDocument',
  );
  const hasPassportReq = mine.some((d) => d.DocumentType === DOCUMENT_TYPES.Passport);
  const out: ChooserOption[] = [];
  const add = (id: IdentityDoc, d: RequiredDocument) => {
    if (out.some((o) => o.id === id)) return;
    out.push({
      id,
      titleKey: OPTION_TITLE[id],
      uploaded: d.IsUploaded && d.SandboxDocumentType === IDV_OF[id],
      disabled: d.IsUploaded,
    });
  };
  for (const d of mine) {
    if (d.DocumentType === DOCUMENT_TYPES.DriverLicenseOrPassport) {
      add('DRIVERS_LICENSE', d);
      if (!hasPassportReq) add('PASSPORT', d);
    } else if (d.DocumentType === DOCUMENT_TYPES.DriverLicenseOrStateIssuedIDCard) {
      add('DRIVERS_LICENSE', d);
      add('GOVERNMENT_ID', d);
    } else if (d.DocumentType === DOCUMENT_TYPES.Passport) add('PASSPORT', d);
  }
  return out;
}

/** The residency options (doc 3 §2.6): utility bill, bank statement, voided check; all done once the requirement is uploaded. */
export function residenceOptionsOf(
  docs: readonly RequiredDocument[],
  slot: PersonSlot,
): ChooserOption[] {
  const uploaded = docsOf(docs, slot, 'residence').some((d) => d.IsUploaded);
  return RESIDENCE_OPTIONS.map((id) => ({
    id,
    titleKey: OPTION_TITLE[id],
    uploaded,
    disabled: uploaded,
  }));
}

/** The ownership page's one document (doc 3 §2.6 Proof of ownership). */
export function ownershipOptionsOf(docs: readonly RequiredDocument[]): ChooserOption[] {
  const uploaded = docsOf(docs, 'main', 'ownership').some((d) => d.IsUploaded);
  return [{ id: 'OWNERSHIP', titleKey: OPTION_TITLE.OWNERSHIP, uploaded, disabled: uploaded }];
}

/** The options a chooser route shows. */
export function optionsOf(route: KycRoute, docs: readonly RequiredDocument[]): ChooserOption[] {
  const slot = route.slot ?? 'main';
  if (route.group === 'identity') return identityOptionsOf(docs, slot);
  if (route.group === 'residence') return residenceOptionsOf(docs, slot);
  if (route.group === 'ownership') return ownershipOptionsOf(docs);
  return [];
}

/** The route a chooser option opens: an identity document's method page, a residency upload, the ownership upload. */
export function optionTargetOf(route: KycRoute, option: string): string | null {
  const slot = route.slot ?? 'main';
  if (route.group === 'identity' && (IDENTITY_DOCS as readonly string[]).includes(option))
    return routeId.identityDoc(slot, option as IdentityDoc, 'method');
  if (route.group === 'residence' && (RESIDENCE_OPTIONS as readonly string[]).includes(option))
    return routeId.residenceDoc(slot, option as ResidenceDoc);
  if (route.group === 'ownership' && option === 'OWNERSHIP') return routeId.ownershipUpload();
  return null;
}

/**
 * KYC documents and identity-verification events (doc 3 §3 Required document, §7 Documents).
 *
 * Files live in the database (`kyc_documents.content`, bytea) on PGlite and PostgreSQL alike, one
 * row per requirement slot (server/domain/documents.ts); the row's uid is the slot's DocumenUid.
 * Contents are sealed at rest (issue 20: `PiiCipher.sealBytes`, kind 'kyc-document', the 'PIIB2'
 * form; `size` and `sha256` describe the clear file) — every write here seals, every read opens.
 * Contents and file names are never logged; file names are not stored at all.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type {
  ApplicationType,
  DocumentMediaType,
  DocumentTypeCode,
  IdvDocumentType,
  PersonTargetTypeCode,
  RequiredDocument,
  UploadedDocument,
} from '../../services/api/contract';
import {
  admittedIdvTypes,
  requirementsFor,
  slotUid,
  type DocumentGroup,
  type RequirementSlot,
} from '../domain/documents';
import type { PiiCipher } from '../auth/pii';
import type { ApplicationRow } from './applications';
import { MAIN_ROLE } from './applications';
import type { Db } from './client';
import { findLegalEntity } from './legal-entities';
import { findPersonByRole, type PersonRow } from './persons';
import { idvEvents, kycDocuments } from './schema';

/** The person in the Secondary target of each type (doc 2 §7: Joint SecondaryHolder, UTMA Minor). */
export const SECONDARY_ROLE: Partial<Record<ApplicationType, string>> = {
  JointTenants: 'SecondaryHolder',
  UTMA: 'Minor',
};

/** A stored document without its content. */
export type KycDocumentMeta = Omit<typeof kycDocuments.$inferSelect, 'content'>;

const META = {
  uid: kycDocuments.uid,
  applicationUid: kycDocuments.applicationUid,
  personTargetType: kycDocuments.personTargetType,
  documentGroup: kycDocuments.documentGroup,
  documentType: kycDocuments.documentType,
  idvDocumentType: kycDocuments.idvDocumentType,
  caption: kycDocuments.caption,
  fileField: kycDocuments.fileField,
  mediaType: kycDocuments.mediaType,
  size: kycDocuments.size,
  sha256: kycDocuments.sha256,
  uploadCount: kycDocuments.uploadCount,
  createdAt: kycDocuments.createdAt,
  updatedAt: kycDocuments.updatedAt,
} as const;

/** The documents uploaded for an application (metadata only), oldest first. */
export async function listKycDocuments(db: Db, applicationUid: string): Promise<KycDocumentMeta[]> {
  return db
    .select(META)
    .from(kycDocuments)
    .where(eq(kycDocuments.applicationUid, applicationUid))
    .orderBy(asc(kycDocuments.createdAt));
}

/**
 * The clear content of one document of an application (opened with `pii`), or null when there is
 * none. Throws `PiiDecryptError` (500 SealedValueUnreadable) when it was sealed under a key not held.
 */
export async function kycDocumentContent(
  db: Db,
  pii: PiiCipher,
  applicationUid: string,
  uid: string,
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ content: kycDocuments.content })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.applicationUid, applicationUid), eq(kycDocuments.uid, uid)));
  return row ? pii.openBytes(row.content, 'kyc-document') : null;
}

/** A file to store in a slot: `content` is the clear (verified, re-encoded) file; it is sealed when stored. */
export interface KycFile {
  documentType: DocumentTypeCode;
  idvDocumentType: IdvDocumentType | null;
  caption: string | null;
  fileField: string;
  mediaType: DocumentMediaType;
  content: Uint8Array;
  sha256: string;
}

/**
 * Stores the first file of a slot, its content sealed with `pii` (size: the clear length); null
 * when the slot already holds one (one file per requirement).
 */
export async function insertKycDocument(
  db: Db,
  pii: PiiCipher,
  applicationUid: string,
  slot: { uid: string; personTargetType: PersonTargetTypeCode; group: DocumentGroup },
  file: KycFile,
  at: Date,
): Promise<KycDocumentMeta | null> {
  const [row] = await db
    .insert(kycDocuments)
    .values({
      uid: slot.uid,
      applicationUid,
      personTargetType: slot.personTargetType,
      documentGroup: slot.group,
      createdAt: at,
      updatedAt: at,
      ...file,
      size: file.content.byteLength,
      content: pii.sealBytes(file.content, 'kyc-document'),
    })
    .onConflictDoNothing()
    .returning(META);
  return row ?? null;
}

/**
 * Most times one requirement is stored: the first upload and 9 replacements (issue 31; a
 * replacement beyond it answers 400 DocumentUploadLimitReached, server/routes/documents.ts).
 */
export const MAX_DOCUMENT_UPLOADS = 10;

/** How many times the slot `uid` of an application was stored (0: never). */
export async function uploadCountOf(db: Db, applicationUid: string, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: kycDocuments.uploadCount })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.applicationUid, applicationUid), eq(kycDocuments.uid, uid)));
  return row?.n ?? 0;
}

/**
 * Replaces the file of a slot that holds one (sealed with `pii`, as `insertKycDocument`) and
 * counts the upload; null when it holds none, 'limit' when it was stored MAX_DOCUMENT_UPLOADS
 * times already (a conditional update: concurrent replacements cannot pass the cap).
 */
export async function replaceKycDocument(
  db: Db,
  pii: PiiCipher,
  applicationUid: string,
  uid: string,
  file: KycFile,
  at: Date,
): Promise<KycDocumentMeta | null | 'limit'> {
  const [row] = await db
    .update(kycDocuments)
    .set({
      ...file,
      size: file.content.byteLength,
      content: pii.sealBytes(file.content, 'kyc-document'),
      uploadCount: sql`${kycDocuments.uploadCount} + 1`,
      updatedAt: at,
    })
    .where(
      and(
        eq(kycDocuments.applicationUid, applicationUid),
        eq(kycDocuments.uid, uid),
        lt(kycDocuments.uploadCount, MAX_DOCUMENT_UPLOADS),
      ),
    )
    .returning(META);
  if (row) return row;
  const [held] = await db
    .select({ uid: kycDocuments.uid })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.applicationUid, applicationUid), eq(kycDocuments.uid, uid)));
  return held ? 'limit' : null;
}

/** The API shape of a stored document (uploadedDocument of the contract). */
export function toUploadedDocument(d: KycDocumentMeta): UploadedDocument {
  return {
    DocumenUid: d.uid,
    DocumentType: d.documentType as DocumentTypeCode,
    PersonTargetType: d.personTargetType as PersonTargetTypeCode,
    Caption: d.caption,
    SandboxDocumentType: (d.idvDocumentType as IdvDocumentType | null) ?? null,
    MediaType: d.mediaType as DocumentMediaType,
    Size: d.size,
    UploadedOn: d.updatedAt.toISOString(),
  };
}

const fullName = (p: PersonRow | null) =>
  p ? [p.firstName, p.lastName].filter(Boolean).join(' ') || null : null;

/** The requirement slots of an application (server/domain/documents.ts) with their DocumenUid and holder. */
export async function requirementSlotsOf(
  db: Db,
  app: ApplicationRow,
): Promise<Array<RequirementSlot & { uid: string; holderName: string | null }>> {
  const type = app.applicationType as ApplicationType | null;
  if (!app.isCompleted || !type) return [];
  const secondaryRole = SECONDARY_ROLE[type];
  const [primary, secondary, entity] = await Promise.all([
    findPersonByRole(db, app.uid, MAIN_ROLE[type]),
    secondaryRole ? findPersonByRole(db, app.uid, secondaryRole) : Promise.resolve(null),
    type === 'Corporate' ? findLegalEntity(db, app.uid) : Promise.resolve(null),
  ]);
  const slots = requirementsFor({
    applicationType: type,
    accountType: app.accountType,
    verificationResult: app.verificationResult,
    isCompleted: app.isCompleted,
    primaryCountryIso3: primary?.countryIso3 ?? null,
    hasSecondary: secondary !== null,
    secondaryCountryIso3: secondary?.countryIso3 ?? null,
  });
  const holder = (s: RequirementSlot): string | null => {
    if (s.group === 'ownership') return entity?.name ?? null;
    if (s.personTargetType === 0) return fullName(primary);
    if (s.personTargetType === 1) return fullName(secondary);
    return [fullName(primary), fullName(secondary)].filter(Boolean).join(' & ') || null;
  };
  return slots.map((s) => ({ ...s, uid: slotUid(app.uid, s), holderName: holder(s) }));
}

/**
 * GET …/documents/required-documents (doc 3 §3): every requirement with IsUploaded, optionally
 * only those a person target sees (0 → Primary and Both, 1 → Secondary and Both, 2 → Both).
 */
export async function requiredDocumentsOf(
  db: Db,
  app: ApplicationRow,
  target?: PersonTargetTypeCode,
): Promise<RequiredDocument[]> {
  const [slots, docs] = await Promise.all([
    requirementSlotsOf(db, app),
    listKycDocuments(db, app.uid),
  ]);
  return slots
    .filter(
      (s) => target === undefined || s.personTargetType === target || s.personTargetType === 2,
    )
    .map((s) => {
      const doc = docs.find((d) => d.uid === s.uid);
      const idv =
        (doc?.idvDocumentType as IdvDocumentType | null | undefined) ??
        admittedIdvTypes(s.documentType)[0] ??
        null;
      return {
        DocumenUid: s.uid,
        DocumentType: s.documentType,
        PersonTargetType: s.personTargetType,
        Caption: s.caption,
        HolderName: s.holderName,
        IsUploaded: doc !== undefined,
        SandboxDocumentType: idv,
      };
    });
}

/** Records an identity-verification event (doc 3 §7 {idv}-event). */
export async function insertIdvEvent(
  db: Db,
  event: {
    applicationUid: string;
    eventType: string;
    sessionId: string | null;
    documentType: number | null;
    personTargetType: number | null;
    at: Date;
  },
) {
  const { at, ...rest } = event;
  const [row] = await db
    .insert(idvEvents)
    .values({ ...rest, createdAt: at })
    .returning();
  return row;
}

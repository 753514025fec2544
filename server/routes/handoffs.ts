/**
 * Phone hand-off of one KYC requirement (issue 9 "continue the capture on a phone"; beyond the
 * spec). The desktop's upload-method page asks for a link; a phone opens it without logging in
 * and uploads that one document. The token opens nothing else: no application data besides the
 * holder's first name, no other requirement, no second upload.
 *
 * - POST v2/applications/{ApplicationUid}/documents/handoffs (bearer, the applicant or an
 *   impersonating agent of its broker) {DocumentUid, PersonTargetType, DocumentType,
 *   SandboxDocumentType?} → 201 {Token, Url, ExpiresAt}. The requirement must be one of the
 *   application's (DocumentUid = the slot the upload would fill) and not uploaded yet. Errors: 400
 *   validation codes of the body, DocumentIsNotRequired (Context 'DocumentUid'),
 *   SandboxDocumentTypeIsNullOrEmpty / …IsInvalid, DocumentAlreadyUploaded; 401 / 403 / 404 as
 *   every application route. Token: 32 random bytes, base64url; only its SHA-256 is stored
 *   (server/db/handoffs.ts), valid 10 minutes, single use. Url: the wizard's page
 *   `/kyc/handoff/{Token}` on the caller's origin (the request's Origin header, else its own).
 * - GET /v2/handoffs/{token} (no bearer) → 200 HandoffInfo (BrokerName, FirstName, Caption,
 *   DocumentType, PersonTargetType, SandboxDocumentType, AcceptedMediaTypes, ExpiresAt).
 * - POST /v2/handoffs/{token}/documents (no bearer; multipart exactly as POST …/documents) →
 *   201 UploadedDocument: stored for the bound requirement by the same code as the normal upload
 *   (server/routes/documents.ts `documentStore`, every check and code of it), and the token is
 *   used. The token is claimed atomically before the file is read; a refused file (type, size,
 *   the provider's refusal …) gives it back, so the phone can choose another file.
 *
 * Token errors: 404 HandoffTokenNotFound (never issued, or malformed), 410 HandoffTokenUsed (after
 * its one upload), 410 HandoffTokenExpired. The token is never logged (the access log names the
 * route pattern only) nor answered again.
 */
import { Hono, type Context } from 'hono';
import {
  handoffRequest,
  type ApplicationType,
  type DocumentTypeCode,
  type HandoffInfo,
  type IdvDocumentType,
  type PersonTargetTypeCode,
} from '../../services/api/contract';
import { findApplication, MAIN_ROLE, type ApplicationRow } from '../db/applications';
import {
  listKycDocuments,
  requirementSlotsOf,
  SECONDARY_ROLE,
  toUploadedDocument,
} from '../db/documents';
import {
  claimHandoff,
  findHandoff,
  insertHandoff,
  newHandoffToken,
  releaseHandoff,
  type HandoffRow,
} from '../db/handoffs';
import { findPersonByRole } from '../db/persons';
import { findBrokerSettings } from '../db/reference';
import { allowedMediaTypes } from '../domain/documents';
import { ownedApplication, type AppEnv } from '../http/auth';
import { fail } from '../http/errors';
import { parseOr400, readJsonBody } from '../http/validation';
import type { RouteDeps } from './deps';
import { documentBodyLimit, documentStore, resolveUploadSlot } from './documents';

/** The wizard's phone page of a token (src: machines/kyc/handoff.machine.ts, route KYC_HANDOFF). */
export const HANDOFF_PAGE = '/kyc/handoff/';

/** The wizard's origin for the link: the request's Origin header when it is an http(s) origin, else the request's own. */
function wizardOrigin(c: Context): string {
  const origin = c.req.header('Origin');
  if (origin && /^https?:\/\/[^/\s]+$/i.test(origin)) return origin;
  return new URL(c.req.url).origin;
}

const notFound = () => fail(404, 'HandoffTokenNotFound', 'This link is not valid.', 'token');
const used = () => fail(410, 'HandoffTokenUsed', 'This link was already used.', 'token');
const expired = () => fail(410, 'HandoffTokenExpired', 'This link has expired.', 'token');

export function handoffRoutes(deps: RouteDeps) {
  const { db, log, now } = deps;
  const storeUpload = documentStore(deps);

  /** The live hand-off of a token and its application; throws 404 / 410. */
  async function live(token: string): Promise<{ handoff: HandoffRow; app: ApplicationRow }> {
    const handoff = await findHandoff(db, token);
    if (!handoff) throw notFound();
    if (handoff.usedAt) throw used();
    if (handoff.expiresAt.getTime() <= now().getTime()) throw expired();
    const app = await findApplication(db, handoff.applicationUid);
    if (!app) throw notFound();
    return { handoff, app };
  }

  const uploadQuery = (h: HandoffRow) => ({
    personTargetType: h.personTargetType as PersonTargetTypeCode,
    documentType: h.documentType as DocumentTypeCode,
    sandboxDocumentType: (h.idvDocumentType as IdvDocumentType | null) ?? undefined,
  });

  return new Hono<AppEnv>()
    .post('/applications/:applicationUid/documents/handoffs', async (c) => {
      const body = parseOr400(handoffRequest, await readJsonBody(c));
      const app = await ownedApplication(db, c.get('auth'), c.req.param('applicationUid'));
      const query = {
        personTargetType: body.PersonTargetType,
        documentType: body.DocumentType,
        sandboxDocumentType: body.SandboxDocumentType ?? undefined,
      };
      // The same rules as the upload the phone will make (server/routes/documents.ts).
      const { slot, idvType } = resolveUploadSlot(await requirementSlotsOf(db, app), query);
      if (slot.uid !== body.DocumentUid.toLowerCase())
        throw fail(
          400,
          'DocumentIsNotRequired',
          'This document is not requested for this person.',
          'DocumentUid',
        );
      if ((await listKycDocuments(db, app.uid)).some((d) => d.uid === slot.uid)) {
        throw fail(
          400,
          'DocumentAlreadyUploaded',
          'This document was already uploaded.',
          'DocumentUid',
        );
      }
      const token = newHandoffToken();
      const row = await insertHandoff(
        db,
        token,
        {
          applicationUid: app.uid,
          documentUid: slot.uid,
          personTargetType: body.PersonTargetType,
          documentType: body.DocumentType,
          idvDocumentType: idvType,
        },
        now(),
      );
      log('kyc.handoff_created', {
        documentType: body.DocumentType,
        personTargetType: body.PersonTargetType,
      });
      return c.json(
        {
          Token: token,
          Url: `${wizardOrigin(c)}${HANDOFF_PAGE}${token}`,
          ExpiresAt: row.expiresAt.toISOString(),
        },
        201,
      );
    })
    .get('/handoffs/:token', async (c) => {
      const { handoff, app } = await live(c.req.param('token'));
      const type = app.applicationType as ApplicationType | null;
      const secondaryRole = type ? SECONDARY_ROLE[type] : undefined;
      const role =
        handoff.personTargetType === 1 && secondaryRole
          ? secondaryRole
          : type
            ? MAIN_ROLE[type]
            : null;
      const [person, settings, slots] = await Promise.all([
        role ? findPersonByRole(db, app.uid, role) : Promise.resolve(null),
        findBrokerSettings(db, app.brokerCode),
        requirementSlotsOf(db, app),
      ]);
      const slot = slots.find((s) => s.uid === handoff.documentUid);
      const documentType = handoff.documentType as DocumentTypeCode;
      const info: HandoffInfo = {
        BrokerName: settings?.BrokerName ?? null,
        FirstName: person?.firstName ?? null,
        Caption: slot?.caption ?? '',
        DocumentType: documentType,
        PersonTargetType: handoff.personTargetType as PersonTargetTypeCode,
        SandboxDocumentType: (handoff.idvDocumentType as IdvDocumentType | null) ?? null,
        AcceptedMediaTypes: [...allowedMediaTypes(documentType)],
        ExpiresAt: handoff.expiresAt.toISOString(),
      };
      return c.json(info);
    })
    .post('/handoffs/:token/documents', documentBodyLimit(), async (c) => {
      const token = c.req.param('token');
      const { handoff, app } = await live(token);
      // Single use: of two concurrent uploads only one claims the token.
      if (!(await claimHandoff(db, token, now())))
        throw (await findHandoff(db, token))?.usedAt ? used() : expired();
      try {
        const row = await storeUpload(c, app, uploadQuery(handoff), 'create', {
          onlySlotUid: handoff.documentUid,
          via: 'handoff',
        });
        return c.json(toUploadedDocument(row), 201);
      } catch (e) {
        await releaseHandoff(db, token);
        throw e;
      }
    });
}

/**
 * The KYC documents machine and its route catalogue (machines/kyc/kyc.machine.ts, kyc-routes.ts;
 * doc 3 §2.1 KYC routes, §2.6 hub, §4 KYC documents, §5 Identity options shown, §9 1,000 ms):
 * the 54 document routes in the route table; the hub's rows per account type; the identity
 * options; the hub fetching 1 s after it opens, a row opening its route, an upload returning to
 * the hub, all uploaded → done, skip → skipped, a reload resuming on a document page, URL changes,
 * step analytics (view + complete).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { allUploaded, hubItemsOf, identityOptionsOf } from '../../machines/kyc/kyc-requirements';
import { KYC_ROUTES, kycRouteByPath } from '../../machines/kyc/kyc-routes';
import { uploadTargetOf, type UploadTarget } from '../../machines/kyc/kyc-uploads';
import { KYC_FETCH_DELAY_MS, kycMachine } from '../../machines/kyc/kyc.machine';
import { kycDataOf } from '../../machines/kyc/kyc-view';
import { routeTable } from '../../machines/view/route-table';
import type { Application, RequiredDocument } from '../../services/api/contract';
import { emptyApplication } from './fake-api';

const req = (over: Partial<RequiredDocument>): RequiredDocument => ({
  DocumenUid: `d-${over.DocumentType}-${over.PersonTargetType ?? 0}`,
  DocumentType: 2,
  PersonTargetType: 0,
  Caption: 'DriverLicenseOrStateIssuedIDCardFront',
  HolderName: null,
  IsUploaded: false,
  SandboxDocumentType: 'License',
  ...over,
});
/** What the server requests for a failed US Individual (docs/sandbox.md "Required documents"). */
const INDIVIDUAL_FAILED: RequiredDocument[] = [
  req({ DocumentType: 2 }),
  req({ DocumentType: 4, Caption: 'ProofOfResidence', SandboxDocumentType: null }),
  req({ DocumentType: 6, Caption: 'SocialSecurityCardDocumentFront', SandboxDocumentType: null }),
];
const uploaded = (docs: RequiredDocument[]) => docs.map((d) => ({ ...d, IsUploaded: true }));

describe('KYC route catalogue (doc 3 §2.1)', () => {
  it('54 document pages with unique paths, all in the route table with their keys', () => {
    expect(KYC_ROUTES).toHaveLength(54);
    expect(new Set(KYC_ROUTES.map((r) => r.path)).size).toBe(54);
    for (const r of KYC_ROUTES)
      expect(routeTable.find((x) => x.path === r.path)?.routeKey).toBe(r.routeKey);
    expect(routeTable.find((x) => x.path === '/kyc/done')?.routeKey).toBe('KYC_DONE');
    expect(kycRouteByPath('/kyc/proof-of-identity/minor/passport/camera')?.routeKey).toBe(
      'KYC_PROOF_OF_IDENTITY.MINOR.UPLOAD_CAMERA.PASSPORT',
    );
    expect(kycRouteByPath('/kyc/proof-of-identity/secondary/id/file')?.routeKey).toBe(
      'KYC_PROOF_OF_IDENTITY.SECONDARY.UPLOAD_FILE.GOVERNMENT_ID',
    );
    expect(kycRouteByPath('/kyc/proof-of-social-security/ssc')?.routeKey).toBe(
      'KYC_PROOF_OF_SOCIAL_SECURITY.MAIN.UPLOAD.SOCIAL_SECURITY_CARD',
    );
    expect(kycRouteByPath('/kyc/proof-of-social-security')).toBeUndefined(); // the main holder has no index page
    expect(kycRouteByPath('/kyc/proof-of-residence/minor/credit-card-statement')?.screen).toBe(
      'kycFile',
    );
    expect(kycRouteByPath('/kyc/proof-of-residence/secondary/voided-check')).toBeUndefined(); // always the one shared path
    expect(kycRouteByPath('/kyc/proof-of-ownership/upload')?.routeKey).toBe(
      'KYC_PROOF_OF_OWNERSHIP.UPLOAD',
    );
  });

  it('upload targets: identity images only with the idv type and field; residency and others also pdf', () => {
    const file = (p: string) => kycRouteByPath(p)!;
    const t = (
      p: string,
      slot: 'main' | 'secondary' = 'main',
      docs = INDIVIDUAL_FAILED,
    ): UploadTarget | null => uploadTargetOf(file(p), slot, docs);
    expect(t('/kyc/proof-of-identity/drivers-license/file')).toMatchObject({
      documentType: 2,
      idvType: 'License',
      field: 'DocumentFront',
      personTargetType: 0,
    });
    expect(t('/kyc/proof-of-identity/secondary/passport/camera', 'secondary')).toMatchObject({
      documentType: 1,
      idvType: 'Passport',
      field: 'Document',
      personTargetType: 1,
    });
    expect(t('/kyc/proof-of-identity/id/file')?.accept).not.toContain('application/pdf');
    expect(t('/kyc/proof-of-residence/utility-bill')).toMatchObject({
      documentType: 4,
      caption: 'ProofOfResidence',
      field: 'Document',
    });
    expect(t('/kyc/proof-of-residence/utility-bill')?.accept).toContain('application/pdf');
    expect(t('/kyc/proof-of-social-security/ssc/file')).toMatchObject({
      documentType: 6,
      field: 'DocumentFront',
    });
  });
});

describe('hub rows and identity options (doc 3 §4, §5)', () => {
  it('Individual: unnamed rows for identity, residence, social security', () => {
    const items = hubItemsOf(
      INDIVIDUAL_FAILED,
      emptyApplication({ ApplicationType: 'Individual' }),
    );
    expect(items.map((i) => [i.id, i.holder, i.uploaded])).toEqual([
      ['main.identity', null, false],
      ['main.residence', null, false],
      ['main.socialSecurity', null, false],
    ]);
    expect(allUploaded(INDIVIDUAL_FAILED)).toBe(false);
    expect(allUploaded(uploaded(INDIVIDUAL_FAILED))).toBe(true);
  });

  it('Joint: rows per person named by first name; the Both residency is listed for both; UTMA uses the minor slot', () => {
    const joint = {
      ...emptyApplication({ ApplicationType: 'JointTenants' }),
      JointTenantsApplication: {
        PrimaryHolder: { PersonName: { FirstName: 'Ada' } },
        SecondaryHolder: { PersonName: { FirstName: 'Bea' } },
      },
    } as unknown as Application;
    const docs = [
      req({ DocumentType: 2 }),
      req({
        DocumentType: 4,
        PersonTargetType: 2,
        Caption: 'ProofOfResidence',
        SandboxDocumentType: null,
        IsUploaded: true,
      }),
      req({ DocumentType: 3, PersonTargetType: 1, Caption: 'DriverLicenseOrPassportFront' }),
    ];
    expect(hubItemsOf(docs, joint).map((i) => [i.id, i.holder, i.uploaded])).toEqual([
      ['main.identity', 'Ada', false],
      ['main.residence', 'Ada', true],
      ['secondary.identity', 'Bea', false],
      ['secondary.residence', 'Bea', true],
    ]);
    const utma = emptyApplication({ ApplicationType: 'UTMA' });
    expect(hubItemsOf(docs, utma).map((i) => i.id)).toContain('minor.identity');
  });

  it('identity options: licence or government ID; licence or passport; only the licence beside a Passport requirement; captions filtered', () => {
    const ids = (docs: RequiredDocument[], slot: 'main' | 'secondary' = 'main') =>
      identityOptionsOf(docs, slot).map((o) => o.id);
    expect(ids([req({ DocumentType: 2 })])).toEqual(['DRIVERS_LICENSE', 'GOVERNMENT_ID']);
    expect(ids([req({ DocumentType: 3, Caption: 'DriverLicenseOrPassportFront' })])).toEqual([
      'DRIVERS_LICENSE',
      'PASSPORT',
    ]);
    expect(
      ids([
        req({ DocumentType: 3, Caption: 'DriverLicenseOrPassportFront' }),
        req({ DocumentType: 1, Caption: 'PassportDocument' }),
      ]),
    ).toEqual(['DRIVERS_LICENSE', 'PASSPORT']);
    expect(ids([req({ DocumentType: 3, Caption: 'DriverLicenseOrPassportBack' })])).toEqual([]);
    expect(ids([req({ DocumentType: 2, PersonTargetType: 1 })])).toEqual([]);
    expect(ids([req({ DocumentType: 2, PersonTargetType: 1 })], 'secondary')).toEqual([
      'DRIVERS_LICENSE',
      'GOVERNMENT_ID',
    ]);
    const done = identityOptionsOf(
      [req({ DocumentType: 2, IsUploaded: true, SandboxDocumentType: 'IdentificationCard' })],
      'main',
    );
    expect(done.map((o) => [o.id, o.uploaded, o.disabled])).toEqual([
      ['DRIVERS_LICENSE', false, true],
      ['GOVERNMENT_ID', true, true],
    ]);
  });
});

describe('KYC machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const app = emptyApplication({ ApplicationType: 'Individual' });
  /** The machine with a server whose requirements the test changes, a fake upload child and a recorder. */
  function run(opts: { resumePath?: string | null } = {}) {
    let docs = INDIVIDUAL_FAILED;
    const fetches: number[] = [];
    const tracked: string[] = [];
    const recorded: string[] = [];
    const uploadChild = createMachine({
      id: 'fakeUpload',
      initial: 'idle',
      states: { idle: { on: { 'wizard.submit': 'done' } }, done: { type: 'final' } },
    });
    const machine = kycMachine.provide({
      actors: {
        fetchRequired: fromPromise(async () => {
          fetches.push(Date.now());
          return docs;
        }),
        recordStep: fromPromise<
          void,
          { applicationUid: string | null; path: string; background?: boolean }
        >(async ({ input }) => {
          recorded.push(input.path);
        }),
        documentUpload: uploadChild as never,
      },
      actions: {
        track: (_, p: { event: string; step: string }) => void tracked.push(`${p.event} ${p.step}`),
      },
    });
    const actor = createActor(machine, {
      input: { applicationUid: 'app-1', application: app, resumePath: opts.resumePath ?? null },
    }).start();
    return { actor, fetches, tracked, recorded, setDocs: (d: RequiredDocument[]) => (docs = d) };
  }
  const value = (a: { getSnapshot(): { value: unknown } }) => a.getSnapshot().value;
  const meta = (a: { getSnapshot(): { getMeta(): Record<string, unknown> } }) =>
    (Object.values(a.getSnapshot().getMeta()) as ({ path?: string } | undefined)[]).find(
      (m) => m?.path,
    )?.path;

  it('fetches 1,000 ms after the hub opens (overlay meanwhile), opens a row, returns to the hub after an upload, ends done when all are in', async () => {
    const { actor, fetches, tracked, setDocs } = run();
    expect(value(actor)).toEqual({ hub: 'waiting' });
    await vi.advanceTimersByTimeAsync(KYC_FETCH_DELAY_MS - 1);
    expect(fetches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(value(actor)).toEqual({ hub: 'ready' });
    expect(kycDataOf(actor.getSnapshot() as never, []).items?.map((i) => i.id)).toEqual([
      'main.identity',
      'main.residence',
      'main.socialSecurity',
    ]);
    actor.send({ type: 'kyc.open', item: 'main.identity' });
    expect(meta(actor)).toBe('/kyc/proof-of-identity');
    actor.send({ type: 'kyc.choose', option: 'PASSPORT' }); // not offered for this requirement
    expect(meta(actor)).toBe('/kyc/proof-of-identity');
    actor.send({ type: 'kyc.choose', option: 'DRIVERS_LICENSE' });
    expect(meta(actor)).toBe('/kyc/proof-of-identity/drivers-license');
    actor.send({ type: 'kyc.method', method: 'file' });
    expect(meta(actor)).toBe('/kyc/proof-of-identity/drivers-license/file');
    actor.send({ type: 'wizard.back' });
    expect(meta(actor)).toBe('/kyc/proof-of-identity/drivers-license');
    actor.send({ type: 'kyc.method', method: 'file' });
    setDocs(uploaded(INDIVIDUAL_FAILED));
    actor.send({ type: 'wizard.submit', values: {} }); // forwarded to the upload child, which finishes
    expect(value(actor)).toEqual({ hub: 'waiting' });
    await vi.advanceTimersByTimeAsync(KYC_FETCH_DELAY_MS);
    expect(fetches).toHaveLength(2);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'done' });
    expect(tracked).toContain('kyc_step_view /kyc/verification');
    expect(tracked).toContain('kyc_step_complete /kyc/proof-of-identity/drivers-license/file');
    expect(tracked.filter((e) => e.startsWith('kyc_step_view')).length).toBeGreaterThanOrEqual(5);
  });

  it("'Skip for now' ends skipped; the social security row opens its method page, back returns to the hub", async () => {
    const { actor } = run();
    await vi.advanceTimersByTimeAsync(KYC_FETCH_DELAY_MS);
    actor.send({ type: 'kyc.open', item: 'main.socialSecurity' });
    expect(meta(actor)).toBe('/kyc/proof-of-social-security/ssc');
    actor.send({ type: 'kyc.method', method: 'camera' });
    expect(meta(actor)).toBe('/kyc/proof-of-social-security/ssc/camera');
    // The camera-access modal's file route.
    actor.send({ type: 'kyc.method', method: 'file' });
    expect(meta(actor)).toBe('/kyc/proof-of-social-security/ssc/file');
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    expect(meta(actor)).toBe('/kyc/verification');
    actor.send({ type: 'wizard.skip' });
    expect(actor.getSnapshot().output).toEqual({ result: 'skipped' });
  });

  it('a reload on a document page fetches at once and opens it; the voided check goes back to the chosen person; URL changes are followed', async () => {
    const { actor, fetches, recorded } = run({
      resumePath: '/kyc/proof-of-residence/voided-check',
    });
    expect(actor.getSnapshot().hasTag('overlay')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveLength(1);
    expect(meta(actor)).toBe('/kyc/proof-of-residence/voided-check');
    expect(recorded).toContain('/kyc/proof-of-residence/voided-check');
    actor.send({ type: 'wizard.back' });
    expect(meta(actor)).toBe('/kyc/proof-of-residence');
    actor.send({ type: 'url.changed', path: '/kyc/proof-of-identity/passport/camera' });
    expect(meta(actor)).toBe('/kyc/proof-of-identity/passport/camera');
    actor.send({ type: 'url.changed', path: '/kyc/verification' });
    expect(value(actor)).toEqual({ hub: 'waiting' });
  });
});

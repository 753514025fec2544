/**
 * The proof-of-ownership pages' tab titles (doc 3 §2.1 'LLC/Corporate document, sole
 * proprietorship statement, trust documents and partnership agreement'; §2.6 by corporate account
 * type): the real KYC machine resumed on /kyc/proof-of-ownership and its upload page, read through
 * the app's selectors (the document title '<page> | {brokerName}' and the screen's titleKey).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { kycMachine } from '../../machines/kyc/kyc.machine';
import { ownershipPageTitleKey } from '../../machines/kyc/kyc-routes';
import { selectDocumentTitle, selectScreen, type AppSnapshot } from '../../machines/view/selectors';
import type { Application, RequiredDocument } from '../../services/api/contract';
import { en } from '../../src/i18n/en';
import { t } from '../../src/i18n/t';
import { emptyApplication } from '../machines/fake-api';

const OWNERSHIP: RequiredDocument = {
  DocumenUid: 'd-8',
  DocumentType: 8,
  PersonTargetType: 0,
  Caption: 'OperatingAgreement',
  HolderName: null,
  IsUploaded: false,
  SandboxDocumentType: null,
};

/** The KYC machine of a corporate application of `type`, resumed on `path` (its requirements fetched at once). */
async function kycAt(type: string | null, path: string) {
  const app = {
    ...emptyApplication({ ApplicationType: 'Corporate' }),
    CorporateApplication: { CorporateAccountType: type },
  } as unknown as Application;
  const actor = createActor(
    kycMachine.provide({
      actors: {
        fetchRequired: fromPromise(async () => [OWNERSHIP]),
        recordStep: fromPromise(async () => {}),
      },
      actions: { track: () => {} },
    }),
    { input: { applicationUid: 'app-1', application: app, resumePath: path } },
  ).start();
  await new Promise((r) => setTimeout(r, 0));
  // The root's snapshot as far as the selectors read it: its 'closing' child running the 'kyc'
  // child (machines/closing/), and the broker's name.
  const closing = {
    status: 'active',
    value: { kycVerification: 'running' },
    context: {
      application: app,
      submission: { started: false, result: null },
      fieldErrors: {},
      formError: null,
      errorFallbacks: {},
    },
    children: { kyc: actor },
    getMeta: () => ({}),
    hasTag: () => false,
    can: () => false,
    matches: () => false,
  };
  return {
    children: { closing: { getSnapshot: () => closing } },
    context: { settings: { BrokerName: 'HAA Precious Metals' } },
    getMeta: () => ({}),
    hasTag: () => false,
    can: () => false,
    matches: () => false,
  } as unknown as AppSnapshot;
}

const P = en.pageTitles;

describe('proof-of-ownership tab titles by corporate account type (doc 3 §2.1)', () => {
  it.each([
    ['Corporate', P.kycOwnershipCorporate],
    ['LimitedLiabilityCorporation', P.kycOwnershipCorporate],
    ['SoleProprietorship', P.kycOwnershipSoleProprietorship],
    ['Trust', P.kycOwnershipTrust],
    ['Partnership', P.kycOwnershipPartnership],
  ])('%s: both ownership pages are titled %j', async (type, title) => {
    for (const path of ['/kyc/proof-of-ownership', '/kyc/proof-of-ownership/upload']) {
      const snapshot = await kycAt(type, path);
      expect(selectScreen(snapshot).path).toBe(path);
      expect(t(selectScreen(snapshot).titleKey)).toBe(title);
      expect(selectDocumentTitle(snapshot, t)).toBe(`${title} | HAA Precious Metals`);
    }
  });

  it("the spec's four titles; without a type the generic 'Proof of ownership'", () => {
    expect([
      P.kycOwnershipCorporate,
      P.kycOwnershipSoleProprietorship,
      P.kycOwnershipTrust,
      P.kycOwnershipPartnership,
    ]).toEqual([
      'LLC/Corporate document',
      'Sole proprietorship statement',
      'Trust documents',
      'Partnership agreement',
    ]);
    expect(t(ownershipPageTitleKey(null))).toBe(P.kycOwnership);
  });

  it('other KYC pages keep their own titles', async () => {
    const snapshot = await kycAt('Trust', '/kyc/proof-of-residence/voided-check');
    expect(selectDocumentTitle(snapshot, t)).toBe(`${P.kycVoidedCheck} | HAA Precious Metals`);
  });
});

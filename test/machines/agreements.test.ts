/**
 * Agreements and submission (doc 3 §2.5, §2.6, §4 "Agreement open-account sequence" and
 * "Submission", §5 Agreement, §7, §8):
 * - the open-account sequence's calls and their order (programme with / without a linked bank,
 *   other applications), 202 only, over the real API client and a fetch stub;
 * - the agreement step of the wizard engine: 'agreeAutoDeposit' required in the programme with a
 *   linked bank, the ACH terms viewer, the sequence's input;
 * - the submission: the upgrade call, each error code → the modal's title and text → where
 *   closing leads (AGREEMENT, or the portal when AccountUid exists), the '/buy' portal rule.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import { createWizardMachine } from '../../machines/wizard-engine/wizard.machine';
import { createAppActors } from '../../services/actors/app-actors';
import { createApiClient, type ApiFailure } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import { memoryStorage } from '../../services/session-store';
import {
  APP_UID,
  COUNTRIES,
  SETTINGS,
  createFakeApi,
  emptyApplication,
  fakeDeps,
  fakeJwt,
} from './fake-api';
import { flowBusy, waitFor } from './flow-wait';

const BASE = 'http://api.test';

const metalStream = (bank: string | null, useBalance: boolean | null = null) => ({
  Amount: 250,
  Currency: 'USD' as const,
  GoldPercentage: 0.5,
  SilverPercentage: 0.5,
  SymbolCodeGold: null,
  SymbolCodeSilver: null,
  SelectedGoldProduct: null,
  SelectedSilverProduct: null,
  BankAccountUid: bank,
  UseAccountBalance: useBalance,
});
const programmeApp = (bank: string | null) =>
  emptyApplication({
    RegistrationFlowType: 2,
    MetalStream: metalStream(bank, bank ? false : true),
  });

/** The real actors over the real client, whose fetch answers `status(path)` and records every request. */
function realActors(status: (path: string) => number = () => 202) {
  const requests: string[] = [];
  const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.method === 'PATCH') {
      return new Response(JSON.stringify({ IsSuccess: true, AccountNumber: 'N-1' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(null, { status: status(url.pathname) });
  }) as typeof fetch;
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => 'tok',
    fetch: fetchStub,
    retryDelaysMs: [],
  });
  const deps = { ...fakeDeps(createFakeApi()), api };
  return { actors: createAppActors(deps), requests, deps };
}

describe('open-account sequence (doc 3 §4), real client', () => {
  const run = async (
    input: { programme?: boolean; linkedBank?: boolean },
    status?: (p: string) => number,
  ) => {
    const { actors, requests } = realActors(status);
    const actor = createActor(actors.acceptAgreement, {
      input: { applicationUid: APP_UID, maincode: 'haa', ...input },
    }).start();
    const result = await toPromise(actor).then(
      () => 'ok',
      (e: unknown) => e,
    );
    return { result, requests };
  };
  const A = `/v2/applications/${APP_UID}`;

  it('programme with a linked bank: ach, then metal-stream, then the main agreement', async () => {
    const { result, requests } = await run({ programme: true, linkedBank: true });
    expect(result).toBe('ok');
    expect(requests).toEqual([
      `POST ${A}/ach-agreements`,
      `POST ${A}/metal-stream-agreements`,
      `POST ${A}/haa-agreements`,
    ]);
  });

  it('programme without a bank: metal-stream, then the main agreement (no ACH terms)', async () => {
    const { requests } = await run({ programme: true, linkedBank: false });
    expect(requests).toEqual([`POST ${A}/metal-stream-agreements`, `POST ${A}/haa-agreements`]);
  });

  it('any other application: only the main agreement', async () => {
    const { requests } = await run({});
    expect(requests).toEqual([`POST ${A}/haa-agreements`]);
  });

  it('only 202 counts: a 200 on the metal terms fails the sequence before the main agreement', async () => {
    const { result, requests } = await run({ programme: true, linkedBank: true }, (p) =>
      p.endsWith('metal-stream-agreements') ? 200 : 202,
    );
    expect(result).not.toBe('ok');
    expect(requests).toEqual([`POST ${A}/ach-agreements`, `POST ${A}/metal-stream-agreements`]);
  });

  it('the upgrade submits through PATCH /v2/basic-accounts/upgrade/{uid}, others through PATCH the application', async () => {
    const up = realActors();
    up.deps.session.set('FraudSessionId', 'sid-1');
    const out = await toPromise(
      createActor(up.actors.completeApplication, {
        input: { applicationUid: APP_UID, upgrade: true },
      }).start(),
    );
    expect(out).toEqual({ IsSuccess: true, AccountNumber: 'N-1' });
    expect(up.requests).toEqual([`PATCH /v2/basic-accounts/upgrade/${APP_UID}?sessionId=sid-1`]);
    const plain = realActors();
    plain.deps.session.set('FraudSessionId', 'sid-2');
    await toPromise(
      createActor(plain.actors.completeApplication, { input: { applicationUid: APP_UID } }).start(),
    );
    expect(plain.requests).toEqual([`PATCH ${A}?sessionId=sid-2`]);
  });

  it('the PDF of another agreement type is fetched from {type}-pdf-agreements', async () => {
    const { actors, requests } = realActors(() => 200);
    await toPromise(
      createActor(actors.downloadAgreementPdf, {
        input: { applicationUid: APP_UID, maincode: 'haa', type: 'ach' },
      }).start(),
    );
    expect(requests).toEqual([`GET ${A}/ach-pdf-agreements`]);
  });
});

/** The programme's wizard on its agreement step, with the real actors over the fake API. */
function programmeWizard(app: Application) {
  const fake = createFakeApi({ application: app });
  const actors = createAppActors(fakeDeps(fake));
  const machine = createWizardMachine('metalStream').provide({
    actors: {
      acceptAgreement: actors.acceptAgreement,
      loadAgreementHtml: actors.loadAgreementHtml,
      downloadAgreementPdf: actors.downloadAgreementPdf,
      loadLookups: actors.loadLookups,
      recordStep: actors.recordStep,
    },
  });
  const actor = createActor(machine, {
    input: {
      wizard: 'metalStream',
      application: app,
      settings: SETTINGS,
      countries: COUNTRIES,
      brokerCode: 'HAA',
      furthestStep: null,
      sameAddress: {},
      requestedPath: null,
      startAt: 'agreement',
    },
  }).start();
  return { fake, actor };
}

/** The wizard is in the agreement step's sub-state `sub` (the built config is untyped for matches()). */
const inState = (
  actor: ReturnType<typeof programmeWizard>['actor'],
  sub: string | Record<string, string>,
) => (actor.getSnapshot().matches as (v: unknown) => boolean)({ agreement: sub });

describe('the agreement step in the programme (doc 3 §2.5, §5)', () => {
  it('with a linked bank: agreeAutoDeposit is required, then ach → metal-stream → main, and the wizard ends', async () => {
    const { fake, actor } = programmeWizard(programmeApp('bank-1'));
    expect(inState(actor, 'editing')).toBe(true);
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      agreeAutoDeposit: 'fields.errors.validation.agreeAutoDeposit',
    });
    actor.send({ type: 'wizard.submit', values: { agreeAutoDeposit: 'on' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      agree: 'fields.errors.validation.agree',
    });
    expect(fake.names()).toEqual([]);
    actor.send({ type: 'wizard.submit', values: { agree: 'on', agreeAutoDeposit: 'on' } });
    await toPromise(actor);
    expect(fake.names()).toEqual([
      'acceptAchAgreement',
      'acceptMetalStreamAgreement',
      'acceptMainAgreement',
    ]);
    expect(fake.application().AgreementsAccepted).toEqual(['ach', 'metal-stream', 'haa']);
  });

  it('without a bank: no auto-deposit box needed; metal-stream → main', async () => {
    const { fake, actor } = programmeWizard(programmeApp(null));
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await toPromise(actor);
    expect(fake.names()).toEqual(['acceptMetalStreamAgreement', 'acceptMainAgreement']);
  });

  it('the ACH terms link opens the ACH viewer with its HTML; Accept and close return to the form', async () => {
    const { fake, actor } = programmeWizard(programmeApp('bank-1'));
    actor.send({ type: 'agreement.view', which: 'ach' });
    expect(inState(actor, 'achViewer')).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().context.lookups.htmlAchAgreement?.Agreement).toBe(
      '<p>ACH transfer terms</p>',
    );
    actor.send({ type: 'modal.cancel' });
    expect(inState(actor, 'editing')).toBe(true);
    actor.send({ type: 'agreement.view' });
    expect(inState(actor, 'viewer')).toBe(true);
    expect(fake.names()).toContain('htmlAchAgreement');
  });

  it('terms that could not be loaded: the viewer says so (modal metalTermsFailed / achTermsFailed); opened again, it loads again', async () => {
    const { fake, actor } = programmeWizard(programmeApp(null));
    fake.fail('htmlMetalStreamAgreement', { status: 500, errors: [] });
    actor.send({ type: 'agreement.view', which: 'metal-stream' });
    await new Promise((r) => setTimeout(r, 10));
    expect(inState(actor, { metalViewer: 'failed' })).toBe(true);
    const modals = () =>
      Object.values(actor.getSnapshot().getMeta()).map((m) => (m as { modal?: string }).modal);
    expect(modals()).toContain('metalTermsFailed');
    actor.send({ type: 'modal.cancel' });
    expect(inState(actor, 'editing')).toBe(true);
    actor.send({ type: 'agreement.view', which: 'metal-stream' });
    await new Promise((r) => setTimeout(r, 10));
    expect(inState(actor, { metalViewer: 'shown' })).toBe(true);
    expect(modals()).toContain('metalTerms');
    expect(fake.names().filter((n) => n === 'htmlMetalStreamAgreement')).toHaveLength(2);
  });

  it('the metal-stream terms link opens their viewer with their HTML; Print / Download opens their PDF; Accept ticks agree (doc 3 §1, §2.5)', async () => {
    const { fake, actor } = programmeWizard(programmeApp(null));
    actor.send({ type: 'agreement.view', which: 'metal-stream' });
    expect(inState(actor, 'metalViewer')).toBe(true);
    expect(actor.getSnapshot().getMeta()).toEqual(
      expect.objectContaining({
        [`${actor.getSnapshot().machine.id}.agreement.metalViewer.loading`]: {
          modal: 'metalTerms',
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(inState(actor, { metalViewer: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.lookups.htmlMetalStreamAgreement?.Agreement).toBe(
      '<p>Metal Stream terms</p>',
    );
    actor.send({ type: 'agreement.download', which: 'metal-stream' });
    await new Promise((r) => setTimeout(r, 10));
    const pdf = fake.calls.find((c) => c.name === 'getMainAgreementPdf');
    expect(pdf?.args.slice(0, 2)).toEqual([APP_UID, 'metal-stream']);
    actor.send({ type: 'modal.confirm' });
    expect(inState(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context.agreement.accepted).toBe(true);
    expect(fake.names()).toContain('htmlMetalStreamAgreement');
  });

  it('a refused acceptance stays on the agreement with the error', async () => {
    const { fake, actor } = programmeWizard(programmeApp('bank-1'));
    fake.fail('acceptAchAgreement', {
      status: 400,
      errors: [{ Code: 'BankMustBeSet', Message: 'x', Context: 'BankAccountUid' }],
    });
    actor.send({ type: 'wizard.submit', values: { agree: 'on', agreeAutoDeposit: 'on' } });
    await new Promise((r) => setTimeout(r, 10));
    expect(inState(actor, 'editing')).toBe(true);
    expect(actor.getSnapshot().context.formError).toBe('apiErrors.BankMustBeSet');
    expect(fake.names()).toEqual(['acceptAchAgreement']);
  });
});

/** The root at AGREEMENT over the fake API (optionally with an entry query). */
function atAgreement(app: Application, search = '') {
  const fake = createFakeApi({ application: app });
  const storage = memoryStorage();
  storage.setItem('aow.JwtToken', fakeJwt());
  storage.setItem('aow.JwtRefreshToken', 'r1');
  const deps = fakeDeps(fake, storage);
  const actor = createActor(createAppMachine(deps), {
    input: { initialPath: '/review/agreement', search, referrer: '' },
  });
  actor.start();
  return { fake, deps, actor };
}
type Root = ReturnType<typeof atAgreement>['actor'];
const at = (actor: Root, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 3000 });
const agreementApp = (over: Partial<Application> = {}) =>
  emptyApplication({ ApplicationStep: '/review/agreement', ...over });

const PREFIX = 'SANDBOX-IDV-KYC-VERIFICATION: ';
const ERROR_CASES: {
  code: string;
  status: number;
  message: string | null;
  text: string;
  title: string;
}[] = [
  {
    code: 'KYCError',
    status: 422,
    message: `${PREFIX}Identity could not be verified.`,
    text: 'Identity could not be verified.',
    title: 'submissionError.titles.KYCError',
  },
  {
    code: 'OFACError',
    status: 422,
    // Not cut (issue 21: only the KYC error loses its first 30 characters): the catalogue's text.
    message: `${PREFIX}The applicant matches a list.`,
    text: 'apiErrors.OFACError',
    title: 'submissionError.titles.OFACError',
  },
  {
    code: 'TradecoreExecutionError',
    status: 400,
    message: 'The provided amount is not valid.',
    text: 'apiErrors.TradecoreExecutionError',
    title: 'submissionError.titles.TradecoreExecutionError',
  },
  {
    code: 'FundingAlreadySubmited',
    status: 400,
    message: 'Funding has already been submitted.',
    text: 'apiErrors.FundingAlreadySubmited',
    title: 'submissionError.titles.FundingAlreadySubmited',
  },
  {
    code: 'ApplicationIsCompleted',
    status: 400,
    message: 'Application has been already completed.',
    text: 'apiErrors.ApplicationIsCompleted',
    title: 'submissionError.titles.ApplicationIsCompleted',
  },
  {
    code: 'ApplicationAlreadyCreated',
    status: 400,
    message: 'Application already submitted.',
    text: 'apiErrors.ApplicationAlreadyCreated',
    title: 'submissionError.titles.ApplicationAlreadyCreated',
  },
  {
    code: 'WizardValidation_MissingAgreementConsent',
    status: 400,
    message: 'Application is not submitted. Agreement Consent is not set.',
    text: 'apiErrors.WizardValidation_MissingAgreementConsent',
    title: 'submissionError.titles.WizardValidation_MissingAgreementConsent',
  },
  {
    code: 'SomethingUnlisted',
    status: 400,
    message: null,
    text: 'apiErrors.SomethingUnlisted',
    title: 'submissionError.titles.default',
  },
];

describe('submission errors (doc 3 §2.6, §8)', () => {
  for (const c of ERROR_CASES) {
    it(`${c.code}: the modal's title and text; closing without an AccountUid returns to AGREEMENT`, async () => {
      const { fake, deps, actor } = atAgreement(agreementApp());
      const failure: ApiFailure = {
        status: c.status,
        errors: [{ Code: c.code, Message: c.message, Context: null }],
      };
      fake.fail('completeApplication', failure);
      await at(actor, '/review/agreement');
      actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
      await waitFor(actor, (s) => selectScreen(s).modal === 'submissionError', { timeout: 3000 });
      const view = selectScreen(actor.getSnapshot());
      expect(view.formError).toBe(c.text);
      expect(view.data).toMatchObject({
        errorCode: c.code,
        errorTitleKey: c.title,
        closeTo: 'agreement',
      });
      actor.send({ type: 'modal.confirm' });
      await at(actor, '/review/agreement');
      expect(deps.portal.visited).toEqual([]);
    });
  }

  it('KYCError cuts exactly the first 30 characters of the server message', async () => {
    const { fake, actor } = atAgreement(agreementApp());
    fake.fail('completeApplication', {
      status: 422,
      errors: [{ Code: 'KYCError', Message: `${'x'.repeat(30)}Kept text`, Context: null }],
    });
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await waitFor(actor, (s) => selectScreen(s).modal === 'submissionError', { timeout: 3000 });
    expect(selectScreen(actor.getSnapshot()).formError).toBe('Kept text');
  });

  it('with an AccountUid closing goes to the account (the portal), also by error.dismiss', async () => {
    const { fake, deps, actor } = atAgreement(agreementApp({ AccountUid: 'acc-1' }));
    fake.fail('completeApplication', {
      status: 400,
      errors: [{ Code: 'ApplicationIsCompleted', Message: null, Context: null }],
    });
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await waitFor(actor, (s) => selectScreen(s).modal === 'submissionError', { timeout: 3000 });
    expect(selectScreen(actor.getSnapshot()).data.closeTo).toBe('account');
    actor.send({ type: 'modal.confirm' });
    expect(deps.portal.visited).toEqual(['https://portal.example?flow=regular']);
    actor.send({ type: 'error.dismiss' });
    expect(deps.portal.visited).toHaveLength(2);
    expect(selectPath(actor.getSnapshot())).toBe('/kyc/processing');
  });

  it('with the buy flag the account redirect has no ?flow=regular', async () => {
    const { fake, deps, actor } = atAgreement(agreementApp({ AccountUid: 'acc-1' }), '?flow=buy');
    fake.fail('completeApplication', {
      status: 422,
      errors: [{ Code: 'OFACError', Message: `${PREFIX}x`, Context: null }],
    });
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await waitFor(actor, (s) => selectScreen(s).modal === 'submissionError', { timeout: 3000 });
    actor.send({ type: 'modal.confirm' });
    expect(deps.portal.visited).toEqual(['https://portal.example']);
  });
});

describe('submission outcomes (doc 3 §2.6, §4)', () => {
  it('the result: a joint application follows IsSuccess like every kind, its failed verification lists the documents per person (doc 3 §4); a passed LLC still owes its ownership document', async () => {
    const holder = (PersonUid: string, FirstName: string) => ({
      PersonUid,
      PersonName: { FirstName, MiddleName: null, LastName: 'Fail', SuffixType: 0 },
      PersonBirthday: null,
      PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
      PersonSsn: null,
      Phone: null,
      PersonAddress: null,
    });
    const jointApp = agreementApp({
      ApplicationType: 'JointTenants',
      AccountType: 'Common',
      IndividualApplication: null,
      JointTenantsApplication: {
        AccountType: 'Common',
        JointTenantsAccountType: null,
        PrimaryHolder: holder('p-1', 'Ada'),
        SecondaryHolder: holder('p-2', 'Bea'),
      },
    });
    const doc = (DocumentType: 2 | 4 | 6, PersonTargetType: 0 | 1 | 2, Caption: string) => ({
      DocumenUid: `d-${DocumentType}-${PersonTargetType}`,
      DocumentType,
      PersonTargetType,
      Caption,
      HolderName: null,
      IsUploaded: false,
      SandboxDocumentType: DocumentType === 2 ? ('License' as const) : null,
    });
    const joint = atAgreement(jointApp);
    joint.fake.setKycSuccess(false);
    // What the server requests for a failed joint of two US citizens (server/domain/documents.ts).
    joint.fake.setRequiredDocuments([
      doc(2, 0, 'DriverLicenseOrStateIssuedIDCardFront'),
      doc(4, 2, 'ProofOfResidence'),
      doc(6, 0, 'SocialSecurityCardDocumentFront'),
      doc(2, 1, 'DriverLicenseOrStateIssuedIDCardFront'),
      doc(6, 1, 'SocialSecurityCardDocumentFront'),
    ]);
    await at(joint.actor, '/review/agreement');
    joint.actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(joint.actor, '/kyc/verification');
    await waitFor(joint.actor, (s) => Array.isArray(selectScreen(s).data.items), {
      timeout: 3000,
    });
    const items = selectScreen(joint.actor.getSnapshot()).data.items as {
      id: string;
      holder: string | null;
    }[];
    expect(items.map((i) => [i.id, i.holder])).toEqual([
      ['main.identity', 'Ada'],
      ['main.residence', 'Ada'],
      ['main.socialSecurity', 'Ada'],
      ['secondary.identity', 'Bea'],
      ['secondary.residence', 'Bea'],
      ['secondary.socialSecurity', 'Bea'],
    ]);

    // A joint application whose verification passes goes to the success page.
    const passed = atAgreement(jointApp);
    await at(passed.actor, '/review/agreement');
    passed.actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(passed.actor, '/kyc/success');

    const llc = atAgreement(
      agreementApp({ ApplicationType: 'Corporate', AccountType: 'LimitedLiabilityCorporation' }),
    );
    await at(llc.actor, '/review/agreement');
    llc.actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(llc.actor, '/kyc/verification');

    const sole = atAgreement(
      agreementApp({ ApplicationType: 'Corporate', AccountType: 'SoleProprietorship' }),
    );
    await at(sole.actor, '/review/agreement');
    sole.actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(sole.actor, '/kyc/success');
  });

  it('an upgrade: the agreement reads Upgrade account and the submission calls basicAccountUpgrade, not complete', async () => {
    const { fake, actor } = atAgreement(
      agreementApp({ AccountUpgradeType: 1, AccountUid: 'basic-1' }),
    );
    await at(actor, '/review/agreement');
    expect(selectScreen(actor.getSnapshot()).data.upgrade).toBe(true);
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(actor, '/kyc/success');
    expect(fake.names()).toContain('basicAccountUpgrade');
    expect(fake.names()).not.toContain('completeApplication');
    expect(selectScreen(actor.getSnapshot()).data.accountNumber).toBe('B-7');
  });

  it("the success page: 'Go to my account' → PortalUrl + '/buy' with the buy flag; the funding method", async () => {
    const { deps, actor } = atAgreement(
      agreementApp({ ApplicationFunding: { BankFundingType: 1, Amount: 100 } }),
      '?flow=buy',
    );
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(actor, '/kyc/success');
    expect(selectScreen(actor.getSnapshot()).data).toMatchObject({
      fundingMethod: 'Transfer',
      buy: true,
    });
    actor.send({ type: 'portal.go' });
    expect(deps.portal.visited).toEqual(['https://portal.example/buy']);
  });

  it("the success page without the buy flag → '?flow=regular'; no funding → no method", async () => {
    const { deps, actor } = atAgreement(agreementApp());
    await at(actor, '/review/agreement');
    expect(selectScreen(actor.getSnapshot()).data).toMatchObject({
      upgrade: false,
      titleKey: 'agreeVariant.titles.Individual',
    });
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(actor, '/kyc/success');
    expect(selectScreen(actor.getSnapshot()).data.fundingMethod).toBeNull();
    actor.send({ type: 'portal.go' });
    expect(deps.portal.visited).toEqual(['https://portal.example?flow=regular']);
  });
});

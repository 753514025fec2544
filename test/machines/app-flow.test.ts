/**
 * The root actor end to end against the in-memory API: welcome → choice → create account →
 * the Individual wizard (save create / update / no-call, step recording) → agreement → KYC.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flowBusy, waitFor } from './flow-wait';
import { createAppMachine } from '../../src/app/create-app';
import {
  entryOf,
  passwordResetOf,
  selectPath,
  selectScreen,
  selectShell,
  sessionOf,
} from '../../machines/view/selectors';
import { memoryStorage } from '../../services/session-store';
import {
  APP_UID,
  createFakeApi,
  emptyApplication,
  fakeDeps,
  fakeJwt,
  type FakeApi,
} from './fake-api';

function start(
  fake: FakeApi,
  opts: { initialPath?: string; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const deps = fakeDeps(fake, opts.storage);
  const actor = createActor(createAppMachine(deps), {
    input: {
      initialPath: opts.initialPath ?? '/',
      search: '?PromoCode=GOLD',
      referrer: '',
      brokerCode: 'HAA',
    },
  });
  actor.start();
  return { actor, deps };
}

type A = ReturnType<typeof start>['actor'];
const settled = (actor: A) => waitFor(actor, (s) => !flowBusy(s), { timeout: 2000 });
const atPath = (actor: A, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 2000 }).catch((e) => {
    throw new Error(
      `expected ${path}, at ${selectPath(actor.getSnapshot())} ${JSON.stringify(actor.getSnapshot().value)} ${e}`,
    );
  });

async function submit(actor: A, values: Record<string, unknown> = {}) {
  actor.send({ type: 'wizard.submit', values });
  await settled(actor);
}

describe('app flow (in-memory API)', () => {
  it('welcome → create account → Individual wizard (wire) → success → portal', async () => {
    const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
    const { actor, deps } = start(fake);
    await atPath(actor, '/');
    expect(selectScreen(actor.getSnapshot()).data.promoCode).toBe('GOLD');
    expect(selectShell(actor.getSnapshot()).brokerName).toBe('Hard Assets Alliance');

    await submit(actor, { Email: 'new@example.com' });
    expect(selectPath(actor.getSnapshot())).toBe('/create-application');
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    expect(selectPath(actor.getSnapshot())).toBe('/create-application/standard');
    actor.send({ type: 'choice.select', choice: 'Individual' });
    expect(selectPath(actor.getSnapshot())).toBe('/createAccount');
    expect(selectScreen(actor.getSnapshot()).initial.Email).toBe('new@example.com');

    await submit(actor, { Email: 'new@example.com', Password: 'Passw0rd!' });
    const createCall = fake.calls.find((c) => c.name === 'createUser');
    expect(createCall?.args[0]).toMatchObject({
      applicationType: 'Individual',
      registrationFlowType: 1,
      brokerCode: 'HAA',
    });
    // The fake created the application without a type: the kind is submitted, then LOADING routes.
    await atPath(actor, '/secure');
    expect(fake.names()).toContain('setTypes');
    expect(sessionOf(actor.getSnapshot())?.matches('authenticated')).toBe(true);
    expect(deps.session.getTokens()?.JwtRefreshToken).toBe('r1');

    await submit(actor); // secure intro
    expect(selectPath(actor.getSnapshot())).toBe('/secure/name');
    await submit(actor, { FirstName: 'Ada', MiddleName: '', LastName: 'Lovelace', Suffix: 0 });
    expect(selectPath(actor.getSnapshot())).toBe('/secure/phone-number');
    actor.send({ type: 'wizard.skip' });
    await settled(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/secure/dob');
    await submit(actor, { Month: 5, Day: 17, Year: 1980 });
    await submit(actor, { CountryIso3Code: 'USA' });
    expect(selectPath(actor.getSnapshot())).toBe('/secure/identity/ssn');
    await submit(actor, { Ssn: '123-45-6789' });
    expect(selectPath(actor.getSnapshot())).toBe('/address');
    await submit(actor);
    await submit(actor, {
      Street: '1 Main St',
      AptOrSuite: '',
      City: 'Albany',
      State: 'NY',
      PostalCode: '12207',
      CountryIso3Code: 'USA',
    });
    expect(selectPath(actor.getSnapshot())).toBe('/address/done');
    await submit(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/fund/account');
    await submit(actor, { BankFundingType: 'Wire' });
    expect(selectPath(actor.getSnapshot())).toBe('/fund/account/wire');
    await submit(actor, { Amount: 2500 });
    expect(selectPath(actor.getSnapshot())).toBe('/review');
    // doc 2 §1 / doc 1 §4.8 (issue 35 item 1): every step left forward sends step-complete, the
    // saved amount sends application_funded, with the spec's properties (no PII).
    const events = deps.analytics.events;
    const completed = events
      .filter((e) => e.event === 'signup_step_complete')
      .map((e) => e.props.step);
    expect(completed).toEqual([
      '/secure',
      '/secure/name',
      '/secure/phone-number',
      '/secure/dob',
      '/secure/identity',
      '/secure/identity/ssn',
      '/address',
      '/address/enter',
      '/address/done',
      '/fund/account',
      '/fund/account/wire',
    ]);
    expect(events.filter((e) => e.event === 'application_funded')).toEqual([
      {
        event: 'application_funded',
        props: {
          accountType: 'Individual',
          accountId: null,
          is_account_owner: true,
          step: '/fund/account/wire',
          flow: 'regular',
        },
      },
    ]);

    const review = selectScreen(actor.getSnapshot());
    const items = review.data.items as { id: string; value: string | null }[];
    expect(items.find((i) => i.id === 'name')?.value).toBe('Ada Lovelace');
    expect(items.find((i) => i.id === 'ssn')?.value).toBe('123-45-6789');
    expect(review.data.funding).toMatchObject({ method: 'Wire', amount: 2500 });

    await submit(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/review/agreement');
    await submit(actor, {}); // not agreed
    expect(selectScreen(actor.getSnapshot()).fieldErrors.agree).toBe(
      'fields.errors.validation.agree',
    );
    await submit(actor, { agree: 'on' });
    await atPath(actor, '/kyc/success');
    expect(fake.names().filter((n) => n === 'completeApplication')).toHaveLength(1);
    expect(fake.calls.find((c) => c.name === 'completeApplication')?.args[1]).toMatch(
      /^\d{13}a{20}$/,
    );
    expect(deps.blocked.count).toBe(1);
    expect(deps.blocked.active).toBe(0);

    actor.send({ type: 'portal.go' });
    expect(deps.portal.visited).toEqual(['https://portal.example?flow=regular']);

    // every step was recorded with the next path; the Secure intro the wizard starts at too
    // (issue 35 item 16), once
    const steps = fake.calls.filter((c) => c.name === 'recordStep').map((c) => c.args[1]);
    expect(steps.filter((s) => s === '/secure')).toEqual(['/secure']);
    expect(steps).toEqual(
      expect.arrayContaining([
        '/secure',
        '/secure/name',
        '/secure/dob',
        '/address',
        '/fund/account/wire',
        '/review',
        '/review/agreement',
      ]),
    );
    // the saved data is on the (fake) server
    const owner = fake.application().IndividualApplication?.Owner;
    expect(owner?.PersonBirthday?.DateOfBirth).toBe('1980-05-17');
    expect(owner?.PersonSsn?.Ssn).toBe('123-45-6789');
    expect(fake.application().ApplicationFunding).toEqual({ BankFundingType: 3, Amount: 2500 });
  });

  it('a save error stays on the step with the field error; no call when unchanged; update when changed', async () => {
    const storage = memoryStorage();
    const fake = createFakeApi();
    const owner = {
      PersonUid: 'p1',
      PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
      PersonBirthday: { DateOfBirth: '1980-05-17' },
      PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
      PersonSsn: null,
      Phone: null,
      PersonAddress: null,
    };
    fake.setApplication(
      emptyApplication({
        ApplicationStep: '/secure/identity/ssn',
        IndividualApplication: { AccountType: null, Owner: owner },
      }),
    );
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    const { actor } = start(fake, { storage, initialPath: '/secure/identity/ssn' });
    await atPath(actor, '/secure/identity/ssn');
    expect(fake.names()).toContain('getApplication');

    fake.fail('POST ssns', {
      status: 400,
      errors: [{ Code: 'SsnIsInvalid', Message: 'bad', Context: 'Ssn' }],
    });
    await submit(actor, { Ssn: '123-45-6789' });
    const view = selectScreen(actor.getSnapshot());
    expect(view.path).toBe('/secure/identity/ssn');
    expect(view.fieldErrors).toEqual({ Ssn: 'apiErrors.SsnIsInvalid' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('123-45-6789');

    fake.fail('POST ssns', { status: 0, errors: [], network: true });
    await submit(actor, { Ssn: '123-45-6789' });
    expect(selectScreen(actor.getSnapshot()).formError).toBe('apiErrors.NetworkError');
    expect(selectPath(actor.getSnapshot())).toBe('/secure/identity/ssn');

    await submit(actor, { Ssn: '123-45-6789' });
    expect(selectPath(actor.getSnapshot())).toBe('/address');
    expect(fake.names().filter((n) => n.endsWith('ssns'))).toEqual([
      'POST ssns',
      'POST ssns',
      'POST ssns',
    ]);

    // back to the SSN (the previous step on the USA path), unchanged → no call; changed → PUT
    actor.send({ type: 'wizard.back' });
    expect(selectPath(actor.getSnapshot())).toBe('/secure/identity/ssn');
    const before = fake.calls.length;
    await submit(actor, { Ssn: '123-45-6789' });
    expect(fake.calls.slice(before).map((c) => c.name)).toEqual(['recordStep']);
    actor.send({ type: 'wizard.back' });
    await submit(actor, { Ssn: '123456780' });
    expect(fake.names()).toContain('PUT ssns');
    expect(fake.application().IndividualApplication?.Owner?.PersonSsn?.Ssn).toBe('123-45-6780');
  });

  it('non-USA identity skips the SSN and Address goes back to Identity; skip funding deletes it', async () => {
    const fake = createFakeApi();
    const storage = memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    fake.setApplication(
      emptyApplication({
        ApplicationStep: '/secure/identity',
        IndividualApplication: {
          AccountType: null,
          Owner: {
            PersonUid: 'p1',
            PersonName: null,
            PersonBirthday: null,
            PersonCountry: null,
            PersonSsn: null,
            Phone: null,
            PersonAddress: null,
          },
        },
        ApplicationFunding: { BankFundingType: 4, Amount: 10 },
      }),
    );
    const { actor } = start(fake, { storage, initialPath: '/secure/identity' });
    await atPath(actor, '/secure/identity');
    await submit(actor, { CountryIso3Code: 'FRA' });
    expect(selectPath(actor.getSnapshot())).toBe('/address');
    actor.send({ type: 'wizard.back' });
    expect(selectPath(actor.getSnapshot())).toBe('/secure/identity');
    await submit(actor, { CountryIso3Code: 'FRA' });
    await submit(actor);
    await submit(actor, {
      Street: '2 Rue',
      City: 'Paris',
      State: 'IDF',
      PostalCode: '75001',
      CountryIso3Code: 'FRA',
    });
    await submit(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/fund/account');
    actor.send({ type: 'wizard.skip' });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('skipFunding');
    actor.send({ type: 'modal.cancel' });
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    actor.send({ type: 'wizard.skip' });
    actor.send({ type: 'modal.confirm' });
    await settled(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/review');
    expect(fake.names()).toContain('deleteFunding');
    expect(selectScreen(actor.getSnapshot()).data.funding).toBeNull();
    // Review's back goes to Fund account when no funding is saved
    actor.send({ type: 'wizard.back' });
    expect(selectPath(actor.getSnapshot())).toBe('/fund/account');
  });

  it('account creation and a login without a resume load the application once on the way in (doc 1 §4.4, §4.7; issue 11)', async () => {
    // The application is created with the chosen kind (as the reference server does): LOADING
    // routes on the copy just loaded, without a second GET.
    const fake = createFakeApi({ application: emptyApplication() });
    const { actor } = start(fake);
    await atPath(actor, '/');
    await submit(actor, { Email: 'new@example.com' });
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await submit(actor, { Email: 'new@example.com', Password: 'Passw0rd!' });
    await atPath(actor, '/secure');
    expect(fake.names()).not.toContain('setTypes');
    expect(fake.names().filter((n) => n === 'getApplication')).toHaveLength(1);

    // A login whose application has no kind and no step: LOADING routes to the kind choice.
    const fake2 = createFakeApi({
      usernames: ['ada@example.com'],
      application: emptyApplication({ ApplicationType: null }),
    });
    const second = start(fake2).actor;
    await atPath(second, '/');
    await submit(second, { Email: 'ada@example.com' });
    await submit(second, { Username: 'ada@example.com', Password: 'good' });
    await atPath(second, '/choose-application');
    expect(selectScreen(second.getSnapshot()).modal).toBeNull();
    expect(fake2.names().filter((n) => n === 'getApplication')).toHaveLength(1);
  });

  it('login with an existing application offers the resume modal', async () => {
    const fake = createFakeApi({
      usernames: ['ada@example.com'],
      application: emptyApplication({ ApplicationStep: '/secure/dob' }),
    });
    const { actor } = start(fake);
    await atPath(actor, '/');
    await submit(actor, { Email: 'ada@example.com' });
    expect(selectPath(actor.getSnapshot())).toBe('/login');
    expect(selectScreen(actor.getSnapshot()).initial.Username).toBe('ada@example.com');
    actor.send({ type: 'login.forgotPassword', username: null });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('forgotPasswordNoUser');
    // screens/login.tsx: the error modal's every way of closing sends error.dismiss.
    actor.send({ type: 'error.dismiss' });

    fake.fail('authenticate', {
      status: 401,
      errors: [{ Code: 'InvalidCredentials', Message: 'x', Context: 'Username' }],
    });
    await submit(actor, { Username: 'ada@example.com', Password: 'bad' });
    expect(selectScreen(actor.getSnapshot()).fieldErrors).toEqual({
      Username: 'apiErrors.InvalidCredentials',
    });

    await submit(actor, { Username: 'ada@example.com', Password: 'good' });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('resumeApplication');
    actor.send({ type: 'resume.resume' });
    await atPath(actor, '/secure/dob');
  });

  it("'Forgot password' with a username runs the request in the 'passwordReset' child: a 404 opens the error modal, then the login form keeps the message (doc 1 §2.5)", async () => {
    const fake = createFakeApi({ usernames: ['ada@example.com'] });
    const { actor } = start(fake);
    await atPath(actor, '/');
    await submit(actor, { Email: 'ada@example.com' });
    actor.send({ type: 'login.forgotPassword', username: 'ada@example.com' });
    expect(passwordResetOf(actor.getSnapshot())).not.toBeNull();
    await waitFor(actor, (s) => selectScreen(s).modal === 'error', { timeout: 2000 });
    expect(fake.names()).toContain('requestPasswordReset');
    expect(selectScreen(actor.getSnapshot()).formError).toBe('login.resetNotAvailable');
    expect(selectPath(actor.getSnapshot())).toBe('/login');
    actor.send({ type: 'error.dismiss' });
    const view = selectScreen(actor.getSnapshot());
    expect(view.modal).toBeNull();
    expect(view.formError).toBe('login.resetNotAvailable');
    expect(entryOf(actor.getSnapshot())?.matches({ login: 'editing' })).toBe(true);
  });

  it('every account kind opens its own wizard: a Roth IRA starts the personal IRA wizard; back on its first step logs out', async () => {
    const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
    const { actor } = start(fake);
    await atPath(actor, '/');
    await submit(actor, { Email: 'new@example.com' });
    actor.send({ type: 'choice.select', choice: 'RETIREMENT' });
    actor.send({ type: 'choice.select', choice: 'PERSONAL' });
    actor.send({ type: 'choice.select', choice: 'Roth' });
    expect(selectPath(actor.getSnapshot())).toBe('/createAccount');
    actor.send({ type: 'wizard.back' });
    expect(selectPath(actor.getSnapshot())).toBe('/create-application/retirement');
    actor.send({ type: 'choice.select', choice: 'PERSONAL' });
    actor.send({ type: 'choice.select', choice: 'Roth' });
    await submit(actor, { Email: 'new@example.com', Password: 'Passw0rd!' });
    expect(fake.calls.find((c) => c.name === 'createUser')?.args[0]).toMatchObject({
      applicationType: 'IRA',
      iraAccountType: 'Roth',
    });
    await atPath(actor, '/secure');
    expect(actor.getSnapshot().matches({ flow: { wizard: 'iraPersonal' as never } })).toBe(true);
    // The personal IRA's sidebar lists its own steps (marital status, employment …), not Individual's.
    const items = selectScreen(actor.getSnapshot()).sections.flatMap((x) =>
      x.items.map((i) => i.titleKey),
    );
    expect(items).toContain('pageTitles.maritalStatus');
    expect(items).toContain('pageTitles.employmentStatus');
    actor.send({ type: 'wizard.back' });
    await atPath(actor, '/');
    expect(sessionOf(actor.getSnapshot())?.matches('anonymous')).toBe(true);
  });

  it('a metal-stream application (RegistrationFlowType 2) runs the programme from its welcome (doc 3 §2.2)', async () => {
    const storage = memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    const fake = createFakeApi({
      application: emptyApplication({ ApplicationType: 'Individual', RegistrationFlowType: 2 }),
    });
    const { actor, deps } = start(fake, { initialPath: '/secure', storage });
    await atPath(actor, '/metal');
    actor.send({ type: 'wizard.submit', values: {} });
    await atPath(actor, '/metal/invest');
    expect(fake.calls.some((c) => c.name === 'recordStep')).toBe(true);
    // issue 35 item 1: the AIP flow is named as such; the owner's token ('Regular') is the owner.
    expect(deps.analytics.events.find((e) => e.event === 'signup_step_complete')?.props).toEqual({
      accountType: 'Individual',
      accountId: null,
      is_account_owner: true,
      step: '/metal',
      flow: 'aip',
    });
  });

  it('/aip: the AIP welcome; a new e-mail goes straight to Create account and registers flow type 2 (doc 1 §4.1)', async () => {
    const fake = createFakeApi();
    const { actor } = start(fake, { initialPath: '/aip' });
    await atPath(actor, '/aip');
    expect(selectScreen(actor.getSnapshot()).data.flow).toBe('AIP');
    await submit(actor, { Email: 'new@example.com' });
    expect(selectPath(actor.getSnapshot())).toBe('/createAccount');
    actor.send({ type: 'wizard.back' });
    expect(selectPath(actor.getSnapshot())).toBe('/aip');
    await submit(actor, { Email: 'new@example.com' });
    await submit(actor, { Email: 'new@example.com', Password: 'Passw0rd!' });
    expect(fake.calls.find((c) => c.name === 'createUser')?.args[0]).toEqual({
      applicationType: 'Individual',
      accountType: '',
      registrationFlowType: 2,
      brokerCode: 'HAA',
    });
  });

  it('exposes the application uid only as an id', () => {
    expect(APP_UID).toMatch(/^[0-9a-f-]+$/);
  });
});

describe('review edit modal (doc 2 §2.24)', () => {
  it('reuses the save actor, refetches and closes; an error keeps the modal open', async () => {
    const storage = memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    const fake = createFakeApi();
    fake.setApplication(
      emptyApplication({
        ApplicationStep: '/review',
        IndividualApplication: {
          AccountType: null,
          Owner: {
            PersonUid: 'p1',
            PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
            PersonBirthday: { DateOfBirth: '1980-05-17' },
            PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
            PersonSsn: { Ssn: '123-45-6789' },
            Phone: null,
            PersonAddress: null,
          },
        },
        ApplicationFunding: { BankFundingType: 3, Amount: null },
      }),
    );
    const { actor, deps } = start(fake, { storage, initialPath: '/review' });
    await atPath(actor, '/review');
    const view = selectScreen(actor.getSnapshot());
    expect(view.data.submitDisabled).toBe(true);
    await submit(actor); // 'Looks good' refused: funding type without amount
    expect(selectPath(actor.getSnapshot())).toBe('/review');
    expect(selectScreen(actor.getSnapshot()).formError).toBe('review.fundingMissingAmount');

    actor.send({ type: 'wizard.edit', item: 'name' });
    let v = selectScreen(actor.getSnapshot());
    expect(v.modal).toBe('editItem');
    expect(v.data.editing).toBe('name');
    expect(v.initial).toMatchObject({ FirstName: 'Ada', LastName: 'Lovelace' });
    fake.fail('updateName', {
      status: 400,
      errors: [{ Code: 'LastNameIsNullOrEmpty', Context: 'LastName' }],
    });
    await submit(actor, { FirstName: 'Ada', LastName: 'Byron', Suffix: 0 });
    v = selectScreen(actor.getSnapshot());
    expect(v.modal).toBe('editItem');
    expect(v.fieldErrors).toEqual({ LastName: 'apiErrors.LastNameIsNullOrEmpty' });
    await submit(actor, { FirstName: 'Ada', LastName: 'Byron', Suffix: 0 });
    v = selectScreen(actor.getSnapshot());
    expect(v.modal).toBeNull();
    expect(
      (v.data.items as { id: string; value: string }[]).find((i) => i.id === 'name')?.value,
    ).toBe('Ada Byron');
    expect(fake.names().filter((n) => n === 'getApplication').length).toBeGreaterThanOrEqual(2);

    // The funding card opens the funding-edit flow (doc 3 §2.4): the choice, then the amount.
    actor.send({ type: 'wizard.edit', item: 'funding' });
    // The flows chunk loads first (machines/funding/flow-loader.ts).
    await waitFor(actor, (s) => selectScreen(s).modal === 'fundingEdit');
    v = selectScreen(actor.getSnapshot());
    expect(v.modal).toBe('fundingEdit');
    expect(v.data.flow).toMatchObject({
      step: 'choice',
      method: 'Wire',
      amount: null,
      titleKey: 'fundingEdit.setupTitle',
    });
    actor.send({ type: 'flow.pick', id: 'amount' });
    expect(selectScreen(actor.getSnapshot()).data.flow).toMatchObject({ step: 'amount' });
    await submit(actor, { Amount: 500 });
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    expect(selectScreen(actor.getSnapshot()).data.submitDisabled).toBe(false);
    await submit(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/review/agreement');
    expect(
      deps.analytics.events.some(
        (e) => e.event === 'signup_step_view' && e.props.step === '/review/agreement',
      ),
    ).toBe(true);
    expect(JSON.stringify(deps.analytics.events)).not.toContain('Byron');
  });
});

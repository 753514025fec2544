/**
 * Issue 10: the upgrade of a basic account (doc 1 §4.11), the password screens reached from the
 * reset mail (doc 1 §2.6) and DELETE_APPLICATION (doc 1 §2.11).
 *
 * - A model (@xstate/graph `getShortestPaths`) over the entry machine (machines/entry/entry.machine.ts)
 *   started at each branch (machines/entry/upgrade.states.ts, password.states.ts — RESET_PASSWORD's
 *   form is its child's, covered by password-reset.test.ts — delete-application.states.ts): every
 *   state and every transition of the three branches is reached, and the coverage is printed.
 * - Behaviour through the real root (createAppMachine) with the real actors over a fake API: the
 *   upgrade entry's calls and their bodies, the details, the modal rules, the upgrade application;
 *   the reset token read from the entry gate's secrets, the errors under the field; the delete.
 */
import { describe, expect, it } from 'vitest';
import { createActor, getInitialSnapshot, type AnyEventObject } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { entryMachine } from '../../machines/entry/entry.machine';
import type { EntryInput, EntryStart } from '../../machines/entry/entry-types';
import { createAppMachine } from '../../src/app/create-app';
import { NO_SECRETS, readEntryGate, type FlowMode } from '../../machines/entry/entry-gate';
import {
  createsUpgradeApplication,
  profileNameOf,
  profilePhoneAsSaved,
  resumableUpgradeOf,
  upgradeAccountViewOf,
} from '../../machines/entry/upgrade-view';
import { selectPath, selectScreen, viewContext } from '../../machines/view/selectors';
import { ApiError } from '../../services/api/client';
import { memoryStorage } from '../../services/session-store';
import { NULL_GUID, type Application, type BasicAccountDetails } from '../../services/api/contract';
import {
  APP_UID,
  COUNTRIES,
  createFakeApi,
  emptyApplication,
  fakeDeps,
  fakeJwt,
  SETTINGS,
} from './fake-api';
import { entryInputAt } from './entry-input';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { flowBusy, waitFor } from './flow-wait';

const ACCOUNT = { accountUid: 'acc-1', accountCode: 'BSC-1' };
const UPGRADE: FlowMode = { kind: 'upgrade', ...ACCOUNT };

const DETAILS: BasicAccountDetails = {
  AccountUid: ACCOUNT.accountUid,
  AccountCode: ACCOUNT.accountCode,
  AccountNumber: 'HAA20417731',
  AccountType: 'Basic',
  Email: 'holder@example.com',
  FirstName: 'Marta',
  MiddleName: null,
  LastName: 'Basic',
  Suffix: null,
  SuffixType: null,
  Phone: { Iso3CountryCode: 'USA', AreaCode: '212', LocalNumber: '5550147', StateCode: null },
  IsPhoneConnectedTo2FA: true,
  Addresses: [
    {
      Street: '350 Fifth Avenue',
      AptOrSuite: 'Suite 3400',
      City: 'New York',
      State: 'NY',
      PostalCode: '10118',
      CountryIso3Code: 'USA',
      CountryIso2Code: 'US',
      IsDefaultMailingAddress: true,
    },
  ],
  IsUpgraded: false,
  UpgradeApplicationUid: null,
};

const upgradeApp = (o: Partial<Application> = {}) =>
  emptyApplication({
    AccountUpgradeType: 1,
    AccountUid: ACCOUNT.accountUid,
    ApplicationType: null,
    ApplicationStep: null,
    ...o,
  });
const apiError = (status: number, Code: string, Context: string | null = null) =>
  new ApiError({ status, errors: [{ Code, Message: Code, Context }] });

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/** The entry machine started at `start` in the upgrade mode (the branches' own entries). */
const entryInput = (start: EntryStart, o: Partial<EntryInput> = {}): EntryInput =>
  entryInputAt(start, { search: '?accountUid=acc-1', fingerprint: null, mode: UPGRADE, ...o });

/** The three branches' entries: the reset link, the portal's upgrade link, the delete page. */
const INPUTS: EntryInput[] = [
  entryInput('resetPassword'),
  entryInput('upgrade'),
  entryInput('deleteApplication', { applicationUid: APP_UID, tokenExp: 1 }),
];

const BRANCHES = ['resetPassword', 'resetSuccessful', 'upgrade', 'deleteApplication'];

const EVENTS: AnyEventObject[] = [
  { type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } },
  { type: 'wizard.back' },
  { type: 'url.changed', path: '/' },
  { type: 'url.changed', path: '/login' },
  // RESET_PASSWORD's child (machines/entry/password-reset.machine.ts; its own model in
  // password-reset.test.ts): saved, or back from the form.
  { type: 'xstate.done.actor.passwordReset', output: { outcome: 'reset' } },
  { type: 'xstate.done.actor.passwordReset', output: { outcome: 'back' } },
  // The upgrade entry: the holder with and without a current application.
  {
    type: 'xstate.done.actor.upgradeSignIn',
    output: { applicationUid: APP_UID, tokenExp: 1 },
  },
  {
    type: 'xstate.done.actor.upgradeSignIn',
    output: { applicationUid: NULL_GUID, tokenExp: 1 },
  },
  { type: 'xstate.error.actor.upgradeSignIn', error: apiError(401, 'InvalidToken') },
  { type: 'xstate.done.actor.loadBasicAccount', output: DETAILS },
  { type: 'xstate.done.actor.loadBasicAccount', output: { ...DETAILS, IsUpgraded: true } },
  {
    type: 'xstate.error.actor.loadBasicAccount',
    error: apiError(404, 'Error_AccountNotFound', 'accountUid'),
  },
  // The current application: one upgrading this account (started / not started) or another one.
  {
    type: 'xstate.done.actor.upgradeApplication',
    output: upgradeApp({ ApplicationStep: '/secure/dob', ApplicationType: 'Individual' }),
  },
  { type: 'xstate.done.actor.upgradeApplication', output: upgradeApp() },
  {
    type: 'xstate.done.actor.upgradeApplication',
    output: emptyApplication({ ApplicationType: 'Individual', ApplicationStep: '/secure' }),
  },
  { type: 'xstate.error.actor.upgradeApplication', error: apiError(403, 'Error_PermissionDenied') },
  { type: 'resume.resume' },
  { type: 'resume.startNew' },
  { type: 'modal.cancel' },
  {
    type: 'xstate.done.actor.deleteApplication',
    output: { applicationUid: 'new-app', tokenExp: 2 },
  },
  {
    type: 'xstate.error.actor.deleteApplication',
    error: apiError(400, 'ApplicationIsCompleted'),
  },
];

describe('upgrade, password and delete branches: model (@xstate/graph)', () => {
  it('every state and every transition of the three branches is reached', () => {
    const seen = seenSets();
    // Alone, without the root: its reports to the parent are no-ops.
    const machine = entryMachine.provide({
      actions: {
        raiseLoggedIn: () => {},
        tellApplicationDeleted: () => {},
        tellFlowType: () => {},
      },
    });
    const logic = recordingLogic(machine, seen);
    const key = (s: {
      value: unknown;
      context: {
        applicationUid: string | null;
        basicAccount: BasicAccountDetails | null;
        application: Application | null;
        fieldErrors: Record<string, string>;
      };
    }) =>
      JSON.stringify([
        s.value,
        s.context.applicationUid,
        s.context.basicAccount?.IsUpgraded ?? null,
        s.context.application?.AccountUpgradeType ?? null,
        s.context.application?.ApplicationStep ?? null,
        s.context.fieldErrors,
      ]);
    const paths: { steps: { event: AnyEventObject }[]; state: { value: unknown } }[] = [];
    for (const input of INPUTS) {
      nodesOf(getInitialSnapshot(machine, input)).forEach((n) => seen.states.add(n.id));
      paths.push(
        ...(getShortestPaths(
          logic as never,
          { events: EVENTS as never, serializeState: key as never, input } as never,
        ) as unknown as { steps: { event: AnyEventObject }[]; state: { value: unknown } }[]),
      );
    }
    const all = seenSets();
    for (const b of BRANCHES) {
      const branch = inventory(machine.root.states[b]);
      branch.states.forEach((id) => all.states.add(id));
      branch.transitions.forEach((t) => all.transitions.add(t));
    }
    const { missingStates, missingTransitions, line } = coverageOf(all, seen);
    console.info(`upgrade/password/delete: ${paths.length} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    // The eventless branch: no current application → the details page directly.
    const noApp = paths.find((p) =>
      p.steps.some(
        (s) =>
          s.event.type === 'xstate.done.actor.upgradeSignIn' &&
          (s.event as unknown as { output: { applicationUid: string } }).output.applicationUid ===
            NULL_GUID,
      ),
    );
    expect(noApp).toBeDefined();
    // Where each outcome leads (the entry's page, or its end 'loading').
    const ends = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    const top = new Set(
      paths.map((p) =>
        typeof p.state.value === 'string' ? p.state.value : Object.keys(p.state.value as object)[0],
      ),
    );
    for (const v of [{ upgrade: 'resume' }, { upgrade: 'failed' }])
      expect(ends.has(JSON.stringify(v))).toBe(true);
    // (RESET_SUCCESSFUL_PAGE's button opens LOGIN_PATH, which goes on to BASE: no username is known.)
    for (const v of ['resetSuccessful', 'welcome', 'chooseApplication', 'loading'])
      expect(top.has(v), v).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

describe('upgrade helpers (doc 1 §4.5, §4.11; doc 2 §2.12, §2.17)', () => {
  it('the card: name, numbers, phone with its calling code, the default mailing address', () => {
    expect(upgradeAccountViewOf(null)).toBeNull();
    expect(upgradeAccountViewOf(DETAILS, COUNTRIES)).toEqual({
      fullName: 'Marta Basic',
      email: 'holder@example.com',
      accountNumber: 'HAA20417731',
      accountCode: 'BSC-1',
      accountType: 'Basic',
      phone: '+1 212 555 0147',
      phoneLocked: true,
      address: ['350 Fifth Avenue, Suite 3400', 'New York, NY 10118', 'USA'],
      upgraded: false,
    });
  });

  it('only an open application upgrading this account is offered to continue', () => {
    const started = upgradeApp({ ApplicationStep: '/secure', ApplicationType: 'Individual' });
    expect(resumableUpgradeOf(started, UPGRADE)).toBe(true);
    expect(resumableUpgradeOf(upgradeApp(), UPGRADE)).toBe(false);
    expect(resumableUpgradeOf({ ...started, AccountUid: 'other' }, UPGRADE)).toBe(false);
    expect(resumableUpgradeOf({ ...started, IsCompletedApplication: true }, UPGRADE)).toBe(false);
    expect(resumableUpgradeOf({ ...started, AccountUpgradeType: null }, UPGRADE)).toBe(false);
    expect(resumableUpgradeOf(started, { kind: 'normal' })).toBe(false);
  });

  it('the choice creates an upgrade application unless this account’s one is kept', () => {
    expect(createsUpgradeApplication({ kind: 'normal' }, null, false)).toBeNull();
    expect(createsUpgradeApplication(UPGRADE, null, false)).toEqual(ACCOUNT);
    expect(createsUpgradeApplication(UPGRADE, upgradeApp(), false)).toBeNull();
    expect(createsUpgradeApplication(UPGRADE, upgradeApp(), true)).toEqual(ACCOUNT);
    expect(createsUpgradeApplication(UPGRADE, emptyApplication(), false)).toEqual(ACCOUNT);
  });

  it('the profile prefills the name and the phone in the saved shape', () => {
    expect(profileNameOf(DETAILS)).toEqual({
      FirstName: 'Marta',
      MiddleName: '',
      LastName: 'Basic',
      Suffix: '0',
    });
    expect(profileNameOf({ ...DETAILS, FirstName: null, LastName: null })).toBeNull();
    expect(profilePhoneAsSaved(DETAILS, COUNTRIES)).toEqual({
      Iso3CountryCode: 'USA',
      AreaCode: '1',
      LocalNumber: '2125550147',
      StateCode: null,
    });
    expect(profilePhoneAsSaved({ ...DETAILS, Phone: null }, COUNTRIES)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour through the real root
// ---------------------------------------------------------------------------------------------

/** The fake API with the issue-10 endpoints of `api.call`. */
function upgradeApi(opts: { current?: string; details?: BasicAccountDetails } = {}) {
  const fake = createFakeApi();
  const base = fake.api.call.bind(fake.api);
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  let refreshUid = opts.current ?? NULL_GUID;
  const answers: Record<string, (args: Record<string, unknown>) => unknown> = {
    generateTokens: () => ({ JwtToken: fakeJwt(opts.current ?? NULL_GUID), JwtRefreshToken: 'g' }),
    createUserUpgrade: () => ({
      JwtToken: fakeJwt(opts.current ?? NULL_GUID),
      JwtRefreshToken: 'u',
      IsExistingUser: true,
    }),
    basicAccountDetails: () => opts.details ?? DETAILS,
    createApplication: () => {
      refreshUid = 'upgrade-app';
      return { ApplicationUid: 'upgrade-app' };
    },
    deleteApplication: () => undefined,
    newPassword: () => undefined,
  };
  const failures = new Map<string, ApiError>();
  (fake.api as unknown as { call: unknown }).call = async (
    name: string,
    args: Record<string, unknown> = {},
  ) => {
    const { signal: _signal, ...rest } = args;
    calls.push({ name, args: rest });
    const f = failures.get(name);
    if (f) {
      failures.delete(name);
      throw f;
    }
    const a = answers[name];
    return a ? a(rest) : base(name as never, args as never);
  };
  (fake.api as unknown as { refresh: unknown }).refresh = async () => ({
    JwtToken: fakeJwt(refreshUid),
    JwtRefreshToken: 'r',
  });
  return { fake, calls, failNext: (name: string, e: ApiError) => failures.set(name, e) };
}

function startAt(path: string, search: string, api: ReturnType<typeof upgradeApi>) {
  const gate = readEntryGate({ path, search });
  const deps = { ...fakeDeps(api.fake), entrySecrets: gate.secrets };
  const actor = createActor(createAppMachine(deps), {
    input: { initialPath: path, search: gate.cleanSearch, referrer: '', mode: gate.mode },
  });
  actor.start();
  return { actor, deps };
}
type Actor = ReturnType<typeof startAt>['actor'];
const settled = (actor: Actor, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 3000 });

describe('the upgrade flow (root machine, fake API)', () => {
  const ENTRY = `?token=${fakeJwt(NULL_GUID)}&accountUid=acc-1&accountCode=BSC-1`;

  it('portal token → generate → upgrade variant → details → choice → upgrade application → LOADING', async () => {
    const api = upgradeApi();
    const { actor } = startAt('/', ENTRY, api);
    await settled(actor, '/upgrade');
    expect(api.calls.map((c) => c.name)).toEqual([
      'generateTokens',
      'createUserUpgrade',
      'basicAccountDetails',
    ]);
    const upgrade = api.calls[1].args as { query: Record<string, unknown>; json: object };
    expect(upgrade.query).toMatchObject({
      accountUid: 'acc-1',
      accountCode: 'BSC-1',
      isFromDashboard: 'true',
    });
    // Only Email (from the token's claims) and TrackingDetails.
    expect(Object.keys(upgrade.json).sort()).toEqual(['Email', 'TrackingDetails']);
    expect(upgrade.json).toMatchObject({ Email: 'x@y.co' });
    expect(api.calls[2].args).toMatchObject({
      params: { applicationUid: NULL_GUID, accountUid: 'acc-1' },
    });
    const view = selectScreen(actor.getSnapshot());
    expect(view.screen).toBe('upgradeAccount');
    expect(view.data.account).toMatchObject({
      accountNumber: 'HAA20417731',
      fullName: 'Marta Basic',
    });
    expect(view.canGoBack).toBe(true);

    actor.send({ type: 'wizard.submit', values: {} });
    await settled(actor, '/choose-application');
    expect(selectScreen(actor.getSnapshot()).data.upgrade).toBe(true);
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await waitFor(actor, () => api.calls.some((c) => c.name === 'createApplication'));
    expect(api.calls.find((c) => c.name === 'createApplication')?.args.json).toMatchObject({
      ApplicationType: 'Individual',
      IsUpgrade: true,
      AccountUid: 'acc-1',
      AccountCode: 'BSC-1',
    });
    await waitFor(actor, (s) => s.context.applicationUid === 'upgrade-app');
  });

  it('issue 20: the upgrade call carries the holder’s bearer from the portal token; the portal token leaves the URL and is never stored', async () => {
    const PORTAL = 'portal-token.of-the-holder.sig';
    const HOLDER = `${fakeJwt(NULL_GUID)}holder`;
    const api = upgradeApi();
    const storage = memoryStorage();
    const gate = readEntryGate({
      path: '/',
      search: `?token=${PORTAL}&accountUid=acc-1&accountCode=BSC-1&utm_source=portal`,
    });
    expect(gate.cleanSearch).toBe('?accountUid=acc-1&accountCode=BSC-1&utm_source=portal');
    expect(gate.stored).not.toContain(PORTAL);
    const deps = { ...fakeDeps(api.fake, storage), entrySecrets: gate.secrets };
    const inner = api.fake.api.call.bind(api.fake.api);
    let bearerAtUpgrade: string | undefined;
    (api.fake.api as unknown as { call: unknown }).call = async (
      name: string,
      args: Record<string, unknown> = {},
    ) => {
      if (name === 'generateTokens') {
        await inner(name as never, args as never); // recorded
        return { JwtToken: HOLDER, JwtRefreshToken: 'g' };
      }
      // What the API client sends as `Authorization: Bearer` is the stored session's token.
      if (name === 'createUserUpgrade') bearerAtUpgrade = deps.session.getTokens()?.JwtToken;
      return inner(name as never, args as never);
    };
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/', search: gate.cleanSearch, referrer: '', mode: gate.mode },
    });
    actor.start();
    await settled(actor, '/upgrade');
    expect(api.calls.find((c) => c.name === 'generateTokens')?.args).toMatchObject({
      json: { JwtToken: PORTAL },
    });
    expect(bearerAtUpgrade).toBe(HOLDER);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(PORTAL);
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain(PORTAL);
    expect(JSON.stringify(storage.dump())).not.toContain(PORTAL);
  });

  it('back on the page and on the kind choice returns to the portal', async () => {
    const api = upgradeApi();
    const { actor, deps } = startAt('/', ENTRY, api);
    await settled(actor, '/upgrade');
    actor.send({ type: 'wizard.back' });
    expect(deps.portal.visited).toEqual([SETTINGS.PortalUrl]);
    actor.send({ type: 'wizard.submit', values: {} });
    await settled(actor, '/choose-application');
    actor.send({ type: 'wizard.back' });
    expect(deps.portal.visited).toHaveLength(2);
  });

  it("back on the upgrade wizard's first step returns to the portal and ends the session (doc 1 §2.3, §4.11)", async () => {
    const api = upgradeApi();
    const { actor, deps } = startAt('/', ENTRY, api);
    await settled(actor, '/upgrade');
    actor.send({ type: 'wizard.submit', values: {} });
    await settled(actor, '/choose-application');
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await settled(actor, '/secure');
    expect(deps.portal.visited).toEqual([]);
    expect(selectScreen(actor.getSnapshot()).canGoBack).toBe(true);
    actor.send({ type: 'wizard.back' });
    await waitFor(actor, () => deps.portal.visited.length > 0);
    expect(deps.portal.visited).toEqual([SETTINGS.PortalUrl]);
    expect(deps.session.getTokens()).toBeNull();
  });

  it('an account already upgraded only leads to the portal', async () => {
    const api = upgradeApi({ details: { ...DETAILS, IsUpgraded: true } });
    const { actor, deps } = startAt('/', ENTRY, api);
    await settled(actor, '/upgrade');
    expect(selectScreen(actor.getSnapshot()).data.account).toMatchObject({ upgraded: true });
    actor.send({ type: 'wizard.submit', values: {} });
    expect(deps.portal.visited).toEqual([SETTINGS.PortalUrl]);
    expect(selectPath(actor.getSnapshot())).toBe('/upgrade');
  });

  it('a refused portal token shows the error on the page; Try again signs in again', async () => {
    const api = upgradeApi();
    api.failNext('generateTokens', apiError(401, 'InvalidToken'));
    const { actor } = startAt('/', ENTRY, api);
    await settled(actor, '/upgrade');
    const view = selectScreen(actor.getSnapshot());
    expect(view.formError).toBe('apiErrors.InvalidToken');
    expect(view.data.account).toBeNull();
    actor.send({ type: 'wizard.submit', values: {} });
    await waitFor(actor, (s) => viewContext(s).basicAccount !== null);
  });

  it('the name and phone of the profile prefill the MAIN steps and lock them (doc 2 §2.12, §2.17)', async () => {
    const api = upgradeApi();
    const { actor } = startAt('/', ENTRY, api);
    await settled(actor, '/upgrade');
    // The views' context (the root's, with the wizard's slots empty outside the wizard).
    const ctx = viewContext(actor.getSnapshot());
    expect(ctx.basicAccount?.FirstName).toBe('Marta');
    const { nameSpec, phoneSpec } = await import('../../machines/view/specs/person');
    const { specContextOf } = await import('../../machines/view/screen-data');
    const c = specContextOf(ctx, { path: '/secure/name', person: 'main' });
    expect(nameSpec.initial?.(c)).toMatchObject({ FirstName: 'Marta', LastName: 'Basic' });
    expect(nameSpec.data?.(c)).toMatchObject({ nameLocked: true });
    expect(phoneSpec.initial?.(c)).toEqual({ Phone: '+12125550147', Country: 'US' });
    expect(phoneSpec.data?.(c)).toMatchObject({ locked: true });
    const second = specContextOf(ctx, { path: '/secure/secondary', person: 'secondary' });
    expect(nameSpec.data?.(second)).toMatchObject({ nameLocked: false });
    expect(nameSpec.initial?.(second)).toMatchObject({ FirstName: '' });
  });
});

describe('RESET_PASSWORD (root machine, fake API)', () => {
  it('the rpt token from the gate is sent; success → RESET_SUCCESSFUL_PAGE → login → BASE', async () => {
    const api = upgradeApi();
    const { actor } = startAt('/reset-password', '?rpt=rpt_abc', api);
    await settled(actor, '/reset-password');
    actor.send({ type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } });
    await settled(actor, '/reset-successful');
    expect(api.calls).toEqual([
      {
        name: 'newPassword',
        args: { json: { PasswordResetToken: 'rpt_abc', NewPassword: 'Silver#Coin2025' } },
      },
    ]);
    // No username known in this tab: login passes on to BASE (doc 1 §2.5).
    actor.send({ type: 'wizard.submit', values: {} });
    await settled(actor, '/');
  });

  it('token errors show under the password field; no token → InvalidToken without a call', async () => {
    const api = upgradeApi();
    api.failNext('newPassword', apiError(400, 'TokenHasExpired', 'PasswordResetToken'));
    const { actor } = startAt('/reset-password', '?rpt=rpt_old', api);
    await settled(actor, '/reset-password');
    actor.send({ type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } });
    await waitFor(actor, (s) => !!selectScreen(s).fieldErrors.Password);
    expect(selectScreen(actor.getSnapshot()).fieldErrors).toEqual({
      Password: 'apiErrors.TokenHasExpired',
    });
    expect(selectScreen(actor.getSnapshot()).formError).toBeNull();

    const bare = upgradeApi();
    const second = startAt('/reset-password', '', bare);
    await settled(second.actor, '/reset-password');
    expect(second.deps.entrySecrets).not.toBe(NO_SECRETS);
    second.actor.send({ type: 'wizard.submit', values: { Password: 'Silver#Coin2025' } });
    await waitFor(second.actor, (s) => !!selectScreen(s).fieldErrors.Password);
    expect(selectScreen(second.actor.getSnapshot()).fieldErrors.Password).toBe(
      'apiErrors.InvalidToken',
    );
    expect(bare.calls).toEqual([]);
  });
});

describe('DELETE_APPLICATION (root machine, fake API)', () => {
  it('the debug event opens the page; confirm deletes, makes a fresh application, then the choice', async () => {
    const api = upgradeApi();
    api.fake.setApplication(emptyApplication({ ApplicationType: 'Individual' }));
    const storage = (await import('../../services/session-store')).memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt(APP_UID));
    storage.setItem('aow.JwtRefreshToken', 'r');
    const deps = { ...fakeDeps(api.fake, storage), entrySecrets: NO_SECRETS };
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/secure', search: '', referrer: '' },
    }).start();
    await waitFor(actor, (s) => !flowBusy(s) && s.context.applicationUid === APP_UID, {
      timeout: 3000,
    });
    actor.send({ type: 'app.deleteApplication' });
    await settled(actor, '/delete-application');
    actor.send({ type: 'wizard.submit', values: {} });
    await settled(actor, '/choose-application');
    expect(api.calls.map((c) => c.name)).toEqual(['deleteApplication', 'createApplication']);
    expect(api.calls[0].args).toEqual({ params: { applicationUid: APP_UID } });
    expect(actor.getSnapshot().context.application).toBeNull();
  });

  it("a typed '/delete-application' with an application opens the page; cancel goes on by the application (no loop); without a session it is BASE", async () => {
    const api = upgradeApi();
    api.fake.setApplication(emptyApplication({ ApplicationType: 'Individual' }));
    const storage = (await import('../../services/session-store')).memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt(APP_UID));
    storage.setItem('aow.JwtRefreshToken', 'r');
    const deps = { ...fakeDeps(api.fake, storage), entrySecrets: NO_SECRETS };
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/delete-application', search: '', referrer: '' },
    }).start();
    await settled(actor, '/delete-application');
    expect(selectScreen(actor.getSnapshot()).screen).toBe('deleteApplication');
    expect(api.calls).toEqual([]);
    actor.send({ type: 'modal.cancel' });
    await settled(actor, '/secure');

    const anonymous = createActor(
      createAppMachine({ ...fakeDeps(upgradeApi().fake), entrySecrets: NO_SECRETS }),
      { input: { initialPath: '/delete-application', search: '', referrer: '' } },
    ).start();
    await settled(anonymous, '/');
  });
});

/**
 * The entry machine (machines/entry/entry.machine.ts; issue 23 step 4): the sign-in flows from
 * boot to "signed in with an application to load" (doc 1 §2.4–§2.11, §4.1–§4.12).
 *
 * - model (@xstate/graph): shortest paths over the real machine from every start the root gives it
 *   (boot's, LOADING's, the logout's and the wizard's back-office return), in the normal, AIP,
 *   captcha, upgrade, assisted and invitation variants, with the done / error events of every
 *   actor and every screen event and URL: every state and every event transition of the machine
 *   is reached (coverage printed; the eventless choices are covered where their targets are).
 * - its end: the output the root goes on with (`loading` / `loaded`), and its reports to the root.
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  createMachine,
  fromPromise,
  getInitialSnapshot,
  sendTo,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { CHOICE_LEVELS, CHOICE_LEVEL_IDS, createAccountBackLevel } from '../../machines/choices';
import { entryMachine } from '../../machines/entry/entry.machine';
import { ENTRY_ROUTES } from '../../machines/entry/entry-routes';
import type { EntryInput } from '../../machines/entry/entry-types';
import type { FlowMode } from '../../machines/entry/entry-gate';
import { ApiError } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import type { SessionInfo } from '../../services/actors/contracts';
import { entryInputAt } from './entry-input';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { APP_UID, emptyApplication, SETTINGS } from './fake-api';

const apiError = (status: number, Code = 'X', Context: string | null = null) =>
  new ApiError({ status, errors: [{ Code, Message: Code, Context }] });
const redirect = () => Object.assign(apiError(302), { redirect: true });

const UPGRADE: FlowMode = { kind: 'upgrade', accountUid: 'acc-1', accountCode: 'BSC-1' };
const ASSISTED: FlowMode = {
  kind: 'assisted',
  logonUid: 'l-agent',
  username: 'sales@haa.example',
  brokerCode: 'HAA',
  customerEmail: 'c@x.com',
};

/** The entry's input at `start` (test/machines/entry-input.ts), with `o` over it. */
const input = entryInputAt;

const signedIn = { applicationUid: APP_UID, tokenExp: 1 };

/** Every start the root gives, in the variants whose guards differ. */
const INPUTS: EntryInput[] = [
  input('welcome'),
  input('welcome', { settings: { ...SETTINGS, EnableGoogleReCaptcha: true } }),
  input('welcome', { trackingSent: true }),
  input('aip', { flowType: 2 }),
  // AIP's page in the standard flow type and with the captcha (the welcome page's branches).
  input('aip', { settings: { ...SETTINGS, EnableGoogleReCaptcha: true } }),
  input('upgrade', { mode: UPGRADE, search: '?accountUid=acc-1' }),
  input('assisted', { mode: ASSISTED, email: 'c@x.com' }),
  input('assisted', { mode: { ...ASSISTED, customerEmail: null } }),
  input('invitation', { mode: { kind: 'invitation' } }),
  input('resetPassword'),
  // doc 1 §4.10: a reload with a stored session on the sign-in pages (issue 35 item 4).
  input('login', { ...signedIn, email: 'a@x.com' }),
  input('login', { flowType: 2, email: 'a@x.com' }),
  input('chooseApplication', signedIn),
  input('chooseApplication', { ...signedIn, mode: UPGRADE }),
  input('notYetAvailable', signedIn),
  input('deleteApplication', signedIn),
  input('backOffice', { mode: ASSISTED }),
  input('notFound'),
  input('notFound', signedIn),
];

const app = (o: Partial<Application>) => emptyApplication({ ApplicationType: null, ...o });
/** The applications a sign-in finds: finished, open with a step, fresh without a type, typed. */
const FOUND = [
  app({ ApplicationStep: '/kyc/done', ApplicationType: 'Individual' }),
  app({ ApplicationStep: '/secure', ApplicationType: 'Individual' }),
  app({}),
  app({ ApplicationType: 'IRA', AccountType: 'Roth' }),
];

const CHOICES = [
  ...new Set(CHOICE_LEVEL_IDS.flatMap((l) => CHOICE_LEVELS[l].options.map((o) => o.choice))),
];
const URLS = [...new Set(Object.values(ENTRY_ROUTES).flatMap((u) => Object.keys(u)))];

const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

const EVENTS: AnyEventObject[] = [
  // The screens' events.
  {
    type: 'wizard.submit',
    values: { Email: 'a@x.com', Password: 'Gold#Bar2024!', CustomerEmail: 'c@x.com' },
  },
  { type: 'wizard.back' },
  ...CHOICES.map((choice) => ({ type: 'choice.select', choice })),
  { type: 'login.forgotPassword', username: 'ada' },
  { type: 'login.forgotPassword', username: null },
  { type: 'login.getStarted' },
  { type: 'modal.confirm' },
  { type: 'modal.cancel' },
  { type: 'error.dismiss' },
  { type: 'resume.resume' },
  { type: 'resume.startNew' },
  { type: 'nav.home' },
  ...URLS.map((path) => ({ type: 'url.changed', path })),
  // The affiliate tracking 1 s after BASE or AIP loads.
  { type: 'xstate.after.AFFILIATE_TRACKING.entry.welcome.tracking.waiting' },
  { type: 'xstate.after.AFFILIATE_TRACKING.entry.aip.tracking.waiting' },
  done('sendTracking', undefined),
  failed('sendTracking', apiError(500)),
  // The e-mail check, login, the sign-up (with the captcha) and the old-portal redirect.
  done('captcha', { values: { Email: 'a@x.com', Password: 'Gold#Bar2024!' }, token: 't' }),
  failed('captcha', new Error('captcha')),
  done('checkUsernames', { email: 'a@x.com', usernames: ['ada'] }),
  done('checkUsernames', { email: 'a@x.com', usernames: [] }),
  failed('checkUsernames', redirect()),
  failed('checkUsernames', apiError(400, 'InvalidEmail', 'Email')),
  failed('leaveToOldPortal', apiError(500)),
  done('login', signedIn),
  failed('login', redirect()),
  failed('login', apiError(400, 'InvalidCredentials')),
  done('createUser', { ...signedIn, isExistingUser: false }),
  failed('createUser', redirect()),
  failed('createUser', apiError(400, 'PasswordIsInvalid', 'Password')),
  ...FOUND.map((a) => done('loginApplication', a)),
  failed('loginApplication', apiError(500)),
  ...FOUND.map((a) => done('createdApplication', a)),
  failed('createdApplication', apiError(500)),
  done('submitCreatedKind', undefined),
  failed('submitCreatedKind', apiError(400)),
  done('submitKind', { applicationUid: 'app-2' }),
  failed('submitKind', apiError(400)),
  done('createAssistedApplication', { applicationUid: 'app-2' }),
  failed('createAssistedApplication', apiError(400)),
  // The password reset child (its own model in password-reset.test.ts).
  done('passwordReset', { outcome: 'sent', formError: null }),
  done('passwordReset', { outcome: 'reset', formError: null }),
  done('passwordReset', { outcome: 'back', formError: 'login.resetNotAvailable' }),
  // The upgrade, DELETE_APPLICATION (upgrade-password.test.ts), the sales-assisted entry and
  // invitations (sales-assisted.test.ts).
  done('upgradeSignIn', signedIn),
  failed('upgradeSignIn', apiError(401, 'InvalidToken')),
  done('loadBasicAccount', { IsUpgraded: false }),
  done('loadBasicAccount', { IsUpgraded: true }),
  failed('loadBasicAccount', apiError(404)),
  done('upgradeApplication', app({ AccountUid: 'acc-1', AccountUpgradeType: 1 })),
  done(
    'upgradeApplication',
    app({ AccountUid: 'acc-1', AccountUpgradeType: 1, ApplicationStep: '/secure' }),
  ),
  failed('upgradeApplication', apiError(403)),
  done('deleteApplication', { applicationUid: 'app-3', tokenExp: 2 }),
  failed('deleteApplication', apiError(400, 'ApplicationIsCompleted')),
  done('assistedEntry', {
    ...signedIn,
    email: 'c@x.com',
    offer: { createdOn: null, createdBy: null },
  }),
  done('assistedEntry', { ...signedIn, email: 'c@x.com', offer: null }),
  failed('assistedEntry', apiError(400, 'UserCanNotLogInOrRegister', 'CustomerEmail')),
  done('checkInvitation', { isNew: true, email: 'c@x.com', usernames: [] }),
  done('checkInvitation', { isNew: false, email: 'c@x.com', usernames: ['c'] }),
  failed('checkInvitation', apiError(400, 'InvitationTokenIsNullOrEmpty')),
  failed('checkInvitation', apiError(400, 'InvalidApplicationToken')),
  done('setInvitedPassword', signedIn),
  failed('setInvitedPassword', apiError(400, 'PasswordIsInvalid', 'Password')),
  failed('setInvitedPassword', apiError(400, 'ApplicationInvitationAlreadyAccepted', 'Email')),
];

/** The entry alone, without the root: its reports to the parent are no-ops. */
const ALONE = entryMachine.provide({
  actions: { raiseLoggedIn: () => {}, tellApplicationDeleted: () => {}, tellFlowType: () => {} },
});

describe('entry machine: model (@xstate/graph)', () => {
  // A model walk: ~40 s on a quiet 2-core machine, several minutes when the machine is shared.
  it(
    'every state and every event transition is reached from the starts the root gives',
    { timeout: 300_000 },
    () => {
      const seen = seenSets();
      const logic = recordingLogic(ALONE, seen);
      const key = (s: {
        value: unknown;
        context: EntryInput & { usernames: string[]; fieldErrors: object; formError: unknown };
      }) =>
        JSON.stringify([
          s.value,
          s.context.mode.kind,
          s.context.flowType,
          s.context.settings?.EnableGoogleReCaptcha,
          s.context.usernames.length > 0,
          createAccountBackLevel(s.context.kind),
          !!s.context.applicationUid,
          s.context.application?.ApplicationStep ?? null,
          s.context.application?.ApplicationType ?? null,
          s.context.application?.AccountUid ?? null,
          !!s.context.application,
          s.context.startingNew,
          s.context.basicAccount?.IsUpgraded ?? null,
        ]);
      let paths = 0;
      for (const i of INPUTS) {
        nodesOf(getInitialSnapshot(ALONE, i)).forEach((n) => seen.states.add(n.id));
        paths += getShortestPaths(
          logic as never,
          { events: EVENTS as never, serializeState: key as never, input: i } as never,
        ).length;
      }
      // The eventless choices (start, login.checking, afterLogin, afterCreate, assisted.start,
      // chooseApplication.submit) never rest: their targets are reached (the event transitions that
      // lead through them are counted).
      const transient = (n: { always?: unknown[]; transitions: Map<string, unknown> }) =>
        !!n.always?.length && n.transitions.size === 0;
      const all = inventory(ALONE.root, { own: (n) => !transient(n as never) });
      const { missingStates, missingTransitions, line } = coverageOf(all, seen);
      console.info(`entry: ${paths} shortest paths over ${INPUTS.length} starts; ${line}`);
      expect(missingStates).toEqual([]);
      expect(missingTransitions).toEqual([]);
      expect(all.states.size).toBeGreaterThan(60);
    },
  );
});

describe('entry machine: the login start (doc 1 §4.10, issue 35 item 4)', () => {
  it("opens the login for the stored session's e-mail; without one known, BASE", () => {
    const at = createActor(entryMachine, { input: input('login', { email: 'a@x.com' }) }).start();
    expect(at.getSnapshot().value).toEqual({ login: 'editing' });
    expect(at.getSnapshot().context.usernames).toEqual(['a@x.com']);
    at.stop();
    const none = createActor(entryMachine, { input: input('login') }).start();
    expect(none.getSnapshot().matches('welcome')).toBe(true);
    none.stop();
  });
});

describe('entry machine: its end and its reports to the root', () => {
  /** The entry under a parent that records what it is told and how the entry ended. */
  function underParent(i: EntryInput, machine: AnyStateMachine = entryMachine) {
    const told: AnyEventObject[] = [];
    const parent = createMachine({
      invoke: {
        id: 'entry',
        src: machine,
        input: i,
        onDone: { actions: (a) => told.push(a.event) },
      },
      on: {
        '*': {
          actions: [({ event }) => void told.push(event), sendTo('entry', ({ event }) => event)],
        },
      },
    });
    const actor = createActor(parent).start();
    return { actor, told };
  }

  it('the not-found page goes to LOADING when signed in: it ends with next "loading" and the context', () => {
    const { actor, told } = underParent(input('notFound', { ...signedIn, email: 'a@x.com' }));
    actor.send({ type: 'nav.home' });
    const end = told.find((e) => e.type === 'xstate.done.actor.entry') as
      { output: Record<string, unknown> } | undefined;
    expect(end?.output).toMatchObject({
      next: 'loading',
      applicationUid: APP_UID,
      email: 'a@x.com',
    });
  });

  it('login reports the sign-in to the root, then ends "loaded" with the application it loaded', async () => {
    const fresh = app({});
    const machine = entryMachine.provide({
      actors: {
        checkUsernames: fromPromise(async () => ({ email: 'a@x.com', usernames: ['ada'] })),
        login: fromPromise(async (): Promise<SessionInfo> => signedIn),
        getApplication: fromPromise(async () => fresh),
        sendTracking: fromPromise(async (): Promise<void> => {}),
      },
    });
    const { actor, told } = underParent(input('welcome'), machine);
    actor.send({ type: 'wizard.submit', values: { Email: 'a@x.com' } });
    await new Promise((r) => setTimeout(r, 5));
    actor.send({ type: 'wizard.submit', values: { Username: 'ada', Password: 'pw' } });
    await new Promise((r) => setTimeout(r, 10));
    expect(told.find((e) => e.type === 'entry.signedIn')).toMatchObject({
      slots: { ...signedIn, email: 'a@x.com', trackingSent: false },
    });
    const end = told.find((e) => e.type === 'xstate.done.actor.entry') as
      { output: Record<string, unknown> } | undefined;
    expect(end?.output).toMatchObject({ next: 'loaded', application: fresh, email: 'a@x.com' });
    // The report comes before the end.
    expect(told.findIndex((e) => e.type === 'entry.signedIn')).toBeLessThan(
      told.findIndex((e) => e.type === 'xstate.done.actor.entry'),
    );
  });
});

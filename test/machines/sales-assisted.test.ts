/**
 * The sales-assisted and invitation branches of the root actor (issue 10; doc 1 §2.3, §2.6,
 * §2.10, §2.12, §4.12, §4.13; machines/entry/assisted.states.ts, invitation.states.ts):
 *
 * - model (@xstate/graph): shortest paths over the real entry machine (machines/entry/) from the
 *   starts the root's boot gives it (agent with and without the customer's e-mail, the invitation
 *   link, the back office), with the done / error events of every actor of these branches: every
 *   state and every transition of the assisted entry, PREPARE_REGISTRATION, INVITE_USER,
 *   SET_PASSWORD and the kind choice's new-application branch is reached; and over the real
 *   `appMachine` from boot for each entry mode, the save & close region (coverage printed).
 * - behaviour: the real actors (services/actors/sales-actors.ts) against a recording fake API —
 *   the agent's token goes in the body of POST /v2/sales/authenticate and nowhere in the context;
 *   start new creates an application; the review's submit sends the invitation and the
 *   back-office return clears the session; the invitation paths.
 */
import { describe, expect, it } from 'vitest';
import { createActor, getInitialSnapshot, getNextSnapshot, type AnyEventObject } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { appMachine } from '../../machines/app/app.machine';
import type { AppInput } from '../../machines/app-types';
import { createAppMachine } from '../../src/app/create-app';
import type { FlowMode } from '../../machines/entry/entry-gate';
import { entryOf, selectPath, selectScreen, selectShell } from '../../machines/view/selectors';
import { entryMachine } from '../../machines/entry/entry.machine';
import type { EntryInput, EntryStart } from '../../machines/entry/entry-types';
import { createSalesActors } from '../../services/actors/sales-actors';
import { ApiError } from '../../services/api/client';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { entryInputAt } from './entry-input';
import { COUNTRIES, createFakeApi, emptyApplication, fakeDeps, SETTINGS } from './fake-api';
import { flowBusy, waitFor } from './flow-wait';

const AGENT_TOKEN = 'sales-token-SECRET';
const INVITATION = 'inv_SECRETinvitation';

const assisted = (customerEmail: string | null): FlowMode => ({
  kind: 'assisted',
  logonUid: 'l-agent',
  username: 'sales@haa.example',
  brokerCode: 'HAA',
  customerEmail,
});

const apiError = (status: number, Code: string, Context: string | null = null) =>
  new ApiError({ status, errors: [{ Code, Message: null, Context }] });

const bootOutput = (entry: { bearer: boolean; invitationToken: boolean }) => ({
  settings: SETTINGS,
  countries: COUNTRIES,
  fingerprint: 'f',
  session: null,
  persisted: null,
  email: null,
  entry,
});

// ---------------------------------------------------------------------------------------------
// Model
// ---------------------------------------------------------------------------------------------

/** The subtrees of the entry machine this issue adds (their states and transitions must all be reached). */
const OWN = [
  'entry.assisted',
  'entry.prepareRegistration',
  'entry.backOffice',
  'entry.invitation',
  'entry.setPassword',
  'entry.chooseApplication.submit',
  'entry.chooseApplication.creatingApplication',
];
const isOwn = (id: string) => OWN.some((o) => id === o || id.startsWith(`${o}.`));

const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.boot', output: bootOutput({ bearer: true, invitationToken: true }) },
  { type: 'xstate.done.actor.boot', output: bootOutput({ bearer: false, invitationToken: false }) },
  {
    type: 'xstate.done.actor.assistedEntry',
    output: {
      applicationUid: 'app-1',
      tokenExp: 1,
      email: 'c@x.com',
      offer: { createdOn: '2026-01-02T00:00:00Z', createdBy: 'Desk' },
    },
  },
  {
    type: 'xstate.done.actor.assistedEntry',
    output: { applicationUid: null, tokenExp: 1, email: 'c@x.com', offer: null },
  },
  {
    type: 'xstate.error.actor.assistedEntry',
    error: apiError(400, 'UserCanNotLogInOrRegister', 'CustomerEmail'),
  },
  { type: 'resume.resume' },
  { type: 'resume.startNew' },
  { type: 'wizard.submit', values: { CustomerEmail: 'c@x.com', Password: 'Gold#Bar2024!' } },
  { type: 'choice.select', choice: 'STANDARD' },
  { type: 'choice.select', choice: 'Individual' },
  { type: 'xstate.done.actor.createAssistedApplication', output: { applicationUid: 'app-2' } },
  { type: 'xstate.error.actor.createAssistedApplication', error: apiError(400, 'X') },
  {
    type: 'xstate.done.actor.checkInvitation',
    output: { isNew: true, email: 'c@x.com', usernames: [] },
  },
  {
    type: 'xstate.done.actor.checkInvitation',
    output: { isNew: false, email: 'c@x.com', usernames: ['c@x.com'] },
  },
  {
    type: 'xstate.error.actor.checkInvitation',
    error: apiError(400, 'InvitationTokenIsNullOrEmpty', 'invitationToken'),
  },
  {
    type: 'xstate.error.actor.checkInvitation',
    error: apiError(400, 'InvalidApplicationToken', 'invitationToken'),
  },
  { type: 'modal.confirm' },
  { type: 'modal.cancel' },
  { type: 'error.dismiss' },
  { type: 'wizard.back' },
  {
    type: 'xstate.done.actor.setInvitedPassword',
    output: { applicationUid: 'app-3', tokenExp: 1 },
  },
  {
    type: 'xstate.error.actor.setInvitedPassword',
    error: apiError(400, 'PasswordIsInvalid', 'Password'),
  },
  {
    type: 'xstate.error.actor.setInvitedPassword',
    error: apiError(400, 'ApplicationInvitationAlreadyAccepted', 'Email'),
  },
  { type: 'saveClose.open' },
  { type: 'saveClose.request' },
  { type: 'saveClose.cancel' },
  { type: 'saveClose.saved', ok: true },
  { type: 'saveClose.saved', ok: false },
  { type: 'wizard.progress', furthestStep: 'name', sameAddress: {} },
  { type: 'xstate.after.SAVE_CLOSE_WAIT.app.saveClose.waiting' },
  { type: 'saveClose.exit' },
  { type: 'saveClose.continue' },
  { type: 'url.changed', path: '/' },
];

/** The root's inputs: the agent with and without the customer's e-mail, the invitation link and its reload, a visitor. */
const INPUTS: AppInput[] = [
  { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA', mode: assisted('c@x.com') },
  { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA', mode: assisted(null) },
  {
    initialPath: '/sales-invitation',
    search: '',
    referrer: '',
    brokerCode: 'HAA',
    mode: { kind: 'invitation' },
  },
  {
    initialPath: '/set-password',
    search: '',
    referrer: '',
    brokerCode: 'HAA',
    mode: { kind: 'invitation' },
  },
  { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA', mode: { kind: 'normal' } },
];

/** The entry machine's input where the root's boot starts it for `input` (machines/entry/entry-types.ts). */
const entryInputOf = (input: AppInput, start: EntryStart): EntryInput => {
  const mode = input.mode ?? { kind: 'normal' };
  return entryInputAt(start, {
    mode,
    email: mode.kind === 'assisted' ? mode.customerEmail : null,
  });
};

/** The entry machine's starts of the branches: the agent's two entries, the invitation, the back office. */
const ENTRY_INPUTS: EntryInput[] = [
  entryInputOf(INPUTS[0], 'assisted'),
  entryInputOf(INPUTS[1], 'assisted'),
  entryInputOf(INPUTS[2], 'invitation'),
  entryInputOf(INPUTS[0], 'backOffice'),
];

/** The entry alone, without the root: its reports to the parent are no-ops. */
const ENTRY_ALONE = entryMachine.provide({
  actions: { raiseLoggedIn: () => {}, tellApplicationDeleted: () => {}, tellFlowType: () => {} },
});

describe('sales-assisted and invitation branches: model (@xstate/graph)', () => {
  it('every state and transition of the branches is reached, from every entry mode', () => {
    const seen = seenSets();
    const machine = ENTRY_ALONE;
    const logic = recordingLogic(machine, seen);
    const key = (s: {
      value: unknown;
      context: { mode: FlowMode; applicationUid: string | null; startingNew: boolean };
    }) =>
      JSON.stringify([
        s.value,
        s.context.mode.kind,
        s.context.applicationUid,
        s.context.startingNew,
      ]);
    let paths = 0;
    for (const input of ENTRY_INPUTS) {
      nodesOf(getInitialSnapshot(machine, input)).forEach((n) => seen.states.add(n.id));
      paths += getShortestPaths(
        logic as never,
        { events: EVENTS as never, serializeState: key as never, input } as never,
      ).length;
    }
    // The transient states (eventless choices: assisted.start, chooseApplication.submit) never
    // rest: each eventless transition counts when its branch is the one taken from its state.
    const always = new Set<string>();
    const step = (input: EntryInput, value: unknown, event: AnyEventObject) => {
      const ctx = getInitialSnapshot(machine, input).context;
      const from = machine.resolveState({ value: value as never, context: ctx });
      return getNextSnapshot(logic as never, from as never, event as never) as unknown as {
        matches(v: unknown): boolean;
      };
    };
    if (getInitialSnapshot(machine, ENTRY_INPUTS[0]).matches({ assisted: 'authenticating' }))
      always.add('entry.assisted.start always #0');
    if (getInitialSnapshot(machine, ENTRY_INPUTS[1]).matches('prepareRegistration'))
      always.add('entry.assisted.start always #1');
    const pick = { type: 'choice.select', choice: 'Individual' };
    const standard = { chooseApplication: 'STANDARD' };
    if (step(ENTRY_INPUTS[0], standard, pick).matches({ chooseApplication: 'creatingApplication' }))
      always.add('entry.chooseApplication.submit always #0');
    const visitor = entryInputOf(INPUTS[4], 'chooseApplication');
    if (step(visitor, standard, pick).matches({ chooseApplication: 'submitting' }))
      always.add('entry.chooseApplication.submit always #1');
    for (const id of ['entry.assisted.start', 'entry.chooseApplication.submit'])
      if ([0, 1].every((i) => always.has(`${id} always #${i}`))) seen.states.add(id);
    always.forEach((t) => seen.transitions.add(t));
    const all = inventory(machine.root, { always: true, own: (node) => isOwn(node.id) });
    const { missingStates, missingTransitions, line } = coverageOf(all, seen);
    console.info(
      `sales-assisted + invitation (entry machine): ${paths} shortest paths over ${ENTRY_INPUTS.length} starts; ${line}`,
    );
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    expect(all.states.size).toBeGreaterThan(12);
  });

  it("the root's save & close region and its routing into the entry: every state and transition is reached", () => {
    const seen = seenSets();
    const machine = appMachine;
    const logic = recordingLogic(machine, seen);
    const key = (s: { value: unknown; context: { mode: FlowMode } }) =>
      JSON.stringify([s.value, s.context.mode.kind]);
    let paths = 0;
    for (const input of INPUTS) {
      nodesOf(getInitialSnapshot(machine, input)).forEach((n) => seen.states.add(n.id));
      paths += getShortestPaths(
        logic as never,
        { events: EVENTS as never, serializeState: key as never, input } as never,
      ).length;
    }
    const all = inventory(machine.root, {
      always: true,
      own: (n) => n.id.startsWith('app.saveClose'),
    });
    const { missingStates, missingTransitions, line } = coverageOf(all, seen);
    console.info(
      `save & close (root): ${paths} shortest paths over ${INPUTS.length} entry modes; ${line}`,
    );
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    // Boot starts the entry at the agent's, the invitation's or the visitor's page.
    const at = (input: AppInput, done: AnyEventObject) =>
      getNextSnapshot(machine, getInitialSnapshot(machine, input), done as never).context.entryAt;
    expect(at(INPUTS[0], EVENTS[0])).toBe('assisted');
    expect(at(INPUTS[2], EVENTS[1])).toBe('invitation');
    expect(at(INPUTS[4], EVENTS[1])).toBe('welcome');
    // The review's 'Ok, return to back office' (sales.backOffice) starts it at the back office.
    const inWizard = machine.resolveState({
      value: {
        session: 'running',
        saveClose: 'closed',
        locale: 'ready',
        flow: { wizard: 'individual' },
      } as never,
      context: getInitialSnapshot(machine, INPUTS[0]).context,
    });
    const left = getNextSnapshot(machine, inWizard, { type: 'sales.backOffice' });
    expect(left.matches({ flow: 'entry' })).toBe(true);
    expect(left.context.entryAt).toBe('backOffice');
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour with the real actors
// ---------------------------------------------------------------------------------------------

type Handler = (args: {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  json?: Record<string, unknown>;
}) => unknown;

function impersonationJwt(applicationUid: string | null) {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none' })}.${b64({
    JwtTokenType: 'Impersonation',
    ApplicationUid: applicationUid ?? '00000000-0000-0000-0000-000000000000',
    UserUid: 'u-customer',
    Email: 'ann@example.com',
    LogonUid: 'l-customer',
    exp: Math.floor(Date.now() / 1000) + 1200,
  })}.sig`;
}

/** The fake API with the sales endpoints answering from `handlers` (recorded like every call). */
function salesApi(
  handlers: Record<string, Handler>,
  application = emptyApplication(),
  usernames: string[] = [],
) {
  const fake = createFakeApi({ application, usernames });
  const base = fake.api.call.bind(fake.api);
  const api = fake.api as unknown as Record<string, unknown>;
  api.call = async (name: string, args: Parameters<Handler>[0] = {}) => {
    const h = handlers[name];
    if (!h) return base(name as never, args as never);
    fake.calls.push({ name, args: [args] });
    return h(args);
  };
  api.createApplication = async (body: unknown) => {
    fake.calls.push({ name: 'createApplication', args: [body] });
    return { ApplicationUid: application.ApplicationUid };
  };
  return fake;
}

function start(
  fake: ReturnType<typeof createFakeApi>,
  mode: FlowMode,
  secrets: { bearer?: string; invitationToken?: string } = {},
  initialPath = '/',
) {
  const deps = {
    ...fakeDeps(fake),
    entrySecrets: {
      bearer: secrets.bearer ?? null,
      invitationToken: secrets.invitationToken ?? null,
      resetToken: null,
      tokens: null,
    },
  };
  const actor = createActor(createAppMachine(deps), {
    input: { initialPath, search: '', referrer: '', brokerCode: 'HAA', mode },
  });
  actor.start();
  return { actor, deps };
}
type A = ReturnType<typeof start>['actor'];
const atPath = (actor: A, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 3000 }).catch((e) => {
    throw new Error(`expected ${path}, at ${JSON.stringify(actor.getSnapshot().value)} ${e}`);
  });

describe('sales-assisted entry (behaviour)', () => {
  it('exchanges the agent token, offers the open application, and continues to it', async () => {
    const fake = salesApi({
      salesAuthenticate: () => ({ JwtToken: impersonationJwt(null), JwtRefreshToken: 'r' }),
      salesApplications: () => [
        {
          ApplicationUid: 'app-open',
          ApplicationType: 'Individual',
          AccountType: null,
          RegistrationFlowType: 1,
          ApplicationStep: '/secure/name',
          IsAssisted: true,
          IsCompletedApplication: false,
          CreatedOn: '2026-03-04T10:00:00Z',
          CreatedBy: null,
        },
      ],
    });
    const { actor, deps } = start(fake, assisted('ann@example.com'), { bearer: AGENT_TOKEN });
    // doc 1 §1 routes: '/customerEmail' while the customer is looked up, then the continue-or-start-new
    // modal at '/reviewUserHistory' (issue 21 item 10).
    const paths: (string | null)[] = [];
    actor.subscribe((s) => {
      const p = selectPath(s);
      if (paths[paths.length - 1] !== p) paths.push(p);
    });
    await waitFor(actor, (s) => selectScreen(s).modal === 'assistedContinue', { timeout: 3000 });
    expect(paths).toContain('/customerEmail');
    expect(selectPath(actor.getSnapshot())).toBe('/reviewUserHistory');
    const auth = fake.calls.find((c) => c.name === 'salesAuthenticate');
    expect(auth?.args[0]).toMatchObject({
      json: { InvitationToken: AGENT_TOKEN, CustomerEmail: 'ann@example.com' },
    });
    const list = fake.calls.find((c) => c.name === 'salesApplications');
    expect(list?.args[0]).toMatchObject({
      query: { userEmail: 'ann@example.com', brokerCode: 'HAA' },
    });
    const snap = actor.getSnapshot();
    // The token is nowhere in the context; the Impersonation tokens are in the session store.
    expect(JSON.stringify(snap.context)).not.toContain(AGENT_TOKEN);
    expect(deps.session.claims()?.JwtTokenType).toBe('Impersonation');
    expect(selectScreen(snap).data.resume).toEqual({
      createdOn: '2026-03-04T10:00:00Z',
      createdBy: null,
    });
    expect(selectShell(snap)).toMatchObject({
      showSaveExit: false,
      assisted: { customerEmail: 'ann@example.com' },
    });
    actor.send({ type: 'resume.resume' });
    await waitFor(actor, (s) => s.context.applicationUid === 'app-open', { timeout: 3000 });
    expect(fake.calls.some((c) => c.name === 'getApplication' && c.args[0] === 'app-open')).toBe(
      true,
    );
  });

  it('without an open application: the kind choice, then a new application of that kind', async () => {
    const fake = salesApi({
      salesAuthenticate: () => ({ JwtToken: impersonationJwt(null), JwtRefreshToken: 'r' }),
      salesApplications: () => [],
    });
    const { actor } = start(fake, assisted('ann@example.com'), { bearer: AGENT_TOKEN });
    await atPath(actor, '/choose-application');
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await atPath(actor, '/secure');
    expect(fake.calls.find((c) => c.name === 'createApplication')?.args[0]).toMatchObject({
      ApplicationType: 'Individual',
      RegistrationFlowType: 1,
    });
    expect(fake.names()).not.toContain('setTypes');
  });

  it('a refused token or customer shows the error on PREPARE_REGISTRATION; a look-up retries', async () => {
    let refuse = true;
    const fake = salesApi({
      salesAuthenticate: ({ json }) => {
        if (refuse) {
          refuse = false;
          throw apiError(400, 'UserCanNotLogInOrRegister', 'CustomerEmail');
        }
        expect(json?.CustomerEmail).toBe('bob@example.com');
        return { JwtToken: impersonationJwt(null), JwtRefreshToken: 'r' };
      },
      salesApplications: () => [],
    });
    const { actor } = start(fake, assisted('sales@haa.example'), { bearer: AGENT_TOKEN });
    await atPath(actor, '/prepare-registration');
    expect(selectScreen(actor.getSnapshot()).fieldErrors.CustomerEmail).toBe(
      'apiErrors.UserCanNotLogInOrRegister',
    );
    actor.send({ type: 'wizard.submit', values: { CustomerEmail: 'bob@example.com' } });
    await atPath(actor, '/choose-application');
  });

  it('without the customer e-mail the agent starts on PREPARE_REGISTRATION; without the token (a reload) no exchange', async () => {
    const fake = salesApi({});
    const { actor } = start(fake, assisted(null), { bearer: AGENT_TOKEN });
    await atPath(actor, '/prepare-registration');
    expect(fake.names()).not.toContain('salesAuthenticate');
    const reload = salesApi({});
    const r = start(reload, assisted('ann@example.com'));
    await atPath(r.actor, '/');
    expect(reload.names()).not.toContain('salesAuthenticate');
  });

  it("the review's submit sends the invitation; 'return to back office' clears the session and leaves", async () => {
    const app = {
      ...emptyApplication({ ApplicationStep: '/review' }),
      IsAssisted: true,
    };
    const fake = salesApi(
      {
        salesAuthenticate: () => ({
          JwtToken: impersonationJwt(app.ApplicationUid),
          JwtRefreshToken: 'r',
        }),
        salesApplications: () => [
          {
            ApplicationUid: app.ApplicationUid,
            ApplicationType: 'Individual',
            AccountType: null,
            RegistrationFlowType: 1,
            ApplicationStep: '/review',
            IsAssisted: true,
            IsCompletedApplication: false,
            CreatedOn: '2026-03-04T10:00:00Z',
            CreatedBy: 'Desk',
          },
        ],
        sendSalesInvitation: () => undefined,
      },
      app,
    );
    const { actor, deps } = start(fake, assisted('ann@example.com'), { bearer: AGENT_TOKEN });
    await waitFor(actor, (s) => selectScreen(s).modal === 'assistedContinue', { timeout: 3000 });
    actor.send({ type: 'resume.resume' });
    await atPath(actor, '/review');
    const view = selectScreen(actor.getSnapshot());
    expect(view.data).toMatchObject({ salesSession: true, submitDisabled: false });
    actor.send({ type: 'wizard.submit', values: {} });
    await waitFor(actor, (s) => selectScreen(s).modal === 'invitationSent', { timeout: 3000 });
    expect(fake.calls.find((c) => c.name === 'sendSalesInvitation')?.args[0]).toMatchObject({
      params: { applicationUid: app.ApplicationUid },
    });
    actor.send({ type: 'modal.confirm' });
    await waitFor(actor, (s) => entryOf(s)?.matches('backOffice') ?? false, { timeout: 3000 });
    expect(deps.session.getTokens()).toBeNull();
    // The broker's BackOfficeUrl (issue 21 item 10), not a path made up under RootUrl.
    expect(deps.portal.visited).toEqual(['https://backoffice.example/drafts']);
  });
});

describe('invitation acceptance (behaviour)', () => {
  it('IsNew → SET_PASSWORD with the e-mail; the password is set, then login and LOADING', async () => {
    const fake = salesApi({
      salesInvitation: ({ query }) => {
        expect(query?.invitationToken).toBe(INVITATION);
        return { IsNew: true, Email: 'ann@example.com' };
      },
      salesPasswords: () => undefined,
    });
    const { actor } = start(
      fake,
      { kind: 'invitation' },
      { invitationToken: INVITATION },
      '/sales-invitation',
    );
    await atPath(actor, '/set-password');
    expect(selectScreen(actor.getSnapshot()).initial.Email).toBe('ann@example.com');
    actor.send({
      type: 'wizard.submit',
      values: { Email: 'ann@example.com', Password: 'Pw#2024x' },
    });
    await atPath(actor, '/secure');
    expect(fake.calls.find((c) => c.name === 'salesPasswords')?.args[0]).toMatchObject({
      json: { Email: 'ann@example.com', Password: 'Pw#2024x', InvitationToken: INVITATION },
    });
    expect(fake.names()).toContain('authenticate');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(INVITATION);
  });

  it('issue 20: without the invitation token the password is not sent (InvalidApplicationToken on InvitationToken, no call)', async () => {
    const fake = salesApi({ salesPasswords: () => undefined });
    const deps = {
      ...fakeDeps(fake),
      entrySecrets: { bearer: null, invitationToken: null, resetToken: null, tokens: null },
    };
    const actor = createActor(createSalesActors(deps).setInvitedPassword, {
      input: { email: 'ann@example.com', password: 'Pw#2024x', fingerprint: null },
    });
    const failed = new Promise<unknown>((resolve) =>
      actor.subscribe({ error: resolve, complete: () => resolve(null) }),
    );
    actor.start();
    const err = await failed;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).failure.errors[0]).toMatchObject({
      Code: 'InvalidApplicationToken',
      Context: 'InvitationToken',
    });
    expect(fake.names()).not.toContain('salesPasswords');
    expect(fake.names()).not.toContain('authenticate');
  });

  it('a set-password error lands on the Password field', async () => {
    const fake = salesApi({
      salesInvitation: () => ({ IsNew: true, Email: 'ann@example.com' }),
      salesPasswords: () => {
        throw apiError(400, 'PasswordIsInvalid', 'Email');
      },
    });
    const { actor } = start(
      fake,
      { kind: 'invitation' },
      { invitationToken: INVITATION },
      '/sales-invitation',
    );
    await atPath(actor, '/set-password');
    actor.send({ type: 'wizard.submit', values: { Email: 'ann@example.com', Password: 'x' } });
    await atPath(actor, '/set-password');
    expect(selectScreen(actor.getSnapshot()).fieldErrors).toEqual({
      Password: 'apiErrors.PasswordIsInvalid',
    });
  });

  it('not new → LOGIN_PATH with the usernames; an invalid token → the modal, then BASE; none → BASE', async () => {
    const known = salesApi(
      { salesInvitation: () => ({ IsNew: false, Email: 'ann@example.com' }) },
      emptyApplication(),
      ['ann@example.com'],
    );
    const a = start(
      known,
      { kind: 'invitation' },
      { invitationToken: INVITATION },
      '/sales-invitation',
    );
    await atPath(a.actor, '/login');
    expect(selectScreen(a.actor.getSnapshot()).initial.Username).toBe('ann@example.com');

    const bad = salesApi({
      salesInvitation: () => {
        throw apiError(400, 'InvalidApplicationToken', 'invitationToken');
      },
    });
    const b = start(
      bad,
      { kind: 'invitation' },
      { invitationToken: INVITATION },
      '/sales-invitation',
    );
    await waitFor(b.actor, (s) => selectScreen(s).modal === 'invitationError', { timeout: 3000 });
    expect(selectScreen(b.actor.getSnapshot()).formError).toBe('apiErrors.InvalidApplicationToken');
    b.actor.send({ type: 'modal.confirm' });
    await atPath(b.actor, '/');

    const none = salesApi({});
    const c = start(none, { kind: 'invitation' }, {}, '/sales-invitation');
    await atPath(c.actor, '/');
    expect(none.names()).not.toContain('salesInvitation');
  });
});

describe("the agent's empty SSN (doc 2 §5)", () => {
  it('is saved as null once; a saved number is kept', async () => {
    const { PERSON_SAVERS } = await import('../../services/api/section-savers');
    const calls: unknown[][] = [];
    const person = { PersonUid: 'p-1', PersonSsn: null } as never;
    const app = {
      ...emptyApplication(),
      IndividualApplication: { AccountType: null, Owner: person },
    };
    const api = {
      getApplication: async () => app,
      saveSsn:
        (method: string) =>
        async (...args: unknown[]) => {
          calls.push([method, ...args.slice(0, 3)]);
          return { PersonUid: 'p-1', PersonSsn: { Ssn: null } };
        },
    };
    const input = {
      values: {},
      application: app,
      person: 'main' as const,
      countries: [],
      settings: null,
    };
    const first = await PERSON_SAVERS.ssn(input as never, { api } as never);
    expect(calls).toEqual([['POST', app.ApplicationUid, 'p-1', { Ssn: null }]]);
    expect(first.called).toBe(true);
    const saved = {
      ...app,
      IndividualApplication: {
        AccountType: null,
        Owner: { PersonUid: 'p-1', PersonSsn: { Ssn: 'XXX-XX-6789' } },
      },
    };
    const again = await PERSON_SAVERS.ssn(
      { ...input, application: saved } as never,
      { api } as never,
    );
    expect(again.called).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe("the agent's relaxed phone and date of birth (behaviour; doc 1 §2.3, §6, doc 2 §5)", () => {
  const named = (step: string) => ({
    ...emptyApplication({ ApplicationStep: step }),
    IsAssisted: true,
    IndividualApplication: {
      AccountType: null,
      Owner: {
        PersonUid: 'p-1',
        PersonName: { FirstName: 'Ann', MiddleName: null, LastName: 'Lee', SuffixType: 0 },
        PersonBirthday: null,
        PersonCountry: null,
        PersonSsn: null,
        Phone: null,
        PersonAddress: null,
      },
    },
  });
  const agentAt = async (step: string) => {
    const app = named(step);
    const fake = salesApi(
      {
        salesAuthenticate: () => ({
          JwtToken: impersonationJwt(app.ApplicationUid),
          JwtRefreshToken: 'r',
        }),
        salesApplications: () => [
          {
            ApplicationUid: app.ApplicationUid,
            ApplicationType: 'Individual',
            AccountType: null,
            RegistrationFlowType: 1,
            ApplicationStep: step,
            IsAssisted: true,
            IsCompletedApplication: false,
            CreatedOn: '2026-03-04T10:00:00Z',
            CreatedBy: 'Desk',
          },
        ],
      },
      app,
    );
    const { actor } = start(fake, assisted('ann@example.com'), { bearer: AGENT_TOKEN });
    await waitFor(actor, (s) => selectScreen(s).modal === 'assistedContinue', { timeout: 3000 });
    actor.send({ type: 'resume.resume' });
    await atPath(actor, step);
    return { actor, fake };
  };

  it('empty phone and date of birth are saved as null; the missing-info banner shows on every wizard page', async () => {
    const { actor, fake } = await agentAt('/secure/phone-number');
    // The banner is not only the review's: the phone page of an application missing data shows it.
    expect(selectShell(actor.getSnapshot()).missingInfo).toBe(true);
    expect(selectScreen(actor.getSnapshot()).data.salesSession).toBe(true);
    actor.send({ type: 'wizard.submit', values: { Phone: '', Country: 'US' } });
    await atPath(actor, '/secure/dob');
    expect(fake.calls.find((c) => c.name === 'POST phones')?.args[2]).toEqual({
      Iso3CountryCode: null,
      AreaCode: null,
      LocalNumber: null,
      StateCode: null,
    });
    expect(selectShell(actor.getSnapshot()).missingInfo).toBe(true);
    actor.send({ type: 'wizard.submit', values: { Month: null, Day: null, Year: null } });
    await atPath(actor, '/secure/identity');
    expect(fake.calls.find((c) => c.name === 'POST birthdays')?.args[2]).toEqual({
      DateOfBirth: null,
    });
    expect(selectShell(actor.getSnapshot()).missingInfo).toBe(true);
  });

  it("save & close: the banner's request opens 'saved' once the step saved, 'failed' when the save failed; a withdrawn request closes", async () => {
    const { actor, fake } = await agentAt('/secure/phone-number');
    // A failed save: the error variant ('This draft was not saved…'), the form keeps its error.
    fake.fail('POST phones', {
      status: 500,
      errors: [{ Code: 'InternalServerError', Message: null, Context: null }],
    });
    actor.send({ type: 'saveClose.request' });
    actor.send({ type: 'wizard.submit', values: { Phone: '', Country: 'US' } });
    await waitFor(actor, (s) => selectShell(s).saveClose === 'failed', { timeout: 3000 });
    expect(selectPath(actor.getSnapshot())).toBe('/secure/phone-number');
    actor.send({ type: 'saveClose.continue' });
    expect(selectShell(actor.getSnapshot()).saveClose).toBeNull();
    // A submit the form's rules stopped: the banner withdraws the request at once.
    actor.send({ type: 'saveClose.request' });
    actor.send({ type: 'saveClose.cancel' });
    expect(actor.getSnapshot().matches({ saveClose: 'closed' })).toBe(true);
    // A saved step: the success variant.
    actor.send({ type: 'saveClose.request' });
    actor.send({ type: 'wizard.submit', values: { Phone: '', Country: 'US' } });
    await waitFor(actor, (s) => selectShell(s).saveClose === 'saved', { timeout: 3000 });
    expect(fake.names().filter((n) => n === 'POST phones')).toHaveLength(2);
  });
});

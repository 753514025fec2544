/**
 * The bank-link child flow (machines/funding/bank-link.machine.ts; doc 3 §2.4, §4 "Bank-link
 * flow", §8): a model walks the machine with the widget's events, the modal's OK / cancel and
 * the done / error events of its actors, for a customer and a sales-assisted session; every state
 * and every transition must be reached (printed). Behaviour runs with fake actors and a recording
 * API: one token retry, the assisted refusal, exit, server errors, and the attach calls
 * (create / update / no call; AIP attaches to the programme).
 */
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  getInitialSnapshot,
  transition,
  toPromise,
  type AnyEventObject,
  type AnyStateNode,
  type SnapshotFrom,
} from 'xstate';
import {
  attachBank,
  bankLinkActors,
  bankLinkMachine,
  bankLinkViewOf,
} from '../../machines/funding/bank-link.machine';
import type { FlowEvent, FlowInput } from '../../machines/funding/flow-contract';
import { ApiError, type ApiClient } from '../../services/api/client';
import type { Application } from '../../services/api/contract';
import { emptyApplication, SETTINGS } from './fake-api';

const app = emptyApplication();
const inputOf = (assisted: boolean, aip = false, application: Application = app): FlowInput => ({
  applicationUid: app.ApplicationUid,
  application,
  settings: SETTINGS,
  choice: 'ACHConnected',
  mode: { assisted, aip },
});
const apiError = (Code: string, Context: string | null = null, status = 400) =>
  new ApiError({ status, errors: [{ Code, Message: `server says ${Code}`, Context }] });

const LINKED: Extract<FlowEvent, { type: 'flow.linked' }> = {
  type: 'flow.linked',
  publicToken: 'public-sandbox-ins_liberty',
  institutionName: 'Liberty Federal Bank',
  accounts: [{ id: 'liberty-checking', name: 'Liberty Everyday Checking', mask: '1234' }],
};
const attached: Application = { ...app, ApplicationFunding: { BankFundingType: 1, Amount: null } };

/** Every event the modal and the actors can send. */
const EVENTS: AnyEventObject[] = [
  LINKED,
  { type: 'flow.linkExit', errorCode: 'INVALID_LINK_TOKEN' },
  { type: 'flow.linkExit', errorCode: null },
  { type: 'modal.confirm' },
  { type: 'modal.cancel' },
  { type: 'xstate.done.actor.fetchLinkToken', output: 'link-sandbox-1' },
  { type: 'xstate.error.actor.fetchLinkToken', error: apiError('RequestError', null, 502) },
  { type: 'xstate.done.actor.registerBank', output: 'bank-1' },
  {
    type: 'xstate.error.actor.registerBank',
    error: apiError('INVALID_PUBLIC_TOKEN', 'PublicToken'),
  },
  {
    type: 'xstate.error.actor.registerBank',
    error: apiError('NumberOfAllowedAchDepositAccountsExceeded', 'CanAddBankAccount'),
  },
  { type: 'xstate.done.actor.attachBank', output: attached },
  {
    type: 'xstate.error.actor.attachBank',
    error: apiError('BankAccountNotFound', 'BankAccountUid', 404),
  },
  { type: 'xstate.done.actor.refetchApplication', output: attached },
  { type: 'xstate.error.actor.refetchApplication', error: apiError('RequestError', null, 502) },
];

type Snap = SnapshotFrom<typeof bankLinkMachine>;
const keyOf = (s: Snap) =>
  JSON.stringify({
    v: s.value,
    st: s.status,
    r: s.context.retried,
    t: s.context.linkToken,
    b: s.context.bankAccountUid,
    saved: s.context.saved,
  });

/** Every state node and every (state, event, candidate) transition of the machine. */
function allTransitions(): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const visit = (node: AnyStateNode) => {
    states.add(node.id);
    for (const [type, defs] of node.transitions)
      defs.forEach((_, i) => transitions.add(`${node.id} ${type} #${i}`));
    (node.always ?? []).forEach((_, i) => transitions.add(`${node.id} always #${i}`));
    Object.values(node.states).forEach(visit);
  };
  visit(bankLinkMachine.root);
  return { states, transitions };
}

/** Breadth-first walk over (state, context) from `input`: the states and transitions taken. */
function walk(input: FlowInput) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const first = getInitialSnapshot(bankLinkMachine, input) as Snap;
  // The initial eventless choice of `start`.
  transitions.add(`bankLink.start always #${input.mode.assisted ? 0 : 1}`);
  const seen = new Set([keyOf(first)]);
  const queue: Snap[] = [first];
  let edges = 0;
  while (queue.length) {
    const snap = queue.shift() as Snap;
    states.add('bankLink');
    states.add(`bankLink.${String(snap.value)}`);
    if (snap.status !== 'active') continue;
    for (const event of EVENTS) {
      const taken = bankLinkMachine.getTransitionData(snap as never, event as never);
      if (!taken.length) continue;
      for (const t of taken) {
        const defs = t.source.transitions.get(t.eventType) ?? [];
        transitions.add(`${t.source.id} ${t.eventType} #${defs.indexOf(t)}`);
      }
      const [next] = transition(bankLinkMachine, snap, event as never);
      edges += 1;
      const k = keyOf(next as Snap);
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(next as Snap);
      }
    }
  }
  // `start` is left at once by its eventless transition.
  states.add('bankLink.start');
  return { states, transitions, edges, nodes: seen.size };
}

describe('bank link flow: model', () => {
  it('every state and every transition is reached (customer and sales-assisted sessions)', () => {
    const all = allTransitions();
    const customer = walk(inputOf(false));
    const assisted = walk(inputOf(true));
    const states = new Set([...customer.states, ...assisted.states]);
    const transitions = new Set([...customer.transitions, ...assisted.transitions]);
    const missingStates = [...all.states].filter((s) => !states.has(s));
    const missingTransitions = [...all.transitions].filter((t) => !transitions.has(t));
    console.info(
      `bank link: customer ${customer.nodes} snapshots / ${customer.edges} edges, assisted ${assisted.nodes} / ${assisted.edges}; ` +
        `states ${all.states.size - missingStates.length}/${all.states.size}, transitions ${all.transitions.size - missingTransitions.length}/${all.transitions.size}`,
    );
    console.info(`bank link transitions:\n  ${[...all.transitions].sort().join('\n  ')}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('the view names the step, the token while the widget is open and the message', () => {
    const s0 = getInitialSnapshot(bankLinkMachine, inputOf(false)) as Snap;
    expect(bankLinkViewOf(s0)).toMatchObject({
      flow: 'bankLink',
      step: 'loading',
      linkToken: null,
      message: null,
    });
    const [s1] = transition(bankLinkMachine, s0, {
      type: 'xstate.done.actor.fetchLinkToken',
      output: 'link-sandbox-1',
    } as never);
    expect(bankLinkViewOf(s1)).toMatchObject({ step: 'widget', linkToken: 'link-sandbox-1' });
    const [s2] = transition(bankLinkMachine, s1, LINKED);
    expect(bankLinkViewOf(s2)).toMatchObject({
      step: 'saving',
      linkToken: null,
      institutionName: 'Liberty Federal Bank',
    });
    expect(s2.hasTag('busy')).toBe(true);
    const a0 = getInitialSnapshot(bankLinkMachine, inputOf(true)) as Snap;
    expect(bankLinkViewOf(a0)).toMatchObject({
      step: 'refused',
      message: 'bankLink.assistedRefused',
    });
    expect(a0.getMeta()).toEqual({ 'bankLink.refused': { modal: 'bankLink' } });
  });
});

/** Fake actors: tokens numbered, the registration and attach answers as given. */
function fakes(opts: { register?: (n: number) => string; attach?: () => Application } = {}) {
  const calls: string[] = [];
  let tokens = 0;
  let registers = 0;
  const machine = bankLinkMachine.provide({
    actors: {
      fetchLinkToken: fromPromise(async () => {
        calls.push('token');
        tokens += 1;
        return `link-sandbox-${tokens}`;
      }),
      registerBank: fromPromise(async ({ input }) => {
        calls.push(
          `register ${input.link.publicToken} ${input.link.accounts.map((a) => a.id).join(',')}`,
        );
        registers += 1;
        return opts.register ? opts.register(registers) : 'bank-1';
      }),
      attachBank: fromPromise(async ({ input }) => {
        calls.push(`attach ${input.bankAccountUid} aip=${input.aip}`);
        return opts.attach ? opts.attach() : attached;
      }),
      getApplication: fromPromise(async (): Promise<Application> => {
        calls.push('refetch');
        return { ...attached, ApplicationStep: '/fund/account/ach' };
      }),
    },
  });
  return { machine, calls };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('bank link flow: behaviour', () => {
  it('links, registers, attaches, re-reads and goes next with the application', async () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: inputOf(false) }).start();
    await tick();
    expect(actor.getSnapshot().value).toBe('linking');
    actor.send(LINKED);
    const output = await toPromise(actor);
    expect(calls).toEqual([
      'token',
      'register public-sandbox-ins_liberty liberty-checking',
      'attach bank-1 aip=false',
      'refetch',
    ]);
    expect(output.go).toBe('next');
    expect(output.application?.ApplicationStep).toBe('/fund/account/ach');
  });

  it('INVALID_LINK_TOKEN: a fresh token once; a second one ends in the error with a message', async () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: inputOf(false) }).start();
    await tick();
    actor.send({ type: 'flow.linkExit', errorCode: 'INVALID_LINK_TOKEN' });
    await tick();
    expect(actor.getSnapshot().value).toBe('linking');
    expect(actor.getSnapshot().context.linkToken).toBe('link-sandbox-2');
    actor.send({ type: 'flow.linkExit', errorCode: 'INVALID_LINK_TOKEN' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(bankLinkViewOf(actor.getSnapshot())).toMatchObject({
      step: 'error',
      message: 'bankLink.tokenExpired',
    });
    expect(calls).toEqual(['token', 'token']);
    actor.send({ type: 'modal.confirm' });
    expect(await toPromise(actor)).toEqual({ application: null, go: 'stay' });
  });

  it('the server refusing the public token restarts the link once (docs/sandbox.md)', async () => {
    const { machine, calls } = fakes({
      register: (n) => {
        if (n === 1) throw apiError('INVALID_PUBLIC_TOKEN', 'PublicToken');
        return 'bank-2';
      },
    });
    const actor = createActor(machine, { input: inputOf(false) }).start();
    await tick();
    actor.send(LINKED);
    await tick();
    expect(actor.getSnapshot().value).toBe('linking');
    actor.send(LINKED);
    const output = await toPromise(actor);
    expect(output.go).toBe('next');
    expect(calls.filter((c) => c === 'token')).toHaveLength(2);
    expect(calls).toContain('attach bank-2 aip=false');
  });

  it('any other exit closes the flow and changes nothing', async () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: inputOf(false) }).start();
    await tick();
    actor.send({ type: 'flow.linkExit', errorCode: null });
    expect(await toPromise(actor)).toEqual({ application: null, go: 'stay' });
    expect(calls).toEqual(['token']);
  });

  it('sales-assisted: refused with the message, no call; OK stays on the step', async () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: inputOf(true) }).start();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.formError).toBe('bankLink.assistedRefused');
    actor.send({ type: 'modal.confirm' });
    expect(await toPromise(actor)).toEqual({ application: null, go: 'stay' });
    expect(calls).toEqual([]);
  });

  it('a server error stays in the flow as apiErrors.<Code> with the server message as fallback', async () => {
    const { machine } = fakes({
      register: () => {
        throw apiError('NumberOfAllowedAchDepositAccountsExceeded', 'CanAddBankAccount');
      },
    });
    const actor = createActor(machine, { input: inputOf(false) }).start();
    await tick();
    actor.send(LINKED);
    await tick();
    const s = actor.getSnapshot();
    expect(s.value).toBe('failed');
    expect(s.context.fieldErrors).toEqual({});
    expect(bankLinkViewOf(s)).toMatchObject({
      step: 'error',
      message: 'apiErrors.NumberOfAllowedAchDepositAccountsExceeded',
      errorFallbacks: {
        'apiErrors.NumberOfAllowedAchDepositAccountsExceeded':
          'server says NumberOfAllowedAchDepositAccountsExceeded',
      },
    });
    // The message modal's every way of closing sends modal.confirm (screens/flows/bank-link-modal.tsx).
    actor.send({ type: 'modal.confirm' });
    expect((await toPromise(actor)).application).toBeNull();
  });

  it('an attach error (BankAccountNotFound) is shown in the flow; a failed re-read keeps the attach answer', async () => {
    const failing = fakes({
      attach: () => {
        throw apiError('BankAccountNotFound', 'BankAccountUid', 404);
      },
    });
    const a = createActor(failing.machine, { input: inputOf(false) }).start();
    await tick();
    a.send(LINKED);
    await tick();
    expect(a.getSnapshot().context.formError).toBe('apiErrors.BankAccountNotFound');

    const machine = bankLinkMachine.provide({
      actors: {
        fetchLinkToken: fromPromise(async () => 'link-sandbox-1'),
        registerBank: fromPromise(async () => 'bank-1'),
        attachBank: fromPromise(async () => attached),
        getApplication: fromPromise(async (): Promise<Application> => {
          throw apiError('RequestError', null, 502);
        }),
      },
    });
    const b = createActor(machine, { input: inputOf(false) }).start();
    await tick();
    b.send(LINKED);
    expect(await toPromise(b)).toEqual({ application: attached, go: 'next' });
  });
});

/** A recording API client: `call` records name and body and answers canned data. */
function recordingApi(answers: Record<string, unknown> = {}) {
  const calls: { name: string; json?: unknown; params?: unknown }[] = [];
  const api = {
    call: async (name: string, args: { json?: unknown; params?: unknown } = {}) => {
      calls.push({ name, json: args.json, params: args.params });
      return answers[name];
    },
    getApplication: async () => ({ ...attached, ApplicationStep: 'reread' }),
  } as unknown as ApiClient;
  return { api, calls };
}

describe('bank link: attach and the real actors', () => {
  it('no funding yet: POST application-fundings {1}, then POST bank-application-fundings', async () => {
    const { api, calls } = recordingApi({
      createBankFunding: { BankAccountUid: 'bank-1', Amount: null },
    });
    const out = await attachBank(api, { application: app, bankAccountUid: 'bank-1', aip: false });
    expect(calls.map((c) => [c.name, c.json])).toEqual([
      ['createFunding', { BankFundingType: 1 }],
      ['createBankFunding', { BankAccountUid: 'bank-1' }],
    ]);
    expect(out.ApplicationFunding).toEqual({ BankFundingType: 1, Amount: null });
  });

  it('another method saved: PUT application-fundings {1}, then POST the bank', async () => {
    const { api, calls } = recordingApi({
      createBankFunding: { BankAccountUid: 'bank-1', Amount: null },
    });
    const wire = { ...app, ApplicationFunding: { BankFundingType: 3 as const, Amount: 100 } };
    await attachBank(api, { application: wire, bankAccountUid: 'bank-1', aip: false });
    expect(calls.map((c) => c.name)).toEqual(['updateFunding', 'createBankFunding']);
  });

  it('already ACH connected: no type call, PUT the bank (the server keeps the amount for the same bank)', async () => {
    const { api, calls } = recordingApi({
      updateBankFunding: { BankAccountUid: 'bank-1', Amount: 250 },
    });
    const ach = { ...app, ApplicationFunding: { BankFundingType: 1 as const, Amount: 250 } };
    const out = await attachBank(api, { application: ach, bankAccountUid: 'bank-1', aip: false });
    expect(calls.map((c) => c.name)).toEqual(['updateBankFunding']);
    expect(out.ApplicationFunding).toEqual({ BankFundingType: 1, Amount: 250 });
  });

  it('AIP: attaches to the programme — POST without a bank, PUT with another, no call with the same', async () => {
    const stream = {
      Amount: 100,
      Currency: 'USD' as const,
      GoldPercentage: 0.5,
      SilverPercentage: 0.5,
      SymbolCodeGold: null,
      SymbolCodeSilver: null,
      SelectedGoldProduct: null,
      SelectedSilverProduct: null,
      BankAccountUid: null,
      UseAccountBalance: true,
    };
    const answer = { ...stream, BankAccountUid: 'bank-1', UseAccountBalance: false };
    const r1 = recordingApi({ createMetalStreamBankFunding: answer });
    const out = await attachBank(r1.api, {
      application: { ...app, MetalStream: stream },
      bankAccountUid: 'bank-1',
      aip: true,
    });
    expect(r1.calls.map((c) => [c.name, c.json])).toEqual([
      ['createMetalStreamBankFunding', { BankAccountUid: 'bank-1' }],
    ]);
    expect(out.MetalStream?.BankAccountUid).toBe('bank-1');
    const r2 = recordingApi({ updateMetalStreamBankFunding: answer });
    await attachBank(r2.api, {
      application: { ...app, MetalStream: { ...stream, BankAccountUid: 'bank-0' } },
      bankAccountUid: 'bank-1',
      aip: true,
    });
    expect(r2.calls.map((c) => c.name)).toEqual(['updateMetalStreamBankFunding']);
    const r3 = recordingApi();
    await attachBank(r3.api, {
      application: { ...app, MetalStream: answer },
      bankAccountUid: 'bank-1',
      aip: true,
    });
    expect(r3.calls).toEqual([]);
  });

  it('the real actors call the contract endpoints with the widget result', async () => {
    const { api, calls } = recordingApi({
      plaidLinkToken: { plaidLinkToken: 'link-sandbox-9' },
      plaidBankAccounts: { BankAccountUid: 'bank-9', BankAccountUids: ['bank-9'] },
      createBankFunding: { BankAccountUid: 'bank-9', Amount: null },
    });
    const machine = bankLinkMachine.provide({ actors: bankLinkActors(api) });
    const actor = createActor(machine, { input: inputOf(false) }).start();
    await tick();
    expect(actor.getSnapshot().context.linkToken).toBe('link-sandbox-9');
    actor.send(LINKED);
    const output = await toPromise(actor);
    expect(calls.map((c) => c.name)).toEqual([
      'plaidLinkToken',
      'plaidBankAccounts',
      'createFunding',
      'createBankFunding',
    ]);
    expect(calls[1].json).toEqual({
      PublicToken: 'public-sandbox-ins_liberty',
      BankName: 'Liberty Federal Bank',
      BankAccounts: ['liberty-checking'],
    });
    expect(calls[0].params).toEqual({ applicationUid: app.ApplicationUid });
    expect(output.application?.ApplicationStep).toBe('reread');
  });
});

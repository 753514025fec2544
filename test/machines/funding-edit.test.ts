/**
 * The review's funding edit (machines/funding/funding-edit.machine.ts; doc 3 §2.4 "Funding edits
 * from the review page", §4 create versus update).
 *
 * Model-based (@xstate/graph): the machine walked with its actors replaced by the done / error
 * events fake actors answer (a method save answers Wire / Rollover saved, an amount save 100
 * dollars, a nested bank link the ACH funding, a nested custodian modal a transfer), from bank and
 * IRA applications without funding, with a method only, with method and amount, and a
 * sales-assisted one; every state node and every transition (eventless ones included) must be
 * visited (coverage printed).
 * Behaviour: the machine run with fake actors and fake nested flows (a tiny machine finishing
 * 'next' on submit and 'stay' on cancel): setup vs change titles, the saves per kind, the
 * assisted refusal, the nested bank link (next → the amount with the linked bank's name; stay →
 * the method) and custodian (→ closing), back N, forward, skipTwo, errors staying in the flow.
 */
import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  fromPromise,
  setup,
  toPromise,
  waitFor,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import type { FlowInput, FlowOutput } from '../../machines/funding/flow-contract';
import { fundingEditMachine, fundingEditViewOf } from '../../machines/funding/funding-edit.machine';
import type { SaveInput, SaveOutput } from '../../machines/wizard-engine/save-step';
import { withIraFunding } from '../../machines/view/specs/retirement-funding';
import { ApiError } from '../../services/api/client';
import {
  BANK_FUNDING_TYPES,
  IRA_FUNDING_TYPES,
  type Application,
  type BankAccount,
  type IraApplicationFunding,
} from '../../services/api/contract';
import { emptyTransfer, iraApplication } from './custodian-fake-api';
import {
  coverageOf,
  inventory,
  nodesOf,
  recordingLogic,
  seenSets,
  transitionKey,
  type Seen,
} from './coverage';
import { emptyApplication, SETTINGS } from './fake-api';

type Snap = ReturnType<ReturnType<typeof createActor<typeof fundingEditMachine>>['getSnapshot']>;

const inputOf = (application: Application, assisted = false): FlowInput => ({
  applicationUid: application.ApplicationUid,
  application,
  settings: SETTINGS,
  choice: null,
  mode: { assisted, aip: false },
});

const bankApp = (
  method: keyof typeof BANK_FUNDING_TYPES | null,
  Amount: number | null = null,
  over: Partial<Application> = {},
) =>
  emptyApplication({
    ApplicationFunding: method ? { BankFundingType: BANK_FUNDING_TYPES[method], Amount } : null,
    ...over,
  });
const iraFunding = (
  type: keyof typeof IRA_FUNDING_TYPES,
  Amount: number | null = null,
): IraApplicationFunding => ({
  ...emptyTransfer(),
  IRAFundingType: IRA_FUNDING_TYPES[type],
  Amount,
});
const iraApp = (type: keyof typeof IRA_FUNDING_TYPES | null, Amount: number | null = null) =>
  iraApplication(type ? iraFunding(type, Amount) : null);

const ACCOUNTS: BankAccount[] = [
  {
    BankAccountUid: 'b-1',
    BankName: 'Liberty Federal Bank',
    AccountName: 'Everyday Checking',
    AccountType: 'checking',
    AccountNumber: '000012345678',
  },
];
const apiError = (Code: string, Context: string | null) =>
  new ApiError({ status: 400, errors: [{ Code, Message: `server says ${Code}`, Context }] });

// ---------------------------------------------------------------------------------------------
// Model-based coverage
// ---------------------------------------------------------------------------------------------

const isIra = (s: Snap) => s.context.kind === 'ira';
/** The application a fake method save answers: Wire (bank) or Rollover (IRA) saved, the amount cleared. */
const methodSaved = (s: Snap): Application =>
  isIra(s)
    ? withIraFunding(s.context.application, iraFunding('Rollover'))
    : {
        ...s.context.application,
        ApplicationFunding: { BankFundingType: BANK_FUNDING_TYPES.Wire, Amount: null },
      };
/** The application a fake amount save answers: 100 dollars. */
const amountSaved = (s: Snap): Application => {
  const app = s.context.application;
  if (isIra(s))
    return withIraFunding(app, {
      ...(app.IRAApplication!.IRAApplicationFundingResponse as IraApplicationFunding),
      Amount: 100,
    });
  return {
    ...app,
    ApplicationFunding: { BankFundingType: app.ApplicationFunding!.BankFundingType, Amount: 100 },
  };
};
/** What a finished nested flow hands back: the ACH funding (bank link) or a saved transfer (custodian). */
const nestedSaved = (s: Snap): Application =>
  isIra(s)
    ? withIraFunding(s.context.application, iraFunding('IRATransfer', 500))
    : {
        ...s.context.application,
        ApplicationFunding: { BankFundingType: BANK_FUNDING_TYPES.ACHConnected, Amount: null },
      };

const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const fail = (id: string, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

function eventsOf(s: Snap): AnyEventObject[] {
  if (s.status !== 'active') return [];
  const out: AnyEventObject[] = [];
  if (s.matches('savingMethod'))
    out.push(
      done('saveStep', { application: methodSaved(s), called: true }),
      fail(
        'saveStep',
        apiError('FundingTypeIsNotDefined', isIra(s) ? 'IRAFundingType' : 'BankFundingType'),
      ),
    );
  if (s.matches('savingAmount'))
    out.push(
      done('saveStep', { application: amountSaved(s), called: true }),
      fail('saveStep', apiError('AmountIsAboveMaximum', 'Amount')),
    );
  if (s.matches('closing'))
    out.push(
      done('getApplication', s.context.application),
      fail('getApplication', apiError('RequestError', null)),
    );
  if (s.matches({ amount: { terms: 'loading' } }))
    out.push(
      done('loadAchTerms', '<h1>ACH terms</h1>'),
      fail('loadAchTerms', apiError('RequestError', null)),
    );
  if (s.matches({ amount: 'loadingBank' }))
    out.push(
      done('loadBankAccounts', ACCOUNTS),
      fail('loadBankAccounts', apiError('RequestError', null)),
    );
  if (s.matches('nested')) {
    const next: FlowOutput = { application: nestedSaved(s), go: 'next' };
    const stay: FlowOutput = { application: null, go: 'stay' };
    out.push(done('flow', next), done('flow', stay), fail('flow', apiError('RequestError', null)));
  }
  const ui: AnyEventObject[] = [
    { type: 'flow.pick', id: 'method' },
    { type: 'flow.pick', id: 'amount' },
    { type: 'flow.forward' },
    { type: 'flow.skipTwo' },
    { type: 'flow.back' },
    { type: 'flow.back', steps: 2 },
    { type: 'wizard.back' },
    { type: 'wizard.skip' },
    { type: 'modal.confirm' },
    { type: 'modal.cancel' },
    { type: 'flow.linkExit', errorCode: null },
    { type: 'flow.linked', publicToken: 'public-sandbox', metadata: {} },
    { type: 'flow.search', query: 'Fidelity' },
    { type: 'flow.manual' },
    { type: 'flow.addressLookup', query: '1 Main' },
    { type: 'flow.addressPick', id: 'a1' },
    { type: 'agreement.view' },
    ...(s.matches('amount') ? [{ type: 'wizard.submit', values: { Amount: 100 } }] : []),
    ...(isIra(s)
      ? [
          { type: 'wizard.submit', values: { IRAFundingType: 'Rollover' } },
          { type: 'wizard.submit', values: { IRAFundingType: 'IRATransfer' } },
        ]
      : [
          { type: 'wizard.submit', values: { BankFundingType: 'Wire' } },
          { type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } },
        ]),
  ];
  return [...out, ...ui.filter((e) => s.can(e as never))];
}

const serialize = (s: Snap) => {
  const v = fundingEditViewOf(s);
  return `${s.status}|${JSON.stringify(s.value)}|${v.kind}|${v.method}|${v.amount}|${s.context.trail.join(',')}|${s.context.bankAccounts ? 'b' : ''}${s.context.achTermsHtml !== null ? 't' : ''}|${s.context.formError ?? ''}|${Object.keys(s.context.fieldErrors).join(',')}`;
};

/**
 * An eventless transition was taken when its target was entered together with its source's parent
 * (the source is the parent's transient initial state: `nested.pick`, `amount.entering`).
 */
function alwaysTaken(prev: unknown, next: unknown, seen: Seen) {
  const before = new Set(prev ? nodesOf(prev).map((n) => n.id) : []);
  const entered = new Set(
    nodesOf(next)
      .map((n) => n.id)
      .filter((id) => !before.has(id)),
  );
  const visit = (node: AnyStateNode) => {
    (node.always ?? []).forEach((t, i) => {
      const parent = node.parent?.id;
      if (parent && entered.has(parent) && t.target?.some((n) => entered.has(n.id))) {
        seen.transitions.add(transitionKey(node.id, 'always', i));
        seen.states.add(node.id);
      }
    });
    Object.values(node.states).forEach(visit);
  };
  visit(fundingEditMachine.root);
}

type Path = { state: Snap; steps: { state: Snap; event: AnyEventObject }[] };

describe('funding edit flow (@xstate/graph)', () => {
  const seen = seenSets();
  const logic = recordingLogic(fundingEditMachine, seen, {
    after: (prev, next) => alwaysTaken(prev, next, seen),
  });
  const starts: FlowInput[] = [
    inputOf(bankApp(null)),
    inputOf(bankApp('Wire')),
    inputOf(bankApp('ACHConnected', 250)),
    inputOf(bankApp('Check', 50, { IsAssisted: true }), true),
    inputOf(iraApp(null)),
    inputOf(iraApp('AnnualContribution', 1000)),
  ];
  const paths = starts.flatMap((input) => {
    const start = createActor(fundingEditMachine, { input }).getSnapshot();
    nodesOf(start).forEach((n) => seen.states.add(n.id));
    return getShortestPaths(
      logic as never,
      { fromState: start, events: eventsOf as never, serializeState: serialize as never } as never,
    ) as unknown as Path[];
  });

  it('visits every state node and every transition', () => {
    const all = inventory(fundingEditMachine.root, { always: true });
    const { missingStates, missingTransitions, line } = coverageOf(all, seen);
    console.info(`funding edit: ${paths.length} shortest paths; ${line}`);
    console.info(`funding edit transitions:\n  ${[...all.transitions].sort().join('\n  ')}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('every finished path stays on the review with the application, through closing (the re-read)', () => {
    const finished = paths.filter((p) => p.state.status === 'done');
    console.info(`funding edit: ${finished.length} finished paths`);
    expect(finished.length).toBeGreaterThan(10);
    for (const p of finished) {
      expect(p.state.output).toMatchObject({ go: 'stay' });
      expect(p.state.output!.application).not.toBeNull();
      expect(p.steps.at(-1)!.event.type).toMatch(/xstate\.(done|error)\.actor\.getApplication/);
    }
  });

  it('open and saving states name the fundingEdit modal, the nested state its flow; busy states carry the busy tag', () => {
    for (const p of paths)
      for (const { state } of p.steps) {
        if (state.status !== 'active') continue;
        const metas = Object.values(state.getMeta()) as { modal?: string; flow?: string }[];
        if (state.matches({ amount: { terms: 'failed' } }))
          expect(metas.map((m) => m.modal)).toEqual(['fundingEdit', 'achTermsFailed']);
        else if (state.matches({ amount: 'terms' }))
          expect(metas.map((m) => m.modal)).toEqual(['fundingEdit', 'achTerms']);
        else if (state.matches('nested'))
          expect(metas.map((m) => m.flow)).toContain(isIra(state) ? 'custodian' : 'bankLink');
        else if (state.matches('choice') || state.matches('method') || state.matches('amount')) {
          expect(metas.find((m) => m.modal)?.modal).toBe('fundingEdit');
          expect(fundingEditViewOf(state).step).toBe(stepOf(state));
        } else {
          expect(state.hasTag('busy')).toBe(true);
          // A step's save keeps the modal (and its form, with what was typed) open.
          if (state.matches('savingMethod') || state.matches('savingAmount'))
            expect(metas.find((m) => m.modal)?.modal).toBe('fundingEdit');
        }
      }
  });

  it('a sales-assisted session never reaches the bank link', () => {
    const assisted = paths.filter((p) => p.steps[0]?.state.context.mode.assisted);
    expect(assisted.length).toBeGreaterThan(0);
    for (const p of assisted)
      for (const { state } of p.steps) expect(state.matches('nested')).toBe(false);
  });
});

const stepOf = (s: Snap) =>
  s.matches('choice') ? 'choice' : s.matches('method') ? 'method' : 'amount';

// ---------------------------------------------------------------------------------------------
// Behaviour with fake actors and fake nested flows
// ---------------------------------------------------------------------------------------------

/** A nested flow: submit (the custodian's) or linked (the bank link's) finishes 'next' with `app`, cancel finishes 'stay'; it records what it was given. */
function fakeNested(app: Application, seen: { inputs: FlowInput[]; events: string[] }) {
  return setup({
    types: {
      input: {} as FlowInput,
      output: {} as FlowOutput,
      context: {} as { go: 'next' | 'stay'; input: FlowInput },
    },
  }).createMachine({
    context: ({ input }) => {
      seen.inputs.push(input);
      return { go: 'stay', input };
    },
    initial: 'open',
    states: {
      open: {
        meta: { modal: 'bankLink' },
        on: {
          'wizard.submit': {
            target: 'done',
            actions: [assign({ go: 'next' as const }), () => seen.events.push('wizard.submit')],
          },
          // The bank link's own finish (the custodian's is its submit).
          'flow.linked': {
            target: 'done',
            actions: [assign({ go: 'next' as const }), () => seen.events.push('flow.linked')],
          },
          'flow.linkExit': { actions: () => seen.events.push('flow.linkExit') },
          'modal.cancel': { target: 'done', actions: () => seen.events.push('modal.cancel') },
        },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => ({ application: context.go === 'next' ? app : null, go: context.go }),
  });
}

function run(
  application: Application,
  opts: { assisted?: boolean; failSave?: (i: SaveInput) => unknown; nestedApp?: Application } = {},
) {
  const saves: SaveInput[] = [];
  const calls: string[] = [];
  const nested = { inputs: [] as FlowInput[], events: [] as string[] };
  let failures = 0;
  const machine = fundingEditMachine.provide({
    actors: {
      saveStep: fromPromise<SaveOutput, SaveInput>(async ({ input }) => {
        saves.push(input);
        const err = opts.failSave?.(input);
        if (err && failures++ === 0) throw err;
        const app = input.application;
        const v = input.values;
        if (input.screen === 'fundAccount')
          return {
            application: {
              ...app,
              ApplicationFunding: {
                BankFundingType: BANK_FUNDING_TYPES[v.BankFundingType as 'Wire'],
                Amount: null,
              },
            },
            called: true,
          };
        if (input.screen === 'retirementFunding')
          return {
            application: withIraFunding(app, iraFunding(v.IRAFundingType as 'Rollover')),
            called: true,
          };
        if (input.screen === 'fundAmount')
          return {
            application: {
              ...app,
              ApplicationFunding: { ...app.ApplicationFunding!, Amount: Number(v.Amount) },
            },
            called: true,
          };
        return {
          application: withIraFunding(app, {
            ...app.IRAApplication!.IRAApplicationFundingResponse!,
            Amount: Number(v.Amount),
          }),
          called: true,
        };
      }),
      getApplication: fromPromise(
        async ({ input }: { input: { applicationUid: string | null } }) => {
          calls.push(`getApplication ${input.applicationUid}`);
          await Promise.resolve();
          // The re-read answers what the flow saved (its context once the subscribers saw it).
          return latest;
        },
      ),
      loadBankAccounts: fromPromise(async () => {
        calls.push('loadBankAccounts');
        return ACCOUNTS;
      }),
      loadAchTerms: fromPromise(async () => {
        calls.push('loadAchTerms');
        return '<h1>ACH transfer terms</h1>';
      }),
      bankLink: fakeNested(opts.nestedApp ?? bankApp('ACHConnected'), nested) as AnyStateMachine,
      custodian: fakeNested(
        opts.nestedApp ?? iraApp('IRATransfer', 500),
        nested,
      ) as AnyStateMachine,
    },
  });
  const actor = createActor(machine, { input: inputOf(application, opts.assisted) });
  let latest = application;
  actor.subscribe((s) => {
    latest = s.context.application;
  });
  actor.start();
  const until = (pred: (s: Snap) => boolean) =>
    waitFor(actor, pred as never, { timeout: 2000 }) as Promise<Snap>;
  const view = () => fundingEditViewOf(actor.getSnapshot());
  return { actor, saves, calls, nested, until, view };
}

describe('funding edit flow (behaviour)', () => {
  it('setup: no funding → setupTitle, "set deposit" refused without a method; Wire saved by the Fund account saver, then the amount by the amount saver, re-read, stay', async () => {
    const r = run(bankApp(null));
    expect(r.view()).toMatchObject({
      flow: 'fundingEdit',
      kind: 'bank',
      step: 'choice',
      titleKey: 'fundingEdit.setupTitle',
      method: null,
      amount: null,
      canGoBack: false,
    });
    r.actor.send({ type: 'flow.pick', id: 'amount' });
    expect(r.actor.getSnapshot().value).toBe('choice');
    r.actor.send({ type: 'flow.pick', id: 'method' });
    expect(r.view()).toMatchObject({ step: 'method', canGoBack: true });
    expect(r.view().methodStep.data).toMatchObject({
      methods: ['ACHConnected', 'Wire', 'Check', 'Cryptocurrency'],
      currency: 'USD',
    });
    r.actor.send({ type: 'wizard.submit', values: { BankFundingType: 'Wire' } });
    await r.until((s) => s.matches('amount'));
    expect(r.saves.map((s) => [s.screen, s.values])).toEqual([
      ['fundAccount', { BankFundingType: 'Wire' }],
    ]);
    expect(r.view()).toMatchObject({
      step: 'amount',
      method: 'Wire',
      titleKey: 'fundingEdit.setupTitle',
    });
    expect(r.view().amountStep).toEqual({
      data: { method: 'Wire', limit: null, currency: 'USD', bank: null, termsHtml: null },
      initial: { Amount: '', AutoDeposit: '' },
    });
    r.actor.send({ type: 'wizard.submit', values: { Amount: 1500 } });
    const out = await toPromise(r.actor);
    expect(r.saves.map((s) => s.screen)).toEqual(['fundAccount', 'fundAmount']);
    expect(r.calls).toEqual([`getApplication ${bankApp(null).ApplicationUid}`]);
    expect(out).toEqual({
      application: expect.objectContaining({
        ApplicationFunding: { BankFundingType: BANK_FUNDING_TYPES.Wire, Amount: 1500 },
      }),
      go: 'stay',
    });
  });

  it('change: method and amount saved → changeTitle; "edit deposit" goes straight to the amount with its prefill and limit', async () => {
    const r = run(bankApp('Check', 50));
    expect(r.view().titleKey).toBe('fundingEdit.changeTitle');
    r.actor.send({ type: 'flow.pick', id: 'amount' });
    await r.until((s) => s.matches({ amount: 'form' }));
    expect(r.view()).toMatchObject({ step: 'amount', canGoBack: true });
    expect(r.view().amountStep).toMatchObject({
      data: { method: 'Check', limit: SETTINGS.CheckDepositLimit },
      initial: { Amount: '50.00' },
    });
    expect(r.calls).toEqual([]);
  });

  it('a method without an amount is still the setup title; set deposit goes to the amount', () => {
    const r = run(bankApp('Wire'));
    expect(r.view().titleKey).toBe('fundingEdit.setupTitle');
    r.actor.send({ type: 'flow.pick', id: 'amount' });
    expect(r.view()).toMatchObject({ step: 'amount' });
  });

  it('sales-assisted: the method cards are wire and check; a bank link is refused in the flow, no nested flow', () => {
    const r = run(bankApp('Wire', 10, { IsAssisted: true }), { assisted: true });
    expect(r.view().assisted).toBe(true);
    r.actor.send({ type: 'flow.pick', id: 'method' });
    expect(r.view().methodStep.data).toMatchObject({ methods: ['Wire', 'Check'] });
    r.actor.send({ type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } });
    expect(r.actor.getSnapshot().value).toBe('method');
    expect(r.actor.getSnapshot().context.formError).toBe('bankLink.assistedRefused');
    expect(r.nested.inputs).toEqual([]);
    expect(r.saves).toEqual([]);
  });

  it('the bank link runs nested with the events forwarded; finished "next" → the ACH amount naming the linked bank', async () => {
    const r = run(bankApp('Wire', 10));
    r.actor.send({ type: 'flow.pick', id: 'method' });
    r.actor.send({ type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } });
    expect(r.actor.getSnapshot().matches({ nested: 'bankLink' })).toBe(true);
    expect(r.nested.inputs[0]).toMatchObject({
      choice: 'ACHConnected',
      applicationUid: bankApp(null).ApplicationUid,
    });
    r.actor.send({ type: 'flow.linkExit', errorCode: null });
    // Only the bank link's events reach it (FLOW_ACCEPTS.bankLink): a submit or a custodian search does not.
    r.actor.send({ type: 'wizard.submit', values: {} });
    r.actor.send({ type: 'flow.search', query: 'Fidelity' });
    r.actor.send({ type: 'flow.linked', publicToken: 'public-sandbox', metadata: {} } as never);
    expect(r.nested.events).toEqual(['flow.linkExit', 'flow.linked']);
    await r.until((s) => s.matches({ amount: 'form' }));
    expect(r.calls).toEqual(['loadBankAccounts']);
    expect(r.view()).toMatchObject({ method: 'ACHConnected', amount: null, canGoBack: true });
    expect(r.view().amountStep.data).toMatchObject({
      method: 'ACHConnected',
      limit: SETTINGS.AchDepositLimit,
      bank: { name: 'Liberty Federal Bank', last4: '5678' },
    });
    // back 2 → the choice; the trail is rebuilt from there.
    r.actor.send({ type: 'flow.back', steps: 2 });
    expect(r.view()).toMatchObject({ step: 'choice', canGoBack: false });
  });

  it('the ACH amount’s transfer terms open the viewer in the flow (loaded once); Accept and close return to the form', async () => {
    const r = run(bankApp('ACHConnected', 250));
    r.actor.send({ type: 'flow.pick', id: 'amount' });
    await r.until((s) => s.matches({ amount: 'form' }));
    expect(r.view().amountStep.data).toMatchObject({ termsHtml: null });
    r.actor.send({ type: 'agreement.view' });
    await r.until((s) => s.matches({ amount: { terms: 'shown' } }));
    expect(
      Object.values(r.actor.getSnapshot().getMeta()).map((m) => (m as { modal?: string }).modal),
    ).toEqual(['fundingEdit', 'achTerms']);
    expect(r.view().amountStep.data).toMatchObject({ termsHtml: '<h1>ACH transfer terms</h1>' });
    r.actor.send({ type: 'modal.confirm' });
    expect(r.actor.getSnapshot().matches({ amount: 'form' })).toBe(true);
    r.actor.send({ type: 'agreement.view' });
    expect(r.actor.getSnapshot().matches({ amount: { terms: 'shown' } })).toBe(true);
    // Closing the viewer is not closing the edit.
    r.actor.send({ type: 'modal.cancel' });
    expect(r.actor.getSnapshot().matches({ amount: 'form' })).toBe(true);
    expect(r.calls).toEqual(['loadBankAccounts', 'loadAchTerms']);
  });

  it('a cancelled bank link ("stay") returns to the method cards with nothing changed', async () => {
    const r = run(bankApp('Wire', 10));
    r.actor.send({ type: 'flow.pick', id: 'method' });
    r.actor.send({ type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } });
    r.actor.send({ type: 'modal.cancel' });
    await r.until((s) => s.matches('method'));
    expect(r.view()).toMatchObject({ step: 'method', method: 'Wire', amount: 10 });
    // The flow is still open: its own cancel closes it.
    expect(r.actor.getSnapshot().status).toBe('active');
  });

  it('IRA: the retirement funding cards and amount; a contribution offers its years; the transfer opens the custodian modal, which ends the edit', async () => {
    const r = run(iraApp('AnnualContribution', 1000));
    expect(r.view()).toMatchObject({
      kind: 'ira',
      titleKey: 'fundingEdit.changeTitle',
      method: 'AnnualContribution',
      amount: 1000,
    });
    expect(r.view().methodStep.data).toMatchObject({
      contributionLimit: SETTINGS.RegistrationContributionLimitAmount,
    });
    expect(r.view().amountStep.data).toMatchObject({
      kind: 'AnnualContribution',
      contributionLimit: SETTINGS.RegistrationContributionLimitAmount,
    });
    expect((r.view().amountStep.data.years as number[])[0]).toBe(new Date().getUTCFullYear());
    expect(r.view().amountStep.initial).toMatchObject({ Amount: '1000.00' });
    r.actor.send({ type: 'flow.pick', id: 'method' });
    r.actor.send({ type: 'wizard.submit', values: { IRAFundingType: 'IRATransfer' } });
    expect(r.actor.getSnapshot().matches({ nested: 'custodian' })).toBe(true);
    expect(r.nested.inputs[0]).toMatchObject({ choice: 'IRATransfer' });
    r.actor.send({ type: 'wizard.submit', values: {} });
    const out = await toPromise(r.actor);
    expect(r.saves).toEqual([]);
    expect(out.go).toBe('stay');
    expect(out.application?.IRAApplication?.IRAApplicationFundingResponse).toMatchObject({
      IRAFundingType: IRA_FUNDING_TYPES.IRATransfer,
      Amount: 500,
    });
  });

  it('a closed custodian modal ("stay") returns to the IRA funding cards with what it saved', async () => {
    const r = run(iraApp('Rollover', 10));
    r.actor.send({ type: 'flow.pick', id: 'method' });
    r.actor.send({ type: 'wizard.submit', values: { IRAFundingType: 'IRATransfer' } });
    r.actor.send({ type: 'modal.cancel' });
    await r.until((s) => s.matches('method'));
    expect(r.view()).toMatchObject({ step: 'method', kind: 'ira' });
    expect(r.actor.getSnapshot().status).toBe('active');
  });

  it('IRA setup: Rollover saved by the retirement funding saver, the amount by the retirement amount saver', async () => {
    const r = run(iraApp(null));
    expect(r.view()).toMatchObject({ kind: 'ira', titleKey: 'fundingEdit.setupTitle' });
    r.actor.send({ type: 'flow.pick', id: 'method' });
    r.actor.send({ type: 'wizard.submit', values: { IRAFundingType: 'Rollover' } });
    await r.until((s) => s.matches('amount'));
    expect(r.view().amountStep.data).toMatchObject({ kind: 'Rollover' });
    r.actor.send({ type: 'wizard.submit', values: { Amount: 2500 } });
    const out = await toPromise(r.actor);
    expect(r.saves.map((s) => s.screen)).toEqual(['retirementFunding', 'retirementAmount']);
    expect(out.application?.IRAApplication?.IRAApplicationFundingResponse).toMatchObject({
      IRAFundingType: IRA_FUNDING_TYPES.Rollover,
      Amount: 2500,
    });
  });

  it('back N over the trail: choice → method → amount, back 1 → method, the method again → amount, back 2 → choice; back from the deposit → choice', async () => {
    const r = run(bankApp('Wire', 10));
    r.actor.send({ type: 'flow.pick', id: 'method' });
    r.actor.send({ type: 'wizard.submit', values: { BankFundingType: 'Wire' } });
    await r.until((s) => s.matches('amount'));
    expect(r.actor.getSnapshot().context.trail).toEqual(['choice', 'method', 'amount']);
    r.actor.send({ type: 'flow.back' });
    expect(r.view().step).toBe('method');
    r.actor.send({ type: 'wizard.submit', values: { BankFundingType: 'Wire' } });
    await r.until((s) => s.matches('amount'));
    r.actor.send({ type: 'flow.back', steps: 2 });
    expect(r.view().step).toBe('choice');
    r.actor.send({ type: 'flow.pick', id: 'amount' });
    r.actor.send({ type: 'flow.back' });
    expect(r.view().step).toBe('choice');
    expect(r.actor.getSnapshot().context.trail).toEqual(['choice']);
  });

  it('errors stay in the flow: a refused amount shows under Amount, back clears it, a retry saves and closes', async () => {
    const r = run(bankApp('Check', 50), {
      failSave: (i) =>
        i.screen === 'fundAmount' ? apiError('AmountIsAboveMaximum', 'Amount') : null,
    });
    r.actor.send({ type: 'flow.pick', id: 'amount' });
    r.actor.send({ type: 'wizard.submit', values: { Amount: 99999 } });
    await r.until((s) => s.matches('amount') && Object.keys(s.context.fieldErrors).length > 0);
    expect(r.actor.getSnapshot().context.fieldErrors).toHaveProperty('Amount');
    expect(r.actor.getSnapshot().status).toBe('active');
    r.actor.send({ type: 'wizard.submit', values: { Amount: 75 } });
    const out = await toPromise(r.actor);
    expect(out.application?.ApplicationFunding?.Amount).toBe(75);
    expect(r.saves.map((s) => s.values.Amount)).toEqual([99999, 75]);
  });

  it('a refused method save stays on the method cards with the form error; Close re-reads and stays', async () => {
    const r = run(bankApp(null), {
      failSave: () => apiError('Order_AutomaticFundingNotEnabled', 'BankFundingType'),
    });
    r.actor.send({ type: 'flow.pick', id: 'method' });
    r.actor.send({ type: 'wizard.submit', values: { BankFundingType: 'Check' } });
    await r.until((s) => s.matches('method') && Object.keys(s.context.fieldErrors).length > 0);
    expect(r.actor.getSnapshot().context.fieldErrors).toHaveProperty('BankFundingType');
    r.actor.send({ type: 'flow.back' });
    expect(r.actor.getSnapshot().context.fieldErrors).toEqual({});
    r.actor.send({ type: 'modal.cancel' });
    const out = await toPromise(r.actor);
    expect(out).toMatchObject({ go: 'stay' });
    expect(r.calls).toHaveLength(1);
  });
});

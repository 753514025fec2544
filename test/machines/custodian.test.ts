/**
 * The IRA custodian flow (machines/funding/custodian.machine.ts; doc 3 §2.4 "IRA custodian modal,
 * six steps", §4, §5, §7, §8).
 *
 * Model-based (@xstate/graph): the machine walked with its actors replaced by the done / error events
 * fake actors answer (each save answers the application with that step's data saved), from an
 * application without IRA funding and from one whose transfer is fully saved with a manual
 * custodian; every state node and every transition must be visited (coverage printed).
 * Behaviour: the machine run with `custodianActors(fakeApi)` — the search / pick and manual branches
 * with their calls and bodies, create vs update vs no call, errors staying on the step's fields,
 * retry, every back-N link of the review, forward and skipTwo, close.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { custodianViewOf } from '../../machines/funding/custodian-view';
import {
  custodianActors,
  custodianMachine,
  stepSaved,
  type CustodianSnapshot,
} from '../../machines/funding/custodian.machine';
import type { FlowInput } from '../../machines/funding/flow-contract';
import { withIraFunding } from '../../machines/view/specs/retirement-funding';
import { ApiError } from '../../services/api/client';
import type { Application, IraApplicationFunding } from '../../services/api/contract';
import {
  custodianFakeApi,
  DIRECTORY,
  emptyTransfer,
  fullTransfer,
  iraApplication,
} from './custodian-fake-api';
import { coverageOf, inventory, nodesOf, recordingLogic, seenSets } from './coverage';
import { SETTINGS } from './fake-api';

type Snap = CustodianSnapshot;

const inputOf = (application: Application): FlowInput => ({
  applicationUid: application.ApplicationUid,
  application,
  settings: SETTINGS,
  choice: 'IRATransfer',
  mode: { assisted: false, aip: false },
});

// ---------------------------------------------------------------------------------------------
// Model-based coverage
// ---------------------------------------------------------------------------------------------

const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const fail = (id: string, errors: unknown[] = []): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 400, errors: errors as never }),
});
const funding = (app: Application) => app.IRAApplication?.IRAApplicationFundingResponse ?? null;
const patch = (app: Application, p: Partial<IraApplicationFunding>) =>
  withIraFunding(app, { ...(funding(app) ?? emptyTransfer()), ...p });

/** The application a fake save of the current step answers. */
function savedBy(s: Snap): Application {
  const app = s.context.application;
  if (s.matches('savingFundingType')) return patch(app, {});
  if (s.matches({ findCustodian: 'saving' }))
    return patch(app, { IRAFundingCustodianResponse: { ...DIRECTORY[0] } });
  if (s.matches({ manualCustodian: 'saving' }))
    return patch(app, { IRAFundingCustodianResponse: fullTransfer().IRAFundingCustodianResponse });
  if (s.matches({ accountNumber: 'saving' })) return patch(app, { AccountNumber: 'AB-1' });
  if (s.matches({ transferType: 'saving' })) return patch(app, { TransferType: 'PartialCash' });
  if (s.matches({ iraType: 'saving' })) return patch(app, { CustodianAccountType: 'Roth' });
  if (s.matches({ amount: 'saving' })) return patch(app, { Amount: 1000 });
  return app;
}

/** Delayed transitions of the active nodes (the search debounce). */
const delayed = (s: Snap): AnyEventObject[] =>
  nodesOf(s).flatMap((n) =>
    [...n.transitions.keys()].filter((k) => k.startsWith('xstate.after')).map((type) => ({ type })),
  );

const PICKED: AnyEventObject = {
  type: 'address.picked',
  address: {
    Street: '1 Elm St',
    AptOrSuite: '',
    City: 'Dallas',
    State: 'TX',
    PostalCode: '75201',
    CountryIso3Code: 'USA',
  },
};

function eventsOf(s: Snap): AnyEventObject[] {
  if (s.status !== 'active') return [];
  const app = s.context.application;
  const out: AnyEventObject[] = [done('loadStates', []), fail('loadStates')];
  if (s.matches('savingFundingType'))
    out.push(
      done('saveFundingType', { application: savedBy(s), called: true }),
      fail('saveFundingType'),
    );
  if (s.matches({ findCustodian: { browsing: 'loading' } }))
    out.push(
      done('searchCustodians', DIRECTORY.slice(0, 8)),
      done('searchCustodians', []),
      fail('searchCustodians'),
    );
  if (s.hasTag('busy') && !s.matches('savingFundingType') && !s.matches('closing')) {
    if (/saving/.test(JSON.stringify(s.value))) {
      out.push(
        done('saveCustodianStep', { application: savedBy(s), called: true }),
        fail('saveCustodianStep', [
          { Code: 'AccountNumberIsNotValid', Message: null, Context: 'AccountNumber' },
        ]),
      );
    } else out.push(done('getApplication', app), fail('getApplication'));
  }
  if (s.matches('closing')) out.push(done('refetchOnClose', app), fail('refetchOnClose'));
  const ui: AnyEventObject[] = [
    { type: 'wizard.submit', values: { AccountNumber: 'AB-1' } },
    { type: 'modal.confirm' },
    { type: 'modal.cancel' },
    { type: 'wizard.back' },
    ...[1, 2, 3, 4, 5].map((steps) => ({ type: 'flow.back', steps })),
    { type: 'flow.back' },
    { type: 'flow.forward' },
    { type: 'flow.skipTwo' },
    { type: 'flow.search', query: 'trust' },
    { type: 'flow.pick', id: 'c1' },
    { type: 'flow.pick', id: 'unknown' },
    { type: 'flow.manual' },
    { type: 'flow.addressLookup', query: '1 elm' },
    { type: 'flow.addressPick', id: 'sandbox:0' },
    { type: 'address.suggestions', items: [{ id: 'sandbox:0', label: '1 Elm St' }] },
    PICKED,
    ...delayed(s),
  ];
  return [...out, ...ui.filter((e) => s.can(e as never))];
}

const serialize = (s: Snap) => {
  const app = s.context.application;
  const saved = [1, 2, 3, 4, 5].map((n) => (stepSaved(app, n) ? 1 : 0)).join('');
  const manual = funding(app)?.IRAFundingCustodianResponse?.CustodianUid === null ? 'm' : 'd';
  return `${s.status}|${s.context.go}|${JSON.stringify(s.value)}|${saved}${manual}|${s.context.custodians.length}|${s.context.query}|${s.context.formError ?? ''}`;
};

describe('custodian flow (@xstate/graph)', () => {
  const seen = seenSets();
  const logic = recordingLogic(custodianMachine, seen);
  const starts = [iraApplication(), iraApplication(fullTransfer())];
  const paths = starts.flatMap((app) => {
    const start = createActor(custodianMachine, { input: inputOf(app) }).getSnapshot();
    nodesOf(start).forEach((n) => seen.states.add(n.id));
    return getShortestPaths(
      logic as never,
      { fromState: start, events: eventsOf as never, serializeState: serialize as never } as never,
    ) as unknown as {
      state: Snap;
      steps: { state: Snap; event: AnyEventObject }[];
    }[];
  });

  it('visits every state node and every transition', () => {
    const { missingStates, missingTransitions, line } = coverageOf(
      inventory(custodianMachine.root),
      seen,
    );
    console.info(`custodian: ${paths.length} shortest paths; ${line}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });

  it('every finished path ends with the flow output: Confirm goes next, close stays', () => {
    const finished = paths.filter((p) => p.state.status === 'done');
    const next = finished.filter((p) => p.state.output?.go === 'next');
    const stay = finished.filter((p) => p.state.output?.go === 'stay');
    console.info(
      `custodian: ${finished.length} finished paths (${next.length} confirmed, ${stay.length} closed)`,
    );
    expect(next.length).toBeGreaterThan(0);
    expect(stay.length).toBeGreaterThan(0);
    for (const p of next) {
      expect(p.steps.at(-1)!.event.type).toMatch(/wizard\.submit|modal\.confirm/);
      // Confirm is only on the review, which is reached with every step saved.
      expect([1, 2, 3, 4, 5].every((n) => stepSaved(p.state.context.application, n))).toBe(true);
    }
    for (const p of stay) expect(p.steps.some((st) => st.event.type === 'modal.cancel')).toBe(true);
  });

  it('every state but the final one names the custodian modal and a step 1–6 in its meta', () => {
    const seen = new Set<string>();
    for (const p of paths)
      for (const { state } of p.steps) {
        if (state.status !== 'active' || state.matches('closing')) continue;
        const metas = Object.values(state.getMeta()) as { modal?: string; step?: number }[];
        const meta = metas.find((m) => m?.modal);
        expect(meta?.modal).toBe('custodian');
        expect(meta!.step).toBeGreaterThanOrEqual(1);
        expect(meta!.step).toBeLessThanOrEqual(6);
        expect(custodianViewOf(state).stepNumber).toBe(meta!.step);
        seen.add(JSON.stringify(state.value));
      }
    expect(seen.size).toBeGreaterThan(10);
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour with the real actors over a fake API
// ---------------------------------------------------------------------------------------------

function start(app: Application = iraApplication()) {
  const fake = custodianFakeApi(app);
  const actor = createActor(custodianMachine.provide({ actors: custodianActors(fake.api) }), {
    input: inputOf(app),
  });
  actor.start();
  const until = (pred: (s: Snap) => boolean) => waitFor(actor, pred, { timeout: 2000 });
  const idle = (value: Parameters<Snap['matches']>[0]) =>
    until((s) => s.matches(value) && !s.hasTag('busy'));
  return { fake, actor, until, idle, view: () => custodianViewOf(actor.getSnapshot()) };
}

async function toReview(r: ReturnType<typeof start>) {
  await r.idle({ findCustodian: { browsing: 'list' } });
  r.actor.send({ type: 'flow.pick', id: 'c3' });
  await r.idle('accountNumber');
  r.actor.send({ type: 'wizard.submit', values: { AccountNumber: 'AB-9' } });
  await r.idle('transferType');
  r.actor.send({ type: 'wizard.submit', values: { TransferType: 'PartialCash' } });
  await r.idle('iraType');
  r.actor.send({ type: 'wizard.submit', values: { AccountType: 'Traditional' } });
  await r.idle('amount');
  r.actor.send({ type: 'wizard.submit', values: { Amount: 1500 } });
  await r.idle('review');
}

describe('custodian flow behaviour', () => {
  it('search and pick: saves the IRATransfer type, lists 8, saves each step with a re-fetch after each, confirms with go next', async () => {
    const r = start();
    await r.idle({ findCustodian: { browsing: 'list' } });
    expect(r.fake.calls.find((c) => c.name.endsWith('IraFunding'))).toMatchObject({
      name: 'createIraFunding',
      json: { IRAFundingType: 1 },
    });
    expect(r.fake.calls.find((c) => c.name === 'applicationCustodians')?.query).toMatchObject({
      take: 8,
    });
    expect(r.view().custodians).toHaveLength(8);
    expect(r.view()).toMatchObject({
      step: 'findCustodian',
      stepNumber: 1,
      stepCount: 6,
      noMatch: false,
    });

    r.actor.send({ type: 'flow.search', query: 'nothing here' });
    await r.until(
      (s) =>
        s.matches({ findCustodian: { browsing: 'list' } }) &&
        s.context.query === 'nothing here' &&
        s.context.custodians.length === 0,
    );
    expect(r.view().noMatch).toBe(true);
    r.actor.send({ type: 'flow.search', query: 'custodian 3' });
    await r.until(
      (s) =>
        s.matches({ findCustodian: { browsing: 'list' } }) && s.context.custodians.length === 1,
    );

    const before = r.fake.calls.length;
    await toReview(r);
    const names = r.fake.names().slice(before);
    expect(names).toEqual([
      'createCustodianChoice',
      'getApplication',
      'createIraAccountNumber',
      'getApplication',
      'createIraTransferType',
      'getApplication',
      'createIraTransferAccountType',
      'getApplication',
      'createIraFundingAmount',
      'getApplication',
    ]);
    // From the list: the custodian's fields with AccountNumber null (#3 has no fax: Fax null, never its phone).
    expect(r.fake.calls.find((c) => c.name === 'createCustodianChoice')?.json).toMatchObject({
      CustodianUid: 'c3',
      Name: 'Custodian 3 Trust',
      AccountNumber: null,
      Fax: null,
    });
    expect(r.fake.calls.find((c) => c.name === 'createIraTransferAccountType')?.json).toEqual({
      IRAAccountType: 'Traditional',
    });
    expect(r.fake.calls.find((c) => c.name === 'createIraFundingAmount')?.json).toEqual({
      Amount: 1500,
      ContributionYear: null,
    });
    expect(r.view().review).toMatchObject({
      name: 'Custodian 3 Trust',
      accountNumber: 'AB-9',
      transferType: 'PartialCash',
      amount: 1500,
    });

    r.actor.send({ type: 'wizard.submit', values: {} });
    await r.until((s) => s.status === 'done');
    expect(r.actor.getSnapshot().output).toMatchObject({ go: 'next' });
    expect(funding(r.actor.getSnapshot().output!.application!)?.AccountNumber).toBe('AB-9');
  });

  it('updates what is saved and makes no call for unchanged data (doc 3 §4)', async () => {
    const r = start(iraApplication(fullTransfer()));
    await r.idle({ findCustodian: { browsing: 'list' } });
    expect(r.fake.names()).not.toContain('createIraFunding'); // the type is already IRATransfer
    r.actor.send({ type: 'flow.pick', id: 'c2' });
    await r.idle('accountNumber');
    r.actor.send({ type: 'wizard.submit', values: { AccountNumber: 'AB-123' } }); // unchanged
    await r.idle('transferType');
    r.actor.send({ type: 'wizard.submit', values: { TransferType: 'PartialCash' } });
    await r.idle('iraType');
    const names = r.fake.names();
    expect(names).toContain('updateCustodianChoice');
    expect(names).not.toContain('createIraAccountNumber');
    expect(names).not.toContain('updateIraAccountNumber');
    expect(names).toContain('updateIraTransferType');
  });

  it('manual custodian: the form saves {Name, Address USA, Phone, Fax} and a server phone error lands on CustodianPhone', async () => {
    const r = start();
    await r.idle({ findCustodian: { browsing: 'list' } });
    r.actor.send({ type: 'flow.manual' });
    await r.idle('manualCustodian');
    expect(r.actor.getSnapshot().hasTag('leaveWarning')).toBe(true);
    expect(r.view().states.map((s) => s.Code)).toEqual(['TX', 'NY']);
    expect(r.fake.calls.find((c) => c.name === 'states')?.query).toEqual({ stateListType: 2 });
    r.fake.failNext(
      'createCustodianChoice',
      new ApiError({
        status: 400,
        errors: [
          { Code: 'PhoneIsInvalid', Message: 'x', Context: 'Phone' },
          { Code: 'StateIsInvalid', Message: null, Context: 'Address.State' },
        ],
      }),
    );
    const values = {
      CustodianName: 'Acme IRA Trust',
      Street: '1 Elm St',
      City: 'Dallas',
      State: 'TX',
      PostalCode: '75201',
      CustodianPhone: '(214) 555-0101',
      CustodianFax: '214-555-0102',
    };
    r.actor.send({ type: 'wizard.submit', values });
    await r.idle({ manualCustodian: 'editing' });
    await r.until((s) => Object.keys(s.context.fieldErrors).length > 0);
    expect(r.view().fieldErrors).toEqual({
      CustodianPhone: 'fields.errors.validation.custodianPhoneIsInvalid',
      State: 'apiErrors.StateIsInvalid',
    });
    r.actor.send({ type: 'wizard.submit', values });
    await r.idle('accountNumber');
    expect(r.view().fieldErrors).toEqual({});
    const body = r.fake.calls.filter((c) => c.name === 'createCustodianChoice').at(-1)!.json;
    expect(body).toEqual({
      CustodianUid: null,
      Name: 'Acme IRA Trust',
      Address: {
        Street: '1 Elm St',
        AptOrSuite: null,
        City: 'Dallas',
        State: 'TX',
        PostalCode: '75201',
        CountryIso3Code: 'USA',
      },
      Phone: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2145550101', StateCode: null },
      Fax: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2145550102', StateCode: null },
    });
  });

  it('a server error on a step stays on that step with its field error; the retry goes on', async () => {
    const r = start();
    await r.idle({ findCustodian: { browsing: 'list' } });
    r.actor.send({ type: 'flow.pick', id: 'c1' });
    await r.idle('accountNumber');
    r.fake.failNext(
      'createIraAccountNumber',
      new ApiError({
        status: 400,
        errors: [{ Code: 'AccountNumberIsNotValid', Message: null, Context: 'AccountNumber' }],
      }),
    );
    r.actor.send({ type: 'wizard.submit', values: { AccountNumber: 'AB 1' } });
    await r.until(
      (s) => s.matches({ accountNumber: 'editing' }) && !!s.context.fieldErrors.AccountNumber,
    );
    expect(r.view()).toMatchObject({
      fieldErrors: { AccountNumber: 'apiErrors.AccountNumberIsNotValid' },
      formError: null,
      step: 'accountNumber',
    });
    r.fake.failNext(
      'createIraTransferType',
      new ApiError({
        status: 400,
        errors: [{ Code: 'FundingTypeIsNotDefined', Message: null, Context: 'IRAFundingType' }],
      }),
    );
    r.actor.send({ type: 'wizard.submit', values: { AccountNumber: 'AB-1' } });
    await r.idle('transferType');
    r.actor.send({ type: 'wizard.submit', values: { TransferType: 'Liquidate' } });
    await r.until((s) => s.matches({ transferType: 'editing' }) && s.context.formError !== null);
    expect(r.view().formError).toBe('apiErrors.FundingTypeIsNotDefined');
  });

  it('a failed funding-type save shows the error; Try again saves it', async () => {
    const fake = custodianFakeApi();
    fake.failNext(
      'createIraFunding',
      new ApiError({
        status: 400,
        errors: [{ Code: 'ApplicationIsCompleted', Message: null, Context: null }],
      }),
    );
    const app = iraApplication();
    const actor = createActor(custodianMachine.provide({ actors: custodianActors(fake.api) }), {
      input: inputOf(app),
    }).start();
    await waitFor(actor, (s) => s.matches('fundingTypeFailed'));
    expect(custodianViewOf(actor.getSnapshot())).toMatchObject({
      step: 'fundingType',
      formError: 'apiErrors.ApplicationIsCompleted',
    });
    actor.send({ type: 'wizard.submit', values: {} });
    await waitFor(actor, (s) => s.matches({ findCustodian: { browsing: 'list' } }));
  });

  it.each([
    [5, 'findCustodian'],
    [4, 'accountNumber'],
    [3, 'transferType'],
    [2, 'iraType'],
    [1, 'amount'],
  ] as const)('review edit link back %i steps goes to %s', async (steps, target) => {
    const r = start();
    await toReview(r);
    r.actor.send({ type: 'flow.back', steps });
    await r.idle(target);
    expect(r.view().stepNumber).toBe(6 - steps);
  });

  it('back 5 from the review of a manual custodian opens the manual form prefilled', async () => {
    const r = start(iraApplication(fullTransfer()));
    await r.idle({ findCustodian: { browsing: 'list' } });
    r.actor.send({ type: 'flow.skipTwo' });
    await r.idle('iraType');
    r.actor.send({ type: 'flow.forward' });
    await r.idle('amount');
    r.actor.send({ type: 'flow.forward' });
    await r.idle('review');
    expect(r.fake.names().filter((n) => n !== 'applicationCustodians' && n !== 'states')).toEqual(
      [],
    ); // nothing saved
    r.actor.send({ type: 'flow.back', steps: 5 });
    await r.idle('manualCustodian');
    r.actor.send({ type: 'wizard.back' });
    await r.idle('findCustodian');
  });

  it('forward and skipTwo are refused while the steps are not saved', async () => {
    const r = start();
    await r.idle({ findCustodian: { browsing: 'list' } });
    expect(r.view()).toMatchObject({ canForward: false, canSkipTwo: false, canBack: false });
    r.actor.send({ type: 'flow.pick', id: 'c1' });
    await r.idle('accountNumber');
    expect(r.view()).toMatchObject({ canForward: false, canSkipTwo: false, canBack: true });
    // The modal's Back (screens/flows/custodian-modal.tsx).
    r.actor.send({ type: 'wizard.back' });
    await r.idle('findCustodian');
    expect(r.view()).toMatchObject({ canForward: true, canSkipTwo: false });
    r.actor.send({ type: 'flow.forward' });
    await r.idle('accountNumber');
  });

  it('close re-fetches the application and ends with go stay', async () => {
    const r = start();
    await r.idle({ findCustodian: { browsing: 'list' } });
    r.actor.send({ type: 'flow.pick', id: 'c1' });
    await r.idle('accountNumber');
    const n = r.fake.names().length;
    r.actor.send({ type: 'modal.cancel' });
    await r.until((s) => s.status === 'done');
    expect(r.fake.names().slice(n)).toEqual(['getApplication']);
    const output = r.actor.getSnapshot().output!;
    expect(output.go).toBe('stay');
    expect(funding(output.application!)?.IRAFundingCustodianResponse?.Name).toBe(
      'Custodian 1 Trust',
    );
  });
});

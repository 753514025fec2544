/**
 * Model-based paths of every account kind's wizard (ARCHITECTURE.md Tests; doc 2 §2.2, doc 3
 * §2.2): @xstate/graph walks each wizard machine of the registry (the engine's one setup, the
 * kind's table) with the actors replaced by the done events a fake API would answer.
 *
 * Model 1 (forward): submit, skip, modal confirm and the done events of the save, record, delete
 * and accept actors. The save of each data-driven step answers one case per branch (identity
 * country USA or not for each person slot, each funding method of the table, each IRA funding
 * type), so the shortest paths cover every skip, dependent-skip and pre-skip branch; the visited
 * `meta.path` sequences must equal the kind's doc 2 §2.2 sequences (`*Sequences` of the tables).
 * Model 2 (navigation): model 1's events plus back, every step's URL, review edits, modal cancel,
 * the agreement viewer and the SSN help video, each offered only when `snapshot.can(event)`.
 * Together they must visit every state node of the wizard and every transition but the few
 * listed below (fallbacks the data never leads to); the output prints paths and coverage per kind.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateNode } from 'xstate';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import {
  RUNNABLE_WIZARDS,
  WIZARD_TABLES,
  type WizardId,
} from '../../machines/wizard-engine/registry';
import {
  createWizardMachine,
  type WizardMachine,
} from '../../machines/wizard-engine/wizard.machine';
import type { WizardInput } from '../../machines/wizard-engine/types';
import { businessSequences } from '../../machines/wizards/business.steps';
import { individualSequences } from '../../machines/wizards/individual.steps';
import { iraBusinessSequences } from '../../machines/wizards/ira-business.steps';
import { iraPersonalSequences } from '../../machines/wizards/ira-personal.steps';
import { jointSequences } from '../../machines/wizards/joint.steps';
import { metalStreamSequences } from '../../machines/wizards/metal-stream.steps';
import { metalOwnerSequences } from '../../machines/wizards/metal-owners.steps';
import type { StepDef } from '../../machines/wizards/step-table';
import { trustSequences } from '../../machines/wizards/trust.steps';
import { utmaSequences } from '../../machines/wizards/utma.steps';
import {
  fundingTypeOf,
  iraFundingTypeOf,
  personOf,
  withPerson,
  type PersonSlot,
} from '../../machines/wizards/walk';
import {
  BANK_FUNDING_TYPES,
  IRA_FUNDING_TYPES,
  type Application,
  type MetalProduct,
  type MetalStream,
  type Person,
} from '../../services/api/contract';
import { COUNTRIES, emptyIraFunding, SETTINGS } from './fake-api';
import { applicationOf, done, pathOf, stepOf, valueOf, type Snap } from './wizard-model';
import { FLOW_EVENT_TYPES } from '../../machines/funding/flow-contract';

const BANK_AMOUNT_PATHS = new Set([
  '/fund/account/ach',
  '/fund/account/wire',
  '/fund/account/check',
  '/fund/account/cryptocurrency',
]);

const OPTIONAL_PATHS = new Set(['/address/secondary/enter', '/address/minor/enter']);
const RETIREMENT_AMOUNT_PATHS = new Set([
  '/fund/retirement/rollover/amount',
  '/fund/retirement/contribution/amount',
]);

const SEQUENCES: Record<WizardId, Record<string, readonly string[]> | null> = {
  individual: individualSequences,
  business: businessSequences,
  trust: trustSequences,
  iraPersonal: iraPersonalSequences,
  iraBusiness: iraBusinessSequences,
  joint: jointSequences,
  utma: utmaSequences,
  metalStream: metalStreamSequences,
  metalStreamJoint: metalOwnerSequences.joint,
  metalStreamUtma: metalOwnerSequences.utma,
  metalStreamTrust: metalOwnerSequences.trust,
  metalStreamBusiness: metalOwnerSequences.business,
};

const withCountry = (app: Application, slot: PersonSlot, iso3: string): Application =>
  withPerson(app, slot, {
    ...(personOf(app, slot) as Person),
    PersonCountry: { CountryIso3Code: iso3, CountryIso2Code: null },
  });
const withSsn = (app: Application, slot: PersonSlot): Application =>
  withPerson(app, slot, { ...(personOf(app, slot) as Person), PersonSsn: { Ssn: '123-45-6789' } });

const NO_PROGRAMME: MetalStream = {
  Amount: null,
  Currency: 'USD',
  GoldPercentage: null,
  SilverPercentage: null,
  SymbolCodeGold: null,
  SymbolCodeSilver: null,
  SelectedGoldProduct: null,
  SelectedSilverProduct: null,
  BankAccountUid: null,
  UseAccountBalance: null,
};
const product = (metal: 'Gold' | 'Silver'): MetalProduct => ({
  ProductCode: `${metal}-1`,
  ProductCaption: `${metal} Eagle`,
  MetalType: metal,
  ProductKind: 'Coin',
  WeightOz: 1,
  Purity: 0.999,
  Locations: [
    {
      LocationType: 1,
      LocationName: 'NewYork',
      SymbolCode: `${metal.toUpperCase()}-NY`,
      PricePerOz: 10,
      PricePerUnit: 10,
    },
  ],
});
const withProgramme = (app: Application, over: Partial<MetalStream>): Application => ({
  ...app,
  MetalStream: { ...NO_PROGRAMME, ...app.MetalStream, ...over },
});

/** The save answers of a step: one application per branch the step's data can take. */
function saveCases(step: StepDef, app: Application): Application[] {
  switch (step.screen) {
    case 'identityCountry': {
      const slot = step.person ?? 'main';
      const cases = [withCountry(app, slot, 'USA'), withCountry(app, slot, 'FRA')];
      // doc 2 §4: a non-USA secondary holder passes the review only with an SSN on file (saved
      // before the citizenship changed, or by a sales agent); without one the review is a dead end.
      return slot === 'secondary'
        ? [...cases, withSsn(withCountry(app, slot, 'FRA'), slot)]
        : cases;
    }
    case 'ssn':
      // The SSN save answers the person with the SSN (the minor's is required by the review, doc 2 §4).
      return [withSsn(app, step.person ?? 'main')];
    case 'addressEnter': {
      const slot = step.person ?? 'main';
      const address = {
        Street: '1 Main St',
        AptOrSuite: null,
        City: 'Springfield',
        State: 'IL',
        PostalCode: '62701',
        CountryIso3Code: 'USA',
        CountryIso2Code: 'US',
      };
      return [
        withPerson(app, slot, { ...(personOf(app, slot) as Person), PersonAddress: address }),
      ];
    }
    case 'fundAccount':
      // Each method of the table; and an answer without a method (the routing's error fallback).
      return [
        ...Object.keys(step.next ?? {}).map((m) => ({
          ...app,
          ApplicationFunding: {
            BankFundingType: BANK_FUNDING_TYPES[m as keyof typeof BANK_FUNDING_TYPES],
            Amount: null,
          },
        })),
        { ...app, ApplicationFunding: null },
      ];
    case 'fundAmount':
      // The amount saved; and an answer without it (Review's 'Looks good' refused, doc 2 §4).
      return [100, null].map((Amount) => ({
        ...app,
        ApplicationFunding: {
          BankFundingType: app.ApplicationFunding?.BankFundingType ?? null,
          Amount,
        },
      }));
    case 'retirementAmount':
      return [100, null].map((Amount) => ({
        ...app,
        IRAApplication: {
          ...app.IRAApplication!,
          IRAApplicationFundingResponse: {
            ...app.IRAApplication!.IRAApplicationFundingResponse!,
            Amount,
          },
        },
      }));
    case 'retirementFunding':
      return [
        ...(Object.keys(IRA_FUNDING_TYPES) as (keyof typeof IRA_FUNDING_TYPES)[]).map((t) => ({
          ...app,
          IRAApplication: {
            ...app.IRAApplication!,
            IRAApplicationFundingResponse: emptyIraFunding(IRA_FUNDING_TYPES[t]),
          },
        })),
        { ...app, IRAApplication: { ...app.IRAApplication!, IRAApplicationFundingResponse: null } },
      ];
    // The recurring programme (doc 3 §2.3): the allocation's three shapes (both metals, 0 % silver,
    // 0 % gold), the chosen products, and manual or bank funding.
    case 'metalInvest':
      return [withProgramme(app, { Amount: 250 })];
    case 'metalAllocate':
      return [
        [0.5, 0.5],
        [1, 0],
        [0, 1],
      ].map(([GoldPercentage, SilverPercentage]) =>
        withProgramme(app, { GoldPercentage, SilverPercentage }),
      );
    case 'metalGold':
      return [
        withProgramme(app, { SymbolCodeGold: 'GOLD-NY', SelectedGoldProduct: product('Gold') }),
      ];
    case 'metalSilver':
      return [
        withProgramme(app, {
          SymbolCodeSilver: 'SILVER-NY',
          SelectedSilverProduct: product('Silver'),
        }),
      ];
    case 'metalFunding':
      return [
        withProgramme(app, { UseAccountBalance: true, BankAccountUid: null }),
        withProgramme(app, { UseAccountBalance: false, BankAccountUid: 'bank-1' }),
      ];
    default:
      return [app];
  }
}

/** The programme data the metal-stream branches, back targets and edit follow-ups read. */
const programmeKey = (app: Application) => {
  const m = app.MetalStream;
  return m
    ? `${m.GoldPercentage}/${m.SilverPercentage}${m.SelectedGoldProduct ? '+g' : ''}${m.SelectedSilverProduct ? '+s' : ''}${m.BankAccountUid ? '+b' : ''}`
    : '-';
};

/** A state value inside a step's child flow (`flow_<id>`, or `editFlow_<id>` opened from a review's edit modal). */
const IN_FLOW = /"(?:flow|editFlow)_/;
/** A state value while a child flow's chunk loads (`loadFlow_<id>`, `loadEditFlow_<id>`). */
const LOADING_FLOW = /"load(?:Edit)?Flow_/;

/** Model 1: the forward events of a state. */
function forwardEvents(wizard: WizardId, s: Snap): AnyEventObject[] {
  const v = valueOf(s);
  const app = s.context.application;
  const step = stepOf(wizard, s);
  // The edit modal (a child machine, covered by its own model below) ends saved or cancelled.
  if (v.includes('"editItem"'))
    return [done('editItem', { application: app }), done('editItem', { application: null })];
  if (v.includes('"saving"')) {
    return step
      ? saveCases(step, app).map((a) => done('saveStep', { application: a, called: true }))
      : [];
  }
  if (LOADING_FLOW.test(v)) return [done('loadFlows')];
  // A child flow (covered by its own model) ends with the application its step's save would give, or cancelled.
  if (IN_FLOW.test(v)) {
    return [
      ...(step
        ? saveCases(step, app).map((a) => done('flow', { application: a, go: 'next' }))
        : []),
      done('flow', { application: null, go: 'stay' }),
    ];
  }
  if (/"to_\w+"/.test(v)) return [done('recordStep')];
  if (v.includes('"deletingFunding"')) return [done('deleteFunding')];
  if (v.includes('"accepting"')) return [done('acceptAgreement')];
  if (v.includes('"skipConfirm"')) return [{ type: 'modal.confirm' }];
  if (v.includes('"viewer"'))
    return [done('loadAgreementHtml', '<p>terms</p>'), { type: 'modal.confirm' }];
  // The choices that open a child flow (StepDef.flows: the bank link, the custodian modal).
  const flowChoices = Object.keys(step?.flows?.open ?? {}).map((value) => ({
    type: 'wizard.submit',
    values: { [step!.flows!.field]: value },
  }));
  return [
    { type: 'wizard.submit', values: { agree: 'on', agreeAutoDeposit: 'on' } },
    ...flowChoices,
    { type: 'wizard.skip' },
  ].filter((e) => s.can(e as never));
}

const fail = (id: string): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error: { status: 400, errors: [] },
});

/** The failures of the actors a state runs (each returns to the form with the error). */
function failureEvents(s: Snap): AnyEventObject[] {
  const v = valueOf(s);
  if (v.includes('"saving"')) return [fail('saveStep')];
  if (/"to_\w+"/.test(v)) return [fail('recordStep')];
  if (v.includes('"deletingFunding"')) return [fail('deleteFunding')];
  if (v.includes('"accepting"')) return [fail('acceptAgreement')];
  if (v.includes('"loading"')) return [fail('loadAgreementHtml')];
  if (IN_FLOW.test(v)) return [fail('flow')];
  if (LOADING_FLOW.test(v)) return [fail('loadFlows')];
  return [];
}

/** The address form's lookup and states events, handled by the wizard wherever it is. */
const ADDRESS_EVENTS: AnyEventObject[] = [
  { type: 'address.country', country: 'CAN' },
  { type: 'states.loaded', country: 'USA', states: [] },
  { type: 'address.lookup', query: '1600 penn', country: 'USA' },
  { type: 'address.pick', id: 's1' },
  { type: 'address.suggestions', items: [] },
  {
    type: 'address.picked',
    address: {
      Street: '1600 Pennsylvania Ave NW',
      AptOrSuite: '',
      City: 'Washington',
      State: 'DC',
      PostalCode: '20500',
      CountryIso3Code: 'USA',
    },
  },
];

/** Model 2: model 1 plus back, URLs, review edits, cancels, the viewer and failures, where the state can take them. */
function navigationEvents(wizard: WizardId, s: Snap): AnyEventObject[] {
  const table = WIZARD_TABLES[wizard];
  // A URL change in a busy state is refused (a transition without target or action): offered unfiltered.
  // So is one while a child flow's modal is open.
  const refused: AnyEventObject[] =
    s.hasTag('busy') || IN_FLOW.test(valueOf(s))
      ? [{ type: 'url.changed', path: table[0].path }, { type: 'modal.cancel' }]
      : [];
  const extra: AnyEventObject[] = [
    ...ADDRESS_EVENTS,
    { type: 'wizard.back' },
    { type: 'modal.cancel' },
    { type: 'agreement.view' },
    // The programme's ACH terms viewer (doc 3 §2.5 'agreeAutoDeposit').
    { type: 'agreement.view', which: 'ach' },
    // The programme's metal-stream terms and conditions viewer (doc 3 §1, §2.5).
    { type: 'agreement.view', which: 'metal-stream' },
    { type: 'agreement.download' },
    // The SSN step's help video (doc 2 §2.4, §2.15): open, the player's events, a failure.
    ...['video.open', 'video.play', 'video.pause', 'video.ended', 'video.failed'].map((type) => ({
      type,
    })),
    done('loadLookups', {}),
    // A viewer's terms arriving (agreement-states.ts lookupViewer: shown; {} above is their call failing).
    done('loadLookups', {
      htmlAchAgreement: { Agreement: '<p>ACH terms</p>' },
      htmlMetalStreamAgreement: { Agreement: '<p>Metal Stream terms</p>' },
    }),
    ...table.map((st) => ({ type: 'url.changed', path: st.path })),
    ...[
      'name',
      'secondary.dob',
      'minor.ssn',
      'address',
      'funding',
      'ein',
      'metalAllocation',
      'metalSilver',
      'metalFunding',
    ].map((item) => ({ type: 'wizard.edit', item })),
    // The Overview's funding edit: the bank opens the bank link (doc 3 §2.3).
    ...(s.context.editing === 'metalFunding'
      ? [{ type: 'wizard.submit', values: { choice: 'bank' } }]
      : []),
    { type: 'wizard.submit', values: {} },
    // Handed to an open child flow.
    { type: 'modal.confirm' },
    { type: 'wizard.skip' },
    ...FLOW_EVENT_TYPES.map((type) => ({ type })),
    { type: 'wizard.submit', values: { agree: 'on' } },
  ];
  return [
    ...forwardEvents(wizard, s),
    ...failureEvents(s),
    ...refused,
    ...extra.filter((e) => s.can(e as never)),
  ];
}

function startSnapshot(wizard: WizardId, over: Partial<WizardInput> = {}): Snap {
  const input: WizardInput = {
    wizard,
    application: applicationOf(wizard),
    settings: SETTINGS,
    countries: COUNTRIES,
    brokerCode: 'HAA',
    furthestStep: null,
    requestedPath: null,
    startAt: null,
    sameAddress: {},
    ...over,
  };
  return createActor(createWizardMachine(wizard), { input }).getSnapshot() as Snap;
}

/** A state is its value plus the data the branches and guards read (the SSN: the review rule of doc 2 §4). */
const serialize = (s: Snap) => {
  const app = s.context.application;
  const countries = (['main', 'secondary', 'minor'] as const).map(
    (p) =>
      `${personOf(app, p)?.PersonCountry?.CountryIso3Code ?? '-'}${personOf(app, p)?.PersonAddress ? '+a' : ''}${personOf(app, p)?.PersonSsn?.Ssn ? '+s' : ''}`,
  );
  return `${valueOf(s)}|${countries.join(',')}|${fundingTypeOf(app)}:${app.ApplicationFunding?.Amount ?? ''}|${iraFundingTypeOf(app)}:${app.IRAApplication?.IRAApplicationFundingResponse?.Amount ?? ''}|${programmeKey(app)}|${s.context.furthestStep}|${s.context.editing}|${s.context.agreement.accepted}|${s.context.agreement.html !== null}`;
};

/** Every state node id and every transition (source id + event + index) of a machine. */
function inventory(machine: WizardMachine) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const walk = (node: AnyStateNode) => {
    states.add(node.id);
    for (const [event, list] of node.transitions)
      list.forEach((_, i) => transitions.add(`${node.id}|${event}|${i}`));
    (node.always ?? []).forEach((_, i) => transitions.add(`${node.id}|always|${i}`));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return { states, transitions };
}

type Nodes = { _nodes: AnyStateNode[] };
const nodesOf = (s: Snap): AnyStateNode[] => (s as unknown as Nodes)._nodes;

/**
 * Records what a traversal explores: every (state, event) pair @xstate/graph tries goes through
 * `transition`; its microsteps (`machine.microstep`, transient states included) give the state
 * nodes entered, and the transitions taken are the selected ones of the event
 * (`getTransitionData`) and, between later microsteps, the first eventless transition of the
 * previous microstep whose targets are all active in the next one.
 */
function recordingLogic(
  machine: WizardMachine,
  seenStates: Set<string>,
  seenTransitions: Set<string>,
): WizardMachine {
  const keyOf = (
    t: { source: AnyStateNode; eventType: string },
    list: readonly unknown[],
    tr: unknown,
  ) => `${t.source.id}|${t.eventType === '' ? 'always' : t.eventType}|${list.indexOf(tr)}`;
  type Selected = { source: AnyStateNode; eventType: string }[];
  type Inspected = { type: string; event?: unknown; _transitions?: Selected };
  type Scope = { system: { inspect: (observer: (e: Inspected) => void) => unknown } };
  const proxy = Object.create(machine) as WizardMachine;
  // One macrostep per (state, event) pair: `machine.microstep` runs it and answers its microsteps,
  // of which the last is what `machine.transition` answers (both are `macrostep(…)` in xstate); the
  // transitions its first microstep selected for the event (`getTransitionData(snapshot, event)`)
  // are read from the actor system's '@xstate.microstep' inspection event of that macrostep.
  const inspected = new WeakSet<object>();
  let capture: { event: AnyEventObject; selected: Selected | null } | null = null;
  proxy.transition = ((snapshot: Snap, event: AnyEventObject, scope: never) => {
    const { system } = scope as Scope;
    if (!inspected.has(system)) {
      inspected.add(system);
      system.inspect((e) => {
        if (
          capture?.selected === null &&
          e.type === '@xstate.microstep' &&
          e.event === capture.event
        )
          capture.selected = e._transitions ?? null;
      });
    }
    capture = { event, selected: null };
    const micro = machine.microstep(snapshot as never, event as never, scope) as unknown as Snap[];
    const selected =
      capture.selected ??
      (machine.getTransitionData(snapshot as never, event as never) as unknown as Selected);
    capture = null;
    for (const t of selected)
      seenTransitions.add(keyOf(t, t.source.transitions.get(t.eventType) ?? [], t));
    let prev = snapshot;
    for (const m of micro) {
      nodesOf(m).forEach((n) => seenStates.add(n.id));
      if (prev !== snapshot) {
        const nextIds = new Set(nodesOf(m).map((n) => n.id));
        for (const n of nodesOf(prev)) {
          const hit = (n.always ?? []).find(
            (t) =>
              (t.target ?? []).every((tn: AnyStateNode) => nextIds.has(tn.id)) &&
              (t.target?.length ?? 0) > 0,
          );
          if (hit) seenTransitions.add(`${n.id}|always|${(n.always ?? []).indexOf(hit)}`);
        }
      }
      prev = m;
    }
    return micro.length
      ? micro[micro.length - 1]
      : machine.transition(snapshot as never, event as never, scope);
  }) as never;
  return proxy;
}

/**
 * The navigation model's state: the value and the data the branch and back guards read; the
 * furthest step, the edited item and the agreement flags are left out (they multiply the states
 * without adding transitions: any reachable step is offered as a URL event anyway).
 */
const serializeNav = (s: Snap) => {
  const app = s.context.application;
  const countries = (['main', 'secondary', 'minor'] as const).map(
    (p) =>
      `${personOf(app, p)?.PersonCountry?.CountryIso3Code ?? '-'}${personOf(app, p)?.PersonAddress ? '+a' : ''}`,
  );
  const ira = app.IRAApplication?.IRAApplicationFundingResponse;
  return `${valueOf(s)}|${countries.join(',')}|${fundingTypeOf(app)}:${app.ApplicationFunding?.Amount ?? ''}|${iraFundingTypeOf(app)}:${ira?.Amount ?? ''}|${programmeKey(app)}|${s.context.wizard.startsWith('metalStream') && valueOf(s).includes('"editItem"') ? s.context.editing : ''}|${s.context.agreement.html !== null}`;
};

function runModel(
  wizard: WizardId,
  events: (s: Snap) => AnyEventObject[],
  seen = { states: new Set<string>(), transitions: new Set<string>() },
  serializeState: (s: Snap) => string = serialize,
  over: Partial<WizardInput> = {},
) {
  const machine = createWizardMachine(wizard);
  const logic = recordingLogic(machine, seen.states, seen.transitions);
  const start = startSnapshot(wizard, over);
  nodesOf(start).forEach((n) => seen.states.add(n.id));
  // The initial resolution (resume → the first step) is eventless: count it as taken.
  const paths = getShortestPaths(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    logic as any,
    {
      fromState: start,
      events: events as never,
      serializeState: serializeState as never,
    } as never,
  );
  return {
    machine,
    seen,
    paths: paths as unknown as { state: Snap; steps: { state: Snap; event: AnyEventObject }[] }[],
  };
}

/** The meta.path sequence a path visits up to the end of the wizard. */
function visited(steps: { state: Snap }[]): string[] {
  const out: string[] = [];
  for (const { state } of steps) {
    const p = pathOf(state);
    if (p && out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

describe.each(RUNNABLE_WIZARDS.map((w) => [w]))('%s wizard (@xstate/graph)', (wizard) => {
  const forward = runModel(wizard, (s) => forwardEvents(wizard, s));
  const finished = forward.paths.filter((p) => p.state.status === 'done');
  const sequences = finished.map((p) => visited(p.steps));
  const expected = Object.values(SEQUENCES[wizard] ?? {}).map((seq) => [...seq]);

  it('every doc 2 §2.2 sequence of the kind is a visited path, and every finished path is a listed sequence', () => {
    const distinct = new Set(sequences.map((s) => s.join(' → ')));
    console.info(
      `${wizard}: ${finished.length} shortest paths to the accepted agreement, ${distinct.size} distinct sequences`,
    );
    for (const seq of distinct) console.info(`  ${wizard}: ${seq}`);
    const key = (q: readonly string[]) => q.join(' → ');
    // The tables list each branch combination with one bank method; a visited sequence may use
    // any method of the table's Fund account there (doc 3 §2.4): compared with the method's
    // amount step folded into one placeholder.
    // Likewise the second person's address entry, which the same-address question's skip leaves out (doc 2 §2.2).
    const folded = (q: readonly string[]) =>
      key(
        q
          .filter((p) => !OPTIONAL_PATHS.has(p))
          .map((p) =>
            BANK_AMOUNT_PATHS.has(p)
              ? '/fund/account/<method>'
              : RETIREMENT_AMOUNT_PATHS.has(p)
                ? '/fund/retirement/<type>'
                : p,
          ),
      );
    const seen = new Set(sequences.map(key));
    const listed = new Set(expected.map(folded));
    expect(expected.map(key).filter((q) => !seen.has(q))).toEqual([]);
    expect(sequences.map(folded).filter((q) => !listed.has(q))).toEqual([]);
  });

  it('every move forward records the step it moves to (POST …/steps, doc 2 §2.1)', () => {
    for (const p of finished) {
      const recorded = p.steps.filter(
        (st) => st.event.type === 'xstate.done.actor.recordStep',
      ).length;
      expect(recorded).toBe(visited(p.steps).length - 1);
    }
  });

  // The programme with another owner kind (issue 21 item 9) is made of the metalStream wizard's
  // programme rows and the kind's own rows, both covered by their own navigation models; its
  // navigation model alone takes minutes per kind, so only its forward model runs here.
  it.skipIf(/^metalStream\w/.test(wizard))(
    'forward and navigation models together visit every state and transition',
    // ~50 s per wizard on a quiet 2-core machine; 230–340 s were seen at load 10.
    { timeout: 600_000 },
    () => {
      // doc 2 §2.19: the backup-withholding step runs only for a broker with IsIRSRequired — the
      // forward and navigation models once more with it on, into the same coverage.
      if (WIZARD_TABLES[wizard].some((st) => st.id === 'backupWithholding')) {
        const irs = { settings: { ...SETTINGS, IsIRSRequired: true } };
        runModel(wizard, (s) => forwardEvents(wizard, s), forward.seen, serialize, irs);
        runModel(wizard, (s) => navigationEvents(wizard, s), forward.seen, serializeNav, irs);
      }
      const nav = runModel(wizard, (s) => navigationEvents(wizard, s), forward.seen, serializeNav);
      const { states, transitions } = inventory(nav.machine);
      const seenStates = nav.seen.states;
      const seenTransitions = nav.seen.transitions;
      // Resume (doc 1 §4.7, §4.10): a wizard started with ApplicationStep at a step opens on it,
      // with startAt 'agreement' on the agreement; each start takes one `resume` branch.
      const resume = nav.machine.root.states.resume;
      for (const [i, t] of (resume.always ?? []).entries()) {
        const target = (t.target?.[0] as AnyStateNode | undefined)?.key;
        const step = WIZARD_TABLES[wizard].find((st) => st.id === target);
        const guard = typeof t.guard === 'object' ? (t.guard as { type: string }).type : t.guard;
        const at = startSnapshot(wizard, {
          ...(guard === 'startsAtAgreement' ? { startAt: 'agreement' as const } : {}),
          ...(guard === 'resumeAt' && step
            ? {
                application: { ...applicationOf(wizard), ApplicationStep: step.path },
                furthestStep: step.id,
              }
            : {}),
        });
        if (stepOf(wizard, at)?.id === target) {
          seenStates.add(resume.id);
          seenTransitions.add(`${resume.id}|always|${i}`);
        }
      }
      // Model 3 (issue 10): a sales agent's session on the review — its submit sends the
      // invitation (sent / failed modals), never the usual next step.
      const review = WIZARD_TABLES[wizard].find((st) => st.screen === 'review');
      if (review) {
        const assistedLogic = recordingLogic(nav.machine, seenStates, seenTransitions);
        getShortestPaths(
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          assistedLogic as any,
          {
            fromState: startSnapshot(wizard, {
              assisted: true,
              application: { ...applicationOf(wizard), ApplicationStep: review.path },
              furthestStep: review.id,
            }),
            events: [
              { type: 'wizard.submit', values: {} },
              done('sendInvitation'),
              fail('sendInvitation'),
              { type: 'modal.confirm' },
              { type: 'modal.cancel' },
              { type: 'url.changed', path: WIZARD_TABLES[wizard][0].path },
            ] as never,
            serializeState: serializeNav as never,
          } as never,
        );
      }
      const missingStates = [...states].filter((id) => !seenStates.has(id));
      const missingTransitions = [...transitions].filter(
        (t) => !seenTransitions.has(t) && !UNREACHABLE.some((re) => re.test(t)),
      );
      console.info(
        `${wizard}: ${nav.paths.length} navigation paths; states ${states.size - missingStates.length}/${states.size}, transitions ${transitions.size - missingTransitions.length}/${transitions.size}`,
      );
      if (missingStates.length || missingTransitions.length)
        console.info(`${wizard} not covered:`, missingStates, missingTransitions);
      expect(missingStates).toEqual([]);
      expect(missingTransitions).toEqual([]);
    },
  );
});

/**
 * Transitions no data leads through, excluded from the coverage assertion: the back fallback taken
 * only when the data is inconsistent with every predecessor (its index is the last of the list),
 * and the URL/viewer handlers refused in busy states (no-op lists).
 */
const UNREACHABLE: RegExp[] = [
  // The metal-stream application has no bank funding (its programme is MetalStream), so the
  // review's 'Looks good' is never refused (doc 2 §4 rules): the refusal branch is unreachable there.
  // (On the application review the agent's invitation branch comes first, issue 10: index 2.)
  /^metalStream\w*\.metalReview\.editing\|wizard\.submit\|1$/,
  /^metalStream\w*\.review\.editing\|wizard\.submit\|2$/,
];

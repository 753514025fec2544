/**
 * Generated paths (issue 13, `npm run test:paths`): @xstate/graph's shortest paths through each
 * account kind's wizard machine (machines/wizard-engine/, the kind's step table), with the save
 * answers varied on the branch screens a browser run can take — every funding method (wire, check,
 * cryptocurrency, 'do it later', the IRA rollover and annual contribution) and the choices that
 * open a child flow (StepDef.flows: the bank link 'ACHConnected' on Fund account, then the ACH
 * amount; the IRA transfer 'IRATransfer' through the custodian modal) — and US persons. A child
 * flow is a model step here: the wizard's flow state ends with the flow's output (the application
 * with the choice saved, `go: 'next'`); the browser run performs the flow's modal itself. Each finished path is a sequence of screens (meta.path) plus the state nodes
 * and transitions it passes (for the coverage table). Browser kinds (test/e2e/kinds.ts names) map
 * onto the wizards; the KYC branches come from the sandbox's identity rules (docs/sandbox.md):
 * a passing identity ends on the success page, last name 'Fail' on the documents hub.
 *
 * The metal-stream programme (/aip) is one more wizard per owner kind (just me, joint, UTMA, trust,
 * business — the card on /metal/owner, issue 21 item 9): its funding choices pass the same
 * screens, so it is one path each ('Programme', driven with manual funding). Individual and Joint
 * run once more on an IRS broker (LG), where backup withholding follows the SSN (doc 2 §2.19).
 * The CI sample takes every wizard, funding method, KYC branch, the backup-withholding step and an
 * IRA 'do it later' with its confirmation (doc 3 §2.4).
 *
 * Non-USA persons (NON_USA_OF): one path per wizard with the main person abroad, and on the joint
 * wizards the secondary owner abroad with a US or a foreign main owner (doc 2 §2.14).
 *
 * Not generated here (their own Playwright specs cover them): the flows' inner branches (search vs.
 * 'add manually', the widget's exits), the programme's metal-percentage skips.
 */
import { createActor, type AnyEventObject, type AnyStateNode } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import type { WizardId } from '../../machines/wizard-engine/registry';
import type { WizardInput } from '../../machines/wizard-engine/types';
import { createWizardMachine } from '../../machines/wizard-engine/wizard.machine';
import type { StepDef } from '../../machines/wizards/step-table';
import { personOf, withPerson, type PersonSlot } from '../../machines/wizards/walk';
import {
  BANK_FUNDING_TYPES,
  IRA_FUNDING_TYPES,
  type Application,
  type Person,
  type Settings,
} from '../../services/api/contract';
import { COUNTRIES, emptyIraFunding, SETTINGS } from '../machines/fake-api';
import { applicationOf, done, pathOf, stepOf, valueOf, type Snap } from '../machines/wizard-model';
import type { KindName } from '../e2e/kinds';
import type { MetalOwner } from '../e2e/metal';
import type { Detour } from './detours';

/**
 * A browser kind (test/e2e/kinds.ts KIND_CHOICES), or the programme's entry (/aip) with its owner
 * card on /metal/owner: 'aip' (just me), 'aipJoint', 'aipUtma', 'aipTrust', 'aipBusiness'.
 */
export type PathKind = KindName | 'aip' | 'aipJoint' | 'aipUtma' | 'aipTrust' | 'aipBusiness';

/** The owner card (src/i18n/en-metal.ts metalOwner.<owner>Title) a programme path chooses. */
export const OWNER_OF: Partial<Record<PathKind, MetalOwner>> = {
  aip: 'Individual',
  aipJoint: 'JointTenants',
  aipUtma: 'UTMA',
  aipTrust: 'Trust',
  aipBusiness: 'Business',
};

/** The browser kinds of each wizard (test/e2e/kinds.ts KIND_CHOICES; the programme at /aip). */
export const KINDS_OF: Partial<Record<WizardId, PathKind[]>> = {
  individual: ['individual'],
  joint: ['joint'],
  trust: ['trust'],
  business: ['business'],
  iraPersonal: ['roth', 'traditional'],
  iraBusiness: ['sep', 'simple'],
  utma: ['custodian', 'trustee'],
  metalStream: ['aip'],
  metalStreamJoint: ['aipJoint'],
  metalStreamUtma: ['aipUtma'],
  metalStreamTrust: ['aipTrust'],
  metalStreamBusiness: ['aipBusiness'],
};

/**
 * The kinds also run on a broker with IsIRSRequired on (LG in the sandbox, docs/sandbox.md), where
 * the backup-withholding step follows the SSN (doc 2 §2.19): one path each (the first without a
 * child flow), with id suffix '/lg'.
 */
export const IRS_KINDS: Partial<Record<WizardId, { kind: PathKind; broker: string }>> = {
  individual: { kind: 'individual', broker: 'LG' },
  joint: { kind: 'joint', broker: 'LG' },
};

/**
 * The non-USA identity countries each wizard's paths also take (doc 2 §2.14: any other country
 * goes to the skip path; for the secondary owner the dependent skip when the main owner is a US
 * person): the main person abroad; on the joint wizards also the secondary owner abroad with a US
 * main owner, and both abroad. One path each (the first without a child flow). UTMA has US persons
 * only (decisions.md 'doc 2 §2.2 vs §5'), so neither UTMA wizard is here.
 */
export const NON_USA_OF: Partial<Record<WizardId, Countries[]>> = {
  individual: [{ main: 'CAN' }],
  joint: [{ main: 'CAN' }, { secondary: 'CAN' }, { main: 'CAN', secondary: 'CAN' }],
  trust: [{ main: 'CAN' }],
  business: [{ main: 'CAN' }],
  iraPersonal: [{ main: 'CAN' }],
  iraBusiness: [{ main: 'CAN' }],
  metalStream: [{ main: 'CAN' }],
  metalStreamJoint: [{ main: 'CAN' }, { secondary: 'CAN' }, { main: 'CAN', secondary: 'CAN' }],
  metalStreamTrust: [{ main: 'CAN' }],
  metalStreamBusiness: [{ main: 'CAN' }],
};

/** A path id's tag for its non-USA persons, e.g. 'abroad-main-secondary'. */
export const countriesTag = (c: Countries) =>
  `abroad-${(Object.keys(c) as PersonSlot[]).filter((k) => c[k] && c[k] !== 'USA').join('-')}`;

/** The funding methods a browser path saves on the funding screen (no modal). */
export const BANK_METHODS = ['Wire', 'Check', 'Cryptocurrency'] as const;
export const IRA_METHODS = ['Rollover', 'AnnualContribution'] as const;

/**
 * The application a child flow hands back for `choice` (FlowOutput.application): the bank link
 * saves BankFundingType ACHConnected (the amount follows on /fund/account/ach); the custodian
 * modal saves the whole IRA transfer (doc 3 §2.4), after which the step routes to the review.
 */
function flowResult(app: Application, choice: string): Application {
  if (choice === 'ACHConnected')
    return {
      ...app,
      ApplicationFunding: { BankFundingType: BANK_FUNDING_TYPES.ACHConnected, Amount: null },
    };
  if (choice === 'IRATransfer')
    return {
      ...app,
      IRAApplication: {
        ...app.IRAApplication!,
        IRAApplicationFundingResponse: {
          IRAFundingType: IRA_FUNDING_TYPES.IRATransfer,
          Amount: 100,
          ContributionYear: null,
          TransferType: 'Liquidate',
          CustodianAccountType: 'Traditional',
          AccountNumber: 'A-1',
          IRAFundingCustodianResponse: null,
        },
      },
    };
  return app;
}

const patch = (app: Application, slot: PersonSlot, p: Partial<Person>) =>
  withPerson(app, slot, { ...(personOf(app, slot) as Person), ...p });

/**
 * The people's identity countries of a path (ISO3 per person slot; absent: USA, the select's
 * default, doc 2 §2.14).
 */
export type Countries = Partial<Record<PersonSlot, string>>;

/** The non-USA identity country the paths choose (the browser picks it by its English name). */
export const NON_USA = { CountryIso3Code: 'CAN', CountryIso2Code: 'CA', name: 'Canada' } as const;

/** The save answers of a step: one per branch a browser run takes. */
function saveCases(step: StepDef, app: Application, countries: Countries = {}): Application[] {
  const slot = step.person ?? 'main';
  switch (step.screen) {
    case 'identityCountry':
      return [
        patch(app, slot, {
          PersonCountry:
            countries[slot] === NON_USA.CountryIso3Code
              ? {
                  CountryIso3Code: NON_USA.CountryIso3Code,
                  CountryIso2Code: NON_USA.CountryIso2Code,
                }
              : { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
        }),
      ];
    case 'ssn':
      return [patch(app, slot, { PersonSsn: { Ssn: '123-45-6789' } })];
    case 'addressEnter':
      return [
        patch(app, slot, {
          PersonAddress: {
            Street: '1 Main St',
            AptOrSuite: null,
            City: 'Springfield',
            State: 'IL',
            PostalCode: '62701',
            CountryIso3Code: 'USA',
            CountryIso2Code: 'US',
          },
        }),
      ];
    case 'fundAccount':
      return BANK_METHODS.filter(
        (m) => typeof step.next === 'object' && step.next !== null && m in step.next,
      ).map((m) => ({
        ...app,
        ApplicationFunding: { BankFundingType: BANK_FUNDING_TYPES[m], Amount: null },
      }));
    case 'fundAmount':
      return [
        {
          ...app,
          ApplicationFunding: {
            BankFundingType: app.ApplicationFunding?.BankFundingType ?? null,
            Amount: 100,
          },
        },
      ];
    case 'retirementFunding':
      return IRA_METHODS.map((t) => ({
        ...app,
        IRAApplication: {
          ...app.IRAApplication!,
          IRAApplicationFundingResponse: emptyIraFunding(IRA_FUNDING_TYPES[t]),
        },
      }));
    case 'retirementAmount':
      return [
        {
          ...app,
          IRAApplication: {
            ...app.IRAApplication!,
            IRAApplicationFundingResponse: {
              ...app.IRAApplication!.IRAApplicationFundingResponse!,
              Amount: 100,
            },
          },
        },
      ];
    default:
      return [app];
  }
}

/**
 * The forward events of a state: the step's saves and submits, the choices that open a child flow
 * (StepDef.flows) and, in the flow's state, the flow finishing with its result.
 */
function forwardEvents(wizard: WizardId, s: Snap, countries: Countries): AnyEventObject[] {
  const v = valueOf(s);
  const app = s.context.application;
  const step = stepOf(wizard, s);
  const flows = step?.flows;
  // The flows chunk loads before the flow opens (machines/funding/flow-loader.ts).
  if (/"load(?:Edit)?Flow_/.test(v)) return [done('loadFlows')];
  const inFlow = /"flow_(\w+)"/.exec(v)?.[1];
  if (flows && inFlow) {
    // The choice that opened the flow (one per flow on a step, StepDef.flows.open).
    const choice = Object.entries(flows.open).find(([, id]) => id === inFlow)?.[0];
    return choice ? [done('flow', { application: flowResult(app, choice), go: 'next' })] : [];
  }
  if (v.includes('"saving"'))
    return step
      ? saveCases(step, app, countries).map((a) =>
          done('saveStep', { application: a, called: true }),
        )
      : [];
  if (/"to_\w+"/.test(v)) return [done('recordStep')];
  if (v.includes('"deletingFunding"')) return [done('deleteFunding')];
  if (v.includes('"accepting"')) return [done('acceptAgreement')];
  if (v.includes('"skipConfirm"')) return [{ type: 'modal.confirm' }];
  const opens = flows
    ? Object.keys(flows.open).map((value) => ({
        type: 'wizard.submit',
        values: { [flows.field]: value },
      }))
    : [];
  return [
    { type: 'wizard.submit', values: { agree: 'on', agreeAutoDeposit: 'on' } },
    { type: 'wizard.skip' },
    ...opens,
  ].filter((e) => s.can(e as never));
}

const serialize = (s: Snap) => {
  const app = s.context.application;
  return `${valueOf(s)}|${app.ApplicationFunding?.BankFundingType ?? '-'}:${app.ApplicationFunding?.Amount ?? ''}|${app.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType ?? '-'}:${app.IRAApplication?.IRAApplicationFundingResponse?.Amount ?? ''}|${s.context.furthestStep}`;
};

type Nodes = { _nodes: AnyStateNode[] };

/** One generated browser path. */
export interface GeneratedPath {
  /** Stable id, e.g. 'individual/check/pass'. */
  id: string;
  wizard: WizardId;
  /** The browser kind that takes it (test/e2e/kinds.ts), or 'aip' (the programme). */
  kind: PathKind;
  /**
   * 'ACHConnected' (the bank link, then the ACH amount) | 'Wire' | 'Check' | 'Cryptocurrency' |
   * 'Skip' | 'IRATransfer' (the custodian modal) | 'Rollover' | 'AnnualContribution'.
   */
  funding: string;
  /** The KYC branch: 'pass' (success page) or 'documents' (last name 'Fail', the documents hub). */
  kyc: 'pass' | 'documents';
  /** The wizard's screens in order (meta.path). */
  screens: string[];
  /** The wizard's state (its value) when each screen of `screens` was entered (issue 34 item 3). */
  screenStates: string[];
  /** The screens whose skip link ('wizard.skip') the plan takes, in order (issue 34 item 3). */
  skipped: string[];
  /** Wizard state node ids and transitions (source|event) the path passes. */
  states: string[];
  transitions: string[];
  /** The broker the applicant registers with (?brokerCode=); absent: the default (HAA). */
  broker?: string;
  /** The people's identity countries (doc 2 §2.14); absent: every person USA. */
  countries?: Countries;
  /**
   * Per screen of `screens`, the detours the browser takes there before going on (issue 34 item 1,
   * test/paths/detours.ts withDetours); absent: none.
   */
  detours?: ReadonlyArray<readonly Detour[]>;
}

/**
 * The second person's address entry, which the same-address answer shows or leaves out (doc 2
 * §2.20): left out of the comparison of a browser run with its generated path (as the machine
 * path tests fold it, test/machines/wizard-paths.test.ts).
 */
export const OPTIONAL_SCREENS = new Set(['/address/secondary/enter', '/address/minor/enter']);
export const folded = (screens: readonly string[]) =>
  screens.filter((s) => !OPTIONAL_SCREENS.has(s));

/** Every state node id and transition key (source|event) of a wizard machine. */
export function inventory(wizard: WizardId) {
  const machine = createWizardMachine(wizard);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const walk = (node: AnyStateNode) => {
    states.add(node.id);
    for (const [event] of node.transitions) transitions.add(`${node.id}|${event}`);
    if (node.always?.length) transitions.add(`${node.id}|always`);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return { states, transitions };
}

function fundingOf(screens: string[], app: Application): string {
  // The programme's funding (manual, the bank link or later) leaves the screens the same: one
  // path, driven with manual funding (test/e2e/metal.ts).
  if (screens.includes('/metal/funding')) return 'Programme';
  if (
    app.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType ===
    IRA_FUNDING_TYPES.IRATransfer
  )
    return 'IRATransfer';
  if (screens.includes('/fund/account/ach')) return 'ACHConnected';
  if (screens.includes('/fund/account/wire')) return 'Wire';
  if (screens.includes('/fund/account/check')) return 'Check';
  if (screens.includes('/fund/account/cryptocurrency')) return 'Cryptocurrency';
  if (screens.includes('/fund/retirement/rollover/amount')) return 'Rollover';
  if (screens.includes('/fund/retirement/contribution/amount')) return 'AnnualContribution';
  return 'Skip';
}

/**
 * Guards put in place of the wizard machine's own (`machine.provide({ guards })`): a test build
 * with a guard inverted proves that the paths are checked against the spec's sequences
 * (test/paths/spec-sequences.ts), not only against the machine they came from (issue 34 item 3).
 */
export type GuardOverrides = Record<string, (...args: never[]) => boolean>;

/** The generated paths of one wizard (distinct screen sequences, one per branch combination). */
export function wizardPaths(
  wizard: WizardId,
  settings: Settings = SETTINGS,
  guards?: GuardOverrides,
  countries: Countries = {},
): Omit<GeneratedPath, 'kind' | 'kyc' | 'id'>[] {
  const machine = guards
    ? createWizardMachine(wizard).provide({ guards } as never)
    : createWizardMachine(wizard);
  const input: WizardInput = {
    wizard,
    application: applicationOf(wizard),
    settings,
    countries: COUNTRIES,
    brokerCode: 'HAA',
    furthestStep: null,
    requestedPath: null,
    startAt: null,
    sameAddress: {},
  };
  const start = createActor(machine, { input }).getSnapshot() as Snap;
  const paths = getShortestPaths(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    machine as any,
    {
      fromState: start,
      events: ((s: Snap) => forwardEvents(wizard, s, countries)) as never,
      serializeState: serialize as never,
    } as never,
  ) as unknown as { state: Snap; steps: { state: Snap; event: AnyEventObject }[] }[];
  const seen = new Map<string, Omit<GeneratedPath, 'kind' | 'kyc' | 'id'>>();
  for (const p of paths) {
    if (p.state.status !== 'done') continue;
    const screens: string[] = [];
    const screenStates: string[] = [];
    const skipped: string[] = [];
    const states = new Set<string>();
    const transitions = new Set<string>();
    let prev: Snap | null = null;
    for (const { state, event } of p.steps) {
      if (event.type === 'wizard.skip' && screens.length) skipped.push(screens[screens.length - 1]);
      const path = pathOf(state);
      if (path && screens[screens.length - 1] !== path) {
        screens.push(path);
        screenStates.push(valueOf(state));
      }
      (state as unknown as Nodes)._nodes.forEach((n) => states.add(n.id));
      if (prev) {
        const taken = machine.getTransitionData(prev as never, event as never) as unknown as {
          source: AnyStateNode;
          eventType: string;
        }[];
        for (const t of taken) transitions.add(`${t.source.id}|${t.eventType || 'always'}`);
      }
      prev = state;
    }
    const funding = fundingOf(screens, p.state.context.application);
    // The IRA transfer and 'do it later' pass the same screens (the transfer ends in the modal).
    const key = `${funding} ${screens.join(' ')}`;
    if (!seen.has(key))
      seen.set(key, {
        wizard,
        funding,
        screens,
        screenStates,
        skipped,
        states: [...states],
        transitions: [...transitions],
      });
  }
  return [...seen.values()].sort((a, b) => a.funding.localeCompare(b.funding));
}

/** The funding methods that open a child flow (their browser run performs its modal). */
export const FLOW_METHODS = ['ACHConnected', 'IRATransfer'];

/**
 * Every generated path: each wizard's sequences × its browser kinds, the KYC branch 'pass'; plus
 * the documents branch of the KYC on each account kind's first path without a child flow.
 */
export function allPaths(guards?: GuardOverrides): GeneratedPath[] {
  const out: GeneratedPath[] = [];
  for (const [wizard, kinds] of Object.entries(KINDS_OF) as [WizardId, PathKind[]][]) {
    const seqs = wizardPaths(wizard, SETTINGS, guards);
    for (const kind of kinds)
      for (const s of seqs)
        out.push({ ...s, kind, kyc: 'pass', id: `${kind}/${s.funding.toLowerCase()}/pass` });
    const plain = seqs.find((s) => !FLOW_METHODS.includes(s.funding)) ?? seqs[0];
    // The programme's KYC is the same machine as the kinds' (its documents branch is theirs).
    if (plain && !wizard.startsWith('metalStream'))
      out.push({
        ...plain,
        kind: kinds[0],
        kyc: 'documents',
        id: `${kinds[0]}/${plain.funding.toLowerCase()}/documents`,
      });
  }
  for (const [wizard, variants] of Object.entries(NON_USA_OF) as [WizardId, Countries[]][]) {
    const kind = KINDS_OF[wizard]![0];
    for (const countries of variants) {
      const seqs = wizardPaths(wizard, SETTINGS, guards, countries);
      const plain = seqs.find((s) => !FLOW_METHODS.includes(s.funding)) ?? seqs[0];
      if (!plain) continue;
      out.push({
        ...plain,
        kind,
        kyc: 'pass',
        countries,
        id: `${kind}/${plain.funding.toLowerCase()}/pass/${countriesTag(countries)}`,
      });
    }
  }
  for (const [wizard, irs] of Object.entries(IRS_KINDS) as [
    WizardId,
    { kind: PathKind; broker: string },
  ][]) {
    const seqs = wizardPaths(wizard, { ...SETTINGS, IsIRSRequired: true }, guards);
    const plain = seqs.find((s) => !FLOW_METHODS.includes(s.funding)) ?? seqs[0];
    // A test build with a guard inverted may finish no path here (spec-sequences.test.ts).
    if (!plain) continue;
    out.push({
      ...plain,
      kind: irs.kind,
      kyc: 'pass',
      broker: irs.broker,
      id: `${irs.kind}/${plain.funding.toLowerCase()}/pass/${irs.broker.toLowerCase()}`,
    });
  }
  return out;
}

/**
 * The items a path covers: its wizard, funding method and KYC branch, the backup-withholding step
 * in its wizard (an IRS broker, doc 2 §2.19), an IRA wizard's funding method (each IRA wizard has
 * its own retirement screens, doc 3 §2.4: amount, custodian, 'do it later' with its confirmation)
 * and its people's identity countries.
 */
const itemsOf = (p: GeneratedPath) => [
  `w:${p.wizard}`,
  `f:${p.funding}`,
  `k:${p.kyc}`,
  ...(p.screens.includes('/secure/backup-withholding') ? [`b:${p.wizard}:backupWithholding`] : []),
  // Each IRA wizard's own funding screens (retirement amount, custodian, 'do it later').
  ...(p.wizard.startsWith('ira') ? [`f:${p.wizard}:${p.funding}`] : []),
  ...(p.countries ? [`c:${countriesTag(p.countries)}`] : []),
];

/**
 * The CI sample (deterministic): greedily, paths until every wizard, every funding method and
 * both KYC branches are taken once — at each turn the path with the rarest funding method not
 * taken yet (fewest paths among all have it: the programme, then the IRA transfer …), on a tie the
 * one adding the most new items (wizard, KYC branch), then the first in allPaths order (so the IRA
 * transfer is a personal IRA's). `limit` caps the count (PATHS_SAMPLE=<n>).
 */
export function samplePaths(all: GeneratedPath[], limit = Infinity): GeneratedPath[] {
  const count = new Map<string, number>();
  for (const x of all.flatMap(itemsOf)) count.set(x, (count.get(x) ?? 0) + 1);
  const need = new Set(count.keys());
  const chosen: GeneratedPath[] = [];
  while (need.size && chosen.length < limit) {
    let best: GeneratedPath | null = null;
    let gain = 0;
    let rarity = 0;
    for (const p of all) {
      if (chosen.includes(p)) continue;
      const fresh = itemsOf(p).filter((x) => need.has(x));
      const method = fresh.find((x) => x.startsWith('f:'));
      const r = method ? 1 / count.get(method)! : 0;
      if (r > rarity || (r === rarity && fresh.length > gain)) {
        best = p;
        gain = fresh.length;
        rarity = r;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const x of itemsOf(best)) need.delete(x);
  }
  return chosen;
}

/** Per wizard: states and transitions visited by `paths` out of the machine's. */
export function coverage(paths: GeneratedPath[]) {
  const wizards = [...new Set(paths.map((p) => p.wizard))];
  return wizards.map((wizard) => {
    const inv = inventory(wizard);
    const states = new Set(paths.filter((p) => p.wizard === wizard).flatMap((p) => p.states));
    const transitions = new Set(
      paths.filter((p) => p.wizard === wizard).flatMap((p) => p.transitions),
    );
    return {
      machine: `wizard ${wizard}`,
      states: [...inv.states].filter((s) => states.has(s)).length,
      totalStates: inv.states.size,
      transitions: [...inv.transitions].filter((t) => transitions.has(t)).length,
      totalTransitions: inv.transitions.size,
    };
  });
}

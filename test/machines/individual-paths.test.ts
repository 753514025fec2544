/**
 * Model-based paths of the Individual wizard (ARCHITECTURE.md Tests; doc 2 §2.2, doc 3 §2.2).
 *
 * xstate/graph walks the real root machine from the wizard's first step. Events are the
 * forward ones only (submit, skip, modal confirm) plus the done events of the invoked save,
 * record, delete and accept actors; back and URL events are left out, as are modal cancels and
 * review edits (they return to a state already visited). The identity save answers USA or a
 * non-USA country and the funding save Wire or Check, so the traversal covers every branch:
 * USA and non-USA, funding wire, check and skipped. The visited `meta.path` sequences must equal
 * `individualSequences` of the step table.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { appMachine, initialContext } from '../../machines/app.machine';
import { selectPath, type AppSnapshot } from '../../machines/selectors';
import { individualSequences, individualSteps } from '../../machines/wizards/individual.steps';
import { fundingTypeOf, identityCountryOf } from '../../machines/wizards/walk';
import { BANK_FUNDING_TYPES, type Application } from '../../services/api/contract';
import { APP_UID, COUNTRIES, emptyApplication, SETTINGS } from './fake-api';

const owner = {
  PersonUid: 'p1',
  PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
  PersonBirthday: null,
  PersonCountry: null,
  PersonSsn: null,
  Phone: null,
  PersonAddress: null,
};

function startState(): AppSnapshot {
  const context = {
    ...initialContext({ initialPath: '/secure', search: '', referrer: '' }),
    settings: SETTINGS,
    countries: COUNTRIES,
    applicationUid: APP_UID,
    requestedPath: null,
    application: emptyApplication({ IndividualApplication: { AccountType: null, Owner: owner } }),
  };
  // LOADING with the application fetched: its done event enters the wizard (and starts its invokes).
  return appMachine.resolveState({
    value: { session: 'anonymous', flow: { loading: 'fetching' } },
    context,
  }) as AppSnapshot;
}

const withCountry = (app: Application, iso3: string): Application => ({
  ...app,
  IndividualApplication: {
    AccountType: null,
    Owner: {
      ...(app.IndividualApplication?.Owner ?? owner),
      PersonCountry: { CountryIso3Code: iso3, CountryIso2Code: null },
    },
  },
});
const withFunding = (app: Application, type: 'Wire' | 'Check'): Application => ({
  ...app,
  ApplicationFunding: { BankFundingType: BANK_FUNDING_TYPES[type], Amount: null },
});

const valueString = (s: AppSnapshot) => JSON.stringify(s.value);
/** The wizard is built from data, so its state keys are not in the machine's static value type. */
const atStep = (s: AppSnapshot, step: string) =>
  valueString(s).includes(`"individual":{"${step}":`);
const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

/** The forward events the state accepts (no back, URL, cancel or edit events). */
function forwardEvents(state: AppSnapshot): AnyEventObject[] {
  const v = valueString(state);
  const app = state.context.application as Application;
  if (v.includes('"fetching"')) return [done('loadApplication', app)];
  if (v.includes('"saving"')) {
    const onIdentity = atStep(state, 'identity');
    const onFund = atStep(state, 'fund');
    if (onIdentity) {
      return [
        done('saveStep', { application: withCountry(app, 'USA'), called: true }),
        done('saveStep', { application: withCountry(app, 'FRA'), called: true }),
      ];
    }
    if (onFund) {
      return [
        done('saveStep', { application: withFunding(app, 'Wire'), called: true }),
        done('saveStep', { application: withFunding(app, 'Check'), called: true }),
      ];
    }
    const onAmount = atStep(state, 'fundWire') || atStep(state, 'fundCheck');
    if (onAmount) {
      const f = app.ApplicationFunding;
      return [
        done('saveStep', {
          application: {
            ...app,
            ApplicationFunding: { BankFundingType: f?.BankFundingType ?? null, Amount: 100 },
          },
          called: true,
        }),
      ];
    }
    return [done('saveStep', { application: app, called: true })];
  }
  if (/"to_\w+"/.test(v)) return [done('recordStep')];
  if (v.includes('"deletingFunding"')) return [done('deleteFunding')];
  if (v.includes('"accepting"')) return [done('acceptAgreement')];
  if (v.includes('"skipConfirm"')) return [{ type: 'modal.confirm' }];
  return [{ type: 'wizard.submit', values: { agree: 'on' } }, { type: 'wizard.skip' }];
}

const traversal = {
  fromState: startState(),
  events: forwardEvents,
  // A state is its value plus the data the branches read.
  serializeState: (s: AppSnapshot) =>
    `${valueString(s)}|${identityCountryOf(s.context.application)}|${fundingTypeOf(s.context.application)}`,
  toState: (s: AppSnapshot) => s.matches({ flow: 'kycProcessing' }),
};

/** The meta.path sequence a path visits, up to the agreement. */
function visited(steps: { state: AppSnapshot }[]): string[] {
  const out: string[] = [];
  for (const { state } of steps) {
    const p = selectPath(state);
    if (!p || !individualSteps.some((st) => st.path === p)) continue;
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

const expected = Object.values(individualSequences).map((seq) => [...seq]);

describe('Individual wizard paths (xstate/graph)', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const shortest = getShortestPaths(appMachine as any, traversal as any);
  const sequences = shortest.map((p) => visited(p.steps as { state: AppSnapshot }[]));

  it('enumerates one shortest path per branch combination and each equals a doc 2 §2.2 sequence', () => {
    console.info(`Individual wizard: ${shortest.length} shortest paths to KYC_PROCESSING`);
    // USA / non-USA × Wire / Check / skipped
    expect(shortest).toHaveLength(6);
    for (const seq of sequences) expect(expected).toContainEqual(seq);
    for (const seq of expected) expect(sequences).toContainEqual(seq);
  });

  it('covers USA and non-USA, and funding wire, check and skipped', () => {
    const ends = shortest.map((p) => {
      const s = p.state as AppSnapshot;
      return `${identityCountryOf(s.context.application)}:${fundingTypeOf(s.context.application) ?? 'skipped'}`;
    });
    expect(new Set(ends)).toEqual(
      new Set(['USA:Wire', 'USA:Check', 'USA:skipped', 'FRA:Wire', 'FRA:Check', 'FRA:skipped']),
    );
  });

  it('simple paths (phone skipped or saved) all visit a listed sequence', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const simple = getSimplePaths(appMachine as any, traversal as any);
    console.info(`Individual wizard: ${simple.length} simple paths to KYC_PROCESSING`);
    expect(simple.length).toBe(12);
    for (const p of simple)
      expect(expected).toContainEqual(visited(p.steps as { state: AppSnapshot }[]));
  });

  it('every step of the table is visited by some path, and every path records the steps it moves to', () => {
    const all = new Set(sequences.flat());
    for (const step of individualSteps) expect(all.has(step.path)).toBe(true);
    for (const p of shortest) {
      const recorded = p.steps.filter(
        (st) => st.event.type === 'xstate.done.actor.recordStep',
      ).length;
      // every move to a new step goes through POST …/steps: one record per visited step after the first
      expect(recorded).toBe(visited(p.steps as { state: AppSnapshot }[]).length - 1);
    }
  });

  it('the same machine runs a path with an actor (sanity check of the model)', () => {
    const actor = createActor(appMachine, {
      snapshot: startState() as never,
      input: { initialPath: '/', search: '', referrer: '' },
    });
    actor.start();
    const path = shortest.find(
      (p) => fundingTypeOf((p.state as AppSnapshot).context.application) === 'Check',
    )!;
    for (const step of path.steps)
      if (!step.event.type.startsWith('xstate.init')) actor.send(step.event as never);
    expect(actor.getSnapshot().matches({ flow: 'kycProcessing' })).toBe(true);
    actor.stop();
  });
});

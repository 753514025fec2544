/**
 * The wizard's child-flow hook (machines/funding/flow-contract.ts; doc 3 §2.4): a step's choice
 * named in its catalogue `flows` opens the flow as the wizard's 'flow' child instead of saving;
 * the screen's events reach the flow, the view shows the flow's modal, data and errors, URL
 * changes are refused and the page asks before unload while it is open; 'stay' returns to the
 * step, 'next' routes on by the step's links with the flow's application.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import type { FlowEvent, FlowInput, FlowOutput } from '../../machines/funding/flow-contract';
import { FLOWS } from '../../machines/funding/flows';
import { selectPath, selectScreen, wizardOf } from '../../machines/view/selectors';
import { withPerson } from '../../machines/wizards/walk';
import type { Application } from '../../services/api/contract';
import { memoryStorage } from '../../services/session-store';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';
import { waitFor } from './flow-wait';

/**
 * A one-screen flow in the bank link's place, on events the wizard forwards to it (FLOW_ACCEPTS.bankLink):
 * 'flow.linked' finishes with the input application funded by wire; cancel finishes unchanged.
 */
const testFlow = setup({
  types: {
    input: {} as FlowInput,
    context: {} as {
      app: Application;
      choice: string | null;
      fieldErrors: Record<string, string>;
      formError: string | null;
      errorFallbacks: Record<string, string>;
    },
    output: {} as FlowOutput,
  },
}).createMachine({
  context: ({ input }) => ({
    app: input.application,
    choice: input.choice,
    fieldErrors: {},
    formError: null,
    errorFallbacks: {},
  }),
  initial: 'open',
  states: {
    open: {
      meta: { modal: 'bankLink' },
      on: {
        'flow.linkExit': { actions: assign({ formError: 'apiErrors.BankNotFound' }) },
        'flow.linked': { target: 'linked' },
        'modal.cancel': { target: 'cancelled' },
      },
    },
    linked: {
      type: 'final',
      output: ({ context }) => ({
        application: { ...context.app, ApplicationFunding: { BankFundingType: 3, Amount: null } },
        go: 'next' as const,
      }),
    },
    cancelled: { type: 'final', output: () => ({ application: null, go: 'stay' as const }) },
  },
  output: ({ event }) => (event as unknown as { output: FlowOutput }).output,
});

const LINKED: Extract<FlowEvent, { type: 'flow.linked' }> = {
  type: 'flow.linked',
  publicToken: 'public-sandbox-1',
  institutionName: 'First Platypus Bank',
  accounts: [{ id: 'acc-1', name: 'Checking', mask: '0000' }],
};

const original = FLOWS.bankLink;
afterEach(() => {
  FLOWS.bankLink = original;
});

function atFund(): Application {
  const app = emptyApplication({ ApplicationType: 'Individual', ApplicationStep: '/fund/account' });
  return withPerson(app, 'main', {
    PersonUid: 'p-1',
    PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
    PersonBirthday: { DateOfBirth: '1980-05-17' },
    PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
    PersonSsn: { Ssn: '123-45-6789' },
    Phone: null,
    PersonAddress: {
      Street: '1 Main St',
      AptOrSuite: null,
      City: 'Springfield',
      State: 'IL',
      PostalCode: '62701',
      CountryIso3Code: 'USA',
      CountryIso2Code: 'US',
    },
  });
}

describe('a step opens its child flow (doc 3 §2.4)', () => {
  it('forwards events, shows the flow, refuses URL changes, warns on unload; stay and next', async () => {
    FLOWS.bankLink = {
      machine: testFlow,
      view: (snap) => ({ choice: (snap as { context: { choice: string | null } }).context.choice }),
      provide: () => testFlow,
    };
    const fake = createFakeApi({ application: atFund() });
    const storage = memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    const deps = fakeDeps(fake, storage);
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/fund/account', search: '', referrer: '', brokerCode: 'HAA' },
    });
    actor.start();
    await waitFor(actor, (s) => selectPath(s) === '/fund/account');

    actor.send({ type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } });
    expect(wizardOf(actor.getSnapshot())?.hasTag('busy')).toBe(true);
    // The flows chunk loads first (machines/funding/flow-loader.ts).
    await waitFor(actor, (s) => selectScreen(s).modal === 'bankLink');
    let view = selectScreen(actor.getSnapshot());
    expect(view.modal).toBe('bankLink');
    expect(view.data.flow).toEqual({ choice: 'ACHConnected' });
    expect(deps.leaveWarnings.active).toBe(1);
    expect(fake.calls.some((c) => c.name.includes('application-fundings'))).toBe(false);

    // The flow owns its errors; the screen shows them.
    actor.send({ type: 'flow.linkExit', errorCode: 'INSTITUTION_NOT_RESPONDING' });
    expect(selectScreen(actor.getSnapshot()).formError).toBe('apiErrors.BankNotFound');
    // A URL change while the modal is open is refused.
    actor.send({ type: 'url.changed', path: '/secure/name' });
    expect(selectPath(actor.getSnapshot())).toBe('/fund/account');

    actor.send({ type: 'modal.cancel' });
    await waitFor(actor, (s) => selectScreen(s).modal === null);
    expect(selectPath(actor.getSnapshot())).toBe('/fund/account');
    expect(deps.leaveWarnings.active).toBe(0);

    actor.send({ type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } });
    await waitFor(actor, (s) => selectScreen(s).modal === 'bankLink');
    actor.send(LINKED);
    await waitFor(actor, (s) => selectPath(s) === '/fund/account/wire');
    view = selectScreen(actor.getSnapshot());
    expect(view.modal).toBe(null);
    expect(deps.leaveWarnings.active).toBe(0);
    actor.stop();
  });
});

/**
 * PII redaction over every machine (issue 13): each statechart of the catalogue
 * (inspector/machine-catalogue.ts — the root, the entry, every wizard, bank link, custodian, funding edit,
 * edit item, KYC hub, document upload, webcam, hand-off, idle timer, locale) runs with an application full
 * of PII and stand-in actors that answer PII, and is sent every event it accepts carrying SSN, EIN,
 * password, name, date of birth and e-mail values. Every inspection event goes through the very
 * inspector the analyst mode uses (@statelyai/inspect's createInspector with `inspectorOptions`,
 * inspector/inspect.ts) into a capturing adapter: none of the raw values may appear in what the
 * adapter receives — while the raw inspection events did carry them (so the test can fail). The
 * root's persisted record and support snapshot are checked too.
 */
import { createInspector } from '@statelyai/inspect';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { inspectorOptions } from '../../inspector/inspect';
import { machineCatalogue } from '../../inspector/machine-catalogue';
import { createApp } from '../../src/app/create-app';
import { RUNNABLE_WIZARDS } from '../../machines/wizard-engine/registry';
import { withPerson } from '../../machines/wizards/walk';
import type { Application, Person } from '../../services/api/contract';
import { memoryStorage } from '../../services/session-store';
import { COUNTRIES, createFakeApi, emptyApplication, fakeDeps, SETTINGS } from './fake-api';

const SSN = '987-65-4321';
const EIN = '98-7654321';
const PASSWORD = 'Sup3r$ecretPw';
const FIRST = 'Zenobia';
const LAST = 'Quixotella';
const DOB = '1971-02-03';
const EMAIL = 'zq.private@example.org';
const PII = [SSN, '987654321', EIN, '987654321', PASSWORD, FIRST, LAST, DOB, EMAIL];
const leaks = (text: string) => PII.filter((p) => text.includes(p));

const owner: Person = {
  PersonUid: 'p-main',
  PersonName: { FirstName: FIRST, MiddleName: null, LastName: LAST, SuffixType: 0 },
  PersonBirthday: { DateOfBirth: DOB },
  PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
  PersonSsn: { Ssn: SSN },
  Phone: null,
  PersonAddress: null,
};
const piiApp = (over: Partial<Application> = {}): Application =>
  withPerson(emptyApplication({ IndividualApplication: null, ...over }), 'main', owner);

/** The PII every event carries (form values and the payload fields the machines read). */
const PII_VALUES = {
  Ssn: SSN,
  Ein: EIN,
  Password: PASSWORD,
  FirstName: FIRST,
  LastName: LAST,
  DateOfBirth: DOB,
  Email: EMAIL,
  Username: EMAIL,
};
const piiEvent = (type: string): AnyEventObject => ({
  type,
  values: PII_VALUES,
  ...PII_VALUES,
  query: `${FIRST} ${LAST}`,
  image: `data:image/png;base64,${FIRST}`,
  item: 'name',
  path: '/secure/name',
  institutionName: 'Liberty Federal Bank',
  accounts: [{ id: 'a1', name: `${FIRST} checking`, mask: '1234' }],
  publicToken: `public-${LAST}`,
  // The locale child's switch (machines/locale/): a language the broker offers.
  locale: 'es',
  offered: ['en', 'es'],
  file: new File([`${FIRST} ${LAST} ${SSN}`], `${LAST}-passport.png`, { type: 'image/png' }),
});

const UPLOAD_TARGET = {
  personTargetType: 0,
  documentType: 2,
  idvType: 'License',
  field: 'DocumentFront',
  caption: 'DriversLicense',
  accept: ['image/png'],
};

const KIND: Record<string, Partial<Application>> = {
  individual: { ApplicationType: 'Individual' },
  business: { ApplicationType: 'Corporate', AccountType: 'LimitedLiabilityCorporation' },
  trust: { ApplicationType: 'Corporate', AccountType: 'Trust' },
  iraPersonal: { ApplicationType: 'IRA', AccountType: 'Roth' },
  iraBusiness: { ApplicationType: 'IRA', AccountType: 'SEP' },
  joint: { ApplicationType: 'JointTenants', AccountType: 'Common' },
  utma: { ApplicationType: 'UTMA', AccountType: 'Custodian' },
  metalStream: { ApplicationType: 'Individual', RegistrationFlowType: 2 },
};

/** The input of each catalogue machine (the root runs through createApp below). */
function inputOf(name: string): unknown {
  const wizard = RUNNABLE_WIZARDS.find(
    (w) => name === `wizard-${w.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  );
  if (wizard)
    return {
      wizard,
      application: piiApp(KIND[wizard]),
      settings: SETTINGS,
      countries: COUNTRIES,
      brokerCode: 'HAA',
      furthestStep: null,
      requestedPath: null,
      startAt: null,
      sameAddress: {},
    };
  const flow = (choice: string) => ({
    applicationUid: 'app-1',
    application: piiApp({ ApplicationType: 'IRA', AccountType: 'Roth' }),
    settings: SETTINGS,
    choice,
    mode: { assisted: false, aip: false },
  });
  switch (name) {
    case 'bank-link':
      return flow('ACHConnected');
    case 'custodian':
      return flow('IRATransfer');
    case 'funding-edit':
      return flow('funding');
    case 'edit-item':
      return { item: 'name', application: piiApp(), countries: COUNTRIES, settings: SETTINGS };
    case 'kyc':
      return { applicationUid: 'app-1', application: piiApp(), resumePath: null };
    case 'document-upload':
    case 'webcam':
      return { applicationUid: 'app-1', target: UPLOAD_TARGET };
    case 'handoff':
      return { token: 'tok-1' };
    case 'closing':
      // KYC_PROCESSING with the application (machines/closing/closing-types.ts ClosingInput).
      return {
        start: 'kycProcessing',
        applicationUid: 'app-1',
        application: piiApp(),
        settings: SETTINGS,
        search: '',
        mode: { kind: 'normal' },
        requestedPath: null,
      };
    case 'locale':
      return { locale: 'en' };
    case 'password-reset':
      return {}; // RESET_PASSWORD, where the new password is typed
    case 'entry':
      // BASE with the e-mail of the query and an application loaded (machines/entry/entry-types.ts).
      return {
        start: 'welcome',
        settings: SETTINGS,
        search: '',
        query: { email: EMAIL },
        referrer: '',
        brokerCode: 'HAA',
        fingerprint: null,
        mode: { kind: 'normal' },
        flowType: 1,
        email: EMAIL,
        kind: null,
        startingNew: false,
        trackingSent: false,
        applicationUid: 'app-1',
        tokenExp: null,
        application: piiApp(),
        basicAccount: null,
      };
    default:
      return undefined;
  }
}

/** Every event type a machine's transitions name (no xstate.* internals). */
function eventTypes(machine: AnyStateMachine): string[] {
  const out = new Set<string>();
  const walk = (node: AnyStateNode) => {
    for (const type of node.transitions.keys())
      if (!type.startsWith('xstate.') && type !== '*') out.add(type);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return [...out];
}

/** The analyst-mode inspector with a capturing adapter: what would leave the page. */
function capturingInspector() {
  const sent: unknown[] = [];
  const inspector = createInspector({ send: (e) => void sent.push(e) }, inspectorOptions as never);
  const raw: InspectionEvent[] = [];
  return {
    sent,
    raw,
    observer: {
      next(e: InspectionEvent) {
        raw.push(e);
        inspector.inspect.next?.(e);
      },
    },
  };
}

const rawText = (events: InspectionEvent[]) =>
  JSON.stringify(
    events.map((e) => ({
      event: (e as { event?: unknown }).event,
      snapshot: (e as { snapshot?: { context?: unknown } }).snapshot?.context,
    })),
    (_k, v) => (typeof v === 'object' && v && 'send' in v ? '[actor]' : v),
  );
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

/** Stand-ins for every actor: they answer PII (the application, form values, a token). */
function piiActors(machine: AnyStateMachine) {
  const names = Object.keys(machine.implementations.actors ?? {});
  return Object.fromEntries(
    names.map((n) => [
      n,
      fromPromise(async () => ({
        application: piiApp(),
        values: PII_VALUES,
        go: 'next',
        called: true,
        JwtToken: `eyJhbGciOiJIUzI1NiJ9.${FIRST}.sig`,
        ...PII_VALUES,
      })),
    ]),
  );
}

describe('PII redaction over every machine (inspector events)', () => {
  const catalogue = machineCatalogue().filter((e) => e.name !== 'app');

  it.each(catalogue.map((e) => [e.name, e] as const))('%s', async (_name, entry) => {
    const cap = capturingInspector();
    // The entry machine runs without its parent: its reports to the root are no-ops here.
    const parentless =
      entry.name === 'entry'
        ? { raiseLoggedIn: () => {}, tellApplicationDeleted: () => {}, tellFlowType: () => {} }
        : {};
    const machine = entry.machine.provide({
      actors: piiActors(entry.machine),
      actions: parentless,
    } as never);
    const actor = createActor(machine, {
      input: inputOf(entry.name) as never,
      inspect: cap.observer,
    });
    actor.subscribe({ error: () => {} });
    actor.start();
    const types = eventTypes(entry.machine);
    for (let round = 0; round < 3; round += 1) {
      for (const type of types) {
        if (actor.getSnapshot().status !== 'active') break;
        const event = piiEvent(type);
        if (!actor.getSnapshot().can(event as never)) continue;
        actor.send(event as never);
        await tick(2);
      }
    }
    await tick(60); // the inspector forwards on an idle callback
    actor.stop();
    expect(cap.raw.length).toBeGreaterThan(3);
    expect(
      leaks(rawText(cap.raw)).length,
      'the run carried PII (the test can fail)',
    ).toBeGreaterThan(0);
    expect(cap.sent.length).toBeGreaterThan(3);
    const leaked = cap.sent.filter((e) => leaks(JSON.stringify(e)).length);
    expect(leaks(JSON.stringify(cap.sent)), JSON.stringify(leaked[0])?.slice(0, 1500)).toEqual([]);
  });

  it('the root: inspection events, the persisted record and the support snapshot of a run with PII', async () => {
    const cap = capturingInspector();
    const fake = createFakeApi({ application: piiApp(), usernames: [EMAIL] });
    const storage = memoryStorage();
    const app = createApp({
      input: { initialPath: '/', search: `?email=${EMAIL}`, referrer: '', brokerCode: 'HAA' },
      storage,
      deps: fakeDeps(fake, storage),
      inspect: cap.observer,
    });
    await tick(30);
    app.actor.send(piiEvent('wizard.submit') as never);
    await tick(30);
    app.actor.send({ type: 'wizard.submit', values: { Username: EMAIL, Password: PASSWORD } });
    await tick(80);
    for (const type of eventTypes(machineCatalogue()[0].machine)) {
      const event = piiEvent(type);
      if (type.startsWith('session.') || type === 'app.serverError') continue;
      if (app.actor.getSnapshot().can(event as never)) {
        app.actor.send(event as never);
        await tick(5);
      }
    }
    await tick(60);
    expect(leaks(rawText(cap.raw)).length).toBeGreaterThan(0);
    expect(cap.sent.length).toBeGreaterThan(10);
    expect(leaks(JSON.stringify(cap.sent))).toEqual([]);
    expect(leaks(JSON.stringify(storage.dump()['aow.FlowSnapshot'] ?? ''))).toEqual([]);
    expect(leaks(JSON.stringify(app.recorder.snapshot(app.actor)))).toEqual([]);
    app.actor.stop();
  });
});

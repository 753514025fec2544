import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { redactInspectionEvent } from '../../inspector/redact';
import {
  parsePersistedFlow,
  serializePersistedFlow,
  toPersistedFlow,
} from '../../inspector/persistence';
import { redact, redactContext, redactEvent, safePath } from '../../inspector/redact';
import { createEventRecorder, exportSession, importSession } from '../../inspector/replay';
import { initialContext } from '../../machines/app/entry-helpers';
import { createAppMachine } from '../../src/app/create-app';
import { viewContext } from '../../machines/view/selectors';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';

const SSN = '123-45-6789';
const app = emptyApplication({
  IndividualApplication: {
    AccountType: null,
    Owner: {
      PersonUid: 'p1',
      PersonName: { FirstName: 'Ada', MiddleName: 'B', LastName: 'Lovelace', SuffixType: 0 },
      PersonBirthday: { DateOfBirth: '1980-05-17' },
      PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
      PersonSsn: { Ssn: SSN },
      Phone: { Iso3CountryCode: 'USA', AreaCode: '', LocalNumber: '2025550143', StateCode: null },
      PersonAddress: {
        Street: '1 Main St',
        AptOrSuite: null,
        City: 'Albany',
        State: 'NY',
        PostalCode: '12207',
        CountryIso3Code: 'USA',
        CountryIso2Code: 'US',
      },
    },
  },
});
const PII = [
  SSN,
  'Lovelace',
  'Ada',
  '1980-05-17',
  '2025550143',
  '1 Main St',
  'Albany',
  '12207',
  'ada@example.com',
  'Secr3t!pw',
  'eyJhbGciOi',
];
const leaks = (x: unknown) => PII.filter((p) => JSON.stringify(x).includes(p));

describe('PII redaction (inspector)', () => {
  it('redacts every leaf whose key is not allow-listed', () => {
    const out = redact({
      Ssn: SSN,
      Ein: '12-3456789',
      Password: 'Secr3t!pw',
      JwtToken: 'eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.sig',
      nested: {
        DateOfBirth: '1980-05-17',
        Phone: { LocalNumber: '2025550143' },
        note: `ssn ${SSN}`,
        mail: 'ada@example.com',
      },
      ok: 'Individual',
      empty: null,
    }) as Record<string, unknown>;
    expect(out.Ssn).toBe('[redacted:string:11]');
    expect(out.Ein).toBe('[redacted:string:10]');
    expect(out.Password).toBe('[redacted:string:9]');
    expect(out.JwtToken).toBe('[redacted:string:35]');
    // Not allow-listed: a marker, even for a harmless value; allow-listed keys pass.
    expect(out.ok).toBe('[redacted:string:10]');
    expect(
      (redact({ ApplicationType: 'Individual' }) as { ApplicationType: string }).ApplicationType,
    ).toBe('Individual');
    expect(out.empty).toBeNull();
    expect(leaks(out)).toEqual([]);
  });

  it('reduces the context application to ids and drops the e-mail and usernames', () => {
    const ctx = {
      ...initialContext({ initialPath: '/', search: '?email=ada@example.com', referrer: '' }),
      application: app,
      email: 'ada@example.com',
      usernames: ['ada@example.com'],
    };
    const red = redactContext(ctx);
    expect(leaks(red)).toEqual([]);
    expect((red.application as unknown as { ApplicationUid: string }).ApplicationUid).toBe(
      app.ApplicationUid,
    );
  });

  it('redacts submitted values and actor outputs in events', () => {
    expect(
      leaks(
        redactEvent({
          type: 'wizard.submit',
          values: { Ssn: SSN, Password: 'Secr3t!pw', Month: 5 },
        }),
      ),
    ).toEqual([]);
    expect(redactEvent({ type: 'wizard.submit', values: { Ssn: SSN } })).toEqual({
      type: 'wizard.submit',
      values: { Ssn: '[redacted:string:11]' },
    });
    expect(
      leaks(
        redactEvent({
          type: 'xstate.done.actor.saveStep',
          output: { application: app, called: true },
        }),
      ),
    ).toEqual([]);
    expect(leaks(redactEvent({ type: 'xstate.done.actor.loadApplication', output: app }))).toEqual(
      [],
    );
  });

  it('leaves no PII in any inspection event of a real run', async () => {
    const fake = createFakeApi({ application: app, usernames: ['ada@example.com'] });
    const deps = fakeDeps(fake);
    const seen: unknown[] = [];
    const actor = createActor(createAppMachine(deps), {
      input: { initialPath: '/', search: '', referrer: '' },
      inspect: (ev) => seen.push(redactInspectionEvent(ev as unknown as { type: string })),
    });
    actor.start();
    await new Promise((r) => setTimeout(r, 20));
    actor.send({ type: 'wizard.submit', values: { Email: 'ada@example.com' } });
    await new Promise((r) => setTimeout(r, 20));
    actor.send({
      type: 'wizard.submit',
      values: { Username: 'ada@example.com', Password: 'Secr3t!pw' },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(JSON.stringify(viewContext(actor.getSnapshot()))).toContain('Lovelace'); // in memory …
    expect(seen.length).toBeGreaterThan(10);
    expect(
      leaks(
        seen.map((e) =>
          JSON.parse(
            JSON.stringify(e, (_k, v) =>
              typeof v === 'object' && v && 'send' in v ? '[actor]' : v,
            ),
          ),
        ),
      ),
    ).toEqual([]); // … never in what the inspector receives
    actor.stop();
  });
});

describe('persisted flow record', () => {
  it('keeps ids, flags and position only, and round-trips', () => {
    const ctx = {
      ...initialContext({ initialPath: '/', search: '', referrer: '' }),
      application: app,
      email: 'ada@example.com',
      applicationUid: app.ApplicationUid,
      furthestStep: 'dob',
    };
    const rec = toPersistedFlow(ctx, {
      session: 'authenticated',
      flow: { individual: { dob: 'editing' } },
    });
    expect(rec.position).toBe('individual.dob.editing');
    const raw = serializePersistedFlow(rec);
    expect(leaks(raw)).toEqual([]);
    expect(parsePersistedFlow(raw)).toEqual(rec);
  });

  it('discards other versions and malformed records', () => {
    expect(parsePersistedFlow(null)).toBeNull();
    expect(parsePersistedFlow('{')).toBeNull();
    expect(parsePersistedFlow(JSON.stringify({ v: 2 }))).toBeNull();
    const good = {
      v: 1,
      applicationUid: null,
      furthestStep: null,
      kind: null,
      startingNew: false,
      trackingSent: false,
      position: null,
      sameAddress: { secondary: true },
    };
    expect(parsePersistedFlow(JSON.stringify(good))).toEqual(good);
    expect(parsePersistedFlow(JSON.stringify({ ...good, furthestStep: SSN }))).toBeNull();
    expect(parsePersistedFlow(JSON.stringify({ ...good, extra: 'Lovelace' }))).toEqual(good);
    // Only the slots' booleans of the same-address answers survive (no text can ride along).
    expect(
      parsePersistedFlow(
        JSON.stringify({ ...good, sameAddress: { secondary: 'Lovelace', minor: false, x: true } }),
      )?.sameAddress,
    ).toEqual({ minor: false });
  });

  it('export / import keeps redacted external events only', () => {
    const rec = createEventRecorder(() => 0);
    rec.events.push({ at: 1, event: { type: 'wizard.submit', values: { Ssn: SSN } } });
    const json = exportSession(null, rec.events);
    expect(json).not.toContain(SSN);
    const back = importSession(json);
    expect(back.events).toEqual([
      { at: 1, event: { type: 'wizard.submit', values: { Ssn: '[redacted:string:11]' } } },
    ]);
    expect(() => importSession(JSON.stringify({ v: 9, events: [] }))).toThrow();
  });

  it('the running app writes the record with no PII', async () => {
    const fake = createFakeApi({ application: app });
    const storage = (await import('../../services/session-store')).memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    const { createApp } = await import('../../src/app/create-app');
    const { actor } = createApp({
      input: { initialPath: '/secure/dob', search: '', referrer: '' },
      storage,
      deps: { ...fakeDeps(fake, storage) },
    });
    await new Promise((r) => setTimeout(r, 50));
    const raw = storage.dump()['aow.FlowSnapshot'];
    expect(raw).toContain('"applicationUid"');
    expect(leaks(raw)).toEqual([]);
    actor.stop();
  });
});

describe('allow-list specifics (issue 20)', () => {
  it('paths keep their route words only: no query, no fragment, no hand-off token', () => {
    expect(safePath('/secure/identity/ssn?email=ada@example.com#x')).toBe('/secure/identity/ssn');
    expect(safePath('/kyc/handoff/hof_Zx81kQ2m')).toBe('/kyc/handoff/redacted');
    expect(safePath('/kyc/handoff/redacted')).toBe('/kyc/handoff/redacted');
    expect(safePath('/upgrade/8d1c77a0-1b2c-4d5e')).toBe('/upgrade/redacted');
    const e = redactEvent({ type: 'url.changed', path: '/kyc/handoff/hof_Zx81kQ2m?token=t0k' });
    expect(e).toEqual({ type: 'url.changed', path: '/kyc/handoff/redacted' });
  });

  it('a bank link, the upgrade and assisted modes and the hand-off answer leave only codes', () => {
    const text = JSON.stringify([
      redactEvent({
        type: 'flow.linked',
        publicToken: 'public-sandbox-91ab',
        institutionName: 'Liberty Federal Bank',
        accounts: [{ id: 'acc-1', name: 'Ada checking', mask: '4321' }],
      }),
      redactContext({
        mode: { kind: 'upgrade', accountUid: 'ACC-UID-77', accountCode: 'CODE-55' },
        other: { kind: 'assisted', logonUid: 'LOGON-9', username: 'agent7', brokerCode: 'HAA' },
        handoff: { Token: 'hof_secret', Url: 'https://x.example/kyc/handoff/hof_secret' },
        application: {
          ApplicationUid: 'app-1',
          AccountUid: 'ACC-UID-77',
          AccountNumber: '5551234',
        },
      }),
    ]);
    for (const secret of [
      'public-sandbox-91ab',
      'Liberty',
      'Ada checking',
      '4321',
      'ACC-UID-77',
      'CODE-55',
      'LOGON-9',
      'agent7',
      'hof_secret',
      '5551234',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('"kind":"upgrade"');
    expect(text).toContain('"brokerCode":"HAA"');
    expect(text).toContain('"ApplicationUid":"app-1"');
  });

  it('redacting twice gives the same result (the inspector sanitises, then serialises)', () => {
    const once = redactContext({ application: app, email: 'ada@example.com', step: 'dob' });
    expect(redactContext(once)).toEqual(once);
  });
});

describe('support snapshot of the phone hand-off page (issue 20)', () => {
  it('records the page path without its token', async () => {
    const fake = createFakeApi();
    const storage = (await import('../../services/session-store')).memoryStorage();
    const { createApp } = await import('../../src/app/create-app');
    const { actor, recorder } = createApp({
      input: { initialPath: '/kyc/handoff/hof_Secr3tToken', search: '?x=1', referrer: '' },
      storage,
      deps: { ...fakeDeps(fake, storage) },
    });
    await new Promise((r) => setTimeout(r, 50));
    const text = JSON.stringify(recorder.snapshot(actor));
    actor.stop();
    expect(text).not.toContain('hof_Secr3tToken');
    expect(text).toContain('"path":"/kyc/handoff/redacted"');
  });
});

/**
 * Support snapshot and replay (issue 13): a session recorded by the running app (createApp with
 * its recorder) over the in-memory API, downloaded as JSON, replays — with the recorded answers
 * in place of the API — to the same root state value, wizard state, screen, modal and path; the
 * file holds none of the applicant's PII.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/create-app';
import { selectPath, selectScreen, wizardOf } from '../../machines/view/selectors';
import { memoryStorage } from '../../services/session-store';
import { compareReplay, replaySupportSnapshot } from '../../inspector/replay-session';
import { parseSupportSnapshot, type SupportSnapshot } from '../../inspector/support-snapshot';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';
import { flowBusy, waitFor } from './flow-wait';

const PII = [
  'new@example.com',
  'Passw0rd!',
  'Lovelace',
  '123-45-6789',
  '1 Main St',
  'Albany',
  '12207',
  'eyJhbGciOi',
  '8675309',
];
const leaks = (x: unknown) => PII.filter((p) => JSON.stringify(x).includes(p));

type App = ReturnType<typeof createApp>;
const settled = (app: App) =>
  waitFor(app.actor, (s) => !flowBusy(s) && !s.matches({ flow: 'boot' }), { timeout: 3000 });
async function submit(app: App, values: Record<string, unknown> = {}) {
  app.actor.send({ type: 'wizard.submit', values });
  await settled(app);
}

/**
 * A new applicant from the welcome page to Fund account, then Skip: the skip-funding modal is
 * open. `phone`: the phone step is answered with a number (else skipped).
 */
async function recordNewApplicant(phone?: string): Promise<SupportSnapshot> {
  const fake = createFakeApi({ application: emptyApplication({ ApplicationType: null }) });
  const storage = memoryStorage();
  const app = createApp({
    input: { initialPath: '/', search: '?email=new@example.com', referrer: '', brokerCode: 'HAA' },
    storage,
    deps: fakeDeps(fake, storage),
  });
  await settled(app);
  await submit(app, { Email: 'new@example.com' });
  app.actor.send({ type: 'choice.select', choice: 'STANDARD' });
  app.actor.send({ type: 'choice.select', choice: 'Individual' });
  await submit(app, { Email: 'new@example.com', Password: 'Passw0rd!' });
  await waitFor(app.actor, (s) => selectPath(s) === '/secure' && !flowBusy(s), { timeout: 3000 });
  await submit(app);
  await submit(app, { FirstName: 'Ada', MiddleName: '', LastName: 'Lovelace', Suffix: 0 });
  if (phone) await submit(app, { Phone: phone, Country: 'US' });
  else {
    app.actor.send({ type: 'wizard.skip' });
    await settled(app);
  }
  expect(selectPath(app.actor.getSnapshot())).toBe('/secure/dob');
  await submit(app, { Month: 5, Day: 17, Year: 1980 });
  await submit(app, { CountryIso3Code: 'USA' });
  await submit(app, { Ssn: '123-45-6789' });
  await submit(app);
  await submit(app, {
    Street: '1 Main St',
    AptOrSuite: '',
    City: 'Albany',
    State: 'NY',
    PostalCode: '12207',
    CountryIso3Code: 'USA',
  });
  await submit(app);
  expect(selectPath(app.actor.getSnapshot())).toBe('/fund/account');
  app.actor.send({ type: 'wizard.skip' });
  expect(selectScreen(app.actor.getSnapshot()).modal).toBe('skipFunding');
  const file = app.recorder.snapshot(app.actor);
  app.actor.stop();
  // Through the JSON file, as downloaded.
  return parseSupportSnapshot(JSON.stringify(file));
}

describe('support snapshot replay', () => {
  it('a recorded session replays to the same state value, screen and modal', async () => {
    const file = await recordNewApplicant();
    expect(file.state).toMatchObject({
      screen: 'fundAccount',
      modal: 'skipFunding',
      path: '/fund/account',
    });
    expect(file.state.step).toBe(Object.keys(file.state.wizard as object)[0]);
    expect(file.events.length).toBeGreaterThan(10);
    expect(file.answers.map((a) => a.key)).toContain('createUser');
    expect(leaks(file)).toEqual([]);

    const { actor, missing, state } = await replaySupportSnapshot(file);
    expect(missing).toEqual([]);
    expect(compareReplay(file.state, state)).toEqual([]);
    expect(state.value).toEqual(file.state.value);
    expect(state.wizard).toEqual(file.state.wizard);
    expect(selectScreen(actor.getSnapshot())).toMatchObject({
      screen: 'fundAccount',
      modal: 'skipFunding',
    });
    actor.stop();
  });

  it('typed values the savers parse (phone, date of birth) replay through their markers (issue 35 item 17)', async () => {
    const file = await recordNewApplicant('(415) 867-5309');
    expect(leaks(file)).toEqual([]);
    const phone = file.events.find(
      (e) => (e.event as { values?: { Phone?: unknown } }).values?.Phone !== undefined,
    );
    expect((phone?.event as unknown as { values: { Phone: string } }).values.Phone).toMatch(
      /^\[redacted:/,
    );
    const { actor, missing, state } = await replaySupportSnapshot(file);
    expect(missing).toEqual([]);
    expect(compareReplay(file.state, state)).toEqual([]);
    expect(state).toMatchObject({ path: '/fund/account', modal: 'skipFunding' });
    actor.stop();
  });

  it('a call still running when the snapshot was taken stays running in the replay', async () => {
    const file = await recordNewApplicant();
    const cut = file.answers.map((a) => a.key).lastIndexOf('saveAddress');
    expect(cut).toBeGreaterThan(0);
    // As if taken while the address was being saved: the answer had not come yet.
    const last = file.events.findIndex(
      (e) => (e.event as { values?: { Street?: unknown } }).values?.Street !== undefined,
    );
    const during = {
      ...file,
      events: file.events.slice(0, last + 1),
      answers: file.answers.slice(0, cut),
      pending: [{ key: 'saveAddress', curried: true }],
    };
    const { actor, missing } = await replaySupportSnapshot(during);
    // Answered as a lost connection, the save would be listed here (and retried).
    expect(missing).toEqual([]);
    expect(selectPath(actor.getSnapshot())).toBe('/address/enter');
    expect(wizardOf(actor.getSnapshot())?.value).toEqual({ addressEnter: 'saving' });
    actor.stop();
  });

  it('a session recorded after a reload (stored token and flow record) replays from the same place', async () => {
    const fake = createFakeApi();
    const storage = memoryStorage();
    storage.setItem('aow.JwtToken', fakeJwt());
    storage.setItem('aow.JwtRefreshToken', 'r1');
    fake.setApplication(
      emptyApplication({
        ApplicationStep: '/secure/identity',
        IndividualApplication: {
          AccountType: null,
          Owner: {
            PersonUid: 'p1',
            PersonName: null,
            PersonBirthday: null,
            PersonCountry: null,
            PersonSsn: null,
            Phone: null,
            PersonAddress: null,
          },
        },
      }),
    );
    const app = createApp({
      input: { initialPath: '/secure/identity', search: '', referrer: '', brokerCode: 'HAA' },
      storage,
      deps: fakeDeps(fake, storage),
    });
    await waitFor(app.actor, (s) => selectPath(s) === '/secure/identity' && !flowBusy(s), {
      timeout: 3000,
    });
    await submit(app, { CountryIso3Code: 'FRA' });
    expect(selectPath(app.actor.getSnapshot())).toBe('/address');
    const file = parseSupportSnapshot(JSON.stringify(app.recorder.snapshot(app.actor)));
    app.actor.stop();
    expect(file.start.session?.ApplicationUid).toBeTruthy();
    expect(leaks(file)).toEqual([]);
    const { actor, state, missing } = await replaySupportSnapshot(file);
    expect(missing).toEqual([]);
    expect(compareReplay(file.state, state)).toEqual([]);
    expect(state.path).toBe('/address');
    actor.stop();
  });

  it('a replay that meets a call the recording lacks says so', async () => {
    const file = await recordNewApplicant();
    const cut = { ...file, answers: file.answers.filter((a) => a.key !== 'createUser') };
    const { actor, missing, state } = await replaySupportSnapshot(cut);
    expect(missing).toContain('createUser');
    expect(compareReplay(file.state, state)).not.toEqual([]);
    actor.stop();
  });
});

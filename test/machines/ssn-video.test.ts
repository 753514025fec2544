/**
 * The SSN step's help video and its variants (doc 2 §2.4, §2.15, §5, §7) through the root actor
 * and the in-memory API: the link opens the video modal at RootUrl + SSNVideoSlug with its
 * captions; play, pause and end each send POST /v2/crm/{applicationUid}/crmevents
 * {Data:[{key:'Source', value: page path}], EventType}; a playback failure shows
 * 'videos.genericPlaybackError' (modal 'ssnVideoFailed'); a stored last-4 SSN gives the four code
 * boxes, saved through the same POST/PUT …/ssns with the four digits.
 */
import { describe, expect, it } from 'vitest';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import type { SpecContext } from '../../machines/view/screen-spec';
import { ssnSubmitDisabled } from '../../machines/view/specs/person';
import type { Person } from '../../services/api/contract';
import { APP_UID, createFakeApi, emptyApplication, SETTINGS } from './fake-api';
import { atPath, settled, startSignedIn } from './flow-wait';

const SSN = '/secure/identity/ssn';

function owner(ssn: string | null): Person {
  return {
    PersonUid: 'p1',
    PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
    PersonBirthday: { DateOfBirth: '1980-05-17' },
    PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
    PersonSsn: ssn === null ? null : { Ssn: ssn },
    Phone: null,
    PersonAddress: null,
  };
}

async function atSsn(ssn: string | null = null) {
  const fake = createFakeApi({
    application: emptyApplication({
      ApplicationStep: SSN,
      IndividualApplication: { AccountType: null, Owner: owner(ssn) },
    }),
  });
  const actor = startSignedIn(fake, SSN);
  await atPath(actor, SSN);
  return { fake, actor };
}

const crmCalls = (fake: ReturnType<typeof createFakeApi>) =>
  fake.calls.filter((c) => c.name === 'crmEvent').map((c) => c.args);

describe('SSN help video (doc 2 §2.4, §2.15)', () => {
  it('opens the modal at RootUrl + SSNVideoSlug; play, pause and end send the CRM events', async () => {
    const { fake, actor } = await atSsn();
    let view = selectScreen(actor.getSnapshot());
    expect(view.data.video).toEqual({
      url: `${SETTINGS.RootUrl}${SETTINGS.SSNVideoSlug}`,
      captionsUrl: `${SETTINGS.RootUrl}${SETTINGS.SSNVideoSlug}.vtt`,
    });
    expect(view.modal).toBeNull();

    actor.send({ type: 'video.open' });
    view = selectScreen(actor.getSnapshot());
    expect(view.modal).toBe('ssnVideo');
    expect(selectPath(actor.getSnapshot())).toBe(SSN);

    actor.send({ type: 'video.play' });
    actor.send({ type: 'video.pause' });
    actor.send({ type: 'video.play' });
    actor.send({ type: 'video.ended' });
    await settled(actor);
    const event = (EventType: string) => [
      APP_UID,
      { Data: [{ key: 'Source', value: SSN }], EventType },
    ];
    expect(crmCalls(fake)).toEqual([event('play'), event('pause'), event('play'), event('end')]);

    actor.send({ type: 'modal.cancel' });
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    expect(selectPath(actor.getSnapshot())).toBe(SSN);
  });

  it('a playback failure shows the generic playback error; a CRM failure never blocks', async () => {
    const { fake, actor } = await atSsn();
    fake.fail('crmEvent', { status: 500, errors: [] });
    actor.send({ type: 'video.open' });
    actor.send({ type: 'video.play' });
    await settled(actor);
    expect(selectScreen(actor.getSnapshot()).modal).toBe('ssnVideo');
    actor.send({ type: 'video.failed' });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('ssnVideoFailed');
    // The failure is no CRM event; closing returns to the form.
    expect(crmCalls(fake)).toHaveLength(1);
    actor.send({ type: 'modal.cancel' });
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
  });

  it('without an SSNVideoSlug there is no video and the link event is refused', async () => {
    const saved = SETTINGS.SSNVideoSlug;
    (SETTINGS as { SSNVideoSlug: string }).SSNVideoSlug = '';
    try {
      const { actor } = await atSsn();
      expect(selectScreen(actor.getSnapshot()).data.video).toBeNull();
      actor.send({ type: 'video.open' });
      expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    } finally {
      (SETTINGS as { SSNVideoSlug: string }).SSNVideoSlug = saved;
    }
  });
});

describe('the Secure intro shows the SSN explainer video (doc 2 §2.4, issue 35 item 6)', () => {
  it('opens the same modal; play, pause and end send the CRM events with the intro as Source', async () => {
    const SECURE = '/secure';
    const fake = createFakeApi({
      application: emptyApplication({
        ApplicationStep: SECURE,
        IndividualApplication: { AccountType: null, Owner: null },
      }),
    });
    const actor = startSignedIn(fake, SECURE);
    await atPath(actor, SECURE);
    expect(selectScreen(actor.getSnapshot()).screen).toBe('secureIntro');
    expect(selectScreen(actor.getSnapshot()).data.video).toEqual({
      url: `${SETTINGS.RootUrl}${SETTINGS.SSNVideoSlug}`,
      captionsUrl: `${SETTINGS.RootUrl}${SETTINGS.SSNVideoSlug}.vtt`,
    });
    actor.send({ type: 'video.open' });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('ssnVideo');
    actor.send({ type: 'video.play' });
    actor.send({ type: 'video.pause' });
    actor.send({ type: 'video.ended' });
    actor.send({ type: 'video.failed' });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('ssnVideoFailed');
    await settled(actor);
    const event = (EventType: string) => [
      APP_UID,
      { Data: [{ key: 'Source', value: SECURE }], EventType },
    ];
    expect(crmCalls(fake)).toEqual([event('play'), event('pause'), event('end')]);
    actor.send({ type: 'modal.cancel' });
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    expect(selectPath(actor.getSnapshot())).toBe(SECURE);
  });
});

describe('the SSN submit for a non-USA identity (doc 2 §2.15, issue 35 item 6)', () => {
  it('is disabled outside a sales agent session', async () => {
    const foreign = {
      ...owner(null),
      PersonCountry: { CountryIso3Code: 'FRA', CountryIso2Code: 'FR' },
    };
    const fake = createFakeApi({
      application: emptyApplication({
        ApplicationStep: SSN,
        IndividualApplication: { AccountType: null, Owner: foreign },
      }),
    });
    const actor = startSignedIn(fake, SSN);
    await atPath(actor, SSN);
    expect(selectScreen(actor.getSnapshot()).data.disabled).toBe(true);
    expect(selectScreen((await atSsn()).actor.getSnapshot()).data.disabled).toBe(false);
  });

  it("is enabled in a sales agent's session, and while the country is not given", () => {
    const app = emptyApplication({
      IndividualApplication: {
        AccountType: null,
        Owner: { ...owner(null), PersonCountry: { CountryIso3Code: 'FRA', CountryIso2Code: 'FR' } },
      },
    });
    const c = (o: object) => ({ application: app, person: 'main', ...o }) as unknown as SpecContext;
    expect(ssnSubmitDisabled(c({}))).toBe(true);
    expect(ssnSubmitDisabled(c({ assisted: true }))).toBe(false);
    expect(ssnSubmitDisabled(c({ application: emptyApplication({}) }))).toBe(false);
  });
});

describe('the sandbox sample, origin-relative (issue 35 item 13)', () => {
  it("'./videos/…' plays from the page's own origin; RootUrl is not put in front", async () => {
    const saved = SETTINGS.SSNVideoSlug;
    (SETTINGS as { SSNVideoSlug: string }).SSNVideoSlug = './videos/why-we-need-your-ssn';
    try {
      const { actor } = await atSsn();
      expect(selectScreen(actor.getSnapshot()).data.video).toEqual({
        url: '/videos/why-we-need-your-ssn',
        captionsUrl: '/videos/why-we-need-your-ssn.vtt',
      });
    } finally {
      (SETTINGS as { SSNVideoSlug: string }).SSNVideoSlug = saved;
    }
  });
});

describe('SSN last-4 variant (doc 2 §2.15, §5)', () => {
  it('a full SSN stored (or none) asks the full number', async () => {
    expect(selectScreen((await atSsn()).actor.getSnapshot()).data.variant).toBe('full');
    expect(selectScreen((await atSsn('***-**-6789')).actor.getSnapshot()).data.variant).toBe(
      'full',
    );
  });

  it('a stored last 4 asks the four code boxes and saves the four digits with PUT …/ssns', async () => {
    const { fake, actor } = await atSsn('6789');
    const view = selectScreen(actor.getSnapshot());
    expect(view.data.variant).toBe('last4');
    expect(view.initial.SavedSsnLast4).toBe('6789');
    actor.send({ type: 'wizard.submit', values: { Ssn: '1234' } });
    await atPath(actor, '/address');
    const put = fake.calls.find((c) => c.name === 'PUT ssns');
    expect(put?.args.at(-1)).toEqual({ Ssn: '1234' });
  });
});

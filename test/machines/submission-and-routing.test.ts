/**
 * KYC submission (doc 3 §2.6): the PATCH runs exactly once, F5 / R are blocked while it runs,
 * errors open the modal and lead back to the agreement. Router sync (ARCHITECTURE.md): machine
 * paths go into history, browser back/forward become accepted or refused events.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { flowBusy, waitFor } from './flow-wait';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import { blockReload, isReloadKey } from '../../services/adapters/browser';
import { memoryStorage } from '../../services/session-store';
import { startRouterSync } from '../../src/router/sync';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';

function atStep(step: string, app = emptyApplication({ ApplicationStep: step })) {
  const fake = createFakeApi({ application: app });
  const storage = memoryStorage();
  storage.setItem('aow.JwtToken', fakeJwt());
  storage.setItem('aow.JwtRefreshToken', 'r1');
  const deps = fakeDeps(fake, storage);
  const actor = createActor(createAppMachine(deps), {
    input: { initialPath: step, search: '', referrer: '' },
  });
  actor.start();
  return { fake, deps, actor };
}
type A = ReturnType<typeof atStep>['actor'];
const at = (actor: A, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 2000 });

describe('F5 / R blocking callback', () => {
  it('blocks keyCode 116 and 82 and sets a beforeunload warning until cleaned up', () => {
    const target = new EventTarget();
    const stop = blockReload(target);
    const key = (keyCode: number) => {
      const e = new Event('keydown', { cancelable: true }) as Event & { keyCode: number };
      Object.defineProperty(e, 'keyCode', { value: keyCode });
      target.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(key(116)).toBe(true);
    expect(key(82)).toBe(true);
    expect(key(65)).toBe(false);
    const unload = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    stop();
    expect(key(116)).toBe(false);
    expect(isReloadKey({ key: 'F5' })).toBe(true);
  });
});

describe('KYC submission', () => {
  it('PATCHes complete exactly once with the fraud session id and blocks reload only meanwhile', async () => {
    const { fake, deps, actor } = atStep('/review/agreement');
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } }); // double click
    await waitFor(actor, (s) => selectPath(s) === '/kyc/processing');
    expect(deps.blocked.active).toBe(1);
    actor.send({ type: 'url.changed', path: '/review/agreement' }); // refused while submitting
    expect(selectPath(actor.getSnapshot())).toBe('/kyc/processing');
    await at(actor, '/kyc/success');
    expect(fake.names().filter((n) => n === 'completeApplication')).toHaveLength(1);
    expect(fake.names().filter((n) => n === 'acceptMainAgreement')).toHaveLength(1);
    expect(deps.blocked).toEqual({ count: 1, active: 0 });
    // no going back from the success page (doc 3 §2.6)
    actor.send({ type: 'url.changed', path: '/review/agreement' });
    actor.send({ type: 'wizard.back' });
    expect(selectPath(actor.getSnapshot())).toBe('/kyc/success');
  });

  it('IsSuccess false → documents requested → skip → done-skip → portal', async () => {
    const { fake, deps, actor } = atStep('/review/agreement');
    fake.setKycSuccess(false);
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(actor, '/kyc/verification');
    actor.send({ type: 'wizard.skip' });
    expect(selectPath(actor.getSnapshot())).toBe('/kyc/done-skip');
    actor.send({ type: 'portal.go' });
    expect(deps.portal.visited).toEqual(['https://portal.example?flow=regular']);
  });

  it('an error opens the submission modal (OFACError: its catalogue text, not cut) and leads back to the agreement', async () => {
    const { fake, actor } = atStep('/review/agreement');
    const msg = 'The applicant matches an entry of a sanctions list. Please contact support.';
    fake.fail('completeApplication', {
      status: 422,
      errors: [{ Code: 'OFACError', Message: msg, Context: null }],
    });
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await waitFor(actor, (s) => selectScreen(s).modal === 'submissionError');
    expect(selectScreen(actor.getSnapshot()).formError).toBe('apiErrors.OFACError');
    actor.send({ type: 'modal.confirm' });
    // The wizard's machine is loaded again (issue 22: `loadWizard`, asynchronous) before it shows.
    await at(actor, '/review/agreement');
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(actor, '/kyc/success');
    expect(fake.names().filter((n) => n === 'completeApplication')).toHaveLength(2);
  });
});

describe('router sync', () => {
  it('pushes machine paths, replaces loading screens, and turns back/forward into accepted or refused events', async () => {
    const owner = {
      PersonUid: 'p1',
      PersonName: null,
      PersonBirthday: null,
      PersonCountry: null,
      PersonSsn: null,
      Phone: null,
      PersonAddress: null,
    };
    const { actor } = atStep(
      '/secure/dob',
      emptyApplication({
        ApplicationStep: '/secure/dob',
        IndividualApplication: { AccountType: null, Owner: owner },
      }),
    );
    const history = createMemoryHistory({ initialEntries: ['/secure/dob'] });
    const titles: string[] = [];
    let scrolls = 0;
    const stop = startRouterSync(
      actor,
      { history },
      { translate: (k) => k, setTitle: (t) => titles.push(t), scrollToTop: () => void scrolls++ },
    );
    await at(actor, '/secure/dob');
    expect(history.location.pathname).toBe('/secure/dob');
    expect(titles.at(-1)).toBe('pageTitles.dob | Hard Assets Alliance');
    // /refresh/loading was replaced: only one entry so far
    expect(history.length).toBe(1);

    actor.send({ type: 'wizard.submit', values: { Month: 1, Day: 2, Year: 1970 } });
    await at(actor, '/secure/identity');
    expect(history.location.pathname).toBe('/secure/identity');
    expect(history.length).toBe(2);
    const scrollsBefore = scrolls;

    history.back();
    await new Promise((r) => setTimeout(r, 0));
    expect(selectPath(actor.getSnapshot())).toBe('/secure/dob');
    expect(scrolls).toBeGreaterThan(scrollsBefore);
    history.forward();
    await new Promise((r) => setTimeout(r, 0));
    expect(selectPath(actor.getSnapshot())).toBe('/secure/identity');

    // a typed URL to a step not reached yet is refused and the URL put back
    history.push('/review');
    await new Promise((r) => setTimeout(r, 0));
    expect(selectPath(actor.getSnapshot())).toBe('/secure/identity');
    expect(history.location.pathname).toBe('/secure/identity');
    stop();
  });
});

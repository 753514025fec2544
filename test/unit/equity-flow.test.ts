/**
 * The equity IRA agreement step in the running wizard (root actor, real actors and savers, the
 * in-memory API of test/machines/fake-api.ts given an `api.call` for the two IRA agreement
 * endpoints): entering '/review/equity' loads the IRA agreement HTML with the application's uid
 * into the view's data; Continue accepts the agreement (202 only) and goes on to the Agreement;
 * a second pass with the agreement accepted makes no call (doc 3 §2.2, §2.5, §4).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import { memoryStorage } from '../../services/session-store';
import { APP_UID, createFakeApi, emptyApplication, fakeDeps, fakeJwt } from '../machines/fake-api';
import { flowBusy, waitFor } from '../machines/flow-wait';

const HTML = '<article><h1>Roth IRA Custodial Agreement</h1></article>';

function start(agreementsAccepted: string[]) {
  const storage = memoryStorage();
  storage.setItem('aow.JwtToken', fakeJwt());
  storage.setItem('aow.JwtRefreshToken', 'r1');
  const fake = createFakeApi({
    application: emptyApplication({
      ApplicationType: 'IRA',
      AccountType: 'Roth',
      SelectedApplicationTypes: { ApplicationType: 'IRA', AccountType: 'Roth' },
      ApplicationStep: '/review/equity',
      AgreementsAccepted: agreementsAccepted,
    }),
  });
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  (
    fake.api as unknown as {
      call: (name: string, args?: Record<string, unknown>) => Promise<unknown>;
    }
  ).call = async (name, args = {}) => {
    const { signal: _signal, ...rest } = args;
    calls.push({ name, args: rest });
    if (name === 'htmlIraAgreement') return { Agreement: HTML };
    if (name === 'acceptIraAgreement') return undefined;
    throw new Error(`unexpected call ${name}`);
  };
  const actor = createActor(createAppMachine(fakeDeps(fake, storage)), {
    input: { initialPath: '/review/equity', search: '', referrer: '', brokerCode: 'HAA' },
  });
  actor.start();
  return { actor, calls };
}

type A = ReturnType<typeof start>['actor'];
const atPath = (actor: A, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 3000 });

describe('equity agreement step in the IRA wizard', () => {
  it('loads the IRA agreement HTML on entry, accepts it on Continue and goes on to the Agreement', async () => {
    const { actor, calls } = start([]);
    await atPath(actor, '/review/equity');
    await waitFor(actor, (s) => selectScreen(s).data.agreementHtml === HTML, { timeout: 3000 });
    expect(calls.find((c) => c.name === 'htmlIraAgreement')?.args.params).toEqual({
      applicationUid: APP_UID,
    });
    const v = selectScreen(actor.getSnapshot());
    expect(v.screen).toBe('equityAgreement');
    expect(v.initial).toEqual({ agree: '' });
    expect(v.data).toMatchObject({ iraType: 'Roth', accepted: false });

    actor.send({ type: 'wizard.submit', values: { agree: true } });
    await atPath(actor, '/review/agreement');
    expect(calls.filter((c) => c.name === 'acceptIraAgreement')).toEqual([
      {
        name: 'acceptIraAgreement',
        args: {
          params: { applicationUid: APP_UID },
          json: { ApplicationUid: APP_UID },
          expect: [202],
        },
      },
    ]);

    // Back on the step the agreement is accepted: prefilled, and Continue makes no call.
    actor.send({ type: 'wizard.back' });
    await atPath(actor, '/review/equity');
    expect(selectScreen(actor.getSnapshot()).initial).toEqual({ agree: 'on' });
    expect(calls.filter((c) => c.name === 'htmlIraAgreement')).toHaveLength(1);
    actor.send({ type: 'wizard.submit', values: { agree: true } });
    await atPath(actor, '/review/agreement');
    expect(calls.filter((c) => c.name === 'acceptIraAgreement')).toHaveLength(1);
    actor.stop();
  });

  it('an application that accepted the IRA agreement before makes no call', async () => {
    const { actor, calls } = start(['ira']);
    await atPath(actor, '/review/equity');
    expect(selectScreen(actor.getSnapshot()).initial).toEqual({ agree: 'on' });
    actor.send({ type: 'wizard.submit', values: { agree: true } });
    await atPath(actor, '/review/agreement');
    expect(calls.map((c) => c.name)).not.toContain('acceptIraAgreement');
    actor.stop();
  });
});

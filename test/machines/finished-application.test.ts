/**
 * doc 1 §4.5 "Existing application found at login or account creation": an application whose
 * ApplicationStep is '/kyc/done', or '/kyc/verification' with the upgrade value of
 * AccountUpgradeType, is finished for this wizard — login goes to CHOOSE_APPLICATION.MAIN (the
 * choice then creates a new application, the tokens refreshed), account creation restarts the
 * application as the chosen kind (POST v2/applications, refresh, LOADING). The root actor against
 * the in-memory API (test/machines/fake-api.ts); the pure rule `restartsApplication` too.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { restartsApplication } from '../../machines/app/entry-helpers';
import { createAppMachine } from '../../src/app/create-app';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import type { Application } from '../../services/api/contract';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt } from './fake-api';
import { flowBusy, waitFor } from './flow-wait';

const NEW_UID = '77777777-2222-3333-4444-555555555555';

/** The fake API whose POST v2/applications creates NEW_UID (the refresh then names it). */
function finishedApi(application: Application, usernames = ['ada@example.com']) {
  const fake = createFakeApi({ usernames, application });
  const api = fake.api as unknown as Record<string, unknown>;
  const base = fake.api.call.bind(fake.api);
  api.call = async (name: string, args: { json?: Record<string, unknown> } = {}) => {
    if (name !== 'createApplication') return base(name as never, args as never);
    fake.calls.push({ name, args: [args] });
    fake.setApplication(
      emptyApplication({
        ApplicationUid: NEW_UID,
        ApplicationType: args.json?.ApplicationType as Application['ApplicationType'],
        SelectedApplicationTypes: {
          ApplicationType: args.json?.ApplicationType as Application['ApplicationType'],
          AccountType: null,
        },
      }),
    );
    return { ApplicationUid: NEW_UID };
  };
  const refresh = api.refresh as (...a: unknown[]) => Promise<unknown>;
  api.refresh = async (...a: unknown[]) => {
    await refresh(...a);
    return { JwtToken: fakeJwt(NEW_UID), JwtRefreshToken: 'r2' };
  };
  return fake;
}

function start(fake: ReturnType<typeof createFakeApi>) {
  const actor = createActor(createAppMachine(fakeDeps(fake)), {
    input: { initialPath: '/', search: '', referrer: '', brokerCode: 'HAA' },
  });
  actor.start();
  return actor;
}
type A = ReturnType<typeof start>;
const atPath = (actor: A, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 3000 }).catch((e) => {
    throw new Error(`expected ${path}, at ${selectPath(actor.getSnapshot())} ${e}`);
  });
const settled = (actor: A) => waitFor(actor, (s) => !flowBusy(s), { timeout: 3000 });

async function login(actor: A) {
  await atPath(actor, '/');
  actor.send({ type: 'wizard.submit', values: { Email: 'ada@example.com' } });
  await atPath(actor, '/login');
  actor.send({
    type: 'wizard.submit',
    values: { Username: 'ada@example.com', Password: 'Passw0rd!' },
  });
  await settled(actor);
}

describe('doc 1 §4.5 a finished application at login or account creation', () => {
  it('the rule: /kyc/done, or /kyc/verification of an upgrade application', () => {
    const app = (ApplicationStep: string, AccountUpgradeType: number | null = null) =>
      emptyApplication({ ApplicationStep, AccountUpgradeType });
    expect(restartsApplication(app('/kyc/done'))).toBe(true);
    expect(restartsApplication(app('/kyc/verification', 1))).toBe(true);
    expect(restartsApplication(app('/kyc/verification'))).toBe(false);
    expect(restartsApplication(app('/secure/dob', 1))).toBe(false);
    expect(restartsApplication(null)).toBe(false);
  });

  it('login with a /kyc/done application → CHOOSE_APPLICATION.MAIN; the choice creates a new application and refreshes the tokens', async () => {
    const fake = finishedApi(
      emptyApplication({ ApplicationStep: '/kyc/done', IsCompletedApplication: true }),
    );
    const actor = start(fake);
    await login(actor);
    await atPath(actor, '/choose-application');
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await atPath(actor, '/secure');
    const created = fake.calls.findIndex((c) => c.name === 'createApplication');
    expect(fake.calls[created]?.args[0]).toMatchObject({
      json: { ApplicationType: 'Individual', RegistrationFlowType: 1 },
    });
    expect(fake.names().slice(created)).toContain('refresh');
    expect(fake.names()).not.toContain('setTypes');
    expect(fake.names()).not.toContain('saveAccountTypes');
    expect(actor.getSnapshot().context.applicationUid).toBe(NEW_UID);
  });

  it('login with an upgrade application at /kyc/verification → CHOOSE_APPLICATION.MAIN; a plain one at /kyc/verification resumes', async () => {
    const upgrade = start(
      finishedApi(
        emptyApplication({ ApplicationStep: '/kyc/verification', AccountUpgradeType: 1 }),
      ),
    );
    await login(upgrade);
    await atPath(upgrade, '/choose-application');
    const plain = start(finishedApi(emptyApplication({ ApplicationStep: '/kyc/verification' })));
    await login(plain);
    expect(selectScreen(plain.getSnapshot()).modal).toBe('resumeApplication');
  });

  it('account creation over a /kyc/done application restarts it as the chosen kind, refreshes, LOADING', async () => {
    const fake = finishedApi(
      emptyApplication({ ApplicationStep: '/kyc/done', IsCompletedApplication: true }),
      [],
    );
    const actor = start(fake);
    await atPath(actor, '/');
    actor.send({ type: 'wizard.submit', values: { Email: 'new@example.com' } });
    await settled(actor);
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await atPath(actor, '/createAccount');
    actor.send({
      type: 'wizard.submit',
      values: { Email: 'new@example.com', Password: 'Passw0rd!' },
    });
    await atPath(actor, '/secure');
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    const names = fake.names();
    expect(names.indexOf('createApplication')).toBeGreaterThan(names.indexOf('createUser'));
    expect(names.slice(names.indexOf('createApplication'))).toContain('refresh');
    expect(actor.getSnapshot().context.applicationUid).toBe(NEW_UID);
  });
});

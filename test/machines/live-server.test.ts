/**
 * The root actor with the real ky client against a running reference server
 * (`LIVE_API_URL=http://127.0.0.1:8080 npx vitest run test/machines/live-server.test.ts`).
 * Skipped, with the reason printed, when LIVE_API_URL is not set: CI covers the same flow in
 * the browser with Playwright.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createApp } from '../../src/app/create-app';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import { memoryStorage } from '../../services/session-store';

const base = process.env.LIVE_API_URL;
if (!base) console.info('live-server test skipped: set LIVE_API_URL to a running reference server');

describe.skipIf(!base)('app flow against the reference server', () => {
  it('registers, completes the Individual wizard (wire) and reaches KYC success', async () => {
    const storage = memoryStorage();
    const { actor } = createApp({
      input: { initialPath: '/', search: '', referrer: '' },
      storage,
      client: { baseUrl: base },
      deps: {
        listenForActivity: () => () => {},
        blockReload: () => () => {},
        openPendingTab: () => ({ show() {}, close() {} }),
      },
    });
    type A = typeof actor;
    const at = async (a: A, path: string) => {
      await waitFor(a, (s) => selectPath(s) === path && !s.hasTag('busy'), {
        timeout: 15_000,
      }).catch(() => {
        const v = selectScreen(a.getSnapshot());
        throw new Error(
          `expected ${path}, at ${v.path} ${JSON.stringify(v.fieldErrors)} ${v.formError}`,
        );
      });
    };
    const submit = async (values: Record<string, unknown>, next: string) => {
      actor.send({ type: 'wizard.submit', values });
      await at(actor, next);
    };
    await at(actor, '/');
    const email = `live${Date.now()}@example.com`;
    await submit({ Email: email }, '/create-application');
    actor.send({ type: 'choice.select', choice: 'STANDARD' });
    actor.send({ type: 'choice.select', choice: 'Individual' });
    await submit({ Email: email, Password: 'Passw0rd!x' }, '/secure');
    await submit({}, '/secure/name');
    await submit(
      { FirstName: 'Ada', MiddleName: '', LastName: 'Lovelace', Suffix: 0 },
      '/secure/phone-number',
    );
    await submit({ Phone: '+12025550143', Country: 'US' }, '/secure/dob');
    await submit({ Month: 5, Day: 17, Year: 1980 }, '/secure/identity');
    await submit({ CountryIso3Code: 'USA' }, '/secure/identity/ssn');
    await submit({ Ssn: '234-56-7890' }, '/address');

    // A reload (a new actor over the same session storage) on a reached step returns to it with its data.
    const mid = createApp({
      input: { initialPath: '/secure/dob', search: '', referrer: '' },
      storage,
      client: { baseUrl: base },
      deps: { listenForActivity: () => () => {} },
    });
    await at(mid.actor, '/secure/dob');
    expect(selectScreen(mid.actor.getSnapshot()).initial).toEqual({
      Month: '05',
      Day: '17',
      Year: '1980',
    });
    const persisted = storage.dump()['aow.FlowSnapshot'];
    expect(persisted).toContain('"furthestStep":"address"');
    for (const pii of [email, 'Lovelace', '234-56-7890', '1980', 'Passw0rd'])
      expect(persisted).not.toContain(pii);
    mid.actor.stop();

    await submit({}, '/address/enter');
    await submit(
      {
        Street: '1 Main St',
        AptOrSuite: '',
        City: 'Albany',
        State: 'NY',
        PostalCode: '12207',
        CountryIso3Code: 'USA',
      },
      '/address/done',
    );
    await submit({}, '/fund/account');
    await submit({ BankFundingType: 'Wire' }, '/fund/account/wire');
    await submit({ Amount: 2500 }, '/review');
    const items = selectScreen(actor.getSnapshot()).data.items as {
      id: string;
      value: string | null;
    }[];
    expect(items.find((i) => i.id === 'phone')?.value).toBe('+12025550143');
    await submit({}, '/review/agreement');
    actor.send({ type: 'agreement.view' });
    await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 15_000 });
    expect(String(selectScreen(actor.getSnapshot()).data.agreementHtml)).toContain('<');
    actor.send({ type: 'modal.confirm' });
    actor.send({ type: 'wizard.submit', values: { agree: 'on' } });
    await at(actor, '/kyc/success');

    // A reload (a new actor over the same session storage) on a step returns to it with its data.
    const reload = createApp({
      input: { initialPath: '/secure/dob', search: '', referrer: '' },
      storage,
      client: { baseUrl: base },
      deps: { listenForActivity: () => () => {} },
    });
    await waitFor(
      reload.actor,
      (s) => !!selectPath(s) && !s.hasTag('busy') && selectPath(s) !== '/refresh/loading',
      {
        timeout: 15_000,
      },
    );
    // The application is complete: it goes to the success page rather than back into the wizard.
    expect(selectPath(reload.actor.getSnapshot())).toBe('/kyc/success');
    actor.stop();
    reload.actor.stop();
  }, 60_000);
});

/**
 * The review's funding edit through the root actor and the in-memory API (doc 3 §2.4 "Funding
 * edits from the review page"): the selectors show the flow's modal and view, and — while the bank
 * link runs nested inside it — the bank link's (the deepest open flow); an edited deposit is saved,
 * the modal closes and the review shows the re-read funding.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import type { FundingEditView } from '../../machines/funding/funding-edit.machine';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import { withPerson } from '../../machines/wizards/walk';
import type { Application } from '../../services/api/contract';
import { memoryStorage } from '../../services/session-store';
import { createFakeApi, emptyApplication, fakeDeps, fakeJwt, type FakeApi } from './fake-api';
import { flowBusy, waitFor } from './flow-wait';

function start(fake: FakeApi) {
  const storage = memoryStorage();
  storage.setItem('aow.JwtToken', fakeJwt());
  storage.setItem('aow.JwtRefreshToken', 'r1');
  const actor = createActor(createAppMachine(fakeDeps(fake, storage)), {
    input: { initialPath: '/review', search: '', referrer: '', brokerCode: 'HAA' },
  });
  actor.start();
  return actor;
}
type A = ReturnType<typeof start>;
const settled = (actor: A) => waitFor(actor, (s) => !flowBusy(s), { timeout: 2000 });

function individualAtReview(): Application {
  const app = emptyApplication({
    ApplicationStep: '/review',
    ApplicationFunding: { BankFundingType: 3, Amount: 2500 },
  });
  return withPerson(app, 'main', {
    PersonUid: 'p-1',
    PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
    PersonBirthday: { DateOfBirth: '1980-05-17' },
    PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
    PersonSsn: { Ssn: '123-45-6789' },
    Phone: null,
    PersonAddress: null,
  });
}

const flowOfView = (actor: A) =>
  selectScreen(actor.getSnapshot()).data.flow as FundingEditView & { flow: string };

describe('funding edit from the review (root actor)', () => {
  it('opens on the funding card, shows the nested bank link as the open modal, and saves an edited deposit', async () => {
    const fake = createFakeApi({ application: individualAtReview() });
    const actor = start(fake);
    await waitFor(actor, (s) => selectPath(s) === '/review' && !flowBusy(s), { timeout: 2000 });

    actor.send({ type: 'wizard.edit', item: 'funding' });
    // The flows chunk loads first (machines/funding/flow-loader.ts).
    await waitFor(actor, (s) => selectScreen(s).modal === 'fundingEdit');
    let view = selectScreen(actor.getSnapshot());
    expect(view.screen).toBe('review');
    expect(view.modal).toBe('fundingEdit');
    expect(flowOfView(actor)).toMatchObject({
      flow: 'fundingEdit',
      step: 'choice',
      titleKey: 'fundingEdit.changeTitle',
      method: 'Wire',
      amount: 2500,
    });

    actor.send({ type: 'flow.pick', id: 'method' });
    actor.send({ type: 'wizard.submit', values: { BankFundingType: 'ACHConnected' } });
    view = selectScreen(actor.getSnapshot());
    expect(view.modal).toBe('bankLink');
    expect((view.data.flow as { flow: string }).flow).toBe('bankLink');
    // Closing the bank link (its loading or error dialog) returns to the funding edit's method cards.
    actor.send({
      type:
        view.data.flow && (view.data.flow as { step: string }).step === 'error'
          ? 'modal.confirm'
          : 'modal.cancel',
    });
    await waitFor(actor, (s) => selectScreen(s).modal === 'fundingEdit' && !flowBusy(s), {
      timeout: 2000,
    });
    expect(flowOfView(actor)).toMatchObject({
      flow: 'fundingEdit',
      step: 'method',
      method: 'Wire',
    });

    actor.send({ type: 'flow.back' });
    actor.send({ type: 'flow.pick', id: 'amount' });
    expect(flowOfView(actor)).toMatchObject({
      step: 'amount',
      amountStep: { data: { method: 'Wire' }, initial: { Amount: '2500.00' } },
    });
    actor.send({ type: 'wizard.submit', values: { Amount: 3000 } });
    await waitFor(actor, (s) => selectScreen(s).modal === null && !flowBusy(s), { timeout: 2000 });
    await settled(actor);
    view = selectScreen(actor.getSnapshot());
    expect(view.data.flow).toBeUndefined();
    expect(view.data.funding).toMatchObject({ method: 'Wire', amount: 3000 });
    // Updated (an amount was saved), then the application re-read when the modal closed.
    const names = fake.calls.map((c) => c.name);
    expect(names.slice(names.indexOf('saveFundingAmount'))).toEqual([
      'saveFundingAmount',
      'getApplication',
    ]);
    expect(fake.calls.find((c) => c.name === 'saveFundingAmount')?.args.slice(0, 3)).toEqual([
      'PUT',
      individualAtReview().ApplicationUid,
      3000,
    ]);
  });
});

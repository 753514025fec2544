/**
 * URLs by one rule (issue 23; machines/route-rule.ts, src/router/sync.ts): the router sync refuses
 * a URL change while any active actor is busy — not only the root — and puts the URL back. Here
 * the busy actor is the review's edit modal (the wizard's child 'editItem', doc 2 §2.24) saving:
 * neither the root nor the wizard is busy, and without the rule the wizard would accept the
 * step the user has reached.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { anyActorBusy } from '../../machines/route-rule';
import { editItemOf, selectPath, selectScreen, wizardOf } from '../../machines/view/selectors';
import { withPerson } from '../../machines/wizards/walk';
import type { Person } from '../../services/api/contract';
import { startRouterSync } from '../../src/router/sync';
import { createFakeApi, emptyApplication } from './fake-api';
import { atPath, settled, startSignedIn } from './flow-wait';

const owner: Person = {
  PersonUid: 'p-1',
  PersonName: { FirstName: 'Ada', MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
  PersonBirthday: { DateOfBirth: '1980-05-17' },
  PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
  PersonSsn: { Ssn: '123-45-6789' },
  Phone: null,
  PersonAddress: null,
};
const atReview = () =>
  withPerson(
    emptyApplication({
      ApplicationStep: '/review',
      ApplicationFunding: { BankFundingType: 3, Amount: 2500 },
    }),
    'main',
    owner,
  );

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('router sync: a URL change while a child actor is busy', () => {
  it('is refused and the URL put back; once the save settles, the same URL is accepted', async () => {
    const fake = createFakeApi({ application: atReview() });
    // The edit modal's save waits until released.
    let release = () => {};
    const save = fake.api.saveBirthday;
    fake.api.saveBirthday =
      (method) =>
      (...args) =>
        new Promise<void>((r) => (release = r)).then(() => save(method)(...args));
    const actor = startSignedIn(fake, '/review');
    await atPath(actor, '/review');
    const history = createMemoryHistory({ initialEntries: ['/secure/dob', '/review'] });
    const stop = startRouterSync(actor, { history });

    actor.send({ type: 'wizard.edit', item: 'dob' });
    expect(selectScreen(actor.getSnapshot()).modal).toBe('editItem');
    actor.send({ type: 'wizard.submit', values: { Month: 5, Day: 18, Year: 1980 } });
    await tick();
    const busy = actor.getSnapshot();
    expect(editItemOf(busy)?.hasTag('busy')).toBe(true);
    expect(busy.hasTag('busy') || wizardOf(busy)?.hasTag('busy')).toBe(false);
    expect(anyActorBusy(busy)).toBe(true);

    history.back();
    await tick();
    expect(selectPath(actor.getSnapshot())).toBe('/review');
    expect(history.location.pathname).toBe('/review');
    expect(selectScreen(actor.getSnapshot()).modal).toBe('editItem');

    release();
    await settled(actor);
    expect(anyActorBusy(actor.getSnapshot())).toBe(false);
    // (the refused back replaced its entry with '/review': the same change is now typed)
    history.push('/secure/dob');
    await tick();
    expect(selectPath(actor.getSnapshot())).toBe('/secure/dob');
    stop();
    actor.stop();
  });
});

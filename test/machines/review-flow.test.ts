/**
 * The review of a joint application through the root actor and the in-memory API (doc 2 §2.23,
 * §2.24, §4): the selector's review data (Primary Holder, Secondary Holder items prefixed
 * 'secondary.'), the edit modal of a prefixed item (the secondary holder's prefill, saved on the
 * secondary holder's PersonUid), and 'Looks good' refused by the machine exactly when the view
 * disables it (`reviewBlocked`: a USA secondary holder without SSN; docs/decisions.md).
 */
import { describe, expect, it } from 'vitest';
import type { ReviewSecondSection } from '../../machines/screen-contract';
import { selectPath, selectScreen } from '../../machines/view/selectors';
import { withPerson } from '../../machines/wizards/walk';
import type { Application, Person } from '../../services/api/contract';
import { createFakeApi, emptyApplication, type FakeApi } from './fake-api';
import { atPath, settled, startSignedIn } from './flow-wait';

const start = (fake: FakeApi) => startSignedIn(fake, '/review');

function person(uid: string, first: string, over: Partial<Person> = {}): Person {
  return {
    PersonUid: uid,
    PersonName: { FirstName: first, MiddleName: null, LastName: 'Lovelace', SuffixType: 0 },
    PersonBirthday: { DateOfBirth: '1980-05-17' },
    PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
    PersonSsn: { Ssn: '123-45-6789' },
    Phone: null,
    PersonAddress: null,
    ...over,
  };
}

function jointAtReview(secondary: Partial<Person>): Application {
  const app = emptyApplication({
    ApplicationType: 'JointTenants',
    AccountType: 'Common',
    ApplicationStep: '/review',
    IndividualApplication: null,
    SelectedApplicationTypes: { ApplicationType: 'JointTenants', AccountType: 'Common' },
    ApplicationFunding: { BankFundingType: 3, Amount: 2500 },
  });
  return withPerson(
    withPerson(app, 'main', person('p-1', 'Ada')),
    'secondary',
    person('p-2', 'Bea', { PersonBirthday: { DateOfBirth: '1985-04-15' }, ...secondary }),
  );
}

describe('joint review (doc 2 §2.23, §2.24, §4)', () => {
  it('shows both holders; the edit modal of "secondary.dob" prefills and saves the secondary holder', async () => {
    const fake = createFakeApi({ application: jointAtReview({}) });
    const actor = start(fake);
    await atPath(actor, '/review');
    const view = selectScreen(actor.getSnapshot());
    expect(view.data.mainHeadingKey).toBe('review.primaryHolder');
    const second = view.data.second as ReviewSecondSection;
    expect(second.kind).toBe('secondary');
    expect(second.items.find((i) => i.id === 'secondary.dob')?.value).toBe('04/15/1985');
    expect(view.data.submitDisabled).toBe(false);

    actor.send({ type: 'wizard.edit', item: 'secondary.dob' });
    const modal = selectScreen(actor.getSnapshot());
    expect(modal.modal).toBe('editItem');
    expect(modal.data.editing).toBe('secondary.dob');
    expect(modal.initial).toEqual({ Month: '04', Day: '15', Year: '1985' });

    actor.send({ type: 'wizard.submit', values: { Month: 4, Day: 16, Year: 1985 } });
    await settled(actor);
    const save = fake.calls.find((c) => c.name === 'PUT birthdays');
    expect(save?.args[1]).toBe('p-2');
    expect(save?.args[2]).toMatchObject({ DateOfBirth: expect.stringMatching(/^1985-04-16/) });
    expect(selectScreen(actor.getSnapshot()).modal).toBeNull();
    actor.stop();
  });

  it('a USA secondary holder without SSN: the view disables Looks good and the machine refuses it', async () => {
    const fake = createFakeApi({
      application: jointAtReview({
        PersonCountry: { CountryIso3Code: 'USA', CountryIso2Code: 'US' },
        PersonSsn: null,
      }),
    });
    const actor = start(fake);
    await atPath(actor, '/review');
    expect(selectScreen(actor.getSnapshot()).data).toMatchObject({
      submitDisabled: true,
      blocked: 'secondarySsnMissing',
    });
    actor.send({ type: 'wizard.submit', values: {} });
    await settled(actor);
    expect(selectPath(actor.getSnapshot())).toBe('/review');
    expect(fake.names()).not.toContain('recordStep');
    actor.stop();
  });

  it('a non-USA secondary holder (no SSN step) goes on to the agreement', async () => {
    const fake = createFakeApi({
      application: jointAtReview({
        PersonCountry: { CountryIso3Code: 'FRA', CountryIso2Code: 'FR' },
        PersonSsn: null,
      }),
    });
    const actor = start(fake);
    await atPath(actor, '/review');
    expect(selectScreen(actor.getSnapshot()).data.submitDisabled).toBe(false);
    actor.send({ type: 'wizard.submit', values: {} });
    await atPath(actor, '/review/agreement');
    actor.stop();
  });

  it('with the secondary holder’s SSN on file, Looks good goes on to the agreement', async () => {
    const fake = createFakeApi({
      application: jointAtReview({
        PersonCountry: { CountryIso3Code: 'FRA', CountryIso2Code: 'FR' },
        PersonSsn: { Ssn: '987-65-4321' },
      }),
    });
    const actor = start(fake);
    await atPath(actor, '/review');
    expect(selectScreen(actor.getSnapshot()).data.submitDisabled).toBe(false);
    actor.send({ type: 'wizard.submit', values: {} });
    await atPath(actor, '/review/agreement');
    actor.stop();
  });
});

/**
 * Backup withholding (doc 2 §2.19; issue 21 item 5): where the step sits in the Individual and
 * Joint tables (after the SSN, only with the broker's IsIRSRequired; a non-USA Joint secondary
 * owner still leads to it when the primary holder is a US person), and what its saver sends —
 * POST or PUT …/persons/backup-withholdings?PersonTargetType (0 me, 1 secondary, 2 both), one
 * call when both persons get the same value, none when nothing changed.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../services/api/client';
import type { Application, Person } from '../../services/api/contract';
import {
  backupWithholdingAnswerOf,
  backupWithholdingSpec,
} from '../../machines/view/specs/backup-withholding';
import { individualSteps } from '../../machines/wizards/individual.steps';
import { jointSteps } from '../../machines/wizards/joint.steps';
import { walkPath } from '../../machines/wizards/walk';
import { emptyApplication } from './fake-api';

const person = (uid: string, country: string | null, record: boolean | null = null): Person =>
  ({
    PersonUid: uid,
    PersonName: {
      FirstName: uid === 'p1' ? 'Ada' : 'Sam',
      MiddleName: null,
      LastName: 'L',
      SuffixType: 0,
    },
    PersonBirthday: null,
    PersonCountry: country ? { CountryIso3Code: country } : null,
    PersonSsn: null,
    Phone: null,
    PersonAddress: null,
    PersonBackupWithHolding: record === null ? null : { BackupWithHoldingRecord: record },
  }) as Person;

const individual = (country = 'USA', record: boolean | null = null) =>
  emptyApplication({
    IndividualApplication: { AccountType: null, Owner: person('p1', country, record) },
  });
const joint = (
  main = 'USA',
  second = 'USA',
  records: [boolean | null, boolean | null] = [null, null],
) =>
  emptyApplication({
    ApplicationType: 'JointTenants',
    IndividualApplication: null,
    JointTenantsApplication: {
      PrimaryHolder: person('p1', main, records[0]),
      SecondaryHolder: person('p2', second, records[1]),
    },
  } as Partial<Application>);

const on = { IsIRSRequired: true };
const off = { IsIRSRequired: false };
const after = (path: string[], id: string) => path[path.indexOf(id) + 1];

describe('placement (walkPath)', () => {
  it('Individual: SSN → backup withholding → Address with IsIRSRequired; SSN → Address without', () => {
    const data = (settings: typeof on) => ({
      application: individual(),
      furthestStep: null,
      settings,
    });
    expect(after(walkPath(individualSteps, data(on)), 'ssn')).toBe('backupWithholding');
    expect(after(walkPath(individualSteps, data(on)), 'backupWithholding')).toBe('address');
    expect(walkPath(individualSteps, data(off))).not.toContain('backupWithholding');
    // No settings at all (a caller without them): not asked.
    expect(
      walkPath(individualSteps, { application: individual(), furthestStep: null }),
    ).not.toContain('backupWithholding');
    // A non-US person skips the SSN and the W-9 question (doc 2 §2.14).
    expect(
      walkPath(individualSteps, {
        application: individual('CAN'),
        furthestStep: null,
        settings: on,
      }),
    ).not.toContain('backupWithholding');
  });

  it('Joint: after the secondary SSN; a non-USA secondary with a US primary holder still answers it', () => {
    const path = (main: string, second: string, settings: typeof on) =>
      walkPath(jointSteps, { application: joint(main, second), furthestStep: null, settings });
    expect(after(path('USA', 'USA', on), 'secondarySsn')).toBe('backupWithholding');
    expect(after(path('USA', 'USA', on), 'backupWithholding')).toBe('address');
    expect(after(path('USA', 'CAN', on), 'secondaryIdentity')).toBe('backupWithholding');
    expect(after(path('CAN', 'CAN', on), 'secondaryIdentity')).toBe('address');
    expect(path('USA', 'USA', off)).not.toContain('backupWithholding');
    expect(after(path('USA', 'CAN', off), 'secondaryIdentity')).toBe('address');
  });
});

describe("an agent's walk (issue 31: the certification is the customer's)", () => {
  it('an impersonation session passes the W-9 step by, even where the broker requires it', () => {
    expect(
      walkPath(individualSteps, {
        application: individual(),
        furthestStep: null,
        settings: on,
        assisted: true,
      }),
    ).not.toContain('backupWithholding');
    const jointPath = (main: string, second: string) =>
      walkPath(jointSteps, {
        application: joint(main, second),
        furthestStep: null,
        settings: on,
        assisted: true,
      });
    expect(jointPath('USA', 'USA')).not.toContain('backupWithholding');
    expect(after(jointPath('USA', 'CAN'), 'secondaryIdentity')).toBe('address');
    // The customer's own walk still asks (assisted false).
    expect(
      walkPath(individualSteps, {
        application: individual(),
        furthestStep: null,
        settings: on,
        assisted: false,
      }),
    ).toContain('backupWithholding');
  });
});

describe('saver', () => {
  function api() {
    const calls: { name: string; target: number; record: boolean }[] = [];
    const call = vi.fn(
      async (
        name: string,
        args: { query: { PersonTargetType: number }; json: { BackupWithHoldingRecord: boolean } },
      ) => {
        calls.push({
          name,
          target: args.query.PersonTargetType,
          record: args.json.BackupWithHoldingRecord,
        });
        const uids = { 0: ['p1'], 1: ['p2'], 2: ['p1', 'p2'] }[args.query.PersonTargetType]!;
        return {
          PersonTargetType: args.query.PersonTargetType,
          Persons: uids.map((u) => person(u, 'USA', args.json.BackupWithHoldingRecord)),
        };
      },
    );
    return { calls, client: { call } as unknown as ApiClient };
  }
  const save = (client: ApiClient, application: Application, BackupWithholding: string) =>
    backupWithholdingSpec.save!(
      {
        screen: 'backupWithholding',
        values: { BackupWithholding },
        application,
        person: 'main',
      } as never,
      { api: client } as never,
    );

  it('Individual: creates, then updates on a change, no call when unchanged', async () => {
    const a = api();
    const first = await save(a.client, individual(), 'none');
    expect(a.calls).toEqual([{ name: 'createBackupWithholding', target: 0, record: false }]);
    expect(backupWithholdingAnswerOf(first.application)).toBe('none');
    const again = await save(a.client, first.application, 'none');
    expect(again.called).toBe(false);
    await save(a.client, first.application, 'me');
    expect(a.calls[1]).toEqual({ name: 'updateBackupWithholding', target: 0, record: true });
  });

  it('Joint: both alike → one call for both (2); different → one per person (0 and 1)', async () => {
    const both = api();
    const r = await save(both.client, joint(), 'both');
    expect(both.calls).toEqual([{ name: 'createBackupWithholding', target: 2, record: true }]);
    expect(backupWithholdingAnswerOf(r.application)).toBe('both');

    const me = api();
    const m = await save(me.client, joint(), 'me');
    expect(me.calls).toEqual([
      { name: 'createBackupWithholding', target: 0, record: true },
      { name: 'createBackupWithholding', target: 1, record: false },
    ]);
    expect(backupWithholdingAnswerOf(m.application)).toBe('me');

    const change = api();
    await save(change.client, joint('USA', 'USA', [false, false]), 'secondary');
    expect(change.calls).toEqual([{ name: 'updateBackupWithholding', target: 1, record: true }]);
  });

  it('the saved records prefill the answer; a person not answered yet leaves it empty', () => {
    expect(backupWithholdingAnswerOf(joint('USA', 'USA', [true, null]))).toBe('');
    expect(backupWithholdingAnswerOf(joint('USA', 'USA', [false, true]))).toBe('secondary');
    expect(backupWithholdingAnswerOf(individual('USA', true))).toBe('me');
  });
});

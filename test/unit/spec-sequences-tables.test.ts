/**
 * Issue 34 item 3, the branches the browser paths do not drive: the step tables' `*Sequences`
 * (machines/wizards/*.steps.ts — every identity-country combination, the same-address skip, each
 * funding method, the programme's metal shapes; test/machines/wizard-paths.test.ts holds the
 * machines to them) are the spec oracle's routes (test/paths/spec-sequences.ts) for the same
 * choices, on a broker without IsIRSRequired. The oracle itself imports nothing from machines/.
 */
import { expect, it } from 'vitest';
import { businessSequences } from '../../machines/wizards/business.steps';
import { individualSequences } from '../../machines/wizards/individual.steps';
import { iraBusinessSequences } from '../../machines/wizards/ira-business.steps';
import { iraPersonalSequences } from '../../machines/wizards/ira-personal.steps';
import { jointSequences } from '../../machines/wizards/joint.steps';
import { metalOwnerSequences } from '../../machines/wizards/metal-owners.steps';
import { metalStreamSequences } from '../../machines/wizards/metal-stream.steps';
import { trustSequences } from '../../machines/wizards/trust.steps';
import { utmaSequences } from '../../machines/wizards/utma.steps';
import { expectedRoutes, firstMismatch, type SpecChoices } from '../paths/spec-sequences';

type Tables = Readonly<Record<string, readonly string[]>>;
type Base = Pick<SpecChoices, 'ApplicationType' | 'AccountType' | 'RegistrationFlowType'>;

/** The tables' key parts → the oracle's choices. */
const FUNDING: Record<string, SpecChoices['funding']> = {
  Ach: 'ACHConnected',
  Wire: 'Wire',
  Check: 'Check',
  Cryptocurrency: 'Cryptocurrency',
  SkipFunding: 'Skip',
  Rollover: 'Rollover',
  AnnualContribution: 'AnnualContribution',
  Transfer: 'IRATransfer',
};
const ALLOCATION: Record<string, SpecChoices['allocation']> = {
  bothmetals: { gold: 50, silver: 50 },
  skippickersandfunding: { gold: 50, silver: 50 },
  goldonly: { gold: 100, silver: 0 },
  silveronly: { gold: 0, silver: 100 },
};
const country = (key: string) => (key === 'usa' ? 'USA' : 'CAN');
const broker = { IsIRSRequired: false, CryptocurrencyLimit: 100_000 };

/** Each table sequence with the oracle's choices for its key. */
function cases(): { name: string; choices: SpecChoices; table: readonly string[] }[] {
  const out: { name: string; choices: SpecChoices; table: readonly string[] }[] = [];
  // 'usaWire', 'nonUsaSkipFunding', 'usaRollover', …
  const single = (name: string, base: Base, tables: Tables) => {
    for (const [key, table] of Object.entries(tables)) {
      const [, main, funding] = /^(usa|nonUsa)(\w+)$/.exec(key)!;
      const choices = { ...base, countries: { main: country(main) }, funding: FUNDING[funding] };
      out.push({ name: `${name}.${key}`, choices: { ...choices, broker }, table });
    }
  };
  // 'usa_nonUsa_skipped_Wire' (step-segments.ts pairSequences).
  const pair = (name: string, base: Base, slot: 'secondary' | 'minor', tables: Tables) => {
    for (const [key, table] of Object.entries(tables)) {
      const [main, second, address, funding] = key.split('_');
      out.push({
        name: `${name}.${key}`,
        choices: {
          ...base,
          countries: { main: country(main), [slot]: country(second) },
          funding: FUNDING[funding],
          skips: address === 'skipped' ? ['secondAddress'] : [],
          broker,
        },
        table,
      });
    }
  };
  single('individual', { ApplicationType: 'Individual' }, individualSequences);
  single('business', { ApplicationType: 'Corporate', AccountType: 'LLC' }, businessSequences);
  single('trust', { ApplicationType: 'Corporate', AccountType: 'Trust' }, trustSequences);
  single('iraPersonal', { ApplicationType: 'IRA', AccountType: 'Roth' }, iraPersonalSequences);
  single('iraBusiness', { ApplicationType: 'IRA', AccountType: 'SEP' }, iraBusinessSequences);
  pair('joint', { ApplicationType: 'JointTenants' }, 'secondary', jointSequences);
  pair('utma', { ApplicationType: 'UTMA' }, 'minor', utmaSequences);
  // The programme: 'usaBothMetals', 'nonUsaSilverOnly', …
  for (const [key, table] of Object.entries(metalStreamSequences)) {
    const [, main, shape] = /^(usa|nonUsa)(\w+)$/.exec(key)!;
    out.push({
      name: `metalStream.${key}`,
      choices: {
        ApplicationType: 'Individual',
        RegistrationFlowType: 2,
        funding: 'Programme',
        countries: { main: country(main) },
        allocation: ALLOCATION[shape.toLowerCase()],
        broker,
      },
      table,
    });
  }
  // The programme per owner kind: '<kind key less funding>_<shape>' (metal-owners.steps.ts).
  const owners: Record<string, Base & { slot?: 'secondary' | 'minor' }> = {
    joint: { ApplicationType: 'JointTenants', slot: 'secondary' },
    utma: { ApplicationType: 'UTMA', slot: 'minor' },
    trust: { ApplicationType: 'Corporate', AccountType: 'Trust' },
    business: { ApplicationType: 'Corporate' },
  };
  for (const [kind, tables] of Object.entries(metalOwnerSequences)) {
    const { slot, ...base } = owners[kind];
    for (const [key, table] of Object.entries(tables as Tables)) {
      const parts = key.split('_');
      const shape = parts.pop()!;
      const [main, second, address] = slot ? parts : [/^(usa|nonUsa)/.exec(parts[0])![1]];
      out.push({
        name: `metalStream ${kind}.${key}`,
        choices: {
          ...base,
          RegistrationFlowType: 2,
          funding: 'Programme',
          countries: slot
            ? { main: country(main), [slot]: country(second) }
            : { main: country(main) },
          skips: address === 'skipped' ? ['secondAddress'] : [],
          allocation: ALLOCATION[shape.toLowerCase()],
          broker,
        },
        table,
      });
    }
  }
  return out;
}

it('the step tables’ sequences are the spec oracle’s routes, non-USA persons included', () => {
  const all = cases();
  expect(all.length).toBeGreaterThanOrEqual(135);
  expect(all.some((c) => c.choices.countries?.main === 'CAN')).toBe(true);
  const differ = all.flatMap(({ name, choices, table }) => {
    const m = firstMismatch(expectedRoutes(choices), table);
    return m
      ? [`${name}, step ${m.step}: the spec expects ${m.expected}, the table ${m.actual}`]
      : [];
  });
  expect(differ).toEqual([]);
});

/**
 * Every wizard's step table (machines/wizards/*.steps.ts; ARCHITECTURE.md "Wizards are data")
 * against doc 2 §2.2 / §2.3 and doc 3 §2.1 / §2.2: unique ids and paths, every edge target a
 * step of the table, spec route keys and literal paths, one route key per path across tables,
 * titles in the English catalogue, branch guards that exist in walk.ts — and walking each
 * table with the real branch guards (machines/wizards/walk.ts) along each sequence's choices
 * (saved countries, funding methods, user skips) yields exactly that sequence of doc 2 §2.2.
 */
import { describe, expect, it } from 'vitest';
import {
  BANK_FUNDING_TYPES,
  IRA_FUNDING_TYPES,
  type Application,
  type Person,
} from '../../services/api/contract';
import { businessSequences, businessSteps } from '../../machines/wizards/business.steps';
import { individualSequences, individualSteps } from '../../machines/wizards/individual.steps';
import { iraBusinessSequences, iraBusinessSteps } from '../../machines/wizards/ira-business.steps';
import { iraPersonalSequences, iraPersonalSteps } from '../../machines/wizards/ira-personal.steps';
import { jointSequences, jointSteps } from '../../machines/wizards/joint.steps';
import { metalStreamSequences, metalStreamSteps } from '../../machines/wizards/metal-stream.steps';
import { trustSequences, trustSteps } from '../../machines/wizards/trust.steps';
import { utmaSequences, utmaSteps } from '../../machines/wizards/utma.steps';
import { STEP_CATALOGUE } from '../../machines/wizards/step-catalogue';
import type { StepDef, StepTable } from '../../machines/wizards/step-table';
import {
  branchGuards,
  hasUserSkip,
  routeFrom,
  stepById,
  type WalkData,
} from '../../machines/wizards/walk';
import { isKnownStepPath } from '../../server/domain/step-paths';
import { stepTableFor, WIZARD_STEP_TABLES } from '../../server/domain/onboarding';
import {
  metalBusinessSteps,
  metalJointSteps,
  metalTrustSteps,
  metalUtmaSteps,
} from '../../machines/wizards/metal-owners.steps';
import { hasKey } from '../../src/i18n/t';

/** Route keys of doc 2 §2.3 and doc 3 §2.1 ({banklink} = PLAID). */
const SECURE_KEYS = [
  'SECURE_ACCOUNT',
  'SECURE_NAME',
  'SECURE_DOB',
  'SECURE_IDENTITY',
  'SECURE_IDENTITY_SSN',
  'SECURE_PHONE_NUMBER',
];
const SPEC_ROUTE_KEYS = new Set([
  ...SECURE_KEYS,
  // The secure screens repeated under BUSINESS_ACCOUNT and METAL_SECURE_ACCOUNT (doc 2 §2.3).
  ...SECURE_KEYS.map((k) => `BUSINESS_ACCOUNT.${k}`),
  ...SECURE_KEYS.map((k) => `METAL_SECURE_ACCOUNT.${k}`),
  // doc 2 §2.3: METAL_SECURE_ACCOUNT.* also repeats the minor's, the secondary owner's, the
  // business's and the trust's secure screens (issue 21 item 9).
  ...[
    'SECURE_SECONDARY',
    'SECURE_SECONDARY_DOB',
    'SECURE_SECONDARY_IDENTITY',
    'SECURE_SECONDARY_SSN',
    'SECURE_SECONDARY_PHONE_NUMBER',
    'SECURE_MINOR',
    'SECURE_MINOR_DOB',
    'SECURE_MINOR_IDENTITY',
    'SECURE_MINOR_SSN',
    'SECURE_TRUST_NAME',
    'SECURE_TRUST_NAME_EIN_QUESTION',
    'SECURE_TRUST_NAME_EIN',
    'SECURE_BUSINESS_TYPE',
    'SECURE_BUSINESS_ORIGIN_NAME',
    'SECURE_BUSINESS_ORIGIN_EIN',
    'SECURE_BUSINESS_ADDRESS',
  ].map((k) => `METAL_SECURE_ACCOUNT.${k}`),
  'SECURE_IDENTITY_DETAILS',
  'SECURE_MARITAL',
  // doc 2 §2.19 "Its screen route and layout are not shown": the route key of docs/decisions.md.
  'SECURE_BACKUP_WITHHOLDING',
  'EMPLOYMENT_STATUS',
  'FINANCIAL_PROFILE',
  'SECURE_BUSINESS_NAME',
  'SECURE_SECONDARY',
  'SECURE_SECONDARY_DOB',
  'SECURE_SECONDARY_IDENTITY',
  'SECURE_SECONDARY_SSN',
  'SECURE_SECONDARY_PHONE_NUMBER',
  'SECURE_MINOR',
  'SECURE_MINOR_DOB',
  'SECURE_MINOR_IDENTITY',
  'SECURE_MINOR_SSN',
  'SECURE_MINOR_PHONE_NUMBER',
  'SECURE_TRUST_NAME',
  'SECURE_TRUST_NAME_EIN_QUESTION',
  'SECURE_TRUST_NAME_EIN',
  'SECURE_BUSINESS_TYPE',
  'SECURE_BUSINESS_ORIGIN_NAME',
  'SECURE_BUSINESS_ORIGIN_EIN',
  'SECURE_BUSINESS_ADDRESS',
  'SECURE_BUSINESS_REVIEW',
  'ADDRESS',
  'ADDRESS_ENTER',
  'ADDRESS_SECONDARY',
  'ADDRESS_SECONDARY_ENTER',
  'ADDRESS_MINOR',
  'ADDRESS_MINOR_ENTER',
  'ADDRESS_DONE',
  'REVIEW',
  'METAL_SECURE_ACCOUNT.REVIEW',
  'METAL_SECURE_ACCOUNT.AGREEMENT',
  'METAL_STREAM_WELCOME',
  'METAL_STREAM_MONTHLY_INVEST',
  'METAL_STREAM_FUND_ALLOCATION',
  'METAL_STREAM_GOLD',
  'METAL_STREAM_SILVER',
  'METAL_STREAM_REVIEW',
  'METAL_STREAM_SUMMARY',
  // The programme's owner choice (issue 21 item 9): a step the spec does not name (docs/decisions.md).
  'METAL_STREAM_OWNER',
  'FUNDING.METALSTREAM_FUNDING.ACCOUNT',
  'FUNDING.NORMAL_FUNDING.ACCOUNT',
  'FUNDING.NORMAL_FUNDING.JOINT_SURVIVOR',
  'FUNDING.NORMAL_FUNDING.JOINT_METAL_SURVIVOR',
  'FUNDING.NORMAL_FUNDING.AMOUNT.PLAID',
  'FUNDING.NORMAL_FUNDING.AMOUNT.WIRE',
  'FUNDING.NORMAL_FUNDING.AMOUNT.CHECK',
  'FUNDING.NORMAL_FUNDING.AMOUNT.CRYPTOCURRENCY',
  'FUNDING.RETIREMENT_FUNDING.ACCOUNT',
  'FUNDING.RETIREMENT_FUNDING.AMOUNT.ROLLOVER',
  'FUNDING.RETIREMENT_FUNDING.AMOUNT.ANNUAL_CONTRIBUTION',
  'AGREEMENT',
  'EQUITY_AGREEMENT',
]);

/** What a sequence chooses: saved identity countries, funding method, IRA funding type, user skips. */
interface Choices {
  main?: string;
  secondary?: string;
  minor?: string;
  funding?: keyof typeof BANK_FUNDING_TYPES;
  ira?: keyof typeof IRA_FUNDING_TYPES;
  /** Saved metal-stream GoldPercentage (fraction 0–1; silver is the rest). */
  gold?: number;
  /** Step ids whose skip link the user follows. */
  skips?: string[];
  /** Person slots whose address is saved. */
  addressed?: string[];
}

type Sequences = Record<string, readonly string[]>;
interface Case {
  table: StepTable;
  sequences: Sequences;
  choices: Record<string, Choices>;
}

const US = 'USA';
const FR = 'FRA';
/** The bank funding methods with an amount step (doc 3 §2.1), as a sequence name spells them (usaAch, nonUsaWire, …). */
const METHOD_IN_NAME = {
  ACHConnected: 'Ach',
  Wire: 'Wire',
  Check: 'Check',
  Cryptocurrency: 'Cryptocurrency',
} as const;
type BankMethod = keyof typeof METHOD_IN_NAME;
const ALL_BANK_METHODS = Object.keys(METHOD_IN_NAME) as BankMethod[];

/**
 * The choices of the sequences `<prefix><Method>` (one per bank funding method) and
 * `<prefix>SkipFunding` (the user skips Fund account), with the same saved `persons`.
 */
function fundingChoices(
  prefix: string,
  persons: Choices,
  methods: readonly BankMethod[] = ALL_BANK_METHODS,
): Record<string, Choices> {
  return {
    ...Object.fromEntries(
      methods.map((m) => [`${prefix}${METHOD_IN_NAME[m]}`, { ...persons, funding: m }]),
    ),
    [`${prefix}SkipFunding`]: { ...persons, skips: ['fund'] },
  };
}

/** The personal and the business IRA take the same retirement-funding choices (doc 3 §2.2). */
const IRA_CHOICES: Record<string, Choices> = {
  usaRollover: { main: US, ira: 'Rollover' },
  usaAnnualContribution: { main: US, ira: 'AnnualContribution' },
  usaTransfer: { main: US, ira: 'IRATransfer' },
  usaSkipFunding: { main: US, skips: ['fundRetirement'] },
  nonUsaRollover: { main: FR, ira: 'Rollover' },
  nonUsaSkipFunding: { main: FR, skips: ['fundRetirement'] },
};

/**
 * The choices of the generated joint / UTMA sequences `<main>_<second>_<address>_<funding>`
 * (joint.steps.ts, utma.steps.ts): identity countries, the second person's address entered (saved)
 * or its question skipped, and a funding method or the skip of Fund account.
 */
function pairChoices(
  slot: 'secondary' | 'minor',
  names: readonly string[],
): Record<string, Choices> {
  const method = (f: string): BankMethod | undefined =>
    (Object.keys(METHOD_IN_NAME) as BankMethod[]).find((m) => METHOD_IN_NAME[m] === f);
  return Object.fromEntries(
    names.map((name) => {
      const [m, p, a, f] = name.split('_');
      const c: Choices = {
        main: m === 'usa' ? US : FR,
        [slot]: p === 'usa' ? US : FR,
        funding: method(f),
        addressed: a === 'entered' ? [slot] : [],
        skips: [
          ...(a === 'skipped' ? [`${slot}Address`] : []),
          ...(f === 'SkipFunding' ? ['fund'] : []),
        ],
      };
      return [name, c];
    }),
  );
}

const CASES: Record<keyof typeof WIZARD_STEP_TABLES, Case> = {
  individual: {
    table: individualSteps,
    sequences: individualSequences,
    choices: { ...fundingChoices('usa', { main: US }), ...fundingChoices('nonUsa', { main: FR }) },
  },
  business: {
    table: businessSteps,
    sequences: businessSequences,
    choices: {
      ...fundingChoices('usa', { main: US }),
      ...fundingChoices('nonUsa', { main: FR }, ['Wire']),
    },
  },
  trust: {
    table: trustSteps,
    sequences: trustSequences,
    choices: {
      ...fundingChoices('usa', { main: US }),
      ...fundingChoices('nonUsa', { main: FR }, ['Check']),
    },
  },
  iraPersonal: { table: iraPersonalSteps, sequences: iraPersonalSequences, choices: IRA_CHOICES },
  iraBusiness: { table: iraBusinessSteps, sequences: iraBusinessSequences, choices: IRA_CHOICES },
  joint: {
    table: jointSteps,
    sequences: jointSequences,
    choices: pairChoices('secondary', Object.keys(jointSequences)),
  },
  utma: {
    table: utmaSteps,
    sequences: utmaSequences,
    choices: pairChoices('minor', Object.keys(utmaSequences)),
  },
  metalStream: {
    table: metalStreamSteps,
    sequences: metalStreamSequences,
    choices: {
      usaBothMetals: { main: US, gold: 0.5 },
      // A 0 % metal: its picker is not shown (doc 3 §2.3).
      usaGoldOnly: { main: US, gold: 1 },
      usaSilverOnly: { main: US, gold: 0 },
      usaSkipPickersAndFunding: {
        main: US,
        gold: 0.5,
        skips: ['metalGold', 'metalSilver', 'metalFunding'],
      },
      nonUsaBothMetals: { main: FR, gold: 0.25 },
      nonUsaGoldOnly: { main: FR, gold: 1 },
      nonUsaSilverOnly: { main: FR, gold: 0 },
    },
  },
  // The programme with another owner kind (issue 21 item 9): the structural checks here; its
  // sequences are walked by the wizard machine's forward model (test/machines/wizard-paths.test.ts).
  metalStreamJoint: { table: metalJointSteps, sequences: {}, choices: {} },
  metalStreamUtma: { table: metalUtmaSteps, sequences: {}, choices: {} },
  metalStreamTrust: { table: metalTrustSteps, sequences: {}, choices: {} },
  metalStreamBusiness: { table: metalBusinessSteps, sequences: {}, choices: {} },
};

const person = (iso3: string | undefined, addressed = false): Person | null =>
  iso3
    ? {
        PersonUid: `p-${iso3}`,
        PersonName: null,
        PersonBirthday: null,
        PersonCountry: { CountryIso3Code: iso3, CountryIso2Code: null },
        PersonSsn: null,
        Phone: null,
        PersonAddress: addressed
          ? {
              Street: '1 Main St',
              AptOrSuite: null,
              City: 'Springfield',
              State: 'IL',
              PostalCode: '62701',
              CountryIso3Code: 'USA',
              CountryIso2Code: 'US',
            }
          : null,
      }
    : null;

/** The application a sequence's choices leave behind, in the per-type sub-object of its kind. */
function applicationFor(kind: keyof typeof WIZARD_STEP_TABLES, c: Choices): Application {
  const main = person(c.main);
  const base = {
    ApplicationUid: 'a',
    AccountType: null,
    AccountUid: null,
    AccountNumber: null,
    AccountUpgradeType: null,
    RegistrationFlowType: kind === 'metalStream' ? 2 : 1,
    ApplicationStep: null,
    IsAssisted: false,
    IsCompletedApplication: false,
    CreatedOn: '2026-01-01T00:00:00Z',
    CreatedBy: null,
    SelectedApplicationTypes: { ApplicationType: null, AccountType: null },
    IndividualApplication: null,
    ApplicationFunding: c.funding
      ? { BankFundingType: BANK_FUNDING_TYPES[c.funding], Amount: 100 }
      : null,
    AgreementsAccepted: [],
    MetalStream:
      c.gold === undefined
        ? null
        : {
            Amount: 100,
            Currency: 'USD' as const,
            GoldPercentage: c.gold,
            SilverPercentage: 1 - c.gold,
            SymbolCodeGold: null,
            SymbolCodeSilver: null,
            SelectedGoldProduct: null,
            SelectedSilverProduct: null,
            BankAccountUid: null,
            UseAccountBalance: null,
          },
    ApplicationOnboarding: { ApplicationOnboardingMenu: [], ApplicationOnboardingStep: null },
  } satisfies Partial<Application>;
  switch (kind) {
    case 'business':
    case 'trust':
      return {
        ...base,
        ApplicationType: 'Corporate',
        CorporateApplication: {
          AccountType: null,
          CorporateAccountType: null,
          AuthorizedAgent: main,
          LegalEntity: null,
        },
      };
    case 'iraPersonal':
    case 'iraBusiness':
      return {
        ...base,
        ApplicationType: 'IRA',
        IRAApplication: {
          AccountType: null,
          IRAAccountType: null,
          Owner: main,
          CompanyName: null,
          CustomerDueDiligenceResponse: null,
          IRAApplicationFundingResponse: c.ira
            ? {
                IRAFundingType: IRA_FUNDING_TYPES[c.ira],
                Amount: null,
                ContributionYear: null,
                TransferType: null,
                CustodianAccountType: null,
                AccountNumber: null,
                IRAFundingCustodianResponse: null,
              }
            : null,
        },
      } as Application;
    case 'joint':
      return {
        ...base,
        ApplicationType: 'JointTenants',
        JointTenantsApplication: {
          AccountType: null,
          JointTenantsAccountType: null,
          PrimaryHolder: main,
          SecondaryHolder: person(c.secondary, c.addressed?.includes('secondary')),
        },
      };
    case 'utma':
      return {
        ...base,
        ApplicationType: 'UTMA',
        UTMAApplication: {
          AccountType: null,
          UTMAAccountType: null,
          Custodian: main,
          Minor: person(c.minor, c.addressed?.includes('minor')),
        },
      };
    default:
      return {
        ...base,
        ApplicationType: 'Individual',
        IndividualApplication: { AccountType: null, Owner: main },
      };
  }
}

/** Walks the table: a user skip where the choices take one, else the data's route (walk.ts routeFrom). */
function walkWith(table: StepTable, data: WalkData, skips: readonly string[]): string[] {
  const out: string[] = [];
  let cur: StepDef | undefined = table[0];
  while (cur && out.length <= table.length) {
    out.push(cur.path);
    const next: string | null = skips.includes(cur.id) ? (cur.skip ?? null) : routeFrom(cur, data);
    cur = next ? stepById(table, next) : undefined;
  }
  return out;
}

const targetsOf = (s: StepDef): string[] => [
  ...(typeof s.next === 'string' ? [s.next] : s.next ? Object.values(s.next) : []),
  ...[s.skip, s.dependentSkip, s.preSkip].filter((x): x is string => !!x),
  ...(s.branches ?? []).map((b) => b.to),
];

describe.each(Object.entries(CASES))('step table %s', (kind, { table, sequences, choices }) => {
  it('has unique ids and unique paths', () => {
    expect(new Set(table.map((s) => s.id)).size).toBe(table.length);
    expect(new Set(table.map((s) => s.path)).size).toBe(table.length);
  });

  it('names only steps of the table as next, skip, dependent-skip, pre-skip and branch targets', () => {
    const ids = new Set(table.map((s) => s.id));
    const dangling = table.flatMap((s) =>
      targetsOf(s)
        .filter((t) => !ids.has(t))
        .map((t) => `${s.id} → ${t}`),
    );
    expect(dangling).toEqual([]);
  });

  it('ends with exactly one last step (next null), the agreement', () => {
    const last = table.filter((s) => s.next === null);
    expect(last.map((s) => s.id)).toEqual(['agreement']);
    expect(table[table.length - 1].next).toBeNull();
  });

  it('uses literal paths of doc 1 §2.1 and route keys of doc 2 §2.3 / doc 3 §2.1', () => {
    expect(table.map((s) => s.path).filter((p) => !isKnownStepPath(p))).toEqual([]);
    expect(table.map((s) => s.routeKey).filter((k) => !SPEC_ROUTE_KEYS.has(k))).toEqual([]);
  });

  it('has an English page title for every step', () => {
    expect(table.map((s) => s.titleKey).filter((k) => !hasKey(k))).toEqual([]);
  });

  it('uses branch guards that walk.ts implements, with params naming real choices', () => {
    for (const s of table) {
      for (const b of s.branches ?? []) {
        expect(branchGuards[b.guard], `${s.id}: ${b.guard}`).toBeTypeOf('function');
        if (b.guard === 'fundingTypeIs')
          expect(Object.keys(BANK_FUNDING_TYPES)).toContain(b.params?.type);
        if (b.guard === 'iraFundingTypeIs')
          expect(Object.keys(IRA_FUNDING_TYPES)).toContain(b.params?.type);
        if (b.guard === 'personCountryNotUsa')
          expect(['main', 'secondary', 'minor']).toContain(b.params?.person);
        if (b.guard === 'metalPercentageIsZero')
          expect(['Gold', 'Silver']).toContain(b.params?.metal);
      }
    }
  });

  it('gives every sequence its choices, and only those', () => {
    expect(Object.keys(choices).sort()).toEqual(Object.keys(sequences).sort());
  });

  it.each(Object.keys(sequences))(
    'walking the choices of %s yields exactly that sequence',
    (name) => {
      const c = choices[name];
      for (const id of c.skips ?? []) {
        const step = stepById(table, id);
        // A user skip is a skip link (not a data branch) of the step.
        expect(step && hasUserSkip(step), `${id} has a user skip`).toBe(true);
      }
      const data: WalkData = {
        application: applicationFor(kind as keyof typeof CASES, c),
        furthestStep: null,
      };
      expect(walkWith(table, data, c.skips ?? [])).toEqual([...sequences[name]]);
    },
  );
});

describe('all tables together', () => {
  it('give a literal path one route key in every table (doc 2 §2.3 pairs them by name)', () => {
    const byPath = new Map<string, Set<string>>();
    for (const t of Object.values(WIZARD_STEP_TABLES)) {
      for (const s of t as StepTable)
        byPath.set(s.path, (byPath.get(s.path) ?? new Set()).add(s.routeKey));
    }
    expect([...byPath].filter(([, keys]) => keys.size > 1).map(([p]) => p)).toEqual([]);
  });

  it('use every entry of the step catalogue (machines/wizards/step-catalogue.ts)', () => {
    const used = new Set(
      Object.values(WIZARD_STEP_TABLES).flatMap((t) => (t as StepTable).map((s) => s.path)),
    );
    expect(
      Object.entries(STEP_CATALOGUE)
        .filter(([, e]) => !used.has(e.path))
        .map(([k]) => k),
    ).toEqual([]);
  });

  it('cover every table in the test', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(WIZARD_STEP_TABLES).sort());
  });
});

describe('stepTableFor (doc 2 §2.2 "Choice of the first wizard screen")', () => {
  it.each([
    ['Individual', null, 1, individualSteps],
    ['Corporate', 'LimitedLiabilityCorporation', 1, businessSteps],
    ['Corporate', null, 1, businessSteps],
    ['Corporate', 'Trust', 1, trustSteps],
    ['IRA', 'Traditional', 1, iraPersonalSteps],
    ['IRA', 'Roth', 1, iraPersonalSteps],
    ['IRA', 'SIMPLE', 1, iraBusinessSteps],
    ['IRA', 'SEP', 1, iraBusinessSteps],
    ['JointTenants', 'WithRightOfSurvivorship', 1, jointSteps],
    ['UTMA', 'Custodian', 1, utmaSteps],
    ['Individual', null, 2, metalStreamSteps],
  ] as const)('%s / %s / flow %i', (type, accountType, flow, table) => {
    expect(stepTableFor(type, { accountType, registrationFlowType: flow })).toBe(table);
  });

  it('has no table without an ApplicationType (the choice of account kind)', () => {
    expect(stepTableFor(null, { registrationFlowType: 1 })).toBeUndefined();
  });
});

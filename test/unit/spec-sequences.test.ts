/**
 * Issue 34 item 3: the generated paths are checked against the spec's sequences
 * (test/paths/spec-sequences.ts, written from doc 2 §2.2/§2.3/§2.14/§2.19/§2.20 and doc 3 §2), not
 * only against the machine they came from. Every generated path of the real machines follows the
 * oracle; a test build with one guard inverted — the SSN step's non-USA skip (doc 2 §2.14), or the
 * backup-withholding question's IsIRSRequired (doc 2 §2.19) — makes generated paths fail with a
 * message naming the path and the step.
 */
import { describe, expect, it } from 'vitest';
import { wizardGuards } from '../../machines/wizard-engine/wizard.guards';
import { allPaths, type GeneratedPath, type GuardOverrides } from '../paths/generate';
import { planMismatch, specCheck } from '../paths/path-choices';
import { BACKUP_WITHHOLDING, expectedRoutes, type SpecChoices } from '../paths/spec-sequences';

/** `names` inverted: each guard answers the opposite of the machine's own. */
const inverted = (...names: (keyof typeof wizardGuards)[]): GuardOverrides =>
  Object.fromEntries(
    names.map((n) => [
      n,
      (...args: unknown[]) => !(wizardGuards[n] as (...a: unknown[]) => boolean)(...args),
    ]),
  );

const failures = (paths: GeneratedPath[]) =>
  paths.map(planMismatch).filter((m): m is string => m !== null);

/**
 * The screens a browser run of `p` shows (test/paths/paths.spec.ts): the plan's, with the
 * same-address question answered Yes (its address entry follows, test/e2e/kinds.ts), REFRESH_LOADING
 * after a programme owner card other than 'just me', then the KYC pages.
 */
const browserRun = (p: GeneratedPath) => {
  const out: string[] = [];
  p.screens.forEach((s, i) => {
    out.push(s);
    if (/^\/address\/(secondary|minor)$/.test(s) && p.screens[i + 1] !== `${s}/enter`)
      out.push(`${s}/enter`);
    if (s === '/metal/owner' && p.kind !== 'aip') out.push('/refresh/loading');
  });
  return [...out, '/kyc/processing', '/kyc/success'];
};

/** Runs the browser check over `screens`; the message it fails with, or null. */
const browserMismatch = (p: GeneratedPath, screens: string[]) => {
  const check = specCheck(p);
  try {
    screens.forEach(check);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

const HAA = { IsIRSRequired: false, CryptocurrencyLimit: 100_000 };
const LG = { IsIRSRequired: true, CryptocurrencyLimit: 100_000 };

describe('the spec oracle (test/paths/spec-sequences.ts)', () => {
  const real = allPaths();

  it('every generated path of the real machines follows the spec’s sequence, step by step', () => {
    expect(real).toHaveLength(74);
    // The 14 non-USA paths (generate.ts NON_USA_OF) skip the SSN of each person abroad.
    for (const p of real.filter((x) => x.countries))
      for (const [slot, c] of Object.entries(p.countries!))
        if (c !== 'USA')
          expect(
            p.screens.some((s) => s.endsWith(slot === 'main' ? '/identity/ssn' : `/${slot}/ssn`)),
          ).toBe(false);
    expect(failures(real)).toEqual([]);
  });

  it('the browser check (paths.spec.ts) passes every path’s run and names path and step on a wrong screen', () => {
    expect(real.map((p) => browserMismatch(p, browserRun(p))).filter(Boolean)).toEqual([]);
    const individual = real.find((p) => p.id === 'individual/check/pass')!;
    const run = browserRun(individual);
    expect(
      browserMismatch(
        individual,
        run.filter((s) => s !== '/secure/identity/ssn'),
      ),
    ).toBe(
      'generated path individual/check/pass, step 5: the spec expects /secure/identity/ssn ' +
        '(test/paths/spec-sequences.ts), the browser shows /address (machine state the plan ' +
        'expected: {"ssn":"editing"})',
    );
    // A KYC page before the agreement, and a screen after it, fail too.
    expect(browserMismatch(individual, [...run.slice(0, 3), '/kyc/processing'])).toMatch(
      /step 3: the spec expects \/secure\/dob .* the browser shows \/kyc\/processing/,
    );
    expect(browserMismatch(individual, [...run.slice(0, -2), '/review'])).toMatch(
      /step 13: the spec expects \/kyc\/processing .* the browser shows \/review/,
    );
  });

  it('the SSN step’s non-USA skip inverted (doc 2 §2.14): paths fail naming the path and the step', () => {
    const broken = allPaths(inverted('identityCountryNotUsa', 'personCountryNotUsa'));
    const messages = failures(broken);
    expect(messages.length).toBeGreaterThan(0);
    // The Individual's USA path goes from the identity country to Address: step 5 expects the SSN.
    expect(messages).toContain(
      'generated path individual/check/pass, step 5: the spec expects /secure/identity/ssn ' +
        '(test/paths/spec-sequences.ts), the machine plans /address (machine state the plan ' +
        'expected: {"address":"editing"})',
    );
    // Every kind with a non-USA skip is caught (UTMA has none: decisions.md doc 2 §2.2 vs §5).
    for (const id of [
      'trust/wire/pass',
      'business/wire/pass',
      'roth/skip/pass',
      'sep/rollover/pass',
    ])
      expect(messages.some((m) => m.startsWith(`generated path ${id}, step `))).toBe(true);
    // Joint cannot finish at all (the review refuses a US secondary holder without SSN, doc 2 §4):
    // its paths are missing from the broken build.
    const ids = new Set(broken.map((p) => p.id));
    expect(real.filter((p) => !ids.has(p.id)).map((p) => p.id)).toContain('joint/check/pass');
  });

  it('the backup-withholding guard inverted (IsIRSRequired, doc 2 §2.19): paths fail on both brokers', () => {
    const messages = failures(allPaths(inverted('irsNotRequired')));
    // HAA (IsIRSRequired off) now asks the question after the SSN; LG (on) no longer does.
    expect(
      messages.some((m) => m.startsWith('generated path individual/check/pass, step 6:')),
    ).toBe(true);
    expect(
      messages.find((m) => m.startsWith('generated path individual/check/pass/lg, step 6:')),
    ).toMatch(/expects \/secure\/backup-withholding .* plans \/address/);
  });

  it('reads the spec for the branches the generator does not take (non-USA persons, allocations, assisted)', () => {
    const individual: SpecChoices = {
      ApplicationType: 'Individual',
      funding: 'Wire',
      broker: LG,
      countries: { main: 'CAN' },
    };
    // doc 2 §2.14 "any other country goes to the skip path" (Address): no SSN, no W-9.
    expect(expectedRoutes(individual)).toEqual([
      '/secure',
      '/secure/name',
      '/secure/phone-number',
      '/secure/dob',
      '/secure/identity',
      '/address',
      '/address/enter',
      '/address/done',
      '/fund/account',
      '/fund/account/wire',
      '/review',
      '/review/agreement',
    ]);
    // A sales agent passes the W-9 by (decisions.md issue 31).
    expect(
      expectedRoutes({
        ApplicationType: 'Individual',
        funding: 'Check',
        broker: LG,
        assisted: true,
      }),
    ).not.toContain(BACKUP_WITHHOLDING);
    // Joint, US main owner, non-USA secondary owner on an IRS broker: the dependent-skip path is
    // the W-9 question (doc 2 §2.14; decisions.md doc 2 §2.19); both non-USA: straight to Address.
    const joint = (main: string, secondary: string): string[] =>
      expectedRoutes({
        ApplicationType: 'JointTenants',
        funding: 'Skip',
        broker: LG,
        countries: { main, secondary },
      });
    expect(joint('USA', 'MEX').slice(6, 12)).toEqual([
      '/secure/secondary',
      '/secure/secondary/phone-number',
      '/secure/secondary/dob',
      '/secure/secondary/identity',
      BACKUP_WITHHOLDING,
      '/address',
    ]);
    expect(joint('MEX', 'MEX')).not.toContain(BACKUP_WITHHOLDING);
    expect(joint('MEX', 'MEX')[5]).toBe('/secure/secondary');
    // IRA: a non-USA identity skips "to Address", past the due-diligence steps (doc 2 §2.2).
    const ira = expectedRoutes({
      ApplicationType: 'IRA',
      AccountType: 'SEP',
      funding: 'Rollover',
      broker: HAA,
      countries: { main: 'CAN' },
    });
    expect(ira.slice(5, 8)).toEqual(['/secure/identity', '/address', '/address/enter']);
    // doc 3 §2.3: a 0 % metal skips its picker.
    const aip = expectedRoutes({
      ApplicationType: 'Individual',
      RegistrationFlowType: 2,
      funding: 'Programme',
      broker: HAA,
      allocation: { gold: 0, silver: 100 },
    });
    expect(aip.slice(0, 5)).toEqual([
      '/metal',
      '/metal/invest',
      '/metal/allocate',
      '/metal/silver',
      '/metal/funding',
    ]);
    // doc 3 §2.4 "Sales-assisted: wire and check only."
    expect(() =>
      expectedRoutes({
        ApplicationType: 'Individual',
        funding: 'Cryptocurrency',
        broker: HAA,
        assisted: true,
      }),
    ).toThrow(/sales-assisted/);
  });
});

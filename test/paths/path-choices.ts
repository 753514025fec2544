/**
 * A generated path's choices in the oracle's terms (test/paths/spec-sequences.ts SpecChoices), read
 * from what the path is given — its kind, funding method, broker and the skip links it takes —
 * never from the screens it passes (issue 34 item 3). Imports types only from the generator.
 */
import type { GeneratedPath, PathKind } from './generate';
import {
  AFTER_AGREEMENT,
  expectedRoutes,
  firstMismatch,
  mismatchMessage,
  PASS_THROUGH,
  type ApplicationType,
  type FundingChoice,
  type SkipChoice,
  type SpecChoices,
} from './spec-sequences';

/**
 * The application each kind registers (test/e2e/kinds.ts KIND_CHOICES: 'Standard account' → me /
 * joint / trust / business, 'Retirement (IRA)' → Traditional / Roth / SEP / SIMPLE, 'Gift (UTMA)'
 * → custodian / trustee; the programme at /aip is flow type 2 with the owner card's kind, doc 1
 * §4.1 and decisions.md 'doc 2 §2.3 METAL_SECURE_ACCOUNT').
 */
const APPLICATION_OF: Record<
  PathKind,
  { ApplicationType: ApplicationType; AccountType?: string; RegistrationFlowType?: 2 }
> = {
  individual: { ApplicationType: 'Individual' },
  joint: { ApplicationType: 'JointTenants' },
  trust: { ApplicationType: 'Corporate', AccountType: 'Trust' },
  business: { ApplicationType: 'Corporate', AccountType: 'LimitedLiabilityCorporation' },
  traditional: { ApplicationType: 'IRA', AccountType: 'Traditional' },
  roth: { ApplicationType: 'IRA', AccountType: 'Roth' },
  sep: { ApplicationType: 'IRA', AccountType: 'SEP' },
  simple: { ApplicationType: 'IRA', AccountType: 'SIMPLE' },
  custodian: { ApplicationType: 'UTMA', AccountType: 'Custodian' },
  trustee: { ApplicationType: 'UTMA', AccountType: 'Trustee' },
  aip: { ApplicationType: 'Individual', RegistrationFlowType: 2 },
  aipJoint: { ApplicationType: 'JointTenants', RegistrationFlowType: 2 },
  aipUtma: { ApplicationType: 'UTMA', RegistrationFlowType: 2 },
  aipTrust: { ApplicationType: 'Corporate', AccountType: 'Trust', RegistrationFlowType: 2 },
  aipBusiness: { ApplicationType: 'Corporate', RegistrationFlowType: 2 },
};

/**
 * The broker flags of the sandbox brokers the paths register with (docs/sandbox.md: LG has
 * IsIRSRequired on, the others off; every sandbox broker has a CryptocurrencyLimit above 0). The
 * generator's settings agree (test/machines/fake-api.ts SETTINGS, with IsIRSRequired on for LG).
 */
const BROKER_FLAGS: Record<string, SpecChoices['broker']> = {
  HAA: { IsIRSRequired: false, CryptocurrencyLimit: 100_000 },
  LG: { IsIRSRequired: true, CryptocurrencyLimit: 100_000 },
};

/** The skip links a plan may take, by the screen it takes them on (doc 2 §2.2, doc 3 §2.2 '(skippable)'). */
const SKIP_OF: Record<string, SkipChoice | 'funding'> = {
  '/secure/phone-number': 'phone',
  '/address/secondary': 'secondAddress',
  '/address/minor': 'secondAddress',
  '/metal/gold': 'gold',
  '/metal/silver': 'silver',
  '/metal/funding': 'programmeFunding',
  '/fund/account': 'funding',
  '/fund/retirement': 'funding',
};

/**
 * The oracle's choices of a generated path. `who`: 'plan' (the generator's own answers: the skip
 * links it takes) or 'browser' (paths.spec.ts: the screen handlers take no skip link but the
 * funding's 'do it later', and answer the same-address question Yes, test/e2e/kinds.ts). The
 * people's identity countries are the path's (generate.ts NON_USA_OF; absent: USA) in both — the
 * plan saves them, the browser picks them in the identity select (paths.spec.ts).
 */
export function choicesOf(p: GeneratedPath, who: 'plan' | 'browser' = 'plan'): SpecChoices {
  const skips: SkipChoice[] = [];
  if (who === 'plan')
    for (const screen of p.skipped) {
      const s = SKIP_OF[screen];
      if (!s)
        throw new Error(
          `generated path ${p.id}: the plan takes a skip link on ${screen}, which the spec does not mark '(skippable)' (doc 2 §2.2, doc 3 §2.2)`,
        );
      if (s === 'funding') {
        if (p.funding !== 'Skip')
          throw new Error(
            `generated path ${p.id}: skips ${screen} but its funding is ${p.funding}`,
          );
      } else skips.push(s);
    }
  return {
    ...APPLICATION_OF[p.kind],
    funding: p.funding as FundingChoice,
    broker: BROKER_FLAGS[p.broker ?? 'HAA'],
    ...(p.countries ? { countries: p.countries } : {}),
    skips,
  };
}

/** The spec's routes for a generated path (as the plan or the browser takes it). */
export const specRoutesOf = (p: GeneratedPath, who: 'plan' | 'browser' = 'plan') =>
  expectedRoutes(choicesOf(p, who));

/**
 * The message naming the path and the first step where the plan's screens leave the spec's
 * sequence, or null when they agree.
 */
export function planMismatch(p: GeneratedPath): string | null {
  const m = firstMismatch(specRoutesOf(p), p.screens);
  return m ? mismatchMessage(p.id, m, 'plan', p.screenStates[m.step]) : null;
}

/**
 * The spec's check of each screen the browser shows (issue 34 item 3, test/paths/paths.spec.ts):
 * the spec's routes for the path as the browser takes it, compared one step at a time; a screen
 * that is not the next route throws the message naming the path, the step, both routes and the
 * machine state the plan had on the expected route. REFRESH_LOADING passes; a KYC page must follow
 * the agreement (the last route).
 */
export function specCheck(p: GeneratedPath) {
  const routes = specRoutesOf(p, 'browser');
  let step = 0;
  const fail = (expected: string, actual: string) => {
    // The machine state the plan had on the route the spec expects, where the plan shows it.
    const at = p.screens.indexOf(expected);
    throw new Error(
      mismatchMessage(
        p.id,
        { step, expected, actual },
        'browser',
        at >= 0 ? p.screenStates[at] : undefined,
      ),
    );
  };
  return (path: string) => {
    if (PASS_THROUGH.has(path)) return;
    if (path.startsWith('/kyc/')) {
      // doc 3 §2.2 "The agreement screen's own action leads to KYC_PROCESSING", after the last route.
      if (step < routes.length) fail(routes[step], path);
      return;
    }
    if (step >= routes.length) fail(AFTER_AGREEMENT, path);
    if (routes[step] !== path) fail(routes[step], path);
    step += 1;
  };
}

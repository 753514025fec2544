/** Guards and navigation over the step table (doc 2 §2.14, §4; doc 3 §2.4; doc 1 §4.7). */
import { describe, expect, it } from 'vitest';
import { WIZARD_TABLES } from '../../machines/wizard-engine/registry';
import { createWizardMachine } from '../../machines/wizard-engine/wizard.machine';
import { isKnownPath, kycTargetOf, offersResume } from '../../machines/app/entry-helpers';
import { parseEntryQuery } from '../../machines/entry/entry-query';
import {
  CHOICE_LEVEL_IDS,
  choicesOf,
  contractChoicesOf,
  createAccountBackLevel,
} from '../../machines/choices';
import { routeTable } from '../../machines/view/route-table';
import { individualSteps } from '../../machines/wizards/individual.steps';
import type { StepTable } from '../../machines/wizards/step-table';
import {
  branchGuards,
  hasUserSkip,
  isReachable,
  previousStepOf,
  resumeStepOf,
  routeFrom,
  walkPath,
  type WalkData,
} from '../../machines/wizards/walk';
import type { Application } from '../../services/api/contract';
import { emptyApplication } from './fake-api';

const step = (id: string) => individualSteps.find((s) => s.id === id)!;
function data(
  country: string | null,
  funding: 3 | 4 | null,
  furthest: string | null = null,
  appStep: string | null = null,
): WalkData {
  const app: Application = emptyApplication({
    ApplicationStep: appStep,
    IndividualApplication: {
      AccountType: null,
      Owner: {
        PersonUid: 'p',
        PersonName: null,
        PersonBirthday: null,
        PersonCountry: country ? { CountryIso3Code: country, CountryIso2Code: null } : null,
        PersonSsn: null,
        Phone: null,
        PersonAddress: null,
      },
    },
    ApplicationFunding: funding ? { BankFundingType: funding, Amount: null } : null,
  });
  return { application: app, furthestStep: furthest };
}

describe('branch guards', () => {
  it('identityCountryNotUsa holds only for a saved non-USA country', () => {
    expect(branchGuards.identityCountryNotUsa(data('FRA', null))).toBe(true);
    expect(branchGuards.identityCountryNotUsa(data('USA', null))).toBe(false);
    expect(branchGuards.identityCountryNotUsa(data(null, null))).toBe(false);
  });
  it('fundingTypeIs matches the saved BankFundingType code (3 Wire, 4 Check)', () => {
    expect(branchGuards.fundingTypeIs(data(null, 3), { type: 'Wire' })).toBe(true);
    expect(branchGuards.fundingTypeIs(data(null, 3), { type: 'Check' })).toBe(false);
    expect(branchGuards.fundingTypeIs(data(null, 4), { type: 'Check' })).toBe(true);
    expect(branchGuards.fundingTypeIs(data(null, null), { type: 'Wire' })).toBe(false);
  });
  it('every branch guard named in any table is implemented by the wizard engine', () => {
    const impl = (
      createWizardMachine('individual') as unknown as {
        implementations: { guards: Record<string, unknown> };
      }
    ).implementations.guards;
    for (const table of Object.values(WIZARD_TABLES) as StepTable[])
      for (const s of table) {
        for (const b of s.branches ?? [])
          expect(typeof impl[b.guard], `${s.id}: ${b.guard}`).toBe('function');
        if (s.skipWhen) expect(typeof impl[s.skipWhen.guard]).toBe('function');
      }
  });
});

describe('routing over the step table', () => {
  it('identity leads to the SSN for USA and skips to Address otherwise', () => {
    expect(routeFrom(step('identity'), data('USA', null))).toBe('ssn');
    expect(routeFrom(step('identity'), data('FRA', null))).toBe('address');
  });
  it('fund leads to the wire or check amount, or to Review when no funding is saved', () => {
    expect(routeFrom(step('fund'), data('USA', 3))).toBe('fundWire');
    expect(routeFrom(step('fund'), data('USA', 4))).toBe('fundCheck');
    expect(routeFrom(step('fund'), data('USA', null))).toBe('review');
  });
  it('user skips: phone and fund; identity skips by data only', () => {
    expect(individualSteps.filter(hasUserSkip).map((s) => s.id)).toEqual(['phone', 'fund']);
  });
  it('back from Address is the SSN for USA, Identity otherwise (doc 2 §4)', () => {
    expect(previousStepOf(individualSteps, 'address', data('USA', null))).toBe('ssn');
    expect(previousStepOf(individualSteps, 'address', data('FRA', null))).toBe('identity');
  });
  it('back from Review follows the funding method (doc 2 §2.1 previous path keyed by funding type)', () => {
    expect(previousStepOf(individualSteps, 'review', data('USA', 3))).toBe('fundWire');
    expect(previousStepOf(individualSteps, 'review', data('USA', 4))).toBe('fundCheck');
    expect(previousStepOf(individualSteps, 'review', data('USA', null))).toBe('fund');
  });
  it('walkPath follows the data', () => {
    expect(walkPath(individualSteps, data('FRA', 4))).not.toContain('ssn');
    expect(walkPath(individualSteps, data('FRA', 4))).toContain('fundCheck');
  });
  it('a URL step is reachable only when on the path and reached', () => {
    expect(isReachable(individualSteps, 'dob', data('USA', null, 'identity'))).toBe(true);
    expect(isReachable(individualSteps, 'address', data('USA', null, 'identity'))).toBe(false);
    expect(isReachable(individualSteps, 'ssn', data('FRA', null, 'addressDone'))).toBe(false);
  });
  it('resume: the URL step when reached, else ApplicationStep, else the first step (doc 1 §4.7, §4.10)', () => {
    expect(
      resumeStepOf(individualSteps, data('USA', null, null, '/secure/dob'), '/secure/name'),
    ).toBe('name');
    expect(resumeStepOf(individualSteps, data('USA', null, null, '/secure/dob'), '/review')).toBe(
      'dob',
    );
    expect(resumeStepOf(individualSteps, data('USA', null, null, null), '/review')).toBe('secure');
    expect(
      resumeStepOf(
        individualSteps,
        data('USA', null, 'address', '/secure/dob'),
        '/secure/identity/ssn',
      ),
    ).toBe('ssn');
  });
});

describe('flow guards and helpers', () => {
  it('resume modal when a step or type exists and the application is not complete (doc 1 §4.5)', () => {
    expect(offersResume(emptyApplication({ ApplicationStep: '/secure/name' }))).toBe(true);
    expect(offersResume(emptyApplication({ ApplicationType: null }))).toBe(false);
    expect(
      offersResume(
        emptyApplication({ IsCompletedApplication: true, ApplicationStep: '/kyc/success' }),
      ),
    ).toBe(false);
  });
  it('KYC targets of a loaded application', () => {
    expect(kycTargetOf(emptyApplication({ ApplicationStep: '/kyc/verification' }))).toBe(
      'kycVerification',
    );
    expect(kycTargetOf(emptyApplication({ ApplicationStep: '/kyc/processing' }))).toBe('agreement');
    expect(
      kycTargetOf(emptyApplication({ IsCompletedApplication: true, ApplicationStep: '/review' })),
    ).toBe('kycSuccess');
    expect(kycTargetOf(emptyApplication({ ApplicationStep: '/secure' }))).toBeNull();
  });
  it('entry query: email or RefereeEmail, PromoCode, ReferrerEmail, affiliate parameters from the referrer', () => {
    const q = parseEntryQuery(
      '?RefereeEmail=a@b.co&PromoCode=GOLD&ReferrerEmail=r@b.co',
      'https://aff.example/?aff=A1&cjevent=C2&p=P3',
    );
    expect(q).toMatchObject({
      email: 'a@b.co',
      promoCode: 'GOLD',
      referrerEmail: 'r@b.co',
      aff: 'A1',
      cjevent: 'C2',
      p: 'P3',
    });
  });
  it('create-account back per kind (doc 1 §2.7)', () => {
    expect(createAccountBackLevel({ ApplicationType: 'Individual', AccountType: null })).toBe(
      'STANDARD',
    );
    expect(createAccountBackLevel({ ApplicationType: 'Corporate', AccountType: 'Trust' })).toBe(
      'STANDARD',
    );
    expect(createAccountBackLevel({ ApplicationType: 'IRA', AccountType: 'Roth' })).toBe(
      'RETIREMENT',
    );
    expect(createAccountBackLevel({ ApplicationType: 'UTMA', AccountType: 'Custodian' })).toBe(
      'UTMA',
    );
  });
  it('every choice level offers exactly the screen contract choices (doc 1 §2.8)', () => {
    for (const l of CHOICE_LEVEL_IDS) expect(choicesOf(l)).toEqual([...contractChoicesOf(l)]);
  });
  it('the route table lists every wizard step and entry path once, and unknown paths are unknown', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const s of individualSteps) expect(paths).toContain(s.path);
    for (const p of [
      '/',
      '/login',
      '/createAccount',
      '/create-application/retirement/personal',
      '/choose-application/utma',
      '/kyc/done-skip',
    ])
      expect(paths).toContain(p);
    expect(isKnownPath('/nope')).toBe(false);
    expect(isKnownPath('/secure/dob')).toBe(true);
  });
});

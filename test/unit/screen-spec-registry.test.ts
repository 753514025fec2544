/**
 * The ScreenSpec registry (issue 23 step 2, docs/architecture.md "Screens"): every screen's facts
 * in its spec — the fields are the form's keys, the review's edit items open the spec naming them,
 * the screens the switches used to serve (entry, choice, review, agreement, submission) have specs.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { editScreenOf, editTargetOf, fieldsOf } from '../../machines/screen-fields';
import { REVIEW_ITEM_IDS } from '../../machines/screen-contract';
import { fieldsOfSpec, type RootFacts, type SpecContext } from '../../machines/view/screen-spec';
import { SCREEN_SPECS } from '../../machines/view/all-screen-specs';
import { specOf } from '../../machines/view/screen-specs';
import { dataFor, initialFor } from '../../machines/view/screen-data';
import type { AppContext } from '../../machines/app-types';
import { dataOf, type ScreenDataOf } from '../../machines/view/screen-view-of';
import { specContext } from '../spec-context';

const base: SpecContext = specContext({ application: null });

describe('ScreenSpec registry', () => {
  it('opens each review item with exactly one spec (its reviewItem)', () => {
    const named = Object.values(SCREEN_SPECS).flatMap((s) =>
      'reviewItem' in s && s.reviewItem ? [s.reviewItem] : [],
    );
    expect([...named].sort()).toEqual([...REVIEW_ITEM_IDS].sort());
    expect(editScreenOf('address')).toBe('addressEnter');
    expect(editScreenOf('metalAmount')).toBe('metalInvest');
    expect(editTargetOf('secondary.dob')).toEqual({
      screen: 'dob',
      person: 'secondary',
      item: 'dob',
    });
    expect(editTargetOf('nope')).toBeNull();
  });

  it('derives the fields from the form; a `fields` list only where it differs from the keys', () => {
    for (const [screen, spec] of Object.entries(SCREEN_SPECS)) {
      const s = specOf(screen);
      if (s?.fields && s.form) expect(s.fields, screen).not.toEqual(fieldsOfSpec({ form: s.form }));
      expect(fieldsOf(screen)).toEqual(fieldsOfSpec(spec));
    }
    expect(fieldsOf('welcome')).toEqual(['Email', 'PromoCode']);
    expect(fieldsOf('setPassword')).toEqual(['Email', 'Password', 'ConfirmPassword']);
    expect(fieldsOf('agreement')).toEqual(['agree', 'agreeAutoDeposit']);
    // Behind a transform (employmentForm pipes its object): still the object's keys.
    expect(fieldsOf('employmentStatus')).toContain('EmployerZipCode');
    // The date of birth's server errors show under the form (doc 2 §2.13).
    expect(fieldsOf('dob')).toEqual([]);
    expect(fieldsOf('loading')).toEqual([]);
  });

  it('serves the entry, choice, review, agreement and submission screens from their specs', () => {
    for (const s of [
      'welcome',
      'login',
      'createAccount',
      'prepareRegistration',
      'setPassword',
      'resetSent',
      'upgradeAccount',
      'chooseApplication',
      'notYetAvailable',
      'deleteApplication',
      'addressIntro',
      'review',
      'agreement',
      'kycProcessing',
      'kycSuccess',
      'kycDone',
      'kycVerification',
      'kycDoneSkip',
    ])
      expect(specOf(s), s).toBeDefined();
    const root = {
      email: 'a@b.co',
      query: { promoCode: 'P1', referrerEmail: null },
      usernames: ['ann', 'bob'],
      flowType: 2,
      kind: null,
      mode: { kind: 'normal' },
      search: '',
      brokerCode: 'X',
      assistedOffer: null,
      agreement: { html: '<p/>', accepted: true, error: null },
      submission: { result: { IsSuccess: true, AccountNumber: 'A1' } },
    } as unknown as RootFacts;
    const c = { ...base, root };
    expect(SCREEN_SPECS.welcome.initial?.(c)).toEqual({ Email: 'a@b.co', PromoCode: 'P1' });
    expect(SCREEN_SPECS.welcome.data?.(c)).toMatchObject({ flow: 'AIP', promoCode: 'P1' });
    expect(SCREEN_SPECS.login.initial?.(c)).toEqual({ Username: 'ann', Password: '' });
    expect(SCREEN_SPECS.agreement.initial?.(c)).toEqual({ agree: 'on' });
    expect(SCREEN_SPECS.kycSuccess.data?.(c)?.accountNumber).toBe('A1');
    expect(SCREEN_SPECS.review.data?.({ ...c, editing: 'secondary.ssn' })?.editing).toBe(
      'secondary.ssn',
    );
    expect(SCREEN_SPECS.review.data?.({ ...c, editing: 'bogus' })?.editing).toBeNull();
  });

  it('gives a screen without a spec no prefill and only the open modal’s data', () => {
    const ctx = {
      ...base,
      ...{ basicAccount: null, mode: { kind: 'assisted' }, email: null },
      assistedOffer: { createdOn: '2026-01-01', createdBy: 'Agent' },
    } as unknown as AppContext;
    expect(initialFor('loading', ctx)).toEqual({});
    expect(dataFor('loading', null, ctx, null)).toEqual({});
    expect(dataFor('loading', null, ctx, 'assistedContinue')).toEqual({
      resume: { createdOn: '2026-01-01', createdBy: 'Agent' },
    });
  });
});

describe('ScreenView.data typed per screen (ScreenDataOf)', () => {
  it('infers each screen’s data from its spec; dataOf reads the view’s data', () => {
    expectTypeOf<ScreenDataOf<'login'>['usernames']>().toEqualTypeOf<
      readonly string[] | undefined
    >();
    expectTypeOf<ScreenDataOf<'fundAmount'>['bank']>().toEqualTypeOf<
      { name: string; last4: string } | null | undefined
    >();
    expectTypeOf<ScreenDataOf<'kycFile'>['group']>().toEqualTypeOf<
      'identity' | 'residence' | 'socialSecurity' | 'ownership' | undefined
    >();
    const view = { data: { usernames: ['ann'] } };
    expect(dataOf(view, 'login').usernames).toEqual(['ann']);
  });
});

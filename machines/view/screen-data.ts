/**
 * Screen values of the selectors (machines/selectors.ts): the ScreenSpec context of the root
 * context (`specContextOf`), the `initial` values of each screen in the form shapes of
 * services/api/fields.ts (`initialFor`) and the screen data of `ScreenDataMap` (`dataFor`).
 * Pure functions of the root context.
 */
import { reviewDataOf, s } from '../review/review-data';
import type { AppContext } from '../app-types';
import { choiceMeta } from '../app/flow-meta';
import { CHOICE_LEVELS, CHOICE_LEVEL_IDS, choiceOfKind, type ChoiceLevel } from '../choices';
import type { ModalId, ScreenId, StateMeta } from '../screen-contract';
import { editTargetOf } from '../screen-fields';
import type { SpecContext } from './screen-spec';
import { specOf } from './screen-specs';
import { metalRecurringOf } from './specs/metal-common';
import {
  agreementVariantOf,
  isBuyFlow,
  submissionCloseTo,
  submissionErrorTitleKey,
  successFundingMethod,
} from '../agreement/agreement-variant';
import { isUpgradeFlow, upgradeAccountViewOf } from '../entry/upgrade-view';

// ---------------------------------------------------------------------------------------------
// initial values per screen (form shapes of services/api/fields.ts)
// ---------------------------------------------------------------------------------------------

/** The ScreenSpec context of the root context for a screen of `meta` (machines/view/screen-spec.ts). */
export function specContextOf(
  ctx: AppContext,
  meta: Pick<StateMeta, 'path' | 'person'> | null,
): SpecContext {
  return {
    application: ctx.application,
    person: meta?.person ?? 'main',
    path: meta?.path ?? '',
    countries: ctx.countries,
    states: ctx.states,
    statesCountry: ctx.statesCountry,
    settings: ctx.settings,
    lookups: ctx.lookups,
    sameAddress: ctx.sameAddress,
    addressPick: ctx.addressPick,
    addressSuggestions: ctx.addressSuggestions,
    editing: ctx.editing,
    profile: ctx.basicAccount,
    assisted: ctx.mode.kind === 'assisted',
  };
}

/** The `initial` values of `screen` in its form's shape (services/api/fields.ts): the ScreenSpec's, else the entry forms'. */
export function initialFor(
  screen: ScreenId | null,
  ctx: AppContext,
  meta: Pick<StateMeta, 'path' | 'person'> | null = null,
): Record<string, string> {
  const spec = specOf(screen);
  if (spec?.initial) return spec.initial(specContextOf(ctx, meta));
  switch (screen) {
    case 'welcome':
      return { Email: s(ctx.email), PromoCode: s(ctx.query.promoCode) };
    case 'login':
      return { Username: ctx.usernames[0] ?? '', Password: '' };
    case 'createAccount':
      return { Email: s(ctx.email), Password: '' };
    // doc 1 §2.10, §2.6: the customer's e-mail (the look-up; the invitation's, disabled).
    case 'prepareRegistration':
      return { CustomerEmail: s(ctx.email) };
    case 'setPassword':
      return { Email: s(ctx.email), Password: '' };
    case 'agreement':
      return { agree: ctx.agreement.accepted ? 'on' : '' };
    default:
      return {};
  }
}

// ---------------------------------------------------------------------------------------------
// screen data (ScreenDataMap)
// ---------------------------------------------------------------------------------------------

function choiceLevelOf(path: string): ChoiceLevel {
  for (const l of CHOICE_LEVEL_IDS) {
    if (
      choiceMeta('createApplication', l).path === path ||
      choiceMeta('chooseApplication', l).path === path
    )
      return l;
  }
  return 'MAIN';
}

/**
 * The screen data of `screen` (`ScreenDataMap` of machines/screen-contract.ts): the screen's
 * ScreenSpec `data` when it has one, else what the root context holds for the entry, choice,
 * agreement, submission and upgrade screens (`modal`: the open modal, for its data).
 */
export function dataFor(
  screen: ScreenId | null,
  meta: StateMeta | null,
  ctx: AppContext,
  modal: ModalId | null,
): Record<string, unknown> {
  const spec = specOf(screen);
  if (spec?.data) return spec.data(specContextOf(ctx, meta));
  const app = ctx.application;
  const currency = ctx.settings?.Currency ?? 'USD';
  const countries = ctx.countries;
  const stateData = { states: ctx.states, statesCountry: ctx.statesCountry ?? 'USA' };
  const base: Record<string, unknown> = {};
  if (modal === 'resumeApplication')
    base.resume = { createdOn: app?.CreatedOn ?? null, createdBy: app?.CreatedBy ?? null };
  // doc 1 §2.12, §4.12: the assisted continue-or-start-new modal's CreatedOn and CreatedBy.
  if (modal === 'assistedContinue') base.resume = ctx.assistedOffer;
  switch (screen) {
    case 'welcome':
      return {
        ...base,
        flow: ctx.flowType === 2 ? 'AIP' : 'BASE',
        promoCode: ctx.query.promoCode,
        referrerEmail: ctx.query.referrerEmail,
      };
    case 'login':
      return { ...base, usernames: ctx.usernames };
    case 'resetSent':
      return { supportEmail: ctx.settings?.SupportEmail };
    case 'upgradeAccount':
      // doc 1 §4.11: the existing account's card (null while it loads).
      return { ...base, account: upgradeAccountViewOf(ctx.basicAccount, ctx.countries) };
    case 'deleteApplication': {
      const c = app?.ApplicationType
        ? choiceOfKind({ ApplicationType: app.ApplicationType, AccountType: app.AccountType })
        : null;
      return { kindKey: c ? `chooseApplication.${c}Title` : null };
    }
    case 'createAccount':
      // doc 1 §2: the invisible captcha is on (the form shows the captcha's terms line).
      return { ...base, captcha: ctx.settings?.EnableGoogleReCaptcha === true };
    case 'chooseApplication': {
      const level = choiceLevelOf(meta?.path ?? '');
      const current =
        choiceOfKind(ctx.kind) ??
        (app?.ApplicationType
          ? choiceOfKind({ ApplicationType: app.ApplicationType, AccountType: app.AccountType })
          : null);
      // doc 1 §2.8: 'upgrade your account' in the upgrade flow.
      const upgrade = ctx.mode.kind === 'upgrade';
      return { level, options: CHOICE_LEVELS[level].options, upgrade, current };
    }
    case 'notYetAvailable': {
      const c = app?.ApplicationType
        ? choiceOfKind({ ApplicationType: app.ApplicationType, AccountType: app.AccountType })
        : null;
      return { kindKey: c ? `chooseApplication.${c}Title` : undefined };
    }
    case 'addressIntro':
      return { isIra: false };
    case 'review': {
      return {
        ...reviewDataOf(app, countries, currency, ctx.mode.kind === 'assisted'),
        editing: editTargetOf(ctx.editing) ? ctx.editing : null,
        countries,
        ...stateData,
        addressSuggestions: ctx.addressSuggestions,
        // doc 3 §2.3 metal-mode review: the 'Scheduled {month}/{day}' box (null outside the programme).
        recurring: metalRecurringOf(app, ctx.settings),
      };
    }
    case 'agreement':
      // doc 3 §2.5: the variant (title, the broker's own variant, upgrade, programme), the viewers' HTML.
      return {
        agreementHtml: ctx.agreement.html,
        agreementError: ctx.agreement.error,
        achTermsHtml: ctx.lookups.htmlAchAgreement?.Agreement ?? null,
        metalTermsHtml: ctx.lookups.htmlMetalStreamAgreement?.Agreement ?? null,
        ...agreementVariantOf(app, ctx.settings, ctx.brokerCode),
        // doc 1 §4.11, doc 3 §2.5: 'Upgrade account' in the upgrade mode or for an upgrade application.
        upgrade: isUpgradeFlow(ctx.mode, app),
      };
    case 'kycProcessing':
      // doc 3 §2.6, §8: the error modal's title by code and where closing it leads.
      return {
        errorCode: ctx.submission.errorCode ?? null,
        errorTitleKey: submissionErrorTitleKey(ctx.submission.errorCode),
        closeTo: submissionCloseTo(app),
      };
    case 'kycSuccess':
      return {
        fundingMethod: successFundingMethod(app),
        accountNumber: ctx.submission.result?.AccountNumber ?? app?.AccountNumber ?? null,
        buy: isBuyFlow(ctx.search),
      };
    case 'kycDone':
      return { skipped: false };
    case 'kycVerification':
    case 'kycDoneSkip':
      return { accountNumber: ctx.submission.result?.AccountNumber ?? app?.AccountNumber ?? null };
    default:
      return base;
  }
}

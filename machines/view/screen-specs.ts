/**
 * The screen registry the browser runs (machines/view/screen-spec.ts): ScreenId → its spec
 * (`viewOnly` for a screen that renders from the view alone). The core screens (entry, choice of
 * kind, the person and funding steps every kind shares, review, agreement, KYC) are here, one line
 * each; each account kind's own screens are in its group (machines/view/kind-specs/), loaded with
 * its wizard by `loadSpecsOf` (issue 32 item 3 "Bytes": an Individual applicant downloads none of
 * the other kinds' specs). The whole registry, every group merged, is SCREEN_SPECS
 * (machines/view/all-screen-specs.ts): the ScreenIds and each spec's data type come from it, and
 * tests and tools read it; the browser imports it for types only. A new screen is its spec, its
 * view (screens/<kebab id>.tsx, src/screen-views.ts), its line here or in its kind's group, and
 * its step-table row (docs/architecture.md "Screens are thin"; test/unit/screen-registry.test.ts).
 */
import type { SCREEN_SPECS, SpecScreen } from './all-screen-specs';
import type { FragmentId } from '../../src/i18n/fragments';
import { registerTexts } from '../../src/i18n/t';
import type { WizardId } from '../wizards/wizard-kind';
import { viewOnly, type ScreenSpec } from './screen-spec';
import { agreementSpec } from './specs/agreement';
import {
  chooseApplicationSpec,
  deleteApplicationSpec,
  notYetAvailableSpec,
} from './specs/choose-application';
import {
  createAccountSpec,
  loginSpec,
  prepareRegistrationSpec,
  resetPasswordSpec,
  resetSentSpec,
  setPasswordSpec,
  upgradeAccountSpec,
  welcomeSpec,
} from './specs/entry';
import { reviewSpec } from './specs/review';
import { kycAccountSpec, kycDoneSpec, kycProcessingSpec, kycSuccessSpec } from './specs/submission';
import { backupWithholdingSpec } from './specs/backup-withholding';
import { fundAccountSpec } from './specs/fund-account';
import { fundAmountSpec } from './specs/fund-amount';
import {
  addressEnterSpec,
  addressIntroSpec,
  dobSpec,
  identityCountrySpec,
  nameSpec,
  phoneSpec,
  secureIntroSpec,
  ssnSpec,
} from './specs/person';

/** The screens every kind's wizard may show, and the pages around the wizards (always loaded). */
export const CORE_SPECS = {
  welcome: welcomeSpec, // BASE '/', AIP '/aip' — doc 1 §2.4
  login: loginSpec, // LOGIN_PATH '/login' — doc 1 §2.5
  createAccount: createAccountSpec, // CREATE_ACCOUNT '/createAccount' — doc 1 §2.7
  resetSent: resetSentSpec, // RESET_SENT '/reset-sent' — doc 1 §2.6
  resetPassword: resetPasswordSpec, // RESET_PASSWORD '/reset-password' — doc 1 §2.6
  resetSuccessful: viewOnly, // RESET_SUCCESSFUL_PAGE '/reset-successful' — doc 1 §2.6
  upgradeAccount: upgradeAccountSpec, // '/upgrade' — doc 1 §4.11 the basic account's details (machines/entry/upgrade.states.ts)
  deleteApplication: deleteApplicationSpec, // DELETE_APPLICATION '/delete-application' — doc 1 §2.11
  chooseApplication: chooseApplicationSpec, // CREATE_APPLICATION / CHOOSE_APPLICATION and subpaths — doc 1 §2.8
  notYetAvailable: notYetAvailableSpec, // a kind whose wizard does not exist yet (decision, doc 1 §2.8)
  loading: viewOnly, // LOADING, REFRESH_LOADING, /login/loading, /createAccount/loading — doc 1 §2.9
  secureIntro: secureIntroSpec, // SECURE_ACCOUNT '/secure' — doc 2 §2.4 (the SSN explainer video)
  name: nameSpec, // SECURE_NAME — doc 2 §2.12
  phone: phoneSpec, // SECURE_PHONE_NUMBER — doc 2 §2.17
  dob: dobSpec, // SECURE_DOB — doc 2 §2.13
  identityCountry: identityCountrySpec, // SECURE_IDENTITY — doc 2 §2.14
  ssn: ssnSpec, // SECURE_IDENTITY_SSN — doc 2 §2.15
  addressIntro: addressIntroSpec, // ADDRESS — doc 2 §2.20
  addressEnter: addressEnterSpec, // ADDRESS_ENTER — doc 2 §2.20
  addressDone: viewOnly, // ADDRESS_DONE — doc 2 §2.20
  fundAccount: fundAccountSpec, // FUNDING.NORMAL_FUNDING.ACCOUNT '/fund/account' — doc 3 §2.4
  fundAmount: fundAmountSpec, // FUNDING.NORMAL_FUNDING.AMOUNT.WIRE|CHECK — doc 3 §2.4
  review: reviewSpec, // REVIEW — doc 2 §2.23
  agreement: agreementSpec, // AGREEMENT '/review/agreement' — doc 3 §2.5
  kycProcessing: kycProcessingSpec, // KYC_PROCESSING — doc 3 §2.6
  kycSuccess: kycSuccessSpec, // KYC_SUCCESS — doc 3 §2.6
  kycVerification: kycAccountSpec, // KYC_VERIFICATION '/kyc/verification' — doc 3 §2.6 (documents requested; upload is a later issue)
  kycDoneSkip: kycAccountSpec, // KYC_DONE_SKIP '/kyc/done-skip' — doc 3 §2.6 (verification skipped, 'Go to my account')
  kycDone: kycDoneSpec, // KYC_DONE '/kyc/done' — doc 3 §2.6 ('Processing verification')
  kycChooser: viewOnly, // KYC_PROOF_OF_IDENTITY.*.MAIN, KYC_PROOF_OF_RESIDENCE.*.MAIN, KYC_PROOF_OF_OWNERSHIP.MAIN — doc 3 §2.6 (machines/kyc/kyc-routes.ts)
  kycMethod: viewOnly, // KYC_PROOF_OF_IDENTITY.*.UPLOAD.*, KYC_PROOF_OF_SOCIAL_SECURITY.*.UPLOAD — doc 3 §2.6 (webcam or file)
  kycFile: viewOnly, // *.UPLOAD_FILE.*, residency uploads, KYC_PROOF_OF_OWNERSHIP.UPLOAD — doc 3 §2.6 (drop zone)
  kycCamera: viewOnly, // *.UPLOAD_CAMERA.* — doc 3 §2.6 (webcam capture)
  kycHandoff: viewOnly, // KYC_HANDOFF '/kyc/handoff/{token}' — issue 9: one requirement's upload on a phone, no session (machines/kyc/handoff.machine.ts)
  backupWithholding: backupWithholdingSpec, // SECURE_BACKUP_WITHHOLDING '/secure/backup-withholding' — doc 2 §2.19
  prepareRegistration: prepareRegistrationSpec, // PREPARE_REGISTRATION '/prepare-registration' — doc 1 §2.10 (the agent's customer look-up)
  setPassword: setPasswordSpec, // SET_PASSWORD '/set-password' — doc 1 §2.6 (invited customer)
  notFound: viewOnly, // '/not-found' — doc 1 §2.11
  errorPage: viewOnly, // '/error-page' — doc 1 §2.11
} satisfies Record<string, ScreenSpec>;

/** The kinds' spec groups (machines/view/kind-specs/), each its own import (chunk). */
const SPEC_GROUPS = {
  business: () => import('./kind-specs/business').then((m) => m.BUSINESS_SPECS),
  trust: () => import('./kind-specs/trust').then((m) => m.TRUST_SPECS),
  ira: () => import('./kind-specs/ira').then((m) => m.IRA_SPECS),
  iraBusiness: () => import('./kind-specs/ira-business').then((m) => m.IRA_BUSINESS_SPECS),
  coOwner: () => import('./kind-specs/co-owner').then((m) => m.CO_OWNER_SPECS),
  joint: () => import('./kind-specs/joint').then((m) => m.JOINT_SPECS),
  metal: () => import('./kind-specs/metal').then((m) => m.METAL_SPECS),
} satisfies Record<string, () => Promise<Record<string, ScreenSpec>>>;

/**
 * The spec groups each wizard shows beyond the core (doc 2 §2.2's tables, machines/wizards/*.steps.ts;
 * test/unit/kind-specs.test.ts checks that every screen of each table has its spec once loaded).
 */
export const SPEC_GROUPS_OF: Record<WizardId, readonly (keyof typeof SPEC_GROUPS)[]> = {
  individual: [],
  business: ['business'],
  trust: ['trust'],
  iraPersonal: ['ira'],
  iraBusiness: ['ira', 'iraBusiness'],
  joint: ['coOwner', 'joint'],
  utma: ['coOwner'],
  metalStream: ['metal'],
  metalStreamJoint: ['metal', 'coOwner', 'joint'],
  metalStreamUtma: ['metal', 'coOwner'],
  metalStreamTrust: ['metal', 'trust'],
  metalStreamBusiness: ['metal', 'business'],
};

/**
 * The text fragments (src/i18n/fragments.ts) a group's kind shows beyond its own screens' (which
 * register theirs): the review's rows of the kind (marital status, the programme's schedule) and
 * the forms its edit modals and the IRA's custodian modal open. Registered with the group, so the
 * review of an Individual application fetches none of them (issue 32 item 3).
 */
export const GROUP_TEXTS: Partial<Record<keyof typeof SPEC_GROUPS, readonly FragmentId[]>> = {
  business: ['entity'],
  trust: ['entity'],
  ira: ['ira', 'equity', 'custodian'],
  iraBusiness: ['ira'],
  metal: ['metal'],
};

/** The specs loaded so far: the core, then each group as its wizard loads. */
const loaded: Partial<Record<string, ScreenSpec>> = { ...CORE_SPECS };

/**
 * Loads the spec groups of wizard `id` into the registry (issue 32 item 3). The root's
 * `loadWizard` actor awaits it with the wizard's machine (machines/wizard-engine/load-wizard.ts),
 * so every spec of the kind's table is there before its first screen shows. It also registers the
 * groups' text fragments (`GROUP_TEXTS`): the screen outlet awaits them before a screen shows.
 */
export async function loadSpecsOf(id: WizardId): Promise<void> {
  registerTexts(...SPEC_GROUPS_OF[id].flatMap((group) => GROUP_TEXTS[group] ?? []));
  const groups = await Promise.all(SPEC_GROUPS_OF[id].map((group) => SPEC_GROUPS[group]()));
  for (const specs of groups) Object.assign(loaded, specs);
}

/** The spec of `screen`, or undefined (a screen that renders from the view alone, or not loaded). */
export const specOf = (screen: string | null | undefined): ScreenSpec | undefined =>
  screen && Object.prototype.hasOwnProperty.call(loaded, screen) ? loaded[screen] : undefined;

/**
 * The spec of a kind's `screen`, typed (for the code that runs inside that kind's wizard only:
 * the IRA custodian's savers, the funding edit's retirement steps). Throws when the kind's group
 * is not loaded (`loadSpecsOf`), which would be a bug in the order of loading.
 */
export function loadedSpec<S extends SpecScreen>(screen: S): (typeof SCREEN_SPECS)[S] {
  const spec = specOf(screen);
  if (!spec) throw new Error(`the spec of ${screen} is not loaded (loadSpecsOf its wizard)`);
  return spec as (typeof SCREEN_SPECS)[S];
}

/** Every spec loaded so far, by screen (a review item's edit target, machines/screen-fields.ts). */
export const loadedSpecs = (): [string, ScreenSpec][] =>
  Object.entries(loaded).filter((e): e is [string, ScreenSpec] => !!e[1]);

/**
 * Selectors: the root actor's snapshot → what the views render (machines/screen-contract.ts).
 *
 * - `selectScreen(snapshot)`: the current screen (from the active state's `meta`), its modal,
 *   busy flag, errors, progress sections and the `initial` values in the form shapes of
 *   services/api/fields.ts, plus screen data per `ScreenDataMap`.
 * - `selectShell(snapshot)`: broker settings, session flags and modals of the page shell.
 *
 * Pure functions of the snapshot; nothing here imports libphonenumber-js (the phone's E.164
 * initial value is rebuilt from the saved parts and the countries' calling codes).
 */
import type { SnapshotFrom } from 'xstate';
import { reviewDataOf, s } from './review/review-data';

/** Re-exported: the review's data and display helpers live in machines/review/review-data.ts. */
export { phoneInitial, reviewDataOf, reviewDobText } from './review/review-data';
import type { AppContext } from './app-types';
import type { appMachine } from './app.machine';
import { choiceMeta } from './app.machine';
import { CHOICE_LEVELS, CHOICE_LEVEL_IDS, choiceOfKind, type ChoiceLevel } from './choices';
import type {
  ModalId,
  ScreenId,
  ScreenView,
  SectionId,
  SectionView,
  ShellView,
  StateMeta,
} from './screen-contract';
import { editTargetOf } from './screen-fields';
import { tableFor } from './wizard-engine/registry';
import type { WizardMachine } from './wizard-engine/wizard.machine';
import type { EditItemMachine } from './review/edit-item.machine';
import { individualSteps } from './wizards/individual.steps';
import { personOf, reviewInfoMissing, walkPath } from './wizards/walk';
import type { SpecContext } from './view/screen-spec';
import { specOf } from './view/screen-specs';
import type { FlowId } from './funding/flow-contract';
import { flowViewOf, isFlowId } from './funding/flow-loader';
import { metalRecurringOf } from './view/specs/metal-common';
import {
  agreementVariantOf,
  isBuyFlow,
  submissionCloseTo,
  submissionErrorTitleKey,
  successFundingMethod,
} from './agreement/agreement-variant';
import { kycChildOf, kycDataOf, type KycSnapshotLike } from './kyc/kyc-view';
import { handoffViewOf, type HandoffContext } from './kyc/handoff.machine';
import { isUpgradeFlow, upgradeAccountViewOf } from './entry/upgrade-view';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type WizardSnapshot = SnapshotFrom<WizardMachine>;
export type EditItemSnapshot = SnapshotFrom<EditItemMachine>;
type MetaMap = Record<string, unknown>;
/** An open child flow's snapshot (machines/funding/flow-contract.ts). */
export type FlowSnapshot = {
  status: string;
  context: unknown;
  hasTag(tag: string): boolean;
  getMeta(): MetaMap;
};

/** The running wizard's snapshot (the root's invoked 'wizard' child), or null outside the wizard. */
export function wizardOf(snapshot: AppSnapshot): WizardSnapshot | null {
  const ref = (snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>).wizard;
  const w = ref?.getSnapshot() as WizardSnapshot | undefined;
  return w && w.status === 'active' ? w : null;
}

/** The phone hand-off page's machine snapshot (the root's 'handoff' child on KYC_HANDOFF, issue 9), or null. */
export function handoffOf(
  snapshot: AppSnapshot,
): { value: unknown; context: HandoffContext; hasTag(tag: string): boolean } | null {
  const ref = (snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>).handoff;
  return (
    (ref?.getSnapshot() as
      { value: unknown; context: HandoffContext; hasTag(tag: string): boolean } | undefined) ?? null
  );
}

/** The running KYC machine's snapshot (the root's invoked 'kyc' child on KYC_VERIFICATION), or null. */
export function kycOf(
  snapshot: AppSnapshot,
): (KycSnapshotLike & { getMeta(): MetaMap; can(e: { type: string }): boolean }) | null {
  const ref = (snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>).kyc;
  const k = ref?.getSnapshot() as
    (KycSnapshotLike & { getMeta(): MetaMap; can(e: { type: string }): boolean }) | undefined;
  return k && k.status === 'active' ? k : null;
}

/** The open edit modal's snapshot (the wizard's invoked 'editItem' child), or null. */
export function editItemOf(snapshot: AppSnapshot): EditItemSnapshot | null {
  const w = wizardOf(snapshot);
  const ref = w
    ? (w.children as Record<string, { getSnapshot(): unknown } | undefined>).editItem
    : undefined;
  const e = ref?.getSnapshot() as EditItemSnapshot | undefined;
  return e && e.status === 'active' ? e : null;
}

/** The open child flow of the wizard (its invoked 'flow' child, machines/funding/flows.ts): its id and snapshot, or null. */
export function flowOf(snapshot: AppSnapshot): { id: FlowId; snapshot: FlowSnapshot } | null {
  const w = wizardOf(snapshot);
  if (!w) return null;
  const ref = (w.children as Record<string, { getSnapshot(): unknown } | undefined>).flow;
  const f = ref?.getSnapshot() as FlowSnapshot | undefined;
  if (!f || f.status !== 'active') return null;
  let open = flowIn(w as unknown as { getMeta(): MetaMap }, f);
  // A flow may run its own 'flow' child (the funding edit's bank link or custodian modal): the deepest one shows.
  for (let inner = open && nestedFlowOf(open.snapshot); inner; inner = nestedFlowOf(inner.snapshot))
    open = inner;
  return open;
}

/** `f` with the flow id its parent's active state names (`meta.flow`, a registered FlowId), or null. */
function flowIn(
  parent: { getMeta(): MetaMap },
  f: FlowSnapshot,
): { id: FlowId; snapshot: FlowSnapshot } | null {
  const id = Object.values(parent.getMeta())
    .map((m) => (m as { flow?: string } | undefined)?.flow)
    .find((x): x is FlowId => !!x && isFlowId(x));
  return id ? { id, snapshot: f } : null;
}

/** The open flow a flow runs as its own 'flow' child, or null. */
function nestedFlowOf(f: FlowSnapshot): { id: FlowId; snapshot: FlowSnapshot } | null {
  const ref = (
    (f as unknown as { children?: Record<string, { getSnapshot(): unknown } | undefined> })
      .children ?? {}
  ).flow;
  const inner = ref?.getSnapshot() as FlowSnapshot | undefined;
  return inner && inner.status === 'active' ? flowIn(f, inner) : null;
}

/** The context the views read: the root's, with the running wizard's own context over it (and the edit modal's errors). */
export function viewContext(snapshot: AppSnapshot): AppContext {
  const w = wizardOf(snapshot);
  if (!w) return snapshot.context;
  const c = w.context;
  // The edit modal and an open flow own their forms' errors (machines/review/edit-item.machine.ts, machines/funding/).
  const errors = editItemOf(snapshot)?.context ?? flowErrorsOf(flowOf(snapshot)?.snapshot) ?? c;
  return {
    ...snapshot.context,
    application: c.application,
    furthestStep: c.furthestStep,
    fieldErrors: errors.fieldErrors,
    formError: errors.formError,
    errorFallbacks: errors.errorFallbacks,
    editing: c.editing,
    states: c.states,
    statesCountry: c.statesCountry,
    lookups: c.lookups,
    sameAddress: c.sameAddress,
    addressSuggestions: c.addressSuggestions,
    addressPick: c.addressPick,
    agreement: c.agreement,
  };
}

type FlowErrors = Pick<AppContext, 'fieldErrors' | 'formError' | 'errorFallbacks'>;
/** A flow's own errors (flow-contract: fieldErrors, formError, errorFallbacks in its context), or undefined. */
function flowErrorsOf(f: FlowSnapshot | undefined): FlowErrors | undefined {
  const c = f?.context as Partial<FlowErrors> | undefined;
  if (!c || !('fieldErrors' in c)) return undefined;
  return {
    fieldErrors: c.fieldErrors ?? {},
    formError: c.formError ?? null,
    errorFallbacks: c.errorFallbacks ?? {},
  };
}

/** The active screen meta (the state with `meta.screen`) and modal meta (`meta.modal`). */
export function activeMeta(snapshot: AppSnapshot): {
  screen: StateMeta | null;
  modal: ModalId | null;
} {
  let screen: StateMeta | null = null;
  let screenDepth = -1;
  let modal: ModalId | null = null;
  const kyc = kycOf(snapshot);
  const metas = (
    (wizardOf(snapshot) ?? kyc ?? snapshot) as unknown as { getMeta(): MetaMap }
  ).getMeta();
  for (const [id, meta] of Object.entries(metas)) {
    if (!meta || typeof meta !== 'object') continue;
    const m = meta as Partial<StateMeta> & { modal?: ModalId };
    const depth = id.split('.').length;
    if (m.screen && m.path && depth > screenDepth) {
      screen = m as StateMeta;
      screenDepth = depth;
    }
    if (m.modal) modal = m.modal;
  }
  // The KYC camera page's modal (the webcam child's meta, e.g. 'cameraAccess').
  const kycChild = kyc ? kycChildOf(kyc) : null;
  if (kycChild) {
    for (const meta of Object.values(kycChild.getMeta())) {
      const m = meta as { modal?: ModalId } | undefined;
      if (m?.modal) modal = m.modal;
    }
  }
  // An open flow's modal (its active state's meta) is above the step's.
  const flow = flowOf(snapshot);
  if (flow) {
    for (const meta of Object.values(flow.snapshot.getMeta())) {
      const m = meta as { modal?: ModalId } | undefined;
      if (m?.modal) modal = m.modal;
    }
  }
  return { screen, modal };
}

/** The URL the machine wants (the active screen's path), or null while booting. */
export function selectPath(snapshot: AppSnapshot): string | null {
  return activeMeta(snapshot).screen?.path ?? null;
}

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

/** A valid calendar date 'yyyy-MM-dd…' → 'MM/dd/yyyy'; anything else null (doc 2 §2.23: invalid → 'N/A'). */
function dataFor(
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

// ---------------------------------------------------------------------------------------------
// progress sidebar (doc 1 §2.3, doc 2 §2.1): sections grouped by meta.section
// ---------------------------------------------------------------------------------------------

const SECTION_TITLES: Record<SectionId, string> = {
  createAccount: 'sections.createAccount',
  secure: 'sections.secure',
  address: 'sections.address',
  fund: 'sections.fund',
  review: 'sections.review',
  metal: 'sections.metal',
};

export function sectionsFor(
  meta: StateMeta | null,
  ctx: AppContext,
  inWizard: boolean,
  afterWizard: boolean,
): SectionView[] {
  if (!meta?.section && !inWizard && !afterWizard) return [];
  const table = tableFor(ctx.application) ?? individualSteps;
  const path = walkPath(table, ctx);
  const currentId = inWizard ? (table.find((st) => st.path === meta?.path)?.id ?? null) : null;
  const currentIndex = currentId ? path.indexOf(currentId) : afterWizard ? path.length : -1;
  const sections: SectionView[] = [
    {
      id: 'createAccount',
      titleKey: SECTION_TITLES.createAccount,
      done: inWizard || afterWizard,
      current: meta?.section === 'createAccount',
      items: [],
    },
  ];
  for (const step of table) {
    let section = sections.find((x) => x.id === step.section);
    if (!section) {
      section = {
        id: step.section,
        titleKey: SECTION_TITLES[step.section],
        done: false,
        current: false,
        items: [],
      };
      sections.push(section);
    }
    const i = path.indexOf(step.id);
    if (i < 0) continue; // not on the data's path (e.g. the SSN of a non-US citizen)
    if (section.items.some((it) => it.titleKey === step.titleKey)) continue;
    section.items.push({
      titleKey: step.titleKey,
      done: currentIndex >= 0 && i < currentIndex,
      current: step.id === currentId,
    });
  }
  for (const sec of sections.slice(1)) {
    sec.current = sec.items.some((it) => it.current);
    sec.done = sec.items.length > 0 && sec.items.every((it) => it.done);
  }
  return sections;
}

// ---------------------------------------------------------------------------------------------
// the two selectors
// ---------------------------------------------------------------------------------------------

/** Everything the current screen needs (ScreenView). */
export function selectScreen(snapshot: AppSnapshot): ScreenView {
  const ctx = viewContext(snapshot);
  const wizard = wizardOf(snapshot);
  const kyc = kycOf(snapshot);
  const kycChild = kyc ? kycChildOf(kyc) : null;
  const handoff = handoffOf(snapshot);
  const actor = wizard ?? kyc ?? snapshot;
  const { screen: meta, modal } = activeMeta(snapshot);
  const screen: ScreenId = meta?.screen ?? 'loading';
  const inWizard = wizard !== null;
  const afterWizard =
    kyc !== null ||
    ['kycProcessing', 'kycSuccess', 'kycVerification', 'kycDone', 'kycDoneSkip'].includes(screen);
  const edit = modal === 'editItem' ? editTargetOf(ctx.editing) : null;
  const flow = flowOf(snapshot);
  const flowData = flow ? { flow: flowViewOf(flow.id, flow.snapshot) } : {};
  return {
    screen,
    path: meta?.path ?? '',
    titleKey: meta?.titleKey ?? 'pageTitles.loading',
    sections: sectionsFor(meta, ctx, inWizard, afterWizard),
    busy:
      snapshot.hasTag('busy') ||
      (wizard?.hasTag('busy') ?? false) ||
      (editItemOf(snapshot)?.hasTag('busy') ?? false) ||
      (flow?.snapshot.hasTag('busy') ?? false) ||
      (kyc?.hasTag('busy') ?? false) ||
      (kycChild?.hasTag('busy') ?? false) ||
      (handoff?.hasTag('busy') ?? false),
    initial: edit
      ? initialFor(edit.screen, ctx, { path: '', person: edit.person })
      : initialFor(screen, ctx, meta),
    fieldErrors: ctx.fieldErrors,
    formError: ctx.formError,
    canSkip: actor.can({ type: 'wizard.skip' }),
    canGoBack: actor.can({ type: 'wizard.back' }),
    modal,
    // Wizard screens also learn the account kind (secure intro needs, age rules, US-only inputs).
    data: inWizard
      ? {
          applicationType: ctx.application?.ApplicationType ?? null,
          accountType: ctx.application?.AccountType ?? null,
          // A sales agent's session (doc 1 §6): relaxed forms, the invitation submit.
          salesSession: ctx.mode.kind === 'assisted',
          ...dataFor(screen, meta, ctx, modal),
          ...flowData,
        }
      : kyc
        ? { ...kycDataOf(kyc, ctx.countries) }
        : handoff
          ? { handoff: handoffViewOf(handoff) }
          : dataFor(screen, meta, ctx, modal),
    errorFallbacks: ctx.errorFallbacks,
    person: meta?.person ?? 'main',
    personName: meta?.person
      ? (personOf(ctx.application, meta.person)?.PersonName?.FirstName ?? null)
      : null,
  };
}

/** The KYC machine or its page's child shows the full-screen overlay (doc 3 §2.6: uploads, captures, the requirements fetch). */
function kycOverlay(snapshot: AppSnapshot): boolean {
  const kyc = kycOf(snapshot);
  if (!kyc) return false;
  return kyc.hasTag('overlay') || (kycChildOf(kyc)?.hasTag('overlay') ?? false);
}

/** Page-shell data (ShellView). */
export function selectShell(snapshot: AppSnapshot): ShellView {
  const st = snapshot.context.settings;
  const loggedIn = snapshot.matches({ session: 'authenticated' });
  const assisted = snapshot.context.mode.kind === 'assisted';
  const wizard = wizardOf(snapshot);
  return {
    brokerName: st?.BrokerName ?? '',
    brokerCode: st?.BrokerCode ?? snapshot.context.brokerCode,
    theme: st?.Theme ?? 'default',
    websiteUrl: st?.WebsiteUrl ?? '',
    termsUrl: st?.TermsAndConditionsUrl ?? '',
    privacyUrl: st?.PrivacyPolicyDocumentUrl ?? '',
    caPrivacyUrl: st?.CAPrivacyRightsUrl ?? '',
    accessibilityUrl: st?.AccessibilityStatementUrl ?? '',
    loggedIn,
    // doc 1 §2.3, §6: hidden in a sales agent's session.
    showSaveExit:
      loggedIn &&
      !assisted &&
      (snapshot.hasTag('saveExit') || (wizardOf(snapshot)?.hasTag('saveExit') ?? false)),
    // doc 1 §2.3: the sales-assisted banner with the customer's e-mail (the token's Email claim).
    assisted: assisted && loggedIn ? { customerEmail: snapshot.context.email } : null,
    // doc 1 §2.3, doc 2 §4: on every page of the wizard while an assisted application (or the
    // agent's session) misses what the review would flag.
    missingInfo: wizard !== null && reviewInfoMissing(wizard.context.application, assisted),
    // doc 1 §2.12: the save & close modal's variant.
    saveClose: snapshot.matches({ saveClose: 'saved' })
      ? 'saved'
      : snapshot.matches({ saveClose: 'failed' })
        ? 'failed'
        : null,
    saveExitOpen:
      snapshot.matches({ session: { authenticated: { saveExit: 'open' } } }) ||
      snapshot.matches({ session: { authenticated: { saveExit: 'reportingExit' } } }),
    overlay:
      snapshot.hasTag('overlay') || snapshot.matches({ flow: 'boot' }) || kycOverlay(snapshot),
    ready: st !== null,
    sessionPromptOpen: snapshot.matches({ session: { authenticated: { prompt: 'open' } } }),
    retrying: snapshot.context.retrying,
    iraFundingCopy: snapshot.context.initialPath === IRA_FUNDING_PATH,
    canDeleteApplication:
      loggedIn &&
      !!snapshot.context.applicationUid &&
      snapshot.can({ type: 'app.deleteApplication' }) &&
      !snapshot.matches({ flow: 'deleteApplication' }),
  };
}

/** doc 1 §2.1: the path the footer recognises for its extra metal-stream copy. */
export const IRA_FUNDING_PATH = '/ira-funding';

/** The document title: '<page> | {brokerName}' (doc 1 §1); `translate` turns the key into text. */
export function selectDocumentTitle(
  snapshot: AppSnapshot,
  translate: (key: string) => string,
): string {
  const { screen } = activeMeta(snapshot);
  const page = translate(screen?.titleKey ?? 'pageTitles.loading');
  const broker = snapshot.context.settings?.BrokerName;
  return broker ? `${page} | ${broker}` : page;
}

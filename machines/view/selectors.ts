/**
 * Selectors: the root actor's snapshot → what the views render (machines/screen-contract.ts). The
 * running child (the entry, the wizard, KYC, the hand-off page) names the screen by its meta, and
 * its context is read over the root's (`viewContext`).
 *
 * - `selectScreen(snapshot)`: the current screen (from the active state's `meta`), its modal,
 *   busy flag, errors, progress sections and the `initial` values in the form shapes of
 *   services/api/fields.ts, plus the screen data of its ScreenSpec (machines/view/screen-data.ts).
 * - `selectShell(snapshot)`: broker settings, session flags and modals of the page shell.
 *
 * Pure functions of the snapshot; nothing here imports libphonenumber-js (the phone's E.164
 * initial value is rebuilt from the saved parts and the countries' calling codes).
 */
import { offeredLocales } from '../../src/i18n/locales';
import { sectionsFor } from './progress-sections';
import { dataFor, initialFor } from './screen-data';

/** Re-exported: the review's data and display helpers live in machines/review/review-data.ts. */
export { phoneInitial, reviewDataOf, reviewDobText } from '../review/review-data';

import { NO_WIZARD_SLOTS, type AppContext } from '../app-types';
import { NO_ENTRY_SLOTS, type EntryContext } from '../entry/entry-types';
import { NO_CLOSING_SLOTS, type ClosingContext } from '../closing/closing-types';
import type { ModalId, ScreenId, ScreenView, ShellView, StateMeta } from '../screen-contract';
import { editTargetOf } from '../screen-fields';
import { personOf, reviewInfoMissing } from '../wizards/walk';
import { wizardFor, wizardIdFor } from '../wizards/wizard-kind';
import { flowViewOf } from '../funding/flow-loader';
import { kycChildOf, kycDataOf, kycRouteOf } from '../kyc/kyc-view';
import { ownershipPageTitleKey } from '../kyc/kyc-routes';
import { handoffViewOf } from '../kyc/handoff.machine';
import {
  closingOf,
  editItemOf,
  entryOf,
  sessionOf,
  flowOf,
  handoffOf,
  kycOf,
  passwordResetOf,
  wizardOf,
  type AppSnapshot,
  type FlowSnapshot,
  type MetaMap,
} from './children';

/** Re-exported: the running children of the root and their snapshot types (machines/view/children.ts). */
export * from './children';

/** The entry's context the views read over the root's (machines/entry/entry-types.ts EntryContext). */
function entrySlotsOf(c: EntryContext) {
  return {
    email: c.email,
    kind: c.kind,
    flowType: c.flowType,
    startingNew: c.startingNew,
    trackingSent: c.trackingSent,
    applicationUid: c.applicationUid,
    tokenExp: c.tokenExp,
    application: c.application,
    usernames: c.usernames,
    assistedOffer: c.assistedOffer,
    basicAccount: c.basicAccount,
    fieldErrors: c.fieldErrors,
    formError: c.formError,
    errorFallbacks: c.errorFallbacks,
  };
}

/** The closing's context the views read over the root's (machines/closing/closing-types.ts ClosingContext). */
function closingSlotsOf(c: ClosingContext) {
  return {
    application: c.application,
    submission: c.submission,
    fieldErrors: c.fieldErrors,
    formError: c.formError,
    errorFallbacks: c.errorFallbacks,
  };
}

/**
 * The context the views read: the root's, with the running wizard's, entry's or closing's own
 * context over it (and the edit modal's or the password-reset child's errors).
 */
export function viewContext(snapshot: AppSnapshot): AppContext {
  const w = wizardOf(snapshot);
  const entry = entryOf(snapshot);
  const closing = closingOf(snapshot);
  // The password-reset child owns its errors (doc 1 §2.5–§2.6).
  const reset = passwordResetOf(snapshot)?.context;
  const base = { ...snapshot.context, ...NO_WIZARD_SLOTS, ...NO_ENTRY_SLOTS, ...NO_CLOSING_SLOTS };
  if (!w)
    return {
      ...base,
      ...(entry ? entrySlotsOf(entry.context) : {}),
      ...(closing ? closingSlotsOf(closing.context) : {}),
      ...reset,
    };
  const c = w.context;
  // The edit modal and an open flow own their forms' errors (machines/review/edit-item.machine.ts, machines/funding/).
  const errors = editItemOf(snapshot)?.context ?? flowErrorsOf(flowOf(snapshot)?.snapshot) ?? c;
  return {
    ...base,
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
    (wizardOf(snapshot) ??
      kyc ??
      entryOf(snapshot) ??
      closingOf(snapshot) ??
      snapshot) as unknown as {
      getMeta(): MetaMap;
    }
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
  // doc 3 §2.1: the proof-of-ownership pages' title names the corporate account type's document.
  if (kyc && screen && kycRouteOf(kyc)?.group === 'ownership') {
    const type = kyc.context.application?.CorporateApplication?.CorporateAccountType;
    screen = { ...screen, titleKey: ownershipPageTitleKey(type) };
  }
  // The KYC camera page's modal (the webcam child's meta, e.g. 'cameraAccess').
  const kycChild = kyc ? kycChildOf(kyc) : null;
  if (kycChild) {
    for (const meta of Object.values(kycChild.getMeta())) {
      const m = meta as { modal?: ModalId } | undefined;
      if (m?.modal) modal = m.modal;
    }
  }
  // The reset request's error modal (the 'passwordReset' child, doc 1 §2.5).
  for (const meta of Object.values(passwordResetOf(snapshot)?.getMeta() ?? {})) {
    const m = meta as { modal?: ModalId } | undefined;
    if (m?.modal) modal = m.modal;
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
// the two selectors
// ---------------------------------------------------------------------------------------------

/** Everything the current screen needs (ScreenView). */
export function selectScreen(snapshot: AppSnapshot): ScreenView {
  const ctx = viewContext(snapshot);
  const wizard = wizardOf(snapshot);
  const kyc = kycOf(snapshot);
  const kycChild = kyc ? kycChildOf(kyc) : null;
  const handoff = handoffOf(snapshot);
  const entry = entryOf(snapshot);
  const reset = passwordResetOf(snapshot);
  const closing = closingOf(snapshot);
  const actor: { can(e: { type: string }): boolean } =
    wizard ??
    kyc ??
    reset ??
    entry ??
    closing ??
    (snapshot as unknown as { can(e: { type: string }): boolean });
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
      (handoff?.hasTag('busy') ?? false) ||
      (entry?.hasTag('busy') ?? false) ||
      (closing?.hasTag('busy') ?? false) ||
      (reset?.hasTag('busy') ?? false) ||
      (sessionOf(snapshot)?.hasTag('busy') ?? false),
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
    // The application's wizard; on the account form, the kind just chosen (doc 1 §2.8).
    wizard:
      wizardFor(ctx.application) ??
      (ctx.kind
        ? wizardIdFor(ctx.kind.ApplicationType, {
            accountType: ctx.kind.AccountType,
            registrationFlowType: ctx.flowType,
          })
        : null),
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
  const session = sessionOf(snapshot);
  const loggedIn = session?.matches('authenticated') ?? false;
  const assisted = snapshot.context.mode.kind === 'assisted';
  const wizard = wizardOf(snapshot);
  const entry = entryOf(snapshot);
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
    locale: snapshot.context.locale,
    locales: offeredLocales(st?.Languages),
    // doc 1 §2.3, §6: hidden in a sales agent's session.
    showSaveExit:
      loggedIn &&
      !assisted &&
      (snapshot.hasTag('saveExit') ||
        (wizard?.hasTag('saveExit') ?? false) ||
        (entry?.hasTag('saveExit') ?? false)),
    // doc 1 §2.3: the sales-assisted banner with the customer's e-mail (the token's Email claim).
    assisted:
      assisted && loggedIn
        ? { customerEmail: entry ? entry.context.email : snapshot.context.email }
        : null,
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
      (session?.matches({ authenticated: { saveExit: 'open' } }) ?? false) ||
      (session?.matches({ authenticated: { saveExit: 'reportingExit' } }) ?? false),
    overlay:
      snapshot.hasTag('overlay') ||
      (entry?.hasTag('overlay') ?? false) ||
      snapshot.matches({ flow: 'boot' }) ||
      kycOverlay(snapshot),
    // The error page draws without the settings too: a boot that could not read them ends there
    // (doc 1 §2.11), and its 'Go back' boots again.
    ready: st !== null || snapshot.matches({ flow: 'errorPage' }),
    sessionPromptOpen: session?.matches({ authenticated: { prompt: 'open' } }) ?? false,
    retrying: snapshot.context.retrying,
    iraFundingCopy: snapshot.context.initialPath === IRA_FUNDING_PATH,
    canDeleteApplication:
      loggedIn &&
      !!snapshot.context.applicationUid &&
      snapshot.can({ type: 'app.deleteApplication' }) &&
      !(entry?.matches('deleteApplication') ?? false),
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

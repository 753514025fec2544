/**
 * Wiring the root actor: `createAppMachine(deps)` provides the actors and effectful actions;
 * `createApp(options)` builds the browser deps (ky client with the 401 → `session.unauthorized` and
 * 500 → error-page callbacks bound to the actor, sessionStorage, the tab channel and lock of
 * services/adapters/tab-sync.ts, adapters), starts the actor
 * and keeps the PII-free flow record in sessionStorage.
 *
 * src/ calls `createApp({ input: { initialPath: location.pathname, search: location.search,
 * referrer: document.referrer, brokerCode: import.meta.env.VITE_BROKER_CODE } })` once, then
 * `startRouterSync(app.actor, router)` (src/router/sync.ts).
 */
import {
  createActor,
  fromCallback,
  fromPromise,
  spawnChild,
  type Actor,
  type InspectionEvent,
  type Observer,
} from 'xstate';
import { lazyFlowActors } from '../../machines/funding/flow-loader';
import { createApiClient, type ApiClientOptions } from '../../services/api/client';
import { createAppActors, oldPortalLoginUrl, type AppDeps } from '../../services/actors/app-actors';
import { backOfficeUrl } from '../../services/actors/sales-actors';
import { dataLayerSink } from '../../services/adapters/analytics';
import {
  blockReload,
  listenForActivity,
  openPendingTab,
  warnBeforeLeave,
} from '../../services/adapters/browser';
import { fingerprint } from '../../services/adapters/fingerprint';
import { newFraudSessionId, readPageFraudSessionId } from '../../services/adapters/fraud-session';
import { browserPortal, portalUrl } from '../../services/adapters/portal';
import { addressAutocompleteFromEnv } from '../../services/adapters/address-autocomplete';
import { captchaFromEnv } from '../../services/adapters/captcha';
import { browserLocale } from '../../services/adapters/locale';
import type { Locale } from '../i18n/locales';
import { currentLocale } from '../i18n/t';
import {
  createSessionStore,
  decodeJwtClaims,
  type KeyValueStorage,
} from '../../services/session-store';
import { handoffMachineFor } from './handoff-machine';
import type { KycMachine } from '../../machines/kyc/kyc.machine';
import {
  parsePersistedFlow,
  serializePersistedFlow,
  persistedFlowOf,
} from '../../inspector/persistence';
import { replayClaimsOf } from '../../inspector/redact';
import {
  createSessionRecorder,
  safeSearch,
  type SessionRecorder,
} from '../../inspector/support-snapshot';
import {
  broadcastTabChannel,
  browserTabLock,
  sharedStorage,
} from '../../services/adapters/tab-channel';
import { createTabSync, type TabSync } from '../../services/adapters/tab-sync';
import { appMachine } from '../../machines/app/app.machine';
import type { EditItemMachine } from '../../machines/review/edit-item.machine';
import { subscribeFlow } from '../../machines/subscribe-flow';
import { submissionMachine } from '../../machines/submission/submission.machine';
import { closingMachine } from '../../machines/closing/closing.machine';
import { localeMachine } from '../../machines/locale/locale.machine';
import { passwordResetMachine } from '../../machines/entry/password-reset.machine';
import { entryMachine } from '../../machines/entry/entry.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { loadHostedWizard } from '../../machines/wizard-engine/load-wizard';
import type { WizardId } from '../../machines/wizard-engine/registry';
import type { WizardMachine } from '../../machines/wizard-engine/wizard.machine';
import { saveStep, type SaveInput, type SaveOutput } from '../../machines/wizard-engine/save-step';
import type { AppInput } from '../../machines/app-types';
import { readEntryGate, type EntryGate } from '../../machines/entry/entry-gate';
import type { Application, Country, Settings } from '../../services/api/contract';

/** The machine with the actors and effects of `deps` provided. */
export function createAppMachine(given: AppDeps) {
  // One TabSync for the actors and the relay action (without a channel when none was given).
  const deps: AppDeps = { ...given, tabs: given.tabs ?? createTabSync({ store: given.session }) };
  const tabs = deps.tabs as TabSync;
  // The step saver (machines/wizard-engine/save-step.ts) over the API client, with the root's actors.
  const actors = {
    ...createAppActors(deps),
    saveStep: fromPromise<SaveOutput, SaveInput>(({ input, signal }) =>
      saveStep(input, {
        api: deps.api,
        signal,
        fraudSessionId: deps.session.get('FraudSessionId'),
      }),
    ),
  };
  // doc 1 §4.8 / doc 2 §1 / doc 3 §2.6 step events: account type, account id, is_account_owner
  // (token type 'Regular'), the step and the flow ('aip' for an AIP/MetalStream application,
  // RegistrationFlowType 2, else 'regular') — issue 35 item 1. The spec's user id, e-mail, name,
  // phone, address and date of birth are PII: never sent (ARCHITECTURE.md; docs/decisions.md).
  const stepEventProps = (application: Application | null, step: string | null) => ({
    accountType: application?.ApplicationType ?? null,
    accountId: application?.AccountUid ?? null,
    is_account_owner:
      decodeJwtClaims(deps.session.getTokens()?.JwtToken)?.JwtTokenType === 'Regular',
    step,
    flow: application?.RegistrationFlowType === 2 ? 'aip' : 'regular',
  });
  const track = (
    { context }: { context: { application: Application | null } },
    params: { event: string; step?: string },
  ) => deps.analytics.track(params.event, stepEventProps(context.application, params.step ?? null));
  // The wizard of the application's kind, loaded on demand (issue 22), with the same actors and
  // analytics as the root (machines/wizard-engine).
  const provideWizard = (machine: WizardMachine, editItemMachine: EditItemMachine): WizardMachine =>
    machine.provide({
      actors: {
        saveStep: actors.saveStep,
        recordStep: actors.recordStep,
        getApplication: actors.getApplication,
        deleteFunding: actors.deleteFunding,
        loadAgreementHtml: actors.loadAgreementHtml,
        downloadAgreementPdf: actors.downloadAgreementPdf,
        acceptAgreement: actors.acceptAgreement,
        sendInvitation: actors.sendInvitation,
        crmEvent: actors.crmEvent,
        loadLookups: actors.loadLookups,
        editItem: editItemMachine.provide({
          actors: { saveStep: actors.saveStep, getApplication: actors.getApplication },
        }),
        statesLoader: actors.statesLoader,
        addressLookup: actors.addressLookup,
        ...lazyFlowActors(deps.api, { addressLookup: actors.addressLookup }),
        leaveWarning: fromCallback(() => deps.warnBeforeLeave()),
      },
      actions: {
        track,
        // doc 3 §2.2, §3 (issue 35 item 2): the funding screen stores the fraud script's session id
        // (its page element's orderSessionId), else keeps the stored one, else makes one.
        storeFraudSession: () =>
          deps.session.set(
            'FraudSessionId',
            deps.pageFraudSessionId?.() ??
              deps.session.get('FraudSessionId') ??
              deps.newFraudSessionId(),
          ),
      },
    }) as WizardMachine;
  const loadWizard = fromPromise<WizardMachine, { id: WizardId }>(async ({ input }) => {
    // The Overview's edit modal (machines/review/) comes with the wizard, not with the entry.
    const [machine, { editItemMachine }] = await Promise.all([
      loadHostedWizard(input.id),
      import('../../machines/review/edit-item.machine'),
    ]);
    return provideWizard(machine, editItemMachine);
  });
  // doc 3 §2.6 KYC step events: the same properties as the wizard's (stepEventProps).
  const kycTrack = (
    { context }: { context: { application: Application | null } },
    params: { event: string; step: string },
  ) => deps.analytics.track(params.event, stepEventProps(context.application, params.step));
  // The KYC machine with its actors, loaded when KYC_VERIFICATION opens (issue 22).
  const loadKyc = fromPromise<KycMachine, void>(async () => {
    const { kycMachineFor } = await import('./kyc-machines');
    return kycMachineFor(deps.api, () => deps.session.get('FraudSessionId')).provide({
      actors: { recordStep: actors.recordStep },
      actions: { track: kycTrack },
    }) as KycMachine;
  });
  // The language shown and its switch (machines/locale/, issue 24) with its calls and effects.
  const locale = localeMachine.provide({
    actors: {
      loadLocale: actors.loadLocale,
      profileLocale: actors.profileLocale,
      saveLocale: actors.saveLocale,
    },
    actions: {
      applyLocale: (_, params: { locale: Locale }) => deps.locale?.apply(params.locale),
      rememberLocale: (_, params: { locale: Locale }) => deps.locale?.remember(params.locale),
    },
  });
  // The reset request and RESET_PASSWORD (machines/entry/password-reset.machine.ts, doc 1 §2.5–§2.6) with their calls.
  const passwordReset = passwordResetMachine.provide({
    actors: {
      requestPasswordReset: actors.requestPasswordReset,
      resetPassword: actors.resetPassword,
    },
  });
  const leaveToPortal = (
    { context }: { context: { settings: Settings | null } },
    params: { suffix: string },
  ) => {
    const base = context.settings?.PortalUrl;
    if (base) deps.portal.leaveTo(portalUrl(base, params.suffix));
  };
  // The sign-in flows (machines/entry/, doc 1 §2.4–§2.11, §4.1–§4.12) with their calls and effects.
  const entry = entryMachine.provide({
    actors: {
      captcha: actors.captcha,
      checkUsernames: actors.checkUsernames,
      login: actors.login,
      createUser: actors.createUser,
      leaveToOldPortal: actors.leaveToOldPortal,
      getApplication: actors.getApplication,
      submitKind: actors.submitKind,
      upgradeSignIn: actors.upgradeSignIn,
      loadBasicAccount: actors.loadBasicAccount,
      deleteApplication: actors.deleteApplication,
      sendTracking: actors.sendTracking,
      assistedEntry: actors.assistedEntry,
      createAssistedApplication: actors.createAssistedApplication,
      checkInvitation: actors.checkInvitation,
      setInvitedPassword: actors.setInvitedPassword,
      passwordReset,
    },
    actions: {
      rememberEmail: (_, params: { email: string | null }) =>
        deps.session.set('Email', params.email),
      newFraudSession: () => deps.session.set('FraudSessionId', deps.newFraudSessionId()),
      leaveToPortal,
      // doc 1 §2.10 'Ok, return to back office': session items cleared, then the back office's drafts.
      leaveToBackOffice: ({ context }) => {
        deps.session.clear();
        const url = backOfficeUrl(context.settings);
        if (url) deps.portal.leaveTo(url);
      },
      leaveToOldPortalLogin: ({ context }) => {
        const base = context.settings?.RegistrationUrl;
        if (base) deps.portal.leaveTo(oldPortalLoginUrl(base, context.email ?? ''));
      },
      track: ({ context }, params: { event: string; step?: string }) =>
        deps.analytics.track(params.event, {
          accountType:
            context.application?.ApplicationType ?? context.kind?.ApplicationType ?? null,
          step: params.step ?? null,
          flow: 'regular',
        }),
    },
  });
  // The screens after the wizard (machines/closing/, doc 3 §2.6, §4): the submission with the
  // complete call and the F5 / R block, the KYC machine's loader, the step record and the portal.
  const closing = closingMachine.provide({
    actors: {
      submission: submissionMachine.provide({
        actors: {
          completeApplication: actors.completeApplication,
          reloadBlocker: actors.reloadBlocker,
        },
      }),
      loadKyc,
      recordStep: actors.recordStep,
    },
    actions: { leaveToPortal },
  });
  // The session (machines/session/session.machine.ts, doc 1 §4.9) with its calls, tab sync and effects.
  const session = sessionMachine.provide({
    actors: {
      refreshTokens: actors.refreshTokens,
      recoverSession: actors.recoverSession,
      endSession: actors.endSession,
      exitModalEvent: actors.exitModalEvent,
      tabSync: actors.tabSync,
      activityListener: actors.activityListener,
    },
    actions: {
      clearSession: () => deps.session.clear(),
      relayToTabs: (_, params) => tabs.relay(params.type),
      // The refresh token is read now, before clearSession runs; the call outlives the session.
      revokeSession: spawnChild('endSession', {
        input: () => ({ refreshToken: deps.session.getTokens()?.JwtRefreshToken ?? null }),
      }),
      leaveToPortal: ({ context }, params) => {
        if (context.portalUrl) deps.portal.leaveTo(portalUrl(context.portalUrl, params.suffix));
      },
    },
  });
  return appMachine.provide({
    actors: {
      ...actors,
      session,
      loadWizard,
      closing,
      locale,
      entry,
      handoff: handoffMachineFor(deps.api),
    },
    actions: {
      leaveToPortal,
      // doc 1 §2.12 save & close 'exit': the agent's window closes (the back office opened it);
      // a window the script may not close leaves for the back office instead.
      closeWindow: ({ context }) => {
        deps.session.clear();
        deps.portal.closeWindow?.();
        const url = backOfficeUrl(context.settings);
        if (url) deps.portal.leaveTo(url);
      },
    },
  });
}

export type AppActor = Actor<ReturnType<typeof createAppMachine>>;

export interface CreateAppOptions {
  input: AppInput;
  /** Overrides of the browser deps (tests, or a broker's own adapters). */
  deps?: Partial<AppDeps>;
  /** sessionStorage by default. */
  storage?: KeyValueStorage;
  /** Client options (base URL defaults to VITE_API_BASE_URL). */
  client?: Partial<Pick<ApiClientOptions, 'baseUrl' | 'fetch' | 'timeoutMs' | 'retryDelaysMs'>>;
  /**
   * Settings and countries the page already holds (the server inlines them as
   * #wizard-bootstrap, server/http/prerender.ts): boot answers from them instead of the network.
   */
  preloaded?: { settings: Settings; countries: Country[] };
  /**
   * The support-snapshot recorder (inspector/support-snapshot.ts); a fresh one by default. It
   * wraps the API client and observes the root's events (redacted, in memory).
   */
  recorder?: SessionRecorder;
  /** Passed to createActor besides the recorder (e.g. the analyst inspector, inspector/inspect.ts). */
  inspect?: Parameters<typeof createActor>[1] extends infer O
    ? O extends { inspect?: infer I }
      ? I
      : never
    : never;
}

/**
 * Creates and starts the root actor with the browser's deps; the API answers and the root's
 * events are recorded for a support snapshot (`recorder`), and `inspect` (the analyst mode's
 * inspector, src/app.tsx) sees every inspection event.
 */
export function createApp(options: CreateAppOptions): {
  actor: AppActor;
  deps: AppDeps;
  recorder: SessionRecorder;
  gate: EntryGate;
} {
  const session = options.deps?.session ?? createSessionStore(options.storage);
  // The entry gate (issue 10, doc 1 §4.2): the flow mode read once from the URL and the tab.
  const gate = readEntryGate({
    path: options.input.initialPath,
    search: options.input.search,
    stored: session.get('FlowMode'),
  });
  session.set('FlowMode', gate.stored);
  if (gate.secrets.tokens) session.setTokens(gate.secrets.tokens);
  const input: AppInput = { ...options.input, search: gate.cleanSearch, mode: gate.mode };
  const recorder = options.recorder ?? createSessionRecorder();
  recorder.begin({
    path: options.input.initialPath,
    search: safeSearch(gate.cleanSearch),
    brokerCode: options.input.brokerCode,
    persisted: parsePersistedFlow(session.get('FlowSnapshot')),
    session: session.getTokens() ? replayClaimsOf(session.getTokens()?.JwtToken) : null,
  });
  let actor: AppActor | null = null;
  const client =
    options.deps?.api ??
    createApiClient({
      ...options.client,
      getToken: () => session.getTokens()?.JwtToken ?? null,
      // Issue 35 item 11: the server answers its reference lists in the wizard's language.
      getLanguage: currentLocale,
      // The session region first asks the other tabs for a newer pair (tab-sync), then logs out.
      onUnauthorized: () => actor?.send({ type: 'session.unauthorized' }),
      onServerError: () => actor?.send({ type: 'app.serverError' }),
      onRetry: (attempt) => actor?.send({ type: 'net.retrying', attempt }),
      onSettled: () => actor?.send({ type: 'net.settled' }),
    });
  const pre = options.preloaded;
  const api: AppDeps['api'] = pre
    ? {
        ...client,
        getSettings: (code, o) =>
          !code || code.toUpperCase() === pre.settings.BrokerCode.toUpperCase()
            ? Promise.resolve(pre.settings)
            : client.getSettings(code, o),
        getCountries: (type, o) =>
          type === undefined ? Promise.resolve(pre.countries) : client.getCountries(type, o),
      }
    : client;
  const deps: AppDeps = {
    api,
    session,
    portal: browserPortal,
    analytics: dataLayerSink,
    fingerprint: () => fingerprint(),
    newFraudSessionId: () => newFraudSessionId(),
    pageFraudSessionId: () => readPageFraudSessionId(),
    // Issue 35 item 2: the loader comes in its own chunk, when boot asks for it.
    loadFraudScript: (url: string) =>
      import('../../services/adapters/fraud-script').then((m) => m.loadFraudScript(url)),
    openPendingTab,
    blockReload: () => blockReload(),
    warnBeforeLeave: () => warnBeforeLeave(),
    listenForActivity: (cb) => listenForActivity(cb),
    landingPageUrl: typeof location !== 'undefined' ? location.href.split('?')[0] : undefined,
    addressAutocomplete: addressAutocompleteFromEnv(),
    captcha: captchaFromEnv(),
    entrySecrets: gate.secrets,
    locale: browserLocale(api),
    tabs:
      options.deps?.tabs ??
      createTabSync({
        store: session,
        channel: broadcastTabChannel(),
        lock: browserTabLock(),
        shared: sharedStorage(),
      }),
    ...options.deps,
  };
  deps.api = recorder.wrapApi(deps.api);
  const extra = options.inspect;
  const inspect: Observer<InspectionEvent> = {
    next(ev) {
      recorder.observer.next?.(ev);
      if (typeof extra === 'function') extra(ev);
      else extra?.next?.(ev);
    },
  };
  actor = createActor(createAppMachine(deps), { input, inspect });
  let last = '';
  const started = actor;
  subscribeFlow(started, () => {
    const snapshot = started.getSnapshot();
    // Booting reads the stored record: writing the fresh context before that would erase it.
    if (snapshot.matches({ flow: 'boot' })) return;
    const record = serializePersistedFlow(persistedFlowOf(snapshot));
    if (record !== last) {
      last = record;
      deps.session.set('FlowSnapshot', record);
    }
  });
  actor.start();
  return { actor, deps, recorder, gate };
}

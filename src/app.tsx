/**
 * The app: starts the root actor (src/app/create-app.ts), keeps the URL in step with the machine
 * through the browser history (src/router/sync.ts), and renders the page computed from the actor:
 * `selectShell` → theme and shell, `selectScreen` → the current screen (lazy chunk). The TanStack
 * Router (one route per route-table path, src/router/router.ts) mounts over the same history after
 * the first paint. Screens send ScreenEvents straight to the actor. The sync also
 * keeps document.title = '<t(titleKey)> | {brokerName}'.
 */
import { createBrowserHistory } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { InspectionEvent } from 'xstate';
import { analystModeFrom } from '../inspector/analyst';
import { createAnalystInspection } from '../inspector/inspect';
import { downloadSupportSnapshot } from '../inspector/support-snapshot';
import { createApp, type AppActor, type CreateAppOptions } from './app/create-app';
import type { Locale } from './i18n/locales';
import { SECRET_QUERY_KEYS } from '../machines/entry/entry-gate';
import { selectScreen, selectShell } from '../machines/view/selectors';
import { AppActorContext, keepBusyView, useAppActor, useAppSelector } from './app-actor';
import { t } from './i18n/t';
import { RootView } from './root-view';
import { startRouterSync } from './router/sync';
import { AnalystTools } from './shell/analyst-tools';
import { SupportContext, type SupportTools } from './support';

/** The route tree and RouterProvider load after the first paint (they only own the URL). */
const RouterMount = lazy(() => import('./router/mount'));

/** One element, so a new view (each Continue) does not render the analyst tools again. */
const ANALYST_TOOLS = <AnalystTools />;

function Root() {
  const actor = useAppActor();
  const shell = useAppSelector(selectShell);
  const view = useAppSelector(selectScreen, keepBusyView);
  if (!shell.ready) {
    return (
      <div className="w-boot" role="status" aria-live="polite">
        <span className="w-spinner" aria-hidden="true" />
      </div>
    );
  }
  return (
    <>
      <RootView shell={shell} view={view} send={actor.send} />
      {ANALYST_TOOLS}
    </>
  );
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export interface AppElementOptions {
  /** The query the machine reads (defaults to location.search). */
  search?: string;
  /** Settings and countries inlined by the server (#wizard-bootstrap). */
  preloaded?: CreateAppOptions['preloaded'];
  /** Issue 24: the language the page opens in, its texts already loaded (src/main.tsx). */
  locale?: Locale;
  /**
   * Starts the actor instead of createApp (the development replay page /__replay starts one
   * over a support snapshot's recorded answers).
   */
  start?: () => { actor: AppActor; recorder: ReturnType<typeof createApp>['recorder'] };
}

/** Creates the actor and the router once; returns the element to render and the actor. */
export function createAppElement(options: AppElementOptions = {}) {
  // Analyst mode (inspector/analyst.ts): from ?inspect=…, kept in sessionStorage across reloads.
  const analyst = analystModeFrom(
    location.search,
    sessionStorageOrNull(),
    import.meta.env.VITE_INSPECT as string | undefined,
    // The WebSocket inspector targets allowed at build time (issue 20; docs/analysts.md).
    import.meta.env.VITE_INSPECT_WS_URLS as string | undefined,
  );
  const inspection = analyst ? createAnalystInspection(analyst) : null;
  // Issue 34: the generated paths' transition recorder (inspector/path-coverage.ts), in its own
  // chunk, only when the paths spec exposed its sink (never with analyst mode).
  const coverage =
    !inspection && (globalThis as { __pathsCoverage?: unknown }).__pathsCoverage
      ? import('../inspector/path-coverage')
      : null;
  const { actor, recorder } =
    options.start?.() ??
    createApp({
      input: {
        initialPath: location.pathname,
        search: options.search ?? location.search,
        referrer: document.referrer,
        brokerCode: import.meta.env.VITE_BROKER_CODE as string | undefined,
        locale: options.locale,
      },
      preloaded: options.preloaded,
      inspect:
        inspection?.observer ??
        (coverage ? (e: InspectionEvent) => void coverage.then((m) => m.record(e)) : undefined),
    });
  const support: SupportTools = {
    analyst,
    openInspector: () => void inspection?.open(),
    downloadSnapshot: () => downloadSupportSnapshot(recorder.snapshot(actor)),
  };
  // The entry gate read the credentials (agent or portal token, invitation and reset tokens):
  // they leave the address bar and this history entry before the router reads the URL.
  const q = new URLSearchParams(location.search);
  if (SECRET_QUERY_KEYS.some((k) => q.has(k))) {
    for (const k of SECRET_QUERY_KEYS) q.delete(k);
    const rest = q.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`,
    );
  }
  const history = createBrowserHistory();
  startRouterSync(actor, { history }, { translate: (key) => t(key) });
  const element = (
    <SupportContext.Provider value={support}>
      <AppActorContext.Provider value={actor}>
        <Root />
        <Suspense fallback={null}>
          <RouterMount history={history} />
        </Suspense>
      </AppActorContext.Provider>
    </SupportContext.Provider>
  );
  return { element, actor };
}

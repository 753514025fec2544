/**
 * The app: starts the root actor (machines/create-app.ts), keeps the URL in step with the machine
 * through the browser history (src/router/sync.ts), and renders the page computed from the actor:
 * `selectShell` → theme and shell, `selectScreen` → the current screen (lazy chunk). The TanStack
 * Router (one route per route-table path, src/router/router.ts) mounts over the same history after
 * the first paint. Screens send ScreenEvents straight to the actor. The sync also
 * keeps document.title = '<t(titleKey)> | {brokerName}'.
 */
import { createBrowserHistory } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { createApp } from '../machines/create-app';
import { selectScreen, selectShell } from '../machines/selectors';
import { AppActorContext, useAppActor, useAppSelector } from './app-actor';
import { t } from './i18n/t';
import { RootView } from './root-view';
import { startRouterSync } from './router/sync';

/** The route tree and RouterProvider load after the first paint (they only own the URL). */
const RouterMount = lazy(() => import('./router/mount'));

function Root() {
  const actor = useAppActor();
  const shell = useAppSelector(selectShell);
  const view = useAppSelector(selectScreen);
  if (!shell.ready) {
    return (
      <div className="w-boot" role="status" aria-live="polite">
        <span className="w-spinner" aria-hidden="true" />
      </div>
    );
  }
  return <RootView shell={shell} view={view} send={actor.send} />;
}

/** Creates the actor and the router once; returns the element to render. */
export function createAppElement() {
  const { actor } = createApp({
    input: {
      initialPath: location.pathname,
      search: location.search,
      referrer: document.referrer,
      brokerCode: import.meta.env.VITE_BROKER_CODE as string | undefined,
    },
  });
  const history = createBrowserHistory();
  startRouterSync(actor, { history }, { translate: (key) => t(key) });
  return (
    <AppActorContext.Provider value={actor}>
      <Root />
      <Suspense fallback={null}>
        <RouterMount history={history} />
      </Suspense>
    </AppActorContext.Provider>
  );
}

/**
 * The app: starts the root actor (machines/create-app.ts), builds the router from the route table
 * and keeps the URL in step with the machine (src/router/sync.ts), then renders one root route
 * whose page is computed from the actor: `selectShell` → theme and shell, `selectScreen` → the
 * current screen (lazy chunk). Screens send ScreenEvents straight to the actor. The sync also
 * keeps document.title = '<t(titleKey)> | {brokerName}'.
 */
import { RouterProvider } from '@tanstack/react-router';
import { createApp } from '../machines/create-app';
import { routeTable } from '../machines/route-table';
import { selectScreen, selectShell } from '../machines/selectors';
import { AppActorContext, useAppActor, useAppSelector } from './app-actor';
import { t } from './i18n/t';
import { RootView } from './root-view';
import { createAppRouter } from './router/router';
import { startRouterSync } from './router/sync';

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
  const router = createAppRouter(routeTable, Root);
  startRouterSync(actor, router, { translate: (key) => t(key) });
  return (
    <AppActorContext.Provider value={actor}>
      <RouterProvider router={router} />
    </AppActorContext.Provider>
  );
}

/**
 * The TanStack Router instance (code-based): one root route rendering the page, one route per
 * path of the route table (machines' step tables and flow meta) and a not-found fallback. Routes
 * render nothing themselves — the screen comes from the machine state (src/screen-outlet.tsx); the
 * router only owns the URL, kept in step with the machine by src/router/sync.ts.
 */
import {
  createRootRoute,
  createRoute,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouteEntry } from '../../machines/screen-contract';

const Nothing = () => null;

/** Builds the router for `routes` (duplicate paths are registered once), over `history` if given. */
export function createAppRouter(
  routes: readonly Pick<RouteEntry, 'path'>[],
  Root: () => ReactNode,
  history?: RouterHistory,
) {
  const rootRoute = createRootRoute({ component: Root, notFoundComponent: Nothing });
  const seen = new Set<string>();
  const children = [];
  for (const r of routes) {
    if (seen.has(r.path)) continue;
    seen.add(r.path);
    children.push(
      createRoute({ getParentRoute: () => rootRoute, path: r.path, component: Nothing }),
    );
  }
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    ...(history ? { history } : {}),
    defaultNotFoundComponent: Nothing,
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The TanStack Router, mounted after the first paint (a lazy chunk): the route tree of
 * src/router/router.ts over the browser history the router sync already drives. Routes render
 * nothing; the page is rendered from the machine (src/app.tsx), so the router only owns the URL.
 */
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { routeTable } from '../../machines/view/route-table';
import { createAppRouter } from './router';

const Nothing = () => null;

export default function RouterMount({ history }: { history: RouterHistory }) {
  // Created once per history (the app mounts this component once).
  const router = (routers.get(history) ??
    routers.set(history, createAppRouter(routeTable, Nothing, history)).get(history))!;
  return <RouterProvider router={router} />;
}

const routers = new WeakMap<RouterHistory, ReturnType<typeof createAppRouter>>();

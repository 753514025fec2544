/**
 * Answers injected at the network (issue 34: the transitions that happen when a call fails), for
 * the generated paths' detours (detour-actions.ts) and the browser tours (tours-*.spec.ts).
 *
 * `inject(page, target, answer, times)` answers the next `times` calls that match `target` with
 * `answer` instead of the server and lets every other call (and the later ones) through:
 *
 * - `target`: a request predicate (asked of the API calls, the URLs under /v2/), or `{ url, path,
 *   method, when }` — `url` page.route's matcher (a glob or a RegExp over the whole URL), or `path`
 *   a RegExp over the URL's pathname; `method` ('*' or omitted: any); `when` a further test of the
 *   request (its body, its resource type);
 * - `answer`: `{ status, body }` (a JSON body, e.g. the spec's Errors[], doc 1 §8.1; `apiError`
 *   makes one), `'abort'` (the connection dropped: the client sees a network error) or a function
 *   of the route (held until a promise, then passed on, …);
 * - `times`: how many calls to answer (a dropped call is retried by services/api/client.ts:
 *   `Infinity` answers every attempt until `remove()`).
 *
 * It answers an `Injection`: how many calls it answered, whether it answered all `times`, and
 * `remove()` (stops answering; how many it answered). Routes stack as Playwright's do: the one
 * added last is asked first, and passes a call it does not answer on to the earlier ones.
 */
import type { BrowserContext, Page, Request, Route } from '@playwright/test';

/** What the network answers instead of the server. */
export type Answer =
  'abort' | { status: number; body: unknown } | ((route: Route) => Promise<void>);

/** The calls an injection answers (see the module comment). */
export type Target =
  | ((request: Request) => boolean)
  | {
      url?: string | RegExp;
      path?: RegExp;
      method?: string;
      when?: (request: Request) => boolean;
    };

export interface Injection {
  /** How many calls it answered so far. */
  count(): number;
  /** Whether it answered all the calls it was asked to (`times`). */
  given(): boolean;
  /** Stops answering (the route removed); how many calls it answered. */
  remove(): Promise<number>;
}

/** The spec's error answer (doc 1 §8.1: Errors[] of {Code, Message, Context}). */
export const apiError = (
  Code: string,
  {
    Message = Code,
    Context,
    status = 400,
  }: { Message?: string; Context?: string; status?: number } = {},
): Answer => ({
  status,
  body: { Errors: [Context === undefined ? { Code, Message } : { Code, Message, Context }] },
});

/** Gives `answer` to `route`. */
export async function give(route: Route, answer: Answer): Promise<void> {
  if (answer === 'abort') await route.abort('connectionreset');
  else if (typeof answer === 'function') await answer(route);
  else
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
}

/** Answers the next `times` calls matching `target` with `answer` (see the module comment). */
export async function inject(
  page: Pick<Page | BrowserContext, 'route' | 'unroute'>,
  target: Target,
  answer: Answer,
  times = 1,
): Promise<Injection> {
  const t = typeof target === 'function' ? { when: target } : target;
  const method = t.method && t.method !== '*' ? t.method.toUpperCase() : undefined;
  const url: string | RegExp | ((u: URL) => boolean) = t.path
    ? (u: URL) => t.path!.test(u.pathname)
    : (t.url ?? '**/v2/**');
  let answered = 0;
  const handler = async (route: Route) => {
    const r = route.request();
    if (answered >= times || (method && r.method() !== method) || (t.when && !t.when(r)))
      return route.fallback();
    answered += 1;
    await give(route, answer);
  };
  await page.route(url, handler);
  return {
    count: () => answered,
    given: () => answered >= times,
    remove: async () => {
      await page.unroute(url, handler);
      return answered;
    },
  };
}

/**
 * Router sync (ARCHITECTURE.md "Routing reflects state"): the one adapter between the root
 * actor and the TanStack Router history.
 *
 * - Machine → URL: when the active screen's `meta.path` changes, it is pushed into history
 *   (replaced when leaving or entering a loading screen, and for the first screen), the page
 *   scrolls to the top (doc 1 §2.2) and the document title becomes '<page> | {brokerName}'.
 * - URL → machine: browser back/forward or a typed URL becomes `url.changed { path }`, which
 *   the machine accepts by its route rule (machines/route-rule.ts: a step the user has reached, a
 *   public entry screen the region's route table lists) or refuses (not reached, no going back
 *   after submission). While any active actor is busy the sync refuses it without asking.
 *   Refused → the URL is put back.
 *
 * Screens never navigate; this is the only code that touches history.
 */
import type { RouterHistory } from '@tanstack/react-router';
import type { AnyActorRef } from 'xstate';
import { LOADING_PATHS } from '../../machines/view/route-table';
import { anyActorBusy } from '../../machines/route-rule';
import { selectDocumentTitle, selectPath, type AppSnapshot } from '../../machines/view/selectors';
import { subscribeFlow } from '../../machines/subscribe-flow';

export interface RouterSyncOptions {
  /** Translates a title key (src/i18n/t.ts); without it the document title is left alone. */
  translate?: (key: string) => string;
  /** Scrolls to the top; default window.scrollTo(0, 0). */
  scrollToTop?: () => void;
  /** Sets the document title; default document.title = …. */
  setTitle?: (title: string) => void;
}

/** The actor shape the sync needs (the app actor of src/app/create-app.ts). */
type SyncActor = Pick<AnyActorRef, 'send' | 'subscribe'> & { getSnapshot(): AppSnapshot };

/** Starts the two-way sync; returns the stop function. */
export function startRouterSync(
  actor: SyncActor,
  router: { history: RouterHistory },
  options: RouterSyncOptions = {},
): () => void {
  const history = router.history;
  const scrollToTop =
    options.scrollToTop ??
    (() => {
      if (typeof window !== 'undefined' && typeof window.scrollTo === 'function')
        window.scrollTo(0, 0);
    });
  const setTitle =
    options.setTitle ??
    ((title: string) => {
      if (typeof document !== 'undefined') document.title = title;
    });
  let applying = false;
  let lastPath: string | null = null;
  let lastTitle = '';

  const write = (path: string, replace: boolean) => {
    applying = true;
    try {
      if (replace) history.replace(path);
      else history.push(path);
    } finally {
      applying = false;
    }
  };

  const onSnapshot = (snapshot: AppSnapshot) => {
    const path = selectPath(snapshot);
    if (options.translate) {
      const title = selectDocumentTitle(snapshot, options.translate);
      if (title !== lastTitle) {
        lastTitle = title;
        setTitle(title);
      }
    }
    if (!path) return;
    if (path !== history.location.pathname) {
      const replace = lastPath === null || LOADING_PATHS.has(path) || LOADING_PATHS.has(lastPath);
      write(path, replace);
    }
    if (path !== lastPath) scrollToTop();
    lastPath = path;
  };

  const unsubscribe = subscribeFlow(actor, () => onSnapshot(actor.getSnapshot()));
  onSnapshot(actor.getSnapshot());

  const unlisten = history.subscribe(({ location }) => {
    if (applying) return;
    const wanted = location.pathname;
    const snapshot = actor.getSnapshot();
    const current = selectPath(snapshot);
    if (!current || wanted === current) return;
    // Refused while any active actor is busy (a call runs in the root, the wizard, KYC, the
    // submission, a modal or a flow): the URL is put back below (issue 23).
    if (!anyActorBusy(snapshot)) actor.send({ type: 'url.changed', path: wanted });
    const after = selectPath(actor.getSnapshot());
    if (after && after !== history.location.pathname) write(after, true);
  });

  return () => {
    unsubscribe();
    unlisten();
  };
}

/**
 * Watching the flow: the root actor and the wizard it runs (the invoked 'wizard' child of
 * machines/app.machine.ts) change separately, and a screen inside the wizard changes only the
 * child's snapshot. `subscribeFlow` calls `listener` on every change of either, following the
 * child as wizards start and stop. The React hook (src/app-actor.ts), the router sync and the
 * persisted flow record subscribe through it.
 */
interface Subscribable {
  subscribe(observer: { next: () => void; error: () => void; complete: () => void }): { unsubscribe(): void };
}
interface RootLike extends Subscribable {
  getSnapshot(): { children: unknown };
}

/** Subscribes to the root and to its running wizard; returns the unsubscribe function. */
export function subscribeFlow(actor: RootLike, listener: () => void): () => void {
  let child: Subscribable | undefined;
  let childSub: { unsubscribe(): void } | null = null;
  const ignore = () => {};
  const follow = () => {
    const ref = (actor.getSnapshot().children as Record<string, Subscribable | undefined>).wizard;
    if (ref === child) return;
    childSub?.unsubscribe();
    childSub = null;
    child = ref;
    if (ref) childSub = ref.subscribe({ next: listener, error: ignore, complete: ignore });
  };
  const rootSub = actor.subscribe({
    next: () => {
      follow();
      listener();
    },
    error: ignore,
    complete: ignore,
  });
  follow();
  return () => {
    rootSub.unsubscribe();
    childSub?.unsubscribe();
  };
}

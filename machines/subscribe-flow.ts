/**
 * Watching the flow: the root actor, the wizard it runs (the invoked 'wizard' child of
 * machines/app.machine.ts) and the wizard's open edit modal (its 'editItem' child) change
 * separately, and a screen inside the wizard changes only the child's snapshot. `subscribeFlow`
 * calls `listener` on every change of any of them (and of an open child flow), following the
 * children as they start and stop. The React hook (src/app-actor.ts), the router sync and the
 * persisted flow record subscribe through it.
 */
interface Subscribable {
  subscribe(observer: { next: () => void; error: () => void; complete: () => void }): {
    unsubscribe(): void;
  };
}
interface RootLike extends Subscribable {
  getSnapshot(): { children: unknown };
}

/**
 * The chain of children followed below the root: its wizard, then the wizard's edit modal or open
 * child flow (machines/funding/flow-contract.ts), then a flow the flow opened (e.g. the bank link
 * inside the review's funding edit). After the wizard, the closing machine ('closing',
 * machines/closing/), its KYC machine ('kyc') and the KYC page's upload or webcam child; or the phone hand-off page ('handoff', issue 9); or the entry machine
 * ('entry', the sign-in flows, machines/entry/) and its RESET_PASSWORD form ('passwordReset', doc 1
 * §2.6; machines/entry/password-reset.machine.ts). At each level the first child of the names
 * present is followed. Beside the chain, the root's session child ('session', machines/session/:
 * the refresh prompt and the save & exit modal) is followed too.
 */
const CHAIN: readonly (readonly string[])[] = [
  ['wizard', 'closing', 'handoff', 'entry'],
  ['editItem', 'flow', 'kyc', 'upload', 'webcam', 'passwordReset'],
  ['flow', 'upload', 'webcam'],
];
/** The root's children that run beside the chain (the session, issue 23 step 4). */
const BESIDE: readonly string[] = ['session'];

/** Subscribes to the root, its running wizard and the wizard's edit modal; returns the unsubscribe function. */
export function subscribeFlow(actor: RootLike, listener: () => void): () => void {
  const ignore = () => {};
  const followed: (Subscribable | undefined)[] = CHAIN.map(() => undefined);
  const subs: ({ unsubscribe(): void } | null)[] = CHAIN.map(() => null);
  const besideFollowed: (Subscribable | undefined)[] = BESIDE.map(() => undefined);
  const besideSubs: ({ unsubscribe(): void } | null)[] = BESIDE.map(() => null);
  const followBeside = () => {
    const children = (actor.getSnapshot().children ?? {}) as Record<
      string,
      Subscribable | undefined
    >;
    BESIDE.forEach((name, i) => {
      const ref = children[name];
      if (ref === besideFollowed[i]) return;
      besideSubs[i]?.unsubscribe();
      besideSubs[i] = null;
      besideFollowed[i] = ref;
      if (ref) besideSubs[i] = ref.subscribe({ next: onChange, error: ignore, complete: ignore });
    });
  };
  const follow = () => {
    followBeside();
    let parent: { getSnapshot(): { children: unknown } } | undefined = actor;
    CHAIN.forEach((names, i) => {
      const children = parent
        ? ((parent.getSnapshot().children ?? {}) as Record<
            string,
            (Subscribable & RootLike) | undefined
          >)
        : {};
      const ref = names.map((n) => children[n]).find(Boolean);
      if (ref !== followed[i]) {
        subs[i]?.unsubscribe();
        subs[i] = null;
        followed[i] = ref;
        if (ref) subs[i] = ref.subscribe({ next: onChange, error: ignore, complete: ignore });
      }
      parent = ref;
    });
  };
  function onChange() {
    follow();
    listener();
  }
  const rootSub = actor.subscribe({ next: onChange, error: ignore, complete: ignore });
  follow();
  return () => {
    rootSub.unsubscribe();
    subs.forEach((s) => s?.unsubscribe());
    besideSubs.forEach((s) => s?.unsubscribe());
  };
}

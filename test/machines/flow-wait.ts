/**
 * Waiting on the flow in machine tests: the root actor and its running wizard change separately
 * (machines/subscribe-flow.ts), so `waitFor` on the root alone misses a step inside the wizard.
 */
import { subscribeFlow } from '../../machines/subscribe-flow';
import { editItemOf, flowOf, wizardOf, type AppSnapshot } from '../../machines/selectors';

interface RootActor {
  getSnapshot(): AppSnapshot;
  subscribe: Parameters<typeof subscribeFlow>[0]['subscribe'];
}

/** The root, its running wizard, the wizard's edit modal or its open child flow has the 'busy' tag. */
export const flowBusy = (s: AppSnapshot) =>
  s.hasTag('busy') ||
  (wizardOf(s)?.hasTag('busy') ?? false) ||
  (editItemOf(s)?.hasTag('busy') ?? false) ||
  (flowOf(s)?.snapshot.hasTag('busy') ?? false);

/** Resolves with the root snapshot once `predicate` holds (checked on every change of root or wizard). */
export function waitFor(
  actor: RootActor,
  predicate: (s: AppSnapshot) => boolean,
  opts: { timeout?: number } = {},
): Promise<AppSnapshot> {
  return new Promise((resolve, reject) => {
    let done = false;
    let stop: () => void = () => {};
    const check = () => {
      if (done) return;
      const s = actor.getSnapshot();
      if (predicate(s)) {
        done = true;
        clearTimeout(timer);
        queueMicrotask(() => stop());
        resolve(s);
      }
    };
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      stop();
      reject(new Error(`timed out after ${opts.timeout ?? 2000} ms`));
    }, opts.timeout ?? 2000);
    stop = subscribeFlow(actor, check);
    check();
  });
}

/**
 * Waiting on the flow in machine tests: the root actor and its running wizard change separately
 * (machines/subscribe-flow.ts), so `waitFor` on the root alone misses a step inside the wizard.
 */
import { subscribeFlow } from '../../machines/subscribe-flow';
import { createActor } from 'xstate';
import { createAppMachine } from '../../src/app/create-app';
import {
  closingOf,
  editItemOf,
  entryOf,
  flowOf,
  passwordResetOf,
  selectPath,
  wizardOf,
  type AppSnapshot,
} from '../../machines/view/selectors';
import { memoryStorage } from '../../services/session-store';
import { fakeDeps, fakeJwt, type FakeApi } from './fake-api';

interface RootActor {
  getSnapshot(): AppSnapshot;
  subscribe: Parameters<typeof subscribeFlow>[0]['subscribe'];
}

/** The root, its running entry (or its password-reset child), closing or wizard, the wizard's edit modal or its open child flow has the 'busy' tag. */
export const flowBusy = (s: AppSnapshot) =>
  s.hasTag('busy') ||
  (entryOf(s)?.hasTag('busy') ?? false) ||
  (closingOf(s)?.hasTag('busy') ?? false) ||
  (passwordResetOf(s)?.hasTag('busy') ?? false) ||
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

/**
 * The root actor started signed in (an access and a refresh token in memory storage) at
 * `initialPath` of broker HAA, on the in-memory API `fake`.
 */
export function startSignedIn(fake: FakeApi, initialPath: string) {
  const storage = memoryStorage();
  storage.setItem('aow.JwtToken', fakeJwt());
  storage.setItem('aow.JwtRefreshToken', 'r1');
  const actor = createActor(createAppMachine(fakeDeps(fake, storage)), {
    input: { initialPath, search: '', referrer: '', brokerCode: 'HAA' },
  });
  actor.start();
  return actor;
}

/** Resolves once nothing in the flow is busy (2 s at most). */
export const settled = (actor: RootActor) => waitFor(actor, (s) => !flowBusy(s), { timeout: 2000 });

/** Resolves once the flow stands, not busy, on `path` (2 s at most). */
export const atPath = (actor: RootActor, path: string) =>
  waitFor(actor, (s) => selectPath(s) === path && !flowBusy(s), { timeout: 2000 });

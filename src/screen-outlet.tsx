/**
 * Renders the screen named by `ScreenView.screen`: one lazily loaded chunk per screen
 * (React.lazy-like, with `preload`) except the landing page, so the first load carries only the shell and
 * welcome. When a screen is shown, the chunks of the screens that can follow it
 * (machines/view/next-screens.ts) are fetched while the browser is idle, so a Continue rarely
 * waits for code. While a chunk still loads, the previous screen stays on view (useDeferredValue + Suspense).
 * A screen remounts when the path or its prefill (`initial`) changes, and only then — so a save
 * error or a busy flag never clears what the user typed. Not while the step is busy: a save's own
 * result changes the prefill before the step moves on, and remounting the form then would drop the
 * keyboard focus (from the field the applicant pressed Enter in) to <body> (issue 12).
 *
 * The outlet is also the one place that moves the focus (src/step-focus.ts, issue 12): to the new
 * step's heading when the committed screen or path changes (announced in the polite live region
 * below with the page title), and to the first invalid field or the form error after a failed save.
 */
import {
  lazy as reactLazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { ScreenEvent, ScreenView, ShellView } from '../machines/screen-contract';
import { loadFlowModule } from '../machines/funding/flow-loader';
import { flowMayOpenAfter, nextScreensOf } from '../machines/view/next-screens';
import { shareEqual } from './app-actor';
import { ScreenLoadBoundary } from './screen-load-boundary';
import type { ScreenProps } from '../screens/screen-props';
import Welcome from '../screens/welcome';
import { t, textsReady } from './i18n/t';
import { viewNameOf } from './screen-views';
import { useStepFocus } from './step-focus';
import { atIdle } from './ui/idle';
import { StepBusyContext } from './ui/step-busy';

type Screen = ComponentType<ScreenProps> & {
  preload?: () => Promise<unknown>;
  /** Whether the screen renders without suspending (its chunk has arrived); absent = always. */
  ready?: () => boolean;
  /**
   * Whether the screen's module exports `busyFromContext = true` (its view reaches `busy` only
   * through SubmitRow, src/ui/step-busy.ts); known once its chunk has arrived.
   */
  busyFromContext?: () => boolean;
};

/** A screen module: its view, and whether it takes the step's busy flag from the context. */
type ScreenModule = { default: ComponentType<ScreenProps>; busyFromContext?: boolean };

/**
 * A screen in its own chunk, like React.lazy, with `preload()` to fetch it ahead (issue 11). Once
 * the chunk and its texts in the current locale have arrived (issue 24) the screen renders at once,
 * with no suspended render in between.
 */
function lazy(load: () => Promise<ScreenModule>): Screen {
  let loaded: ComponentType<ScreenProps> | null = null;
  let busyFromContext = false;
  let loading: Promise<ComponentType<ScreenProps>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      // Issue 24: the screen's texts (registered by its module, src/i18n/t.ts) in the current
      // locale come before its first render, so t() stays synchronous and no key flashes.
      async (m) => {
        await textsReady();
        busyFromContext = m.busyFromContext === true;
        return (loaded = m.default);
      },
      (err: unknown) => {
        loading = null; // a failed fetch (offline) is tried again on the next render
        throw err;
      },
    ));
  const Pending = reactLazy(() => preload().then((c) => ({ default: c })));
  function LazyScreen(props: ScreenProps) {
    // Chosen once per mount: switching from the lazy wrapper to the module later would remount
    // the screen and lose what the applicant typed.
    const [Screen] = useState(() => loaded ?? Pending);
    return <Screen {...props} />;
  }
  return Object.assign(LazyScreen, {
    preload,
    ready: () => loaded !== null,
    busyFromContext: () => busyFromContext,
  });
}

/**
 * Fetches the chunks of the screens that can follow `screen` in the application's wizard
 * (`wizard`; every wizard before an application exists), and the child flows' machines when a
 * flow can open on it or next, when the browser is idle.
 */
function usePrefetchNext(screen: string, wizard: ScreenView['wizard']) {
  useEffect(() => {
    const run = () => {
      for (const next of nextScreensOf(screen, wizard))
        VIEWS[viewNameOf(next)]?.preload?.().catch(() => {});
      if (flowMayOpenAfter(screen, wizard)) loadFlowModule().catch(() => {});
    };
    return atIdle(run, 500, 50);
  }, [screen, wizard]);
}

/**
 * The screens' views, one chunk each, found by file name (src/screen-views.ts: screens/<kebab
 * id>.tsx), so a new screen adds no line here. The welcome page (the landing page) is part of the
 * entry chunk so the first screen paints without another round trip.
 */
const VIEWS: Record<string, Screen> = {
  welcome: Welcome,
  ...Object.fromEntries(
    Object.entries(
      import.meta.glob<ScreenModule>(['../screens/*.tsx', '!../screens/welcome.tsx']),
    ).map(([file, load]) => [file.slice('../screens/'.length, -'.tsx'.length), lazy(load)]),
  ),
};

/** A stable string for the prefill, so a changed prefill remounts the form. */
function prefillKey(initial: Record<string, string>): string {
  return Object.keys(initial)
    .sort()
    .map((k) => `${k}=${initial[k] ?? ''}`)
    .join('&');
}

/**
 * The screen's key: `path#prefill`. While `view.busy` on the same path the key stays the one the
 * step had before (the prefill a running save changes is what the form already shows); it follows
 * the prefill again once the step is no longer busy.
 */
function useScreenKey(view: ScreenView): string {
  const fresh = `${view.path}#${prefillKey(view.initial)}`;
  const [kept, setKept] = useState({ path: view.path, key: fresh });
  const hold = view.busy && kept.path === view.path;
  // Adjusting state while rendering (React: 'storing information from previous renders').
  if (!hold && kept.key !== fresh) setKept({ path: view.path, key: fresh });
  return hold ? kept.key : fresh;
}

/**
 * The view the screen is given. While the step is busy on the same path, a changed prefill alone
 * (a running save's answer updates the application, and so `initial`) is not a new view: the
 * screen keeps the view it has — the form already shows those values and its key is held
 * (useScreenKey) — so the save's answer does not render the screen again (issue 11). Any other
 * change passes through, and the fresh prefill shows once the step is no longer busy.
 * `busyFromContext` (the screen shows `busy` through its step buttons only, src/ui/step-busy.ts):
 * while no modal is open, the busy flag (and `canGoBack`, which a busy step withdraws; no such
 * screen reads it) is not a new view either, so a Continue does not render the screen again before
 * its calls (issue 22 target 1, issue 32 item 2) — the buttons take the flag from the context. With
 * a modal open the flag passes through: the modal's buttons read `view.busy`.
 */
function useShownView(view: ScreenView, busyFromContext: boolean): ScreenView {
  const [shown, setShown] = useState(view);
  let next = view;
  if (view !== shown && view.busy && view.path === shown.path && view.screen === shown.screen) {
    // The busy flag and the back permission a busy step withdraws (the shell's back link reads
    // the live view).
    const held =
      busyFromContext && !view.modal && !shown.modal
        ? { busy: shown.busy, canGoBack: shown.canGoBack }
        : {};
    if (shareEqual(shown, { ...view, initial: shown.initial, ...held }) === shown) next = shown;
  }
  // Adjusting state while rendering (React: 'storing information from previous renders').
  if (next !== shown) setShown(next);
  return next;
}

function Pending() {
  return (
    <div className="w-pending" role="status">
      <span className="w-spinner" aria-hidden="true" />
      <span className="w-sr">{t('common.loading')}</span>
    </div>
  );
}

export function ScreenOutlet(props: {
  view: ScreenView;
  shell: ShellView;
  send: (e: ScreenEvent) => void;
}) {
  // A new step whose chunk has arrived shows in the same commit as the shell (no frame with the new
  // sidebar over the old screen, no second render pass); a new step still loading, and any change
  // within a step (a busy flip, an answer), go through the deferred value, so the previous screen
  // stays while a chunk loads and a busy re-render of the form runs after the save has been sent.
  const deferred = useDeferredValue(props.view);
  const stepChanged = props.view.screen !== deferred.screen || props.view.path !== deferred.path;
  const target = VIEWS[viewNameOf(props.view.screen)] ?? VIEWS[viewNameOf('notFound')];
  const now = stepChanged && (target.ready?.() ?? true);
  const candidate = now ? props.view : deferred;
  const candidateScreen = VIEWS[viewNameOf(candidate.screen)] ?? VIEWS[viewNameOf('notFound')];
  const busyFromContext = candidateScreen.busyFromContext?.() ?? false;
  const view = useShownView(candidate, busyFromContext);
  const Screen = VIEWS[viewNameOf(view.screen)] ?? VIEWS[viewNameOf('notFound')];
  const announcer = useRef<HTMLParagraphElement>(null);
  const key = useScreenKey(view);
  usePrefetchNext(view.screen, view.wizard);
  // The focus follows the step's own busy flag (a save that ended), also when the screen's view
  // keeps the one from before the flip.
  useStepFocus(
    view.busy === candidate.busy ? view : { ...view, busy: candidate.busy },
    announcer,
    t(view.titleKey),
  );
  // The step buttons' busy flag (src/ui/step-busy.ts): the step's, as soon as the click's own render
  // (not the deferred one), so the busy state paints in the first frame after the click; none while
  // a modal is open (its buttons follow the view).
  const stepBusy =
    busyFromContext &&
    view.path === props.view.path &&
    view.screen === props.view.screen &&
    !props.view.modal &&
    props.view.busy;
  // The same element while the committed view, key and shell are the same: the urgent render of a
  // view change (which still shows the deferred, previous view) then skips the screen, which
  // renders once, in the deferred pass, with the new view (issue 11).
  const screen = useMemo(
    () => <Screen key={key} view={view} shell={props.shell} send={props.send} />,
    [Screen, key, view, props.shell, props.send],
  );
  return (
    <>
      {/* Filled with the page title on each step change (src/step-focus.ts). */}
      <p
        ref={announcer}
        className="w-sr"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="step-announcer"
      />
      <StepBusyContext.Provider value={stepBusy}>
        <ScreenLoadBoundary step={`${view.screen}|${view.path}`}>
          <Suspense fallback={<Pending />}>{screen}</Suspense>
        </ScreenLoadBoundary>
      </StepBusyContext.Provider>
    </>
  );
}

/**
 * Detours of the generated paths (issue 34 item 1: paths chosen for transition coverage): on a
 * screen of a path, before the path goes on, the browser takes a transition the straight path
 * never takes and comes back to the same screen —
 *
 * - 'back': the screen's Back button (the wizard's `wizard.back` to the previous step), then the
 *   browser's history back to the screen (`url.changed`, the route rule letting a reached step in);
 * - 'mutationError': the step's save (or the agreement's acceptance) answered 400 with an error of
 *   the spec's catalogue (doc 1 §8.1: other failures become the step's error, shown on the form),
 *   then the same answer given again (the form keeps what was typed);
 * - 'recordError': the step record (POST …/steps, doc 2 §2.1) that follows the save answered 400
 *   with WizardValidation_InvalidApplicationStepType, then the step submitted again;
 * - 'video': the help video's modal (doc 2 §2.15): opened, played, paused, ended, its source
 *   failing, closed;
 * - 'viewer': the account agreement's viewer (doc 3 §2.5): its HTML failing to load, closed; loaded,
 *   Print / Download, Accept; 'Download agreement' from the form;
 * - 'agreeMissing': the agreement submitted with its box not ticked (doc 3 §5 'agree' required);
 * - 'metalTerms' / 'achTerms': the programme's metal-stream terms viewer, the ACH amount's transfer
 *   terms viewer (doc 3 §2.5): their HTML failing to load (the viewer says so), closed, loaded,
 *   Accept (the metal-stream terms also Print / Download);
 * - 'addressLookup': on the address entry another country picked and the USA again, then a street
 *   typed and a suggestion picked (doc 2 §2.20);
 * - 'skipCancel': 'do it later' and Cancel in the skip-funding confirmation (doc 3 §2.4);
 * - 'reviewEdit': a review's first Edit (doc 2 §2.21; the programme's reviews too): the edit modal
 *   closed, opened again and updated unchanged;
 * - 'fundingEdit': the review's 'Edit funding' (doc 3 §2.4): the funding edit opened and closed.
 *
 * `withDetours(paths)` chooses them from each wizard's chart, greedily: a detour goes on a screen
 * when it takes at least one transition (inspector/path-coverage.ts key) no detour chosen before it
 * in the run takes — so the CI sample and `--all` each take every detour transition their paths
 * reach once, and a narrowed run (`--machine`) still takes its machine's. Pure: no browser here;
 * test/paths/detour-actions.ts performs them.
 */
import type { AnyStateNode } from 'xstate';
import type { WizardId } from '../../machines/wizard-engine/registry';
import { createWizardMachine } from '../../machines/wizard-engine/wizard.machine';
import { transitionKey } from '../../inspector/path-coverage';
import type { GeneratedPath } from './generate';

export type Detour =
  | 'back'
  | 'mutationError'
  | 'recordError'
  | 'video'
  | 'agreeMissing'
  | 'viewer'
  | 'metalTerms'
  | 'achTerms'
  | 'addressLookup'
  | 'skipCancel'
  | 'reviewEdit'
  | 'fundingEdit';

/** The screens where a detour would leave a child flow or a loading page half-done. */
const FLOW_SCREENS: Record<string, string> = {
  ACHConnected: '/fund/account',
  IRATransfer: '/fund/retirement',
};

type Node = AnyStateNode;

const machines = new Map<WizardId, Node>();
function rootOf(wizard: WizardId): Node {
  let root = machines.get(wizard);
  if (!root) {
    root = createWizardMachine(wizard).root as unknown as Node;
    machines.set(wizard, root);
  }
  return root;
}

/** The step (top-level state) a screen state value names: '{"name":"editing"}' → 'name'. */
export function stepIdOf(screenState: string): string {
  const v = JSON.parse(screenState) as string | Record<string, unknown>;
  return typeof v === 'string' ? v : Object.keys(v)[0];
}

/** The keys of the transitions of `node` (not its children) for `event`. */
function keysOf(node: Node | undefined, event: string): string[] {
  if (!node) return [];
  return (node.transitions.get(event) ?? []).map((t) =>
    transitionKey(t as unknown as Parameters<typeof transitionKey>[0]),
  );
}

/** The transitions each detour possible on screen `i` of `p` takes (empty: not possible there). */
export function detourKeys(p: GeneratedPath, i: number): Record<Detour, string[]> {
  const root = rootOf(p.wizard);
  const id = stepIdOf(p.screenStates[i]);
  const step = root.states[id];
  const none = {
    back: [],
    mutationError: [],
    recordError: [],
    video: [],
    agreeMissing: [],
    viewer: [],
    metalTerms: [],
    achTerms: [],
    addressLookup: [],
    skipCancel: [],
    reviewEdit: [],
    fundingEdit: [],
  };
  if (!step) return none;
  const editing = step.states.editing;
  const screen = p.screens[i];
  const inFlow = FLOW_SCREENS[p.funding] === screen;
  const skipped = p.skipped.includes(screen);
  const nextId = i + 1 < p.screens.length ? stepIdOf(p.screenStates[i + 1]) : null;
  const prevId = i > 0 ? stepIdOf(p.screenStates[i - 1]) : null;

  const back =
    prevId && prevId !== id
      ? keysOf(editing, 'wizard.back').filter((k) => k.endsWith(`→ ${root.states[prevId]?.id}`))
      : [];
  const urlBack = keysOf(root, 'url.changed').filter((k) => k.endsWith(`→ ${step.id}`));

  // The call the answer goes through: the step's save, or the agreement's acceptance.
  // The programme's 'just me' keeps the application's kind: its owner card saves nothing.
  const saves = !(screen === '/metal/owner' && p.kind === 'aip');
  const mutation =
    inFlow || skipped || !saves
      ? []
      : [
          ...keysOf(step.states.saving, 'xstate.error.actor.saveStep'),
          ...keysOf(step.states.accepting, 'xstate.error.actor.acceptAgreement'),
        ];
  const record =
    inFlow || !nextId ? [] : keysOf(step.states[`to_${nextId}`], 'xstate.error.actor.recordStep');
  const video = step.states.video
    ? [
        ...keysOf(editing, 'video.open'),
        ...keysOf(step.states.video, 'modal.cancel'),
        ...['video.play', 'video.pause', 'video.ended', 'video.failed'].flatMap((e) =>
          keysOf(step.states.video.states.watching, e),
        ),
        ...keysOf(step.states.video.states.failed, 'video.play'),
      ]
    : [];
  // The account agreement's viewer (the ACH amount's terms viewer is another screen's).
  const viewerNode = screen.endsWith('/agreement') ? step.states.viewer : undefined;
  const viewer = viewerNode
    ? [
        ...keysOf(editing, 'agreement.view').filter((k) => k.endsWith(`→ ${viewerNode.id}`)),
        ...keysOf(editing, 'agreement.download'),
        ...['modal.cancel', 'modal.confirm', 'agreement.download'].flatMap((e) =>
          keysOf(viewerNode, e),
        ),
        ...['xstate.done.actor.loadAgreementHtml', 'xstate.error.actor.loadAgreementHtml'].flatMap(
          (e) => keysOf(viewerNode.states.loading, e),
        ),
      ]
    : [];
  // The agreement submitted with its box not ticked: the field error, no move (doc 3 §5).
  const agreeMissing = screen.endsWith('/agreement')
    ? keysOf(editing, 'wizard.submit').filter((k) => k.endsWith('→ (self)'))
    : [];
  // A terms viewer on the lookup's HTML (agreement-states.ts lookupViewer): opened with its call
  // failing, closed, opened again and loaded, Accept (the programme's metal-stream terms also
  // Print / Download).
  const lookupViewer = (node: Node | undefined) =>
    node
      ? [
          ...keysOf(editing, 'agreement.view').filter((k) => k.endsWith(`→ ${node.id}`)),
          ...['modal.cancel', 'modal.confirm', 'agreement.download'].flatMap((e) =>
            keysOf(node, e),
          ),
          ...keysOf(node.states.loading, 'xstate.done.actor.loadLookups'),
        ]
      : [];
  const metalTerms = screen.endsWith('/agreement') ? lookupViewer(step.states.metalViewer) : [];
  // The ACH amount's transfer terms (the agreement's viewer is `viewer`).
  const achTerms = screen.endsWith('/agreement') ? [] : lookupViewer(step.states.viewer);
  // The address entry's lookups (the wizard's own events, doc 2 §2.20): another address country
  // and back, a street typed and one of its suggestions picked.
  const addressLookup =
    screen === '/address/enter'
      ? ['address.country', 'address.pick', 'address.picked'].flatMap((e) => keysOf(root, e))
      : [];
  const skipCancel =
    step.states.skipConfirm && !skipped && !inFlow
      ? [...keysOf(editing, 'wizard.skip'), ...keysOf(step.states.skipConfirm, 'modal.cancel')]
      : [];
  // A review's edit modal: the account kinds' and the programme's (/aip/review, /metal/review).
  const review = screen.endsWith('/review') && step.states.editItem;
  const reviewEdit = review
    ? [
        ...keysOf(editing, 'wizard.edit').filter((k) => k.endsWith(`→ ${step.states.editItem.id}`)),
        ...['modal.cancel', 'wizard.submit', 'xstate.done.actor.editItem'].flatMap((e) =>
          keysOf(step.states.editItem, e),
        ),
      ]
    : [];
  const fundingFlow = step.states.flow_fundingEdit;
  const fundingEdit =
    screen === '/review' && fundingFlow
      ? [
          ...keysOf(editing, 'wizard.edit').filter((k) =>
            k.endsWith(`→ ${step.states.loadFlow_fundingEdit.id}`),
          ),
          ...keysOf(step.states.loadFlow_fundingEdit, 'xstate.done.actor.loadFlows'),
          ...keysOf(fundingFlow, 'modal.cancel'),
          ...keysOf(fundingFlow, 'xstate.done.actor.flow').filter((k) =>
            k.endsWith(`→ ${editing.id}`),
          ),
        ]
      : [];
  return {
    reviewEdit,
    fundingEdit,
    agreeMissing,
    viewer,
    metalTerms,
    achTerms,
    addressLookup,
    skipCancel,
    back: back.length ? [...back, ...urlBack] : [],
    mutationError: mutation,
    recordError: record,
    video,
  };
}

/** The order detours are taken in on a screen (back first: it remounts the screen). */
const ORDER: Detour[] = [
  'back',
  'video',
  'agreeMissing',
  'viewer',
  'metalTerms',
  'achTerms',
  'addressLookup',
  'skipCancel',
  'reviewEdit',
  'fundingEdit',
  'mutationError',
  'recordError',
];

/**
 * `paths` with `detours` set: per screen index, the detours to take there (see the module
 * comment). The paths' order decides which path takes a detour both could take (the first).
 */
export function withDetours(paths: GeneratedPath[]): GeneratedPath[] {
  const taken = new Set<string>();
  return paths.map((p) => {
    const detours: Detour[][] = p.screens.map((_, i) => {
      const keys = detourKeys(p, i);
      return ORDER.filter((d) => {
        const fresh = keys[d].some((k) => !taken.has(k));
        if (fresh) keys[d].forEach((k) => taken.add(k));
        return fresh;
      });
    });
    return { ...p, detours };
  });
}

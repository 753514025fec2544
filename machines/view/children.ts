/**
 * The running children of the root actor as the selectors read them (machines/view/selectors.ts):
 * the session, the entry machine and its password-reset child, the wizard with its edit modal and
 * open flows, the closing machine with its KYC child, and the phone hand-off page. Pure functions
 * of the root's snapshot.
 */
import type { SnapshotFrom } from 'xstate';
import type { AppContext } from '../app-types';
import type { EntryContext } from '../entry/entry-types';
import type { ClosingContext } from '../closing/closing-types';
import type { SessionContext } from '../session/session.machine';
import type { appMachine } from '../app/app.machine';
import type { WizardMachine } from '../wizard-engine/wizard.machine';
import type { EditItemMachine } from '../review/edit-item.machine';
import type { FlowId } from '../funding/flow-contract';
import { isFlowId } from '../funding/flow-loader';
import type { KycSnapshotLike } from '../kyc/kyc-view';
import type { HandoffContext } from '../kyc/handoff.machine';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type WizardSnapshot = SnapshotFrom<WizardMachine>;
export type EditItemSnapshot = SnapshotFrom<EditItemMachine>;
export type MetaMap = Record<string, unknown>;
/** An open child flow's snapshot (machines/funding/flow-contract.ts). */
export type FlowSnapshot = {
  status: string;
  context: unknown;
  hasTag(tag: string): boolean;
  getMeta(): MetaMap;
};

/** The running wizard's snapshot (the root's invoked 'wizard' child), or null outside the wizard. */
export function wizardOf(snapshot: AppSnapshot): WizardSnapshot | null {
  const ref = (snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>).wizard;
  const w = ref?.getSnapshot() as WizardSnapshot | undefined;
  return w && w.status === 'active' ? w : null;
}

/** The phone hand-off page's machine snapshot (the root's 'handoff' child on KYC_HANDOFF, issue 9), or null. */
export function handoffOf(
  snapshot: AppSnapshot,
): { value: unknown; context: HandoffContext; hasTag(tag: string): boolean } | null {
  const ref = (snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>).handoff;
  return (
    (ref?.getSnapshot() as
      { value: unknown; context: HandoffContext; hasTag(tag: string): boolean } | undefined) ?? null
  );
}

/** A running child's snapshot as the selectors read it: its context, tags, events, meta and state. */
export type ChildSnapshot<C> = {
  status: string;
  value: unknown;
  context: C;
  children: Record<string, { getSnapshot(): unknown } | undefined>;
  hasTag(tag: string): boolean;
  can(e: { type: string }): boolean;
  matches(value: unknown): boolean;
  getMeta(): MetaMap;
};

/** The active child `id` of a snapshot's children, or null. */
function activeChild<C>(
  children: Record<string, { getSnapshot(): unknown } | undefined> | undefined,
  id: string,
): ChildSnapshot<C> | null {
  const c = children?.[id]?.getSnapshot() as ChildSnapshot<C> | undefined;
  return c && c.status === 'active' ? c : null;
}

/** The running entry machine (the root's 'entry' child: the sign-in flows, machines/entry/), or null. */
export function entryOf(snapshot: AppSnapshot): ChildSnapshot<EntryContext> | null {
  return activeChild(snapshot.children as Record<string, { getSnapshot(): unknown }>, 'entry');
}

/** The running closing machine (the root's 'closing' child: the screens after the wizard, machines/closing/), or null. */
export function closingOf(snapshot: AppSnapshot): ChildSnapshot<ClosingContext> | null {
  return activeChild(snapshot.children as Record<string, { getSnapshot(): unknown }>, 'closing');
}

/** The running KYC machine's snapshot (the closing's 'kyc' child on KYC_VERIFICATION), or null. */
export function kycOf(
  snapshot: AppSnapshot,
): (KycSnapshotLike & { getMeta(): MetaMap; can(e: { type: string }): boolean }) | null {
  return activeChild(closingOf(snapshot)?.children, 'kyc') as
    (KycSnapshotLike & { getMeta(): MetaMap; can(e: { type: string }): boolean }) | null;
}

/** The running password-reset child of the entry (machines/entry/password-reset.machine.ts: the reset request and RESET_PASSWORD, doc 1 §2.5–§2.6), or null. */
export function passwordResetOf(
  snapshot: AppSnapshot,
): ChildSnapshot<Pick<AppContext, 'fieldErrors' | 'formError' | 'errorFallbacks'>> | null {
  return activeChild(entryOf(snapshot)?.children, 'passwordReset');
}

/**
 * The session child (the root's 'session': machines/session/session.machine.ts, doc 1 §4.9), or
 * null. It runs for the root's whole life.
 */
export function sessionOf(snapshot: AppSnapshot): ChildSnapshot<SessionContext> | null {
  return activeChild(snapshot.children as Record<string, { getSnapshot(): unknown }>, 'session');
}

/** The open edit modal's snapshot (the wizard's invoked 'editItem' child), or null. */
export function editItemOf(snapshot: AppSnapshot): EditItemSnapshot | null {
  const w = wizardOf(snapshot);
  const ref = w
    ? (w.children as Record<string, { getSnapshot(): unknown } | undefined>).editItem
    : undefined;
  const e = ref?.getSnapshot() as EditItemSnapshot | undefined;
  return e && e.status === 'active' ? e : null;
}

/** The open child flow of the wizard (its invoked 'flow' child, machines/funding/flows.ts): its id and snapshot, or null. */
export function flowOf(snapshot: AppSnapshot): { id: FlowId; snapshot: FlowSnapshot } | null {
  const w = wizardOf(snapshot);
  if (!w) return null;
  const ref = (w.children as Record<string, { getSnapshot(): unknown } | undefined>).flow;
  const f = ref?.getSnapshot() as FlowSnapshot | undefined;
  if (!f || f.status !== 'active') return null;
  let open = flowIn(w as unknown as { getMeta(): MetaMap }, f);
  // A flow may run its own 'flow' child (the funding edit's bank link or custodian modal): the deepest one shows.
  for (let inner = open && nestedFlowOf(open.snapshot); inner; inner = nestedFlowOf(inner.snapshot))
    open = inner;
  return open;
}

/** `f` with the flow id its parent's active state names (`meta.flow`, a registered FlowId), or null. */
function flowIn(
  parent: { getMeta(): MetaMap },
  f: FlowSnapshot,
): { id: FlowId; snapshot: FlowSnapshot } | null {
  const id = Object.values(parent.getMeta())
    .map((m) => (m as { flow?: string } | undefined)?.flow)
    .find((x): x is FlowId => !!x && isFlowId(x));
  return id ? { id, snapshot: f } : null;
}

/** The open flow a flow runs as its own 'flow' child, or null. */
function nestedFlowOf(f: FlowSnapshot): { id: FlowId; snapshot: FlowSnapshot } | null {
  const ref = (
    (f as unknown as { children?: Record<string, { getSnapshot(): unknown } | undefined> })
      .children ?? {}
  ).flow;
  const inner = ref?.getSnapshot() as FlowSnapshot | undefined;
  return inner && inner.status === 'active' ? flowIn(f, inner) : null;
}

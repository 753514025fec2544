/**
 * The state-config builders of the IRA custodian modal (custodian.machine.ts; doc 3 §2.4 "back,
 * forward, skipping 2 steps and going back N steps"): a step's save and re-fetch, the back
 * transitions and the one-field form steps (b)–(e), written with the names the machine's `setup`
 * declares.
 */
import { and } from 'xstate';
import type { CustodianSaveStep } from './custodian-savers';
import { LEAVE_WARNING_TAG } from './flow-contract';
import {
  CUSTODIAN_STEP_COUNT,
  CUSTODIAN_STEPS,
  numberOf,
  type CustodianContext,
  type CustodianEvent,
  type CustodianStepName,
} from './custodian-model';

/** Tags of a state while a call runs. */
export const BUSY = ['busy'];
/** Tags of a form being typed (the leave warning, doc 3 §2.4). */
export const TYPING = [LEAVE_WARNING_TAG];
/** A step state's meta: the modal and its position (1–6, doc 3 §2.4). */
export const META = (step: number) => ({ modal: 'custodian' as const, step });

/** The save state of `step`: on success the re-fetch, on failure the step's form with the errors. */
export function saving(step: CustodianSaveStep) {
  return {
    tags: BUSY,
    invoke: {
      id: 'saveCustodianStep',
      src: 'saveCustodianStep' as const,
      input: ({ context, event }: { context: CustodianContext; event: CustodianEvent }) => ({
        step,
        values: event.type === 'wizard.submit' ? event.values : {},
        application: context.application,
      }),
      onDone: { target: 'refetching', actions: 'assignSaved' as const },
      onError: {
        target: 'editing',
        actions: { type: 'assignApiError' as const, params: { step } },
      },
    },
  };
}

/** The re-fetch after a step's save (doc 3 §2.4), then `next`; a failed re-read keeps the save's answer. */
export function refetch(next: CustodianStepName) {
  return {
    tags: BUSY,
    invoke: {
      id: 'getApplication',
      src: 'getApplication' as const,
      input: ({ context }: { context: CustodianContext }) => ({
        applicationUid: context.applicationUid,
      }),
      onDone: { target: `#custodian.${next}`, actions: 'assignRefetched' as const },
      onError: { target: `#custodian.${next}` },
    },
  };
}

/**
 * Back N steps from step `from` (2–6): to step from − N when N < from − 1, else to step 1 (the
 * manual form when the saved custodian was typed, else the search).
 */
export function backTransitions(from: number) {
  const list: { guard: unknown; target: string; actions: 'clearErrors' }[] = [];
  for (let to = from - 1; to >= 2; to--) {
    list.push({
      guard: { type: 'backSteps', params: { n: from - to } },
      target: `#custodian.${CUSTODIAN_STEPS[to - 1]}`,
      actions: 'clearErrors',
    });
  }
  const toFirst = { type: 'backSteps', params: { n: from - 1, orMore: true } };
  list.push({
    guard: and([toFirst as never, 'savedManual']),
    target: '#custodian.manualCustodian',
    actions: 'clearErrors',
  });
  list.push({ guard: toFirst, target: '#custodian.findCustodian', actions: 'clearErrors' });
  return list as never;
}

/** One step back from step `from` (2–6): `wizard.back` (the modal's Back). */
export function backOne(from: number) {
  if (from > 2)
    return { target: `#custodian.${CUSTODIAN_STEPS[from - 2]}`, actions: 'clearErrors' as const };
  return [
    {
      guard: 'savedManual' as const,
      target: '#custodian.manualCustodian',
      actions: 'clearErrors' as const,
    },
    { target: '#custodian.findCustodian', actions: 'clearErrors' as const },
  ];
}

/** A one-field step (b)–(e): form → saving → refetching → `next`, with back / forward / skipTwo. */
export function formStep(
  step: Exclude<CustodianSaveStep, 'findCustodian' | 'manualCustodian'>,
  next: CustodianStepName,
  typing: boolean,
) {
  const n = numberOf(step);
  const nav: Record<string, unknown> = {
    'wizard.submit': { target: 'saving', actions: 'clearErrors' },
    'flow.back': backTransitions(n),
    'wizard.back': backOne(n),
    'flow.forward': {
      guard: { type: 'saved', params: { from: n, to: n } },
      target: `#custodian.${next}`,
    },
    'modal.cancel': '#custodian.closing',
  };
  if (n + 3 <= CUSTODIAN_STEP_COUNT) {
    nav['flow.skipTwo'] = {
      guard: { type: 'saved', params: { from: n, to: n + 2 } },
      target: `#custodian.${CUSTODIAN_STEPS[n + 2]}`,
    };
  }
  return {
    meta: META(n),
    initial: 'editing',
    states: {
      editing: { tags: typing ? TYPING : [], on: nav as never },
      saving: saving(step),
      refetching: refetch(next),
    },
  };
}

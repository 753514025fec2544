/**
 * The step table of the IRA custodian modal (custodian.machine.ts; doc 3 §2.4 "IRA custodian
 * modal, six steps", "back, forward, skipping 2 steps and going back N steps"): the rows the modal
 * step engine (machines/step-engine/modal-steps.ts) builds — each step's form, its save
 * (`saveCustodianStep`), the re-read and the next step — and the back transitions, written with
 * the names the machine's `setup` declares.
 */
import { and } from 'xstate';
import type { ModalRow, ModalStep } from '../step-engine/modal-steps';
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

export { BUSY } from '../step-engine/parts';
/** Tags of a form being typed (the leave warning, doc 3 §2.4). */
export const TYPING = [LEAVE_WARNING_TAG];
/** A step state's meta: the modal and its position (1–6, doc 3 §2.4). */
export const META = (step: number) => ({ modal: 'custodian' as const, step });

type Args = { context: CustodianContext; event: CustodianEvent };

/**
 * The save of `step` (`saveCustodianStep` with the submitted values; the pick's custodian for
 * (a)): a failure lands the server's errors on that step's fields (CUSTODIAN_STEP_FIELDS).
 */
export const saveOf = (step: CustodianSaveStep): ModalStep['save'] => ({
  src: 'saveCustodianStep',
  input: ({ context, event }: Args) => ({
    step,
    values:
      step === 'findCustodian'
        ? {
            custodian: context.custodians.find(
              (c) => event.type === 'flow.pick' && c.CustodianUid === event.id,
            ),
          }
        : event.type === 'wizard.submit'
          ? event.values
          : {},
    application: context.application,
  }),
  error: { step },
});

/**
 * A saving row of the modal: `form` (its own events) ──submit──▶ saving ──▶ refetching (the
 * application re-read, doc 3 §2.4) ──▶ `#custodian.<next>`; close from the form.
 */
export const savingRow = (
  step: CustodianSaveStep,
  next: CustodianStepName,
  rest: Partial<ModalRow> = {},
): ModalRow => ({
  save: saveOf(step),
  refetch: true,
  next: `#custodian.${next}`,
  cancel: '#custodian.closing',
  ...rest,
});

/**
 * Back N steps from step `from` (the review, 6: its edit links' `flow.back {steps}`): to step
 * from − N when N < from − 1, else to step 1 (the manual form when the saved custodian was typed,
 * else the search).
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

/**
 * A one-field step (b)–(e): editing → saving → refetching → `next`, with Back (`wizard.back`, one
 * step), forward and skipTwo (back N steps is the review's edit links', `backTransitions`).
 */
export function formRow(
  step: Exclude<CustodianSaveStep, 'findCustodian' | 'manualCustodian'>,
  next: CustodianStepName,
  typing: boolean,
): ModalRow {
  const n = numberOf(step);
  const nav: Record<string, unknown> = {
    'wizard.back': backOne(n),
    'flow.forward': {
      guard: { type: 'saved', params: { from: n, to: n } },
      target: `#custodian.${next}`,
    },
  };
  if (n + 3 <= CUSTODIAN_STEP_COUNT) {
    nav['flow.skipTwo'] = {
      guard: { type: 'saved', params: { from: n, to: n + 2 } },
      target: `#custodian.${CUSTODIAN_STEPS[n + 2]}`,
    };
  }
  return {
    ...savingRow(step, next, { form: { tags: typing ? TYPING : [], on: nav } }),
    nested: step,
    outer: { meta: META(n) },
  };
}

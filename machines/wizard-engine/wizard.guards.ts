/**
 * The wizard engine's guards (wizard.machine.ts passes them to `wizardSetup`, its one `setup`):
 * the step tables' branch guards, back targets, URL and resume checks, the review's and the
 * agreement's conditions and the child-flow choices, over the wizard's context and the event
 * (doc 1 §4.10; doc 2 §2.15, §4; doc 3 §1, §2.3–§2.5, §4, §5).
 */
import type { DoneActorEvent } from 'xstate';
import { programmeHasLinkedBank, ticked } from '../agreement/agreement-variant';
import type { FlowOutput } from '../funding/flow-contract';
import type { EditItemOutput } from '../review/edit-item.machine';
import { editTargetOf } from '../screen-fields';
import { pickerAfterEdit } from '../view/specs/metal-common';
import {
  branchGuards,
  isReachable,
  previousStepOf,
  resumeStepOf,
  reviewBlocked,
  type BranchGuardName,
} from '../wizards/walk';
import { WIZARD_TABLES } from './registry';
import type { WizardContext, WizardEvent } from './types';

/** A wizard guard's arguments: the wizard's context and the event (doc 2 §4). */
type WizardArgs = { context: WizardContext; event: WizardEvent };

const out = <T>(event: unknown): T => (event as DoneActorEvent<T>).output;

/** The branch guards of the step tables, registered from the one typed map of machines/wizards/walk.ts. */
const BRANCH_GUARDS = Object.fromEntries(
  (Object.keys(branchGuards) as BranchGuardName[]).map((name) => [
    name,
    ({ context }: { context: WizardContext }, params?: Readonly<Record<string, string>>) =>
      branchGuards[name](context, params),
  ]),
) as Record<
  BranchGuardName,
  (a: { context: WizardContext }, params?: Readonly<Record<string, string>>) => boolean
>;

/** The step table of the context's wizard (machines/wizard-engine/registry.ts). */
export const tableOf = (c: WizardContext) => WIZARD_TABLES[c.wizard];

/** The wizard engine's guards by name, the step tables' branch guards first (doc 2 §4; doc 3 §2–§5). */
export const wizardGuards = {
  ...BRANCH_GUARDS,
  /** The previous step of `step` on the data's path is `previous` (doc 2 §4 back targets). */
  isPreviousStep: ({ context }: WizardArgs, params: { step: string; previous: string }) =>
    previousStepOf(tableOf(context), params.step, context) === params.previous,
  /** A URL change names `path` (the cheap first check of the wizard's URL rule). */
  urlIs: ({ event }: WizardArgs, params: { path: string }) =>
    event.type === 'url.changed' && event.path === params.path,
  /** A URL change names `path` and the user has reached that step (doc 1 §4.10). */
  urlIsReachableStep: ({ context, event }: WizardArgs, params: { step: string; path: string }) =>
    event.type === 'url.changed' &&
    event.path === params.path &&
    isReachable(tableOf(context), params.step, context),
  resumeAt: ({ context }: WizardArgs, params: { step: string }) =>
    resumeStepOf(tableOf(context), context, context.requestedPath) === params.step,
  startsAtAgreement: ({ context }: WizardArgs) => context.startAt === 'agreement',
  /** doc 2 §2.15 "an optional help-video link": the broker has an SSNVideoSlug. */
  hasSsnVideo: ({ context }: WizardArgs) => !!context.settings?.SSNVideoSlug?.trim(),
  /**
   * doc 2 §4 / doc 3 §2.4: 'Looks good' is refused while a rule of `reviewBlockOf` holds (funding
   * type without amount, missing info, the secondary holder's or the minor's SSN); never when
   * sales-assisted. The review's selector disables the button by the same function.
   */
  reviewComplete: ({ context }: WizardArgs) =>
    !reviewBlocked(context.application, context.assisted),
  /** A sales agent's impersonation session (doc 1 §6): the review's submit sends the invitation. */
  assistedSession: ({ context }: WizardArgs) => context.assisted,
  /** An item of the review's edit modal (the funding card opens its own flow, `editsFunding`). */
  isEditableItem: ({ event }: WizardArgs) =>
    event.type === 'wizard.edit' && editTargetOf(event.item) !== null,
  agreeChecked: ({ event }: WizardArgs) =>
    event.type === 'wizard.submit' && ticked(event.values.agree),
  /**
   * doc 3 §5 Agreement: 'agree' ticked, and in the programme with a linked bank also
   * 'agreeAutoDeposit' (machines/agreement/agreement-variant.ts).
   */
  agreementConsented: ({ context, event }: WizardArgs) =>
    event.type === 'wizard.submit' &&
    ticked(event.values.agree) &&
    (!programmeHasLinkedBank(context.application) || ticked(event.values.agreeAutoDeposit)),
  /** The agreement's second link: the ACH transfer terms (doc 3 §2.5 'agreeAutoDeposit'). */
  viewsAchTerms: ({ event }: WizardArgs) =>
    event.type === 'agreement.view' && event.which === 'ach',
  /** The programme agreement's metal-stream terms and conditions link (doc 3 §1, §2.5). */
  viewsMetalTerms: ({ event }: WizardArgs) =>
    event.type === 'agreement.view' && event.which === 'metal-stream',
  /** The Overview's picker to open after an edit modal closed (doc 3 §2.3; `pickerAfterEdit`) is params.item. */
  pickerAfterEditIs: ({ context, event }: WizardArgs, params: { item: string }) =>
    pickerAfterEdit(
      context.editing,
      out<EditItemOutput>(event)?.application ?? context.application,
    ) === params.item,
  hasAgreementHtml: ({ context }: WizardArgs) => context.agreement.html !== null,
  /**
   * The lookup params.name is in the context or in the loadLookups answer being handled (a viewer's
   * terms, agreement-states.ts lookupViewer); false when its call failed (the answer leaves it out).
   */
  lookupArrived: ({ context, event }: WizardArgs, params: { name: string }) =>
    params.name in context.lookups ||
    params.name in
      ((out<Record<string, unknown>>(event) as Record<string, unknown> | undefined) ?? {}),
  /** Nothing to delete on skip (doc 3 §4): no BankFundingType, or for an IRA no IRAFundingType. */
  hasNoFunding: ({ context }: WizardArgs) =>
    context.application.ApplicationType === 'IRA'
      ? !context.application.IRAApplication?.IRAApplicationFundingResponse?.IRAFundingType
      : !context.application.ApplicationFunding?.BankFundingType,
  /** The submitted `field` holds `value` (a choice that opens a child flow, StepDef.flows). */
  submitChooses: ({ event }: WizardArgs, params: { field: string; value: string }) =>
    event.type === 'wizard.submit' && String(event.values[params.field] ?? '') === params.value,
  /** In the edit modal of an item of `screen`, the submitted `field` holds `value` (a choice that opens a flow). */
  editSubmitChooses: (
    { context, event }: WizardArgs,
    params: { screen: string; field: string; value: string },
  ) =>
    editTargetOf(context.editing)?.screen === params.screen &&
    event.type === 'wizard.submit' &&
    String(event.values[params.field] ?? '') === params.value,
  editsFunding: ({ event }: WizardArgs) => event.type === 'wizard.edit' && event.item === 'funding',
  flowGoesNext: ({ event }: WizardArgs) => out<FlowOutput>(event).go === 'next',
};

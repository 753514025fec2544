/**
 * The root actor's actions (machines/app/app.setup.ts passes them to its one `setup`, with the
 * sends to its children and the sign-in raise): the effects provided by `createAppMachine(deps)`
 * (no-ops here so the bare machine is inert) and the context assignments of boot, the entry
 * machine's reports and end (machines/entry/), the session child's expiry, loading and the
 * closing screens' start and end (machines/closing/).
 *
 * Spec: boot (doc 1 §2.4–§2.11, §4.10), the entry (doc 1 §4.4–§4.12), the session (doc 1 §4.9,
 * §2.12, §4.13), the submission (doc 3 §2.6, §4), the language (issue 24).
 */
import { assertEvent } from 'xstate';
import type { Application } from '../../services/api/contract';
import { mapApiFailure } from '../../services/api/error-map';
import type { EntryOutput, EntryStart } from '../entry/entry-types';
import { fieldsOf } from '../screen-fields';
import type { WizardOutput } from '../wizard-engine/types';
import type { ClosingOutput, ClosingStart } from '../closing/closing-types';
import { failureOf, out, type BootOutput } from './actor-contracts';
import { appAssign } from './app-args';
import { bootSlots } from './boot-route';
import { furthestWith, loggedOutContext } from './entry-helpers';

/** The root's actions by name, but the sends and raises (doc 1 §2.4–§4.13; doc 3 §2.6, §4). */
export const appActions = {
  // Effects provided by createAppMachine(deps); no-ops here so the bare machine is inert.
  /** Issue 24: the language the locale child (machines/locale/) shows now. */
  assignLocale: appAssign(({ event }) => {
    assertEvent(event, 'locale.loaded');
    return { locale: event.locale };
  }),
  leaveToPortal: (_: unknown, _params: { suffix: string }) => {},
  /** doc 1 §2.12 save & close 'exit': clears the session and closes the window. */
  closeWindow: () => {},

  /** Boot's output (doc 1 §4.10) in the root's slots (machines/app/boot-route.ts bootSlots). */
  assignBoot: appAssign(({ context, event }) => bootSlots(context, out<BootOutput>(event))),
  /** The session child refreshed (or adopted another tab's pair): the expiry the entry is given. */
  assignSessionExpiry: appAssign(({ event }) => {
    assertEvent(event, 'session.expiry');
    return { tokenExp: event.tokenExp };
  }),
  /** Where the entry machine starts (machines/entry/entry-types.ts EntryStart). */
  startEntry: appAssign((_, params: { at: EntryStart }) => ({ entryAt: params.at })),
  /**
   * The entry's reports and end (machines/entry/entry-types.ts EntryParentEvent, EntryOutput; doc 1
   * §4.4–§4.12): the root's slots it changed. DELETE_APPLICATION (doc 1 §2.11) drops the furthest
   * step; with the application just loaded (`loaded`), it is set as LOADING's fetch would set it.
   */
  assignEntry: appAssign(({ context, event }) => {
    if (event.type === 'entry.applicationDeleted') return { ...event.slots, furthestStep: null };
    if (event.type === 'entry.signedIn' || event.type === 'entry.flowType') return event.slots;
    const { next, ...slots } = out<EntryOutput>(event);
    const loaded = next === 'loaded';
    return {
      ...slots,
      furthestStep: loaded
        ? furthestWith(context.furthestStep, slots.application)
        : context.furthestStep,
    };
  }),
  assignApplication: appAssign(({ context, event }) => {
    const app = out<Application>(event);
    return {
      application: app,
      applicationUid: app.ApplicationUid,
      // doc 1 §4.7: an application of RegistrationFlowType 2 runs the AIP flow.
      flowType: app.RegistrationFlowType === 2 ? (2 as const) : context.flowType,
      furthestStep: furthestWith(context.furthestStep, app),
    };
  }),
  assignApiError: appAssign(({ event }, params: { screen: string }) => {
    const m = mapApiFailure(failureOf(event), fieldsOf(params.screen));
    return { fieldErrors: m.fieldErrors, formError: m.formError, errorFallbacks: m.fallbacks };
  }),
  /** A submission error returns to the agreement (doc 3 §2.6): the wizard opens there. */
  startAtAgreement: appAssign({ startAt: 'agreement' as const }),
  /** The wizard's furthest step (wizard.progress), kept as the persisted flow position. */
  assignProgress: appAssign(({ event }) => {
    assertEvent(event, 'wizard.progress');
    return {
      furthestStep: event.furthestStep,
      sameAddress: event.sameAddress,
      requestedPath: null,
      startAt: null,
    };
  }),
  /** The wizard's output: the application as it left it (doc 3 §2.2, then KYC_PROCESSING). */
  assignWizardOutput: appAssign(({ event }) => {
    const o = out<WizardOutput>(event);
    return { application: o.application, furthestStep: o.furthestStep, startAt: null };
  }),
  /** The requested path was honoured (DELETE_APPLICATION): a later LOADING routes by the application. */
  clearRequestedPath: appAssign({ requestedPath: null }),
  /** doc 1 §4.9: the logout's (or the session's end's) context (entry-helpers.ts loggedOutContext). */
  resetFlow: appAssign(({ context }) => loggedOutContext(context)),
  markRetrying: appAssign({ retrying: true }),
  clearRetrying: appAssign({ retrying: false }),
  /** Where the closing machine starts (machines/closing/closing-types.ts ClosingStart). */
  startClosing: appAssign((_, params: { at: ClosingStart }) => ({ closingAt: params.at })),
  /** The closing's end at the error page (the KYC chunk did not load): its mapped errors. */
  assignClosingErrors: appAssign(({ event }) => {
    const o = out<ClosingOutput>(event);
    return { fieldErrors: o.fieldErrors, formError: o.formError, errorFallbacks: o.errorFallbacks };
  }),
};

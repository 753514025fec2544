/**
 * The root actor's guards (machines/app/app.setup.ts passes them to its one `setup`): boot's
 * route (machines/app/boot-route.ts), the save & close of the assisted banner, the entry
 * machine's end, loading and submission conditions over the root's context and the event. The
 * sign-in flows' guards are the entry machine's (machines/entry/entry.guards.ts), the session's
 * the session machine's (machines/session/session.machine.ts).
 *
 * Spec: boot (doc 1 §2.4–§2.11, §4.1–§4.12), the submission result (doc 3 §4).
 */
import { ENTRY_META } from '../entry/entry-meta';
import type { EntryOutput } from '../entry/entry-types';
import type { KycOutput } from '../kyc/kyc.machine';
import type { SubmissionOutput } from '../submission/submission.machine';
import { isRunnable, wizardFor, type WizardId } from '../wizard-engine/registry';
import { isBuyFlow, submissionCloseTo } from '../agreement/agreement-variant';
import { out, type BootOutput } from './actor-contracts';
import type { AppArgs } from './app-args';
import { bootRoute, type BootRoute } from './boot-route';
import { isRealUid, kycTargetOf } from './entry-helpers';

/** The root's guards by name (doc 1 §2.4–§2.11, §4.9–§4.13; doc 3 §4). */
export const appGuards = {
  // --- boot's routing (doc 1 §2.4–§2.11, §4.10): where the flow goes (machines/app/boot-route.ts)
  bootRouteIs: ({ context, event }: AppArgs, params: { route: BootRoute }) =>
    bootRoute(context, out<BootOutput>(event)) === params.route,
  /** The tab runs the upgrade flow (doc 1 §4.11: back on the first step returns to the portal). */
  isUpgradeMode: ({ context }: AppArgs) => context.mode.kind === 'upgrade',
  /** doc 1 §4.1: the AIP (metal-stream) flow. */
  isAipFlow: ({ context }: AppArgs) => context.flowType === 2,
  // --- sales-assisted (doc 1 §2.10, §4.12)
  /** The tab runs a sales agent's impersonation session (doc 1 §6). */
  isAssistedSession: ({ context }: AppArgs) => context.mode.kind === 'assisted',
  /** The wizard saved the form the assisted banner submitted (doc 1 §4.13). */
  saveCloseOk: ({ event }: AppArgs) => event.type === 'saveClose.saved' && event.ok,
  // --- the entry machine's end (machines/entry/): LOADING routes the application it loaded
  entryLoaded: ({ event }: AppArgs) => out<EntryOutput>(event).next === 'loaded',
  // --- loading
  appHasNoType: ({ context }: AppArgs) => !context.application?.ApplicationType,
  /** The browser runs this application's wizard (machines/wizard-engine/registry.ts). */
  hasRunnableWizard: ({ context }: AppArgs) => isRunnable(wizardFor(context.application)),
  /** The wizard's application now belongs to another wizard (the programme's owner choice, issue 21 item 9). */
  wizardKindChanged: ({ event }: AppArgs) =>
    event.type === 'wizard.progress' &&
    !!event.wizard &&
    !!event.applicationWizard &&
    event.wizard !== event.applicationWizard,
  wizardIs: ({ context }: AppArgs, params: { id: WizardId }) =>
    wizardFor(context.application) === params.id,
  kycTargetIs: ({ context }: AppArgs, params: { target: string }) =>
    kycTargetOf(context.application) === params.target,
  hasApplicationUid: ({ context }: AppArgs) => isRealUid(context.applicationUid),
  /** doc 1 §2.1, §2.11: the tab was loaded at '/delete-application' with an application. */
  requestsDeleteApplication: ({ context }: AppArgs) =>
    context.requestedPath === ENTRY_META.deleteApplication.path &&
    isRealUid(context.applicationUid),
  notBooted: ({ context }: AppArgs) => context.settings === null,
  // --- submission
  /** doc 3 §4 Submission result: the submission machine's rule led to KYC_SUCCESS (machines/submission/). */
  submissionPassed: ({ event }: AppArgs) => out<SubmissionOutput>(event).outcome === 'success',
  /** The KYC machine ended with every requirement uploaded (doc 3 §4 "All uploaded: KYC_DONE"). */
  kycAllUploaded: ({ event }: AppArgs) => out<KycOutput>(event).result === 'done',
  hasAccountUid: ({ context }: AppArgs) => submissionCloseTo(context.application) === 'account',
  /** doc 3 §2.6 the buy-flow flag (machines/agreement/agreement-variant.ts isBuyFlow). */
  buyFlow: ({ context }: AppArgs) => isBuyFlow(context.search),
};

/**
 * The root actor's guards (machines/app/app.setup.ts passes them to its one `setup`): boot's
 * routing, the save & close of the assisted banner, the entry's and the closing's ends, loading
 * and session conditions over the root's context and the event. The sign-in flows' guards are the
 * entry machine's (machines/entry/entry.guards.ts).
 *
 * Spec: boot (doc 1 §2.4–§2.11, §4.1–§4.12), the closing screens (doc 3 §2.6), the session
 * (doc 1 §4.9).
 */
import { ENTRY_META } from '../entry/entry-meta';
import type { EntryOutput } from '../entry/entry-types';
import type { ClosingOutput } from '../closing/closing-types';
import { isHandoffPath } from '../kyc/handoff-path';
import { isRunnable, wizardFor, type WizardId } from '../wizard-engine/registry';
import { out, type BootOutput, type SessionInfo } from './actor-contracts';
import type { AppArgs } from './app-args';
import { isKnownPath, isRealUid, kycTargetOf, TOKEN_REFRESH_MARGIN_S } from './entry-helpers';

/** The root's guards by name (doc 1 §2.4–§2.11, §4.9–§4.13; doc 3 §4). */
export const appGuards = {
  // --- boot's routing (doc 1 §2.4–§2.11, §4.10): where the entry machine starts
  bootHasSession: ({ event }: AppArgs) => isRealUid(out<BootOutput>(event).session?.applicationUid),
  bootPathUnknown: ({ context }: AppArgs) => !isKnownPath(context.initialPath),
  /** The page was opened at a phone hand-off link '/kyc/handoff/{token}' (issue 9): no session, no login. */
  isHandoffEntry: ({ context }: AppArgs) => isHandoffPath(context.initialPath),
  /** doc 1 §2.6: the page was opened at the reset link '/reset-password?rpt=…'. */
  isResetPasswordEntry: ({ context }: AppArgs) => context.initialPath === '/reset-password',
  /**
   * doc 1 §4.2, §4.11: the page was opened from the portal's upgrade link (the entry gate's
   * upgrade mode with accountUid still in the query); a reload of the flow has no query and
   * resumes its session instead.
   */
  isUpgradeEntry: ({ context }: AppArgs) =>
    context.mode.kind === 'upgrade' && new URLSearchParams(context.search).has('accountUid'),
  /** The tab runs the upgrade flow (doc 1 §4.11: back on the first step returns to the portal). */
  isUpgradeMode: ({ context }: AppArgs) => context.mode.kind === 'upgrade',
  /** doc 1 §4.1: the AIP (metal-stream) flow. */
  isAipFlow: ({ context }: AppArgs) => context.flowType === 2,
  // --- sales-assisted and invitations (doc 1 §2.10, §4.12)
  /** The agent's entry: the assisted mode with the agent's token read at load (boot's `entry`). */
  isAssistedEntry: ({ context, event }: AppArgs) =>
    context.mode.kind === 'assisted' && out<BootOutput>(event).entry?.bearer === true,
  /** An invited customer's link (or a reload of SET_PASSWORD in that tab). */
  isInvitationEntry: ({ context }: AppArgs) =>
    context.mode.kind === 'invitation' &&
    (context.initialPath === '/sales-invitation' || context.initialPath === '/set-password'),
  /** The tab runs a sales agent's impersonation session (doc 1 §6). */
  isAssistedSession: ({ context }: AppArgs) => context.mode.kind === 'assisted',
  /** The wizard saved the form the assisted banner submitted (doc 1 §4.13). */
  saveCloseOk: ({ event }: AppArgs) => event.type === 'saveClose.saved' && event.ok,
  // --- the entry machine's end (machines/entry/): LOADING routes the application it loaded
  entryLoaded: ({ event }: AppArgs) => out<EntryOutput>(event).next === 'loaded',
  // --- the closing machine's end (machines/closing/): the KYC chunk failed to load
  closingFailed: ({ event }: AppArgs) => out<ClosingOutput>(event).next === 'error',
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
  // --- session
  /** recoverSession found a newer pair in another tab. */
  sessionRecovered: ({ event }: AppArgs) => out<SessionInfo | null>(event) !== null,
  tokenExpiresSoon: ({ context }: AppArgs) =>
    context.tokenExp !== null &&
    context.tokenExp * 1000 - Date.now() < TOKEN_REFRESH_MARGIN_S * 1000,
};

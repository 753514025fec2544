/**
 * The root actor's guards (machines/app/app.setup.ts passes them to its one `setup`): boot's and
 * LOADING's routes (machines/app/boot-route.ts, loading-route.ts), the save & close of the
 * assisted banner, the entry's and the closing's ends, conditions over the root's context and the
 * event. The sign-in flows' guards are the entry machine's (machines/entry/entry.guards.ts), the
 * session's the session machine's (machines/session/session.machine.ts).
 *
 * Spec: boot (doc 1 §2.4–§2.11, §4.1–§4.12), the closing screens (doc 3 §2.6).
 */
import type { EntryOutput } from '../entry/entry-types';
import type { ClosingOutput } from '../closing/closing-types';
import { wizardFor, type WizardId } from '../wizard-engine/registry';
import { out, type BootOutput } from './actor-contracts';
import type { AppArgs } from './app-args';
import { bootRoute, type BootRoute } from './boot-route';
import { isRealUid } from './entry-helpers';
import { loadingRoute, type LoadingRoute } from './loading-route';

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
  // --- the closing machine's end (machines/closing/): the KYC chunk failed to load
  closingFailed: ({ event }: AppArgs) => out<ClosingOutput>(event).next === 'error',
  // --- loading
  /** LOADING's routing (doc 1 §4.7): where the flow goes with the application (loading-route.ts). */
  loadingRouteIs: ({ context }: AppArgs, params: { route: LoadingRoute }) =>
    loadingRoute(context) === params.route,
  /** The wizard's application now belongs to another wizard (the programme's owner choice, issue 21 item 9). */
  wizardKindChanged: ({ event }: AppArgs) =>
    event.type === 'wizard.progress' &&
    !!event.wizard &&
    !!event.applicationWizard &&
    event.wizard !== event.applicationWizard,
  wizardIs: ({ context }: AppArgs, params: { id: WizardId }) =>
    wizardFor(context.application) === params.id,
  hasApplicationUid: ({ context }: AppArgs) => isRealUid(context.applicationUid),
  notBooted: ({ context }: AppArgs) => context.settings === null,
};

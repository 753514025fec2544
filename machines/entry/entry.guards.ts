/**
 * The entry machine's guards (machines/entry/entry.setup.ts passes them to its one `setup`): where
 * it starts, the e-mail check, login and account creation, the kind choice, the upgrade, the
 * sales-assisted entry and invitations, over the entry's context and the event.
 *
 * Spec: doc 1 §2.4–§2.11, §4.1–§4.12.
 */
import { assertEvent } from 'xstate';
import { resumableUpgradeOf, upgradesAccount } from './upgrade-view';
import { createAccountBackLevel, type ChoiceLevel } from '../choices';
import type { PasswordResetOutput } from './password-reset.machine';
import {
  failureOf,
  out,
  type AssistedEntryOutput,
  type InvitationOutput,
} from '../app/actor-contracts';
import { isRealUid, kindDiffers, offersResume, restartsApplication } from '../app/entry-helpers';
import type { EntryArgs, EntryStart } from './entry-types';

/** The entry's guards by name (doc 1 §2.4–§2.11, §4.1–§4.12). */
export const entryGuards = {
  /** Where the root started the entry (boot's, LOADING's or the logout's routing). */
  startIs: ({ context }: EntryArgs, params: { start: EntryStart }) =>
    context.start === params.start,
  /** The tab runs the upgrade flow (doc 1 §4.11: back on the first step returns to the portal). */
  isUpgradeMode: ({ context }: EntryArgs) => context.mode.kind === 'upgrade',
  /** doc 1 §4.11: the basic account was already upgraded (nothing left but the portal). */
  basicAccountUpgraded: ({ context }: EntryArgs) => context.basicAccount?.IsUpgraded === true,
  /** doc 1 §4.5, §4.11: an open application upgrading this account → continue-or-start-new modal. */
  offersUpgradeResume: ({ context }: EntryArgs) =>
    resumableUpgradeOf(context.application, context.mode),
  /** doc 1 §4.5 "if an AccountUid exists, go to LOADING": this account's upgrade application, not started. */
  hasUpgradeApplication: ({ context }: EntryArgs) =>
    upgradesAccount(context.application) &&
    context.mode.kind === 'upgrade' &&
    context.application?.AccountUid === context.mode.accountUid &&
    !context.application.IsCompletedApplication,
  /** doc 1 §4.3, §4.4: the API answered the old-portal 302 (ApiFailure.redirect). */
  isOldPortalRedirect: ({ event }: EntryArgs) => {
    const f = failureOf(event);
    return f.redirect === true || f.status === 302;
  },
  /** doc 1 §2, §3: the broker's Settings.EnableGoogleReCaptcha. */
  captchaOn: ({ context }: EntryArgs) => context.settings?.EnableGoogleReCaptcha === true,
  /** doc 1 §2.5–§2.6: how the 'passwordReset' child ended (request sent, password saved, back). */
  passwordResetIs: ({ event }: EntryArgs, params: Pick<PasswordResetOutput, 'outcome'>) =>
    out<PasswordResetOutput>(event).outcome === params.outcome,
  hasUsernames: ({ event }: EntryArgs) => out<{ usernames: string[] }>(event).usernames.length > 0,
  noUsernames: ({ context }: EntryArgs) => context.usernames.length === 0,
  noUsernameGiven: ({ event }: EntryArgs) => {
    assertEvent(event, 'login.forgotPassword');
    return !event.username;
  },
  trackingSent: ({ context }: EntryArgs) => context.trackingSent,
  /** doc 1 §4.1: the AIP (metal-stream) flow. */
  isAipFlow: ({ context }: EntryArgs) => context.flowType === 2,
  offersResume: ({ context }: EntryArgs) => offersResume(context.application),
  /** doc 1 §4.5: the application found is finished ('/kyc/done', or an upgrade at '/kyc/verification'). */
  applicationFinished: ({ context }: EntryArgs) => restartsApplication(context.application),
  /** doc 1 §4.5 at account creation: finished, and the kind chosen before the account is known. */
  restartsWithKind: ({ context }: EntryArgs) =>
    !!context.kind && restartsApplication(context.application),
  offersResumeAfterCreate: ({ context }: EntryArgs) =>
    !!context.application?.ApplicationStep ||
    (!!context.application?.ApplicationType && kindDiffers(context.kind, context.application)),
  needsKindSubmitted: ({ context }: EntryArgs) =>
    !!context.kind && kindDiffers(context.kind, context.application),
  kindBackIs: ({ context }: EntryArgs, params: { level: ChoiceLevel | null }) =>
    createAccountBackLevel(context.kind) === params.level,
  choiceIs: ({ event }: EntryArgs, params: { choice: string }) =>
    event.type === 'choice.select' && event.choice === params.choice,
  urlIs: ({ event }: EntryArgs, params: { path: string }) =>
    event.type === 'url.changed' && event.path === params.path,
  hasApplicationUid: ({ context }: EntryArgs) => isRealUid(context.applicationUid),
  // --- sales-assisted and invitations (doc 1 §2.10, §4.12)
  hasCustomerEmail: ({ context }: EntryArgs) => !!context.email,
  assistedOffersContinue: ({ event }: EntryArgs) => out<AssistedEntryOutput>(event).offer !== null,
  /** doc 1 §4.12: start new (or no open application) in assisted mode creates a new application. */
  assistedCreatesApplication: ({ context }: EntryArgs) =>
    context.mode.kind === 'assisted' && (context.startingNew || !isRealUid(context.applicationUid)),
  invitationIsNew: ({ event }: EntryArgs) => out<InvitationOutput>(event).isNew,
  /** No invitation token came with the link (doc 1 §2.10: missing → BASE). */
  invitationTokenMissing: ({ event }: EntryArgs) =>
    failureOf(event).errors[0]?.Code === 'InvitationTokenIsNullOrEmpty',
  /** The invitation itself was refused (used, superseded, expired): the invitation error modal. */
  invitationRefused: ({ event }: EntryArgs) =>
    ['InvalidApplicationToken', 'ApplicationInvitationAlreadyAccepted'].includes(
      failureOf(event).errors[0]?.Code ?? '',
    ) && failureOf(event).errors[0]?.Context !== 'Password',
};

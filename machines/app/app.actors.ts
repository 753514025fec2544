/**
 * The root actor's actors (machines/app/app.setup.ts spreads them into its one `setup`): the
 * child machines it invokes (entry, session, locale, closing, hand-off; the wizards loaded by
 * kind) and the service actors it names, declared here with placeholders that fail when run and
 * provided by `createAppMachine(deps)` (src/app/create-app.ts; services/actors/app-actors.ts).
 *
 * Spec: boot and LOADING (doc 1 §2.4–§2.11, §4.7, §4.10), the session (doc 1 §4.9), the screens
 * after the wizard (doc 3 §2.6, §4), the language (issue 24).
 */
import { fromPromise } from 'xstate';
import { unprovided, type Contract } from '../../services/actors/actor-contract';
import type { Application } from '../../services/api/contract';
import { sessionMachine } from '../session/session.machine';
import { loadHostedWizard } from '../wizard-engine/load-wizard';
import type { WizardMachine } from '../wizard-engine/wizard.machine';
import type { WizardId } from '../wizard-engine/registry';
import { handoffMachine } from '../kyc/handoff.machine';
import { closingMachine } from '../closing/closing.machine';
import { localeMachine } from '../locale/locale.machine';
import { entryMachine } from '../entry/entry.machine';
import type { BootOutput, Uid } from './actor-contracts';

/** The placeholder of a root actor with output `O` and input `I` (services/actors/actor-contract.ts). */
const notProvided = <O, I>(name: string) => unprovided<Contract<I, O>>(name);

/** The root's actors by name (doc 1 §2.4–§2.11, §4.3–§4.13; doc 3 §4), placeholders until provided. */
export const appActors = {
  /** `joinTabs`: a tab without a stored pair asks the other tabs for theirs (services/adapters/tab-sync.ts). */
  boot: notProvided<BootOutput, { brokerCode: string; joinTabs?: boolean }>('boot'),
  /**
   * The sign-in flows from boot to "signed in with an application to load" (machines/entry/,
   * doc 1 §2.4–§2.11, §4.1–§4.12), invoked as 'entry'.
   */
  entry: entryMachine,
  getApplication: notProvided<Application, Uid>('getApplication'),
  /**
   * The screens after the wizard (machines/closing/: the submission, KYC_SUCCESS, the KYC machine,
   * KYC_DONE, KYC_DONE_SKIP; doc 3 §2.6, §4), invoked as 'closing'.
   */
  closing: closingMachine,
  /** doc 1 §4.9: the session (machines/session/session.machine.ts), invoked as 'session'. */
  session: sessionMachine,
  /** Issue 24: the language shown and its switch (machines/locale/), invoked as 'locale'. */
  locale: localeMachine,
  /** The phone hand-off page (machines/kyc/handoff.machine.ts, issue 9), invoked as 'handoff' on KYC_HANDOFF. */
  handoff: handoffMachine,
  /**
   * Issue 22: the wizard machine of the application's kind (machines/wizard-engine), loaded when
   * the kind is known and started as the child 'wizard' (`startWizard`).
   */
  loadWizard: fromPromise<WizardMachine, { id: WizardId }>(({ input }) =>
    loadHostedWizard(input.id),
  ),
};

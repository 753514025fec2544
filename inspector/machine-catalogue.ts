/**
 * Every statechart of the application by name (issue 13): the root, the entry, each account kind's
 * wizard, and each child machine (funding flows, review edit, KYC hub and its pages, phone hand-off, idle
 * timer). Read by the chart generator (`npm run charts`, inspector/charts.ts), the redaction test
 * over every machine and the generated-path coverage table, so a new machine is added once here.
 */
import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../machines/app/app.machine';
import { bankLinkMachine } from '../machines/funding/bank-link.machine';
import { custodianMachine } from '../machines/funding/custodian.machine';
import { fundingEditMachine } from '../machines/funding/funding-edit.machine';
import { documentUploadMachine } from '../machines/kyc/document-upload.machine';
import { handoffMachine } from '../machines/kyc/handoff.machine';
import { kycMachine } from '../machines/kyc/kyc.machine';
import { webcamMachine } from '../machines/kyc/webcam.machine';
import { editItemMachine } from '../machines/review/edit-item.machine';
import { idleTimerMachine } from '../machines/session/idle-timer.machine';
import { sessionMachine } from '../machines/session/session.machine';
import { submissionMachine } from '../machines/submission/submission.machine';
import { localeMachine } from '../machines/locale/locale.machine';
import { passwordResetMachine } from '../machines/entry/password-reset.machine';
import { entryMachine } from '../machines/entry/entry.machine';
import { closingMachine } from '../machines/closing/closing.machine';
import { RUNNABLE_WIZARDS } from '../machines/wizard-engine/registry';
import { createWizardMachine } from '../machines/wizard-engine/wizard.machine';

export interface CatalogueEntry {
  /** File-name-safe name, e.g. 'app', 'wizard-individual', 'bank-link'. */
  name: string;
  /** One line on what the machine is (the chart's heading). */
  title: string;
  machine: AnyStateMachine;
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The machines in a fixed order: the root, the entry, the wizards (registry order), then the child machines. */
export function machineCatalogue(): CatalogueEntry[] {
  return [
    { name: 'app', title: 'Root: session and flow regions', machine: appMachine },
    {
      name: 'entry',
      title: 'Entry: the sign-in flows, from boot to an application to load',
      machine: entryMachine,
    },
    ...RUNNABLE_WIZARDS.map((id) => ({
      name: `wizard-${kebab(id)}`,
      title: `Wizard: ${id} (step table machines/wizards/)`,
      machine: createWizardMachine(id) as AnyStateMachine,
    })),
    { name: 'bank-link', title: 'Funding: bank link', machine: bankLinkMachine },
    { name: 'custodian', title: 'Funding: IRA custodian (six steps)', machine: custodianMachine },
    { name: 'funding-edit', title: 'Funding: review funding edit', machine: fundingEditMachine },
    { name: 'edit-item', title: 'Review: edit item modal', machine: editItemMachine },
    {
      name: 'closing',
      title: 'Closing: the screens after the wizard (submission, KYC, done)',
      machine: closingMachine,
    },
    {
      name: 'submission',
      title: 'Submission: submit once, F5 block, result rule',
      machine: submissionMachine,
    },
    { name: 'kyc', title: 'KYC: document hub', machine: kycMachine },
    { name: 'document-upload', title: 'KYC: document upload', machine: documentUploadMachine },
    { name: 'webcam', title: 'KYC: webcam capture', machine: webcamMachine },
    { name: 'handoff', title: 'KYC: phone hand-off page', machine: handoffMachine },
    {
      name: 'session',
      title: 'Session: tokens, refresh prompt, save & exit, tab sync',
      machine: sessionMachine,
    },
    { name: 'idle-timer', title: 'Session: idle timer', machine: idleTimerMachine },
    { name: 'locale', title: 'Language: switch, profile language', machine: localeMachine },
    {
      name: 'password-reset',
      title: 'Entry: password-reset request and RESET_PASSWORD',
      machine: passwordResetMachine,
    },
  ];
}

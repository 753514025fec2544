/**
 * Types of the wizard machine (machines/wizard-engine/wizard.machine.ts): its input, context,
 * events and output. The root actor invokes one wizard per account kind with `WizardInput` and
 * receives `WizardOutput` when the agreement is accepted (doc 3 §2.2: then KYC_PROCESSING).
 */
import type { Application, Country, Settings, State } from '../../services/api/contract';
import type { AddressParts, AddressSuggestion } from '../../services/adapters/address-autocomplete';
import type { PersonSlot, ScreenEvent } from '../screen-contract';
import type { Lookups } from '../view/screen-spec';
import type { WizardId } from './registry';
import { FLOW_EVENT_TYPES, fundingEditAccepts } from '../funding/flow-contract';

export interface WizardInput {
  /** Which step table runs (machines/wizard-engine/registry.ts `wizardFor(application)`). */
  wizard: WizardId;
  application: Application;
  settings: Settings | null;
  countries: Country[];
  /** The broker code the agreement calls are named by ({maincode}-agreements, doc 3 §7). */
  brokerCode: string;
  /** Furthest step id reached (persisted flow position), or null. */
  furthestStep: string | null;
  /** Answers of the same-address questions so far (persisted by the root, doc 2 §3 SameAddress). */
  sameAddress: Partial<Record<PersonSlot, boolean>>;
  /** The path a reload asked for (doc 1 §4.10), used once by the resume routing. */
  requestedPath: string | null;
  /** 'agreement': open on the agreement step (a submission error returns there, doc 3 §2.6). */
  startAt: 'agreement' | null;
  /**
   * A sales agent's impersonation session (the root's mode `assisted`, doc 1 §6): the bank link is
   * refused, the review never blocks and its submit sends the customer an invitation.
   */
  assisted?: boolean;
}

export interface WizardContext {
  /** A sales agent's impersonation session (WizardInput.assisted). */
  assisted: boolean;
  wizard: WizardId;
  applicationUid: string;
  /** The application as last loaded or saved (PII: in memory only, never persisted). */
  application: Application;
  settings: Settings | null;
  countries: Country[];
  brokerCode: string;
  furthestStep: string | null;
  requestedPath: string | null;
  startAt: 'agreement' | null;
  fieldErrors: Record<string, string>;
  formError: string | null;
  errorFallbacks: Record<string, string>;
  /** The review item open in the edit modal (doc 2 §2.24), e.g. 'name', 'secondary.dob', 'ein'. */
  editing: string | null;
  /** The choice that opens the child flow being loaded or run (FlowInput.choice), or null. */
  flowChoice: string | null;
  states: State[];
  statesCountry: string | null;
  lookups: Lookups;
  /** Answers of the same-address questions per person slot (doc 2 §2.20 SameAddress; no PII). */
  sameAddress: Partial<Record<PersonSlot, boolean>>;
  addressSuggestions: AddressSuggestion[];
  addressPick: AddressParts | null;
  agreement: { html: string | null; accepted: boolean; error: string | null };
}

/** Events only the router sync (through the root) and the wizard's own actors send. */
export type WizardInternalEvent =
  | { type: 'url.changed'; path: string }
  | { type: 'states.loaded'; country: string; states: State[] }
  | { type: 'address.suggestions'; items: AddressSuggestion[] }
  | { type: 'address.picked'; address: AddressParts };

export type WizardEvent = ScreenEvent | WizardInternalEvent;

/** What the wizard hands back when the agreement is accepted. */
export interface WizardOutput {
  application: Application;
  furthestStep: string | null;
}

/** The events the root forwards to the running wizard (everything else stays with the root). */
export const WIZARD_EVENTS = [
  'wizard.submit',
  'wizard.skip',
  'wizard.back',
  'wizard.edit',
  'modal.confirm',
  'modal.cancel',
  'agreement.view',
  'agreement.download',
  'address.country',
  'address.lookup',
  'address.pick',
  'url.changed',
  'video.open',
  'video.play',
  'video.pause',
  'video.ended',
  'video.failed',
  ...FLOW_EVENT_TYPES,
] as const;

/**
 * The events the root forwards to the running wizard `id` (issue 34): `WIZARD_EVENTS` less the
 * flow events its machine has no transition for. A wizard's flows are the review's funding edit
 * with the flow it nests: the custodian modal on the IRA wizards (doc 3 §2.4 — their steps open
 * it too), the bank link on every other (doc 3 §4), so `fundingEditAccepts` of its kind holds
 * every flow event it takes. The wizards load lazily, so the root cannot ask their machines;
 * test/unit/flow-accepts.test.ts checks this list against each wizard machine's transitions.
 */
export function wizardEventsOf(id: WizardId): readonly (typeof WIZARD_EVENTS)[number][] {
  const accepts = fundingEditAccepts(id.startsWith('ira') ? 'ira' : 'bank');
  return WIZARD_EVENTS.filter((t) => !t.startsWith('flow.') || accepts.includes(t));
}

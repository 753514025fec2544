/**
 * Step-table types (ARCHITECTURE.md "Wizards are data"; doc 2 §2.1 step navigation).
 */
import type { PersonSlot, ScreenId, SectionId } from '../screen-contract';
import type { FlowId } from '../funding/flow-contract';
import type { BranchGuardName } from './branch-guards';

/**
 * A data-dependent branch out of a step: when the named guard (machines/wizards/walk.ts
 * `branchGuards`, registered under the same name in the app machine) holds, the step leads to
 * `to` instead of its plain `next`. Branches are checked in order; the first that holds wins.
 */
export interface StepBranch {
  guard: BranchGuardName;
  params?: Readonly<Record<string, string>>;
  to: string;
}

export interface StepDef {
  id: string;
  /** Literal path (doc 1 §2.1). */
  path: string;
  /** Route key (doc 2 §2.3, doc 3 §2.1). */
  routeKey: string;
  screen: ScreenId;
  /**
   * Whom a person screen is about (doc 2 §1 applicant types): the main person by default, the
   * joint secondary holder or the UTMA minor. The same screen, saver and prefill serve every slot.
   */
  person?: PersonSlot;
  titleKey: string;
  section: SectionId;
  /**
   * How the step behaves (machines/wizard-engine/steps.ts): 'form' saves the submitted values
   * then moves on (the default), 'intro' only moves on, 'review' has edit modals and the review's
   * submit rule, 'agreement' the viewer and the acceptance that ends the wizard.
   */
  behaviour?: StepBehaviour;
  /** The user's skip opens a confirmation first: 'funding' deletes existing funding (doc 3 §2.4). */
  skipConfirm?: 'funding';
  /**
   * Choices that open a child flow instead of the step's save (machines/funding/flow-contract.ts):
   * a submit whose `field` holds a key of `open` invokes that flow (e.g. the bank link for
   * BankFundingType 'ACHConnected', the custodian modal for IRAFundingType 'IRATransfer', doc 3 §2.4).
   */
  flows?: { readonly field: string; readonly open: Readonly<Record<string, FlowId>> };
  /** Next step id; an object when the branch depends on a choice (e.g. funding method); null ends the table. */
  next: string | Readonly<Record<string, string>> | null;
  skip?: string;
  dependentSkip?: string;
  preSkip?: string;
  /**
   * Data-dependent next steps (identity country, funding method). A `skip` that is also the
   * target of a branch is taken by the data, not offered to the user as a skip link.
   */
  branches?: readonly StepBranch[];
  /**
   * When this data condition holds the user took the step's skip link (navigation only: the back
   * target and the reachable steps follow the skip; the user still chooses on the screen).
   */
  skipWhen?: Omit<StepBranch, 'to'>;
}

export type StepTable = readonly StepDef[];

/** Step behaviours (StepDef.behaviour). */
export type StepBehaviour = 'form' | 'intro' | 'review' | 'agreement';

/** The behaviour of a step ('form' when the catalogue declares none). */
export const behaviourOf = (step: Pick<StepDef, 'behaviour'>): StepBehaviour =>
  step.behaviour ?? 'form';

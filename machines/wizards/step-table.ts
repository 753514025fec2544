/**
 * Step-table types (ARCHITECTURE.md "Wizards are data"; doc 2 §2.1 step navigation).
 */
import type { PersonSlot, ScreenId, SectionId } from '../screen-contract';

/**
 * A data-dependent branch out of a step: when the named guard (machines/wizards/walk.ts
 * `branchGuards`, registered under the same name in the app machine) holds, the step leads to
 * `to` instead of its plain `next`. Branches are checked in order; the first that holds wins.
 */
export interface StepBranch {
  guard: string;
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
}

export type StepTable = readonly StepDef[];

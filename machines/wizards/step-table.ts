/**
 * Step-table types (ARCHITECTURE.md "Wizards are data"; doc 2 §2.1 step navigation).
 */
import type { ScreenId, SectionId } from '../screen-contract';

export interface StepDef {
  id: string;
  /** Literal path (doc 1 §2.1). */
  path: string;
  /** Route key (doc 2 §2.3, doc 3 §2.1). */
  routeKey: string;
  screen: ScreenId;
  titleKey: string;
  section: SectionId;
  /** Next step id; an object when the branch depends on a choice (e.g. funding method); null ends the table. */
  next: string | Readonly<Record<string, string>> | null;
  skip?: string;
  dependentSkip?: string;
  preSkip?: string;
}

export type StepTable = readonly StepDef[];

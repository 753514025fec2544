/** The type of a step catalogue entry (step-catalogue.ts; doc 2 §2.1). */
import type { StepDef } from './step-table';

/** What a step is, wherever it stands (`id` only when it differs from the catalogue key). */
export type StepEntry = Pick<
  StepDef,
  | 'path'
  | 'routeKey'
  | 'screen'
  | 'titleKey'
  | 'section'
  | 'person'
  | 'behaviour'
  | 'skipConfirm'
  | 'flows'
> & { id?: string };

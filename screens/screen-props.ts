/**
 * Props every screen receives (src/screen-outlet.tsx passes them from the root actor; the dev
 * gallery passes samples). Screens render `view`, read shell data (broker name and code, theme)
 * from `shell`, and only ever `send` ScreenEvents — no navigation, no flow state.
 */
import type { ScreenEvent, ScreenView, ShellView } from '../machines/screen-contract';

export interface ScreenProps {
  view: ScreenView;
  shell: ShellView;
  send: (event: ScreenEvent) => void;
}

/**
 * A step's form, reusable on its own page (Continue) and in the review's edit modal (Update,
 * doc 2 §2.24). `submitLabelKey` defaults to 'common.continue'.
 */
export interface StepFormProps extends ScreenProps {
  submitLabelKey?: string;
  /** Rendered inside the review's edit modal: no page header, compact layout. */
  inModal?: boolean;
}

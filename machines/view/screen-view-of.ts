/**
 * `ScreenView.data` typed per screen (issue 23 step 2): the data type of a screen is its
 * ScreenSpec's `data` return type (machines/view/all-screen-specs.ts), plus what every wizard screen
 * also gets (machines/view/selectors.ts `selectScreen`); the KYC pages' is the KYC machine's view. Screens read it with `dataOf(view, 'fundAmount')`;
 * the wide `ScreenView` (any screen) keeps `Record<string, unknown>`.
 */
import type { HandoffView } from '../kyc/handoff.machine';
import type { KycScreenData } from '../kyc/kyc-view';
import type { ScreenId } from '../screen-meta';
import type { ScreenView } from '../screen-view';
import type { ScreenSpec } from './screen-spec';
import type { SCREEN_SPECS } from './all-screen-specs';

/** What `selectScreen` adds on every wizard screen (the kind; a sales agent's session; an open flow). */
export type WizardScreenData = {
  applicationType?: string | null;
  accountType?: string | null;
  /** A sales agent's session (doc 1 §6): relaxed forms, the invitation submit. */
  salesSession?: boolean;
  /** The open child flow's view (machines/funding/flow-contract.ts), read by the flow modals. */
  flow?: unknown;
};

type Specs = typeof SCREEN_SPECS;

/** The data type of the spec of `S` (empty for a screen without spec data). */
export type SpecDataOf<S extends ScreenId> = S extends keyof Specs
  ? Specs[S] extends ScreenSpec<infer D>
    ? D
    : Record<never, never>
  : Record<never, never>;

/**
 * `ScreenView.data` of screen `S`, every key optional: a step's form also renders in the review's
 * edit modal, whose data is the review's (it carries the lists the forms read, not the step's
 * flags), and a sample in the dev gallery may leave keys out.
 */
export type ScreenDataOf<S extends ScreenId> = Partial<SpecDataOf<S>> &
  WizardScreenData &
  (S extends KycScreen ? KycScreenData : unknown) &
  (S extends 'kycHandoff' ? { handoff?: HandoffView } : unknown);

/** The KYC pages, whose data is the KYC machine's (machines/kyc/kyc-view.ts `kycDataOf`). */
type KycScreen = 'kycChooser' | 'kycMethod' | 'kycFile' | 'kycCamera' | 'kycVerification';

/**
 * The data of `view` typed as screen `S`'s (`ScreenDataOf`). The machine renders screen S with
 * S's spec data (machines/view/screen-data.ts `dataFor`); this is the one place that says so.
 */
export const dataOf = <S extends ScreenId>(view: Pick<ScreenView, 'data'>, _screen: S) =>
  view.data as ScreenDataOf<S>;

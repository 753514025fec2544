/**
 * LOADING's routing as one pure function (doc 1 §2.1, §2.9, §2.11, §4.7, §4.10; doc 3 §2.6): where
 * the flow goes with the application LOADING or REFRESH_LOADING has (fetched, or just loaded by the
 * entry machine). LOADING's `routing` has one branch per route, each guarded by `loadingRouteIs`
 * (machines/app/app.guards.ts), with the targets and actions it always had.
 */
import type { ClosingStart } from '../closing/closing-types';
import { ENTRY_META } from '../entry/entry-meta';
import { isRunnable, wizardFor } from '../wizard-engine/registry';
import type { RootContext } from '../app-types';
import { isRealUid, kycTargetOf } from './entry-helpers';

/**
 * Where LOADING goes: DELETE_APPLICATION, a closing screen, the wizard (at the agreement after a
 * failed submission), the kind choice or the not-yet-available page.
 */
export type LoadingRoute =
  | 'deleteApplication'
  | ClosingStart
  | 'agreement'
  | 'chooseApplication'
  | 'wizard'
  | 'notYetAvailable';

/** The slices of the root's context LOADING's routing reads. */
export type LoadingRouteContext = Pick<
  RootContext,
  'requestedPath' | 'applicationUid' | 'application'
>;

/**
 * The route of LOADING (doc 1 §4.7), first match wins:
 * 1. a typed '/delete-application' with an application opens DELETE_APPLICATION (doc 1 §2.1, §2.11);
 * 2. a finished submission reopens its closing screen, a processing one the wizard at the
 *    agreement (doc 3 §2.6; entry-helpers.ts kycTargetOf);
 * 3. an application without a type: the kind choice (doc 1 §4.7);
 * 4. a kind whose wizard the browser runs: the wizard (machines/wizard-engine/registry.ts);
 * 5. otherwise the not-yet-available page (decision, docs/decisions.md).
 */
export function loadingRoute(context: LoadingRouteContext): LoadingRoute {
  if (
    context.requestedPath === ENTRY_META.deleteApplication.path &&
    isRealUid(context.applicationUid)
  )
    return 'deleteApplication';
  const kyc = kycTargetOf(context.application);
  if (kyc) return kyc;
  if (!context.application?.ApplicationType) return 'chooseApplication';
  if (isRunnable(wizardFor(context.application))) return 'wizard';
  return 'notYetAvailable';
}

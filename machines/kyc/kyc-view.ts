/**
 * The KYC machine's snapshot → what the KYC screens render (`ScreenView.data`, doc 3 §2.6). Pure;
 * read by machines/view/selectors.ts. Shapes (`KycScreenData`):
 * - hub (kycVerification): `items` (HubItem[], null before the first answer), `fetchError`;
 * - chooser (kycChooser): `group`, `options` (ChooserOption[]), `firstName`, `address` (residency:
 *   the formatted address), `corporateType` (ownership title);
 * - method (kycMethod): `group`, `doc`, `firstName`, `handoff` (KycHandoffView: the phone link panel, issue 9);
 * - file (kycFile): `group`, `doc`, `firstName`, `upload` (DocumentUploadView), `corporateType`;
 * - camera (kycCamera): `group`, `doc`, `firstName`, `webcam` (WebcamView).
 */
import type { Country } from '../../services/api/contract';
import { personOf } from '../wizards/walk';
import {
  documentUploadViewOf,
  type DocumentUploadContext,
  type DocumentUploadView,
} from './document-upload.machine';
import { hubItemsOf, optionsOf, type ChooserOption, type HubItem } from './kyc-requirements';
import { KYC_ROUTES, type KycGroup, type KycRoute } from './kyc-routes';
import { addressLineOf } from './kyc-uploads';
import type { KycContext } from './kyc.machine';
import { webcamViewOf, type WebcamView } from './webcam-view';
import type { WebcamContext } from './webcam.machine';

type ChildRef = { getSnapshot(): unknown } | undefined;
/** The parts of a KYC machine snapshot the view reads. */
export interface KycSnapshotLike {
  value: unknown;
  status: string;
  context: KycContext;
  children: Record<string, ChildRef>;
  hasTag(tag: string): boolean;
}
type ChildSnap<C> = {
  value: unknown;
  status: string;
  context: C;
  hasTag(tag: string): boolean;
  getMeta(): Record<string, unknown>;
};

export interface KycScreenData {
  group?: KycGroup;
  doc?: KycRoute['doc'];
  firstName?: string | null;
  items?: HubItem[] | null;
  fetchError?: string | null;
  options?: ChooserOption[];
  address?: string | null;
  corporateType?: string | null;
  upload?: DocumentUploadView;
  webcam?: WebcamView;
  /** Method pages: the 'Continue on your phone' panel (issue 9). */
  handoff?: KycHandoffView;
}

/** The KYC document route the snapshot shows, or null (hub, boot, final). */
export function kycRouteOf(s: Pick<KycSnapshotLike, 'value'>): KycRoute | null {
  // A method page is compound (its phone hand-off, issue 9): its state key is the route id.
  const id =
    typeof s.value === 'string'
      ? s.value
      : s.value && typeof s.value === 'object'
        ? Object.keys(s.value)[0]
        : null;
  return id ? (KYC_ROUTES.find((r) => r.id === id) ?? null) : null;
}

/** The method page's phone hand-off panel (issue 9). */
export interface KycHandoffView {
  step: 'idle' | 'creating' | 'open' | 'expired';
  /** The short link (holds the token; on screen only). */
  url: string | null;
  expiresAt: string | null;
  error: string | null;
  errorFallbacks: Record<string, string>;
}

/** The hand-off panel of a method page's snapshot. */
export function kycHandoffViewOf(s: Pick<KycSnapshotLike, 'value' | 'context'>): KycHandoffView {
  const inner = s.value && typeof s.value === 'object' ? String(Object.values(s.value)[0]) : 'idle';
  const step = inner === 'polling' ? 'open' : (inner as KycHandoffView['step']);
  const c = s.context;
  return {
    step,
    url: c.handoff?.url ?? null,
    expiresAt: c.handoff?.expiresAt ?? null,
    error: c.handoffError,
    errorFallbacks: c.handoffErrorFallbacks,
  };
}

/** The page's running child (the file upload or the webcam), or null. */
export function kycChildOf(s: KycSnapshotLike): ChildSnap<unknown> | null {
  const ref = s.children.upload ?? s.children.webcam;
  const c = ref?.getSnapshot() as ChildSnap<unknown> | undefined;
  return c && c.status === 'active' ? c : null;
}

export function kycDataOf(s: KycSnapshotLike, countries: readonly Country[]): KycScreenData {
  const c = s.context;
  const route = kycRouteOf(s);
  if (!route)
    return { items: c.docs ? hubItemsOf(c.docs, c.application) : null, fetchError: c.fetchError };
  // The route's own person, else the hub's (kyc.machine.ts slotOfRoute; read here without the machine).
  const slot = route.slot ?? c.slot;
  const base: KycScreenData = {
    group: route.group,
    doc: route.doc,
    firstName: personOf(c.application, slot)?.PersonName?.FirstName ?? null,
    corporateType: c.application?.CorporateApplication?.CorporateAccountType ?? null,
  };
  if (route.screen === 'kycChooser') {
    const caption = (iso3: string) => countries.find((x) => x.Iso3Code === iso3)?.Caption ?? null;
    return {
      ...base,
      options: optionsOf(route, c.docs ?? []),
      address: route.group === 'residence' ? addressLineOf(c.application, slot, caption) : null,
    };
  }
  if (route.screen === 'kycMethod') return { ...base, handoff: kycHandoffViewOf(s) };
  const child = s.children.upload?.getSnapshot() as ChildSnap<DocumentUploadContext> | undefined;
  if (route.screen === 'kycFile' && child) return { ...base, upload: documentUploadViewOf(child) };
  const cam = s.children.webcam?.getSnapshot() as ChildSnap<WebcamContext> | undefined;
  if (route.screen === 'kycCamera' && cam) return { ...base, webcam: webcamViewOf(cam) };
  return base;
}

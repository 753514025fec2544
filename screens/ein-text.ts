/**
 * The EIN as the review screens show it (doc 2 §2.11), shared by the Business review and the
 * Review screen — a module of its own so the Review screen of another kind (Individual) does not
 * download the Business review screen (issue 22 "Bytes").
 */
import { t } from '../src/i18n/t';

/** EIN display rule (doc 2 §2.11 "formatted; 'N/A' when absent"): masked 'XX-XXX6789' unless shown. */
export function einReviewText(value: string | null | undefined, visible: boolean): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return t('common.notAvailable');
  if (visible) return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
  return `XX-XXX${digits.slice(-4)}`;
}

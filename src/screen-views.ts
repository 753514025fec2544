/**
 * Where a screen's view is (docs/architecture.md "Screens are thin"): `screens/<kebab id>.tsx`, the
 * file named after its ScreenId (`addressEnter` → screens/address-enter.tsx), so the view registry
 * (src/screen-outlet.tsx) is derived from the file names and a new screen adds no line there.
 * Pieces several screens share live under screens/parts/ and screens/flows/, never at the top of
 * screens/ (test/unit/screen-registry.test.ts checks both ways).
 */
import type { ScreenId } from '../machines/screen-contract';

/** The screens that render a view named otherwise (one page for two routes or two metals). */
export const SHARED_VIEWS: Partial<Record<ScreenId, string>> = {
  kycDone: 'kyc-done-skip', // doc 3 §2.6: 'Processing verification' shares the skipped page's view
  metalGold: 'metal-product', // doc 3 §2.3: one product page for gold and silver
  metalSilver: 'metal-product',
};

/** 'addressEnter' → 'address-enter'. */
export const kebabOf = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The name of `screen`'s view file under screens/ without '.tsx', e.g. 'address-enter'. */
export const viewNameOf = (screen: string): string =>
  (SHARED_VIEWS as Record<string, string | undefined>)[screen] ?? kebabOf(screen);

/**
 * Choose gold — METAL_STREAM_GOLD '/metal/gold' and Choose silver — METAL_STREAM_SILVER
 * '/metal/silver' (doc 3 §2.3, §3 Metal product, §9): the products of one metal, one row per
 * storage location with the image, 'ProductCaption - Location' and '{pricePerOz}/oz;
 * {pricePerUnit} each'; a click selects and saves. Skippable; the table skips a picker whose metal
 * has 0 % (branch guard `metalPercentageIsZero`).
 *
 * - form: {MetalType, ProductSymbolCode} (`metalProductForm`); the view sends it on a row click.
 * - initial: { ProductSymbolCode } — the saved symbol of the metal ('' when none).
 * - data: `{ metal, rows: MetalProductRow[], loading, currency, share }` — the rows of the loaded
 *   product list (lookup `metalStreamProducts`: GET …/metal-streams/products, both metals in one
 *   call, filtered here), `loading` until it answered, and the metal's monthly dollar share.
 * - save (doc 3 §4): POST …/metal-streams/products when no product of the metal is saved, PUT when
 *   one is, no call when the same symbol; then the application is re-read. ProductNotFound /
 *   ProductSymbolCodeIsInvalid (Context 'ProductSymbolCode') show on the list.
 */
import type { MetalType } from '../../../services/api/contract';
import { defineSpec, type SpecContext } from '../screen-spec';
import { metalProductForm } from '../../../services/api/metal-fields';
import { allocationOf, metalStreamOf, productRowsOf, saveProgramme, shareOf } from './metal-common';

const symbolOf = (c: Pick<SpecContext, 'application'>, metal: MetalType) =>
  (metal === 'Gold'
    ? metalStreamOf(c.application)?.SymbolCodeGold
    : metalStreamOf(c.application)?.SymbolCodeSilver) ?? '';

/** The picker's data for `metal` (also the review's edit modal data). */
export function productDataOf(c: SpecContext, metal: MetalType) {
  const products = c.lookups.metalStreamProducts;
  return {
    metal,
    rows: productRowsOf(products, metal),
    loading: products === undefined,
    currency: c.settings?.Currency ?? 'USD',
    share: shareOf(metalStreamOf(c.application)?.Amount, allocationOf(c.application)[metal]),
  };
}

function productSpec(metal: MetalType) {
  return defineSpec({
    reviewItem: metal === 'Gold' ? 'metalGold' : 'metalSilver',
    form: metalProductForm,
    initial: (c) => ({ ProductSymbolCode: symbolOf(c, metal) }),
    data: (c) => productDataOf(c, metal),
    lookups: ['metalStreamProducts'],
    save: ({ values, application }, deps) => {
      const symbol = String(values.ProductSymbolCode ?? '').trim();
      const prior = symbolOf({ application }, metal);
      return saveProgramme(application, deps, {
        create: 'createMetalStreamProduct',
        update: 'updateMetalStreamProduct',
        json: { MetalType: metal, ProductSymbolCode: symbol },
        saved: prior !== '',
        unchanged: prior !== '' && prior.toUpperCase() === symbol.toUpperCase(),
        reload: true,
      });
    },
  });
}

export const metalGoldSpec = productSpec('Gold');
export const metalSilverSpec = productSpec('Silver');

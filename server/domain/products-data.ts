/**
 * The seeded metal-product catalogue of the recurring programme (doc 3 §2.3 Choose gold / Choose
 * silver, §3 Metal product, §9 storage location types and product kinds; docs/sandbox.md
 * "Metal stream").
 *
 * Real bullion products (coins, bars, a bag of 90% silver coins, fractional holdings) at the
 * storage locations of doc 3 §9. Prices are sandbox figures: a reference spot price per troy
 * ounce plus a retail premium per product and a surcharge per location, computed once here so
 * the seed is fixed (a restart never changes a price). Amounts are US dollars; a CAD broker's
 * list is converted at `USD_CAD` when answered (server/db/metal-streams.ts).
 *
 * Each product is offered at one or more locations; each (product, location) pair has its own
 * SymbolCode — the value the wizard saves as ProductSymbolCode (doc 3 §7 POST /products).
 */

import {
  type MetalType,
  type PRODUCT_KINDS,
  STORAGE_LOCATION_TYPES,
} from '../../services/api/contract';

export type StorageLocationName = Exclude<(typeof STORAGE_LOCATION_TYPES)[number], ''>;
type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The 1-based LocationType of a location name (doc 3 §9). */
export const locationType = (name: StorageLocationName): number =>
  STORAGE_LOCATION_TYPES.indexOf(name);

/** Sandbox reference spot prices, USD per troy ounce. */
export const SPOT_USD_PER_OZ: Record<MetalType, number> = { Gold: 4050, Silver: 50 };

/** Sandbox exchange rate for CAD brokers: CAD per USD (docs/sandbox.md "Metal stream"). */
export const USD_CAD = 1.38;

/** Surcharge per location over the product's price (storage, insurance, shipping for Delivery). */
const LOCATION_SURCHARGE: Record<StorageLocationName, number> = {
  NewYork: 0,
  SaltLakeCity: 0,
  Dallas: 0,
  Ohio: 0,
  Toronto: 0.002,
  Zurich: 0.004,
  London: 0.004,
  Singapore: 0.005,
  Sydney: 0.006,
  Delivery: 0.015,
  FractionalHoldings: 0,
};

/** Short codes used in SymbolCodes ('AGE1-NY'). */
const LOCATION_CODES: Record<StorageLocationName, string> = {
  NewYork: 'NY',
  SaltLakeCity: 'SLC',
  Zurich: 'ZRH',
  London: 'LDN',
  Sydney: 'SYD',
  Singapore: 'SGP',
  Toronto: 'TOR',
  Ohio: 'OH',
  Dallas: 'DAL',
  Delivery: 'DLV',
  FractionalHoldings: 'FRH',
};

interface ProductSpec {
  code: string;
  metal: MetalType;
  kind: ProductKind;
  caption: string;
  /** Fine metal per unit, troy ounces. */
  weightOz: number;
  /** Millesimal fineness as a fraction (0.9999). */
  purity: number;
  /** Retail premium over spot. */
  premium: number;
  locations: StorageLocationName[];
}

const KG_OZ = 32.1507;

const SPECS: ProductSpec[] = [
  // Gold
  {
    code: 'GFH',
    metal: 'Gold',
    kind: 'Fractional',
    caption: 'Gold Fractional Holdings',
    weightOz: 1,
    purity: 0.9999,
    premium: 0.015,
    locations: ['FractionalHoldings'],
  },
  {
    code: 'AGE1',
    metal: 'Gold',
    kind: 'Coin',
    caption: '1 oz American Gold Eagle',
    weightOz: 1,
    purity: 0.9167,
    premium: 0.055,
    locations: ['NewYork', 'SaltLakeCity', 'Dallas', 'Delivery'],
  },
  {
    code: 'AGE110',
    metal: 'Gold',
    kind: 'Coin',
    caption: '1/10 oz American Gold Eagle',
    weightOz: 0.1,
    purity: 0.9167,
    premium: 0.12,
    locations: ['NewYork', 'Delivery'],
  },
  {
    code: 'AGB1',
    metal: 'Gold',
    kind: 'Coin',
    caption: '1 oz American Gold Buffalo',
    weightOz: 1,
    purity: 0.9999,
    premium: 0.045,
    locations: ['NewYork', 'SaltLakeCity', 'Delivery'],
  },
  {
    code: 'GML1',
    metal: 'Gold',
    kind: 'Coin',
    caption: '1 oz Canadian Gold Maple Leaf',
    weightOz: 1,
    purity: 0.9999,
    premium: 0.04,
    locations: ['Toronto', 'NewYork', 'SaltLakeCity', 'Delivery'],
  },
  {
    code: 'KRU1',
    metal: 'Gold',
    kind: 'Coin',
    caption: '1 oz South African Krugerrand',
    weightOz: 1,
    purity: 0.9167,
    premium: 0.035,
    locations: ['Zurich', 'London', 'NewYork', 'Delivery'],
  },
  {
    code: 'GPH1',
    metal: 'Gold',
    kind: 'Coin',
    caption: '1 oz Austrian Gold Philharmonic',
    weightOz: 1,
    purity: 0.9999,
    premium: 0.038,
    locations: ['Zurich', 'London', 'Delivery'],
  },
  {
    code: 'GB1OZ',
    metal: 'Gold',
    kind: 'Bar',
    caption: '1 oz Gold Bar (PAMP Suisse)',
    weightOz: 1,
    purity: 0.9999,
    premium: 0.03,
    locations: ['NewYork', 'SaltLakeCity', 'Zurich', 'Singapore', 'Delivery'],
  },
  {
    code: 'GB10OZ',
    metal: 'Gold',
    kind: 'Bar',
    caption: '10 oz Gold Bar',
    weightOz: 10,
    purity: 0.9999,
    premium: 0.018,
    locations: ['NewYork', 'Zurich', 'London', 'Singapore', 'Toronto', 'Delivery'],
  },
  {
    code: 'GB1KG',
    metal: 'Gold',
    kind: 'Bar',
    caption: '1 kg Gold Bar',
    weightOz: KG_OZ,
    purity: 0.9999,
    premium: 0.01,
    locations: ['Zurich', 'London', 'Singapore', 'Sydney', 'NewYork'],
  },
  // Silver
  {
    code: 'SFH',
    metal: 'Silver',
    kind: 'Fractional',
    caption: 'Silver Fractional Holdings',
    weightOz: 1,
    purity: 0.999,
    premium: 0.02,
    locations: ['FractionalHoldings'],
  },
  {
    code: 'ASE1',
    metal: 'Silver',
    kind: 'Coin',
    caption: '1 oz American Silver Eagle',
    weightOz: 1,
    purity: 0.999,
    premium: 0.12,
    locations: ['NewYork', 'SaltLakeCity', 'Ohio', 'Dallas', 'Delivery'],
  },
  {
    code: 'SML1',
    metal: 'Silver',
    kind: 'Coin',
    caption: '1 oz Canadian Silver Maple Leaf',
    weightOz: 1,
    purity: 0.9999,
    premium: 0.08,
    locations: ['Toronto', 'NewYork', 'SaltLakeCity', 'Delivery'],
  },
  {
    code: 'SPH1',
    metal: 'Silver',
    kind: 'Coin',
    caption: '1 oz Austrian Silver Philharmonic',
    weightOz: 1,
    purity: 0.999,
    premium: 0.08,
    locations: ['Zurich', 'London', 'Delivery'],
  },
  {
    code: 'SB10OZ',
    metal: 'Silver',
    kind: 'Bar',
    caption: '10 oz Silver Bar',
    weightOz: 10,
    purity: 0.999,
    premium: 0.05,
    locations: ['NewYork', 'SaltLakeCity', 'Toronto', 'Delivery'],
  },
  {
    code: 'SB100OZ',
    metal: 'Silver',
    kind: 'Bar',
    caption: '100 oz Silver Bar',
    weightOz: 100,
    purity: 0.999,
    premium: 0.03,
    locations: ['NewYork', 'SaltLakeCity', 'Zurich', 'Toronto', 'Singapore', 'Ohio', 'Delivery'],
  },
  {
    code: 'SB1000OZ',
    metal: 'Silver',
    kind: 'Bar',
    caption: '1000 oz Silver Bar (LBMA Good Delivery)',
    weightOz: 1000,
    purity: 0.999,
    premium: 0.015,
    locations: ['Zurich', 'London', 'NewYork', 'Singapore'],
  },
  {
    code: 'S90BAG',
    metal: 'Silver',
    kind: 'Bags',
    caption: '$1,000 Face Value 90% Silver Coin Bag',
    weightOz: 715,
    purity: 0.9,
    premium: 0.06,
    locations: ['Ohio', 'Dallas', 'Delivery'],
  },
];

/** One catalogue row of `metal_products`. */
export interface ProductSeed {
  productCode: string;
  metalType: MetalType;
  productKind: ProductKind;
  caption: string;
  weightOz: number;
  purity: number;
  position: number;
}

/** One row of `metal_product_locations`: a product at a location with its price (USD, 2 decimals). */
export interface ProductLocationSeed {
  symbolCode: string;
  productCode: string;
  locationType: number;
  pricePerUnitUsd: number;
  position: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export const PRODUCTS: ProductSeed[] = SPECS.map((s, position) => ({
  productCode: s.code,
  metalType: s.metal,
  productKind: s.kind,
  caption: s.caption,
  weightOz: s.weightOz,
  purity: s.purity,
  position,
}));

export const PRODUCT_LOCATIONS: ProductLocationSeed[] = SPECS.flatMap((s) =>
  s.locations.map((loc, position) => ({
    symbolCode: `${s.code}-${LOCATION_CODES[loc]}`,
    productCode: s.code,
    locationType: locationType(loc),
    pricePerUnitUsd: cents(
      SPOT_USD_PER_OZ[s.metal] * s.weightOz * (1 + s.premium) * (1 + LOCATION_SURCHARGE[loc]),
    ),
    position,
  })),
);

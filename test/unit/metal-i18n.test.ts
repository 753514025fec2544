/**
 * Every text key the metal programme's views, forms and machines use is in the English catalogue
 * (src/i18n/en.ts) or in the area's fragment (src/i18n/en-metal.ts) the integrator merges into it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METAL_EDIT_SPECS } from '../../machines/view/specs/metal-review';
import { STORAGE_LOCATION_TYPES } from '../../services/api/contract';
import { enMetal } from '../../src/i18n/en-metal';
import { SCREEN_FRAGMENTS } from '../../src/i18n/catalogue';
import { addTexts, hasKey, t } from '../../src/i18n/t';

// The whole catalogue: the screens register their fragments when their chunk loads (issue 11).
addTexts(...Object.values(SCREEN_FRAGMENTS));

const fragment = new Map<string, string>();
(function flatten(node: Record<string, unknown>, prefix: string) {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') fragment.set(key, v);
    else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key);
  }
})(enMetal, '');
const known = (key: string) => hasKey(key) || fragment.has(key);

const FILES = [
  'screens/metal-welcome.tsx',
  'screens/metal-invest.tsx',
  'screens/metal-allocate.tsx',
  'screens/metal-product.tsx',
  'screens/metal-funding.tsx',
  'screens/metal-review.tsx',
  'screens/metal-summary.tsx',
  'screens/parts/metal-parts.tsx',
  'screens/agreement.tsx',
  'screens/review.tsx',
  'services/api/metal-fields.ts',
  'machines/wizard-engine/steps.ts',
];

describe('metal programme texts', () => {
  it('every literal key exists', () => {
    const keys = new Set<string>();
    for (const f of FILES) {
      const src = readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8');
      for (const m of src.matchAll(/\bt\('([\w.]+)'/g)) keys.add(m[1]);
      for (const m of src.matchAll(/'(metal\w+\.[\w.]+)'/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((k) => !known(k))).toEqual([]);
  });

  it('the keys built at run time exist (points, edit titles, storage locations)', () => {
    const built = [
      ...[1, 2, 3].flatMap((n) => [`metalWelcome.point${n}Title`, `metalWelcome.point${n}Text`]),
      ...Object.keys(METAL_EDIT_SPECS).map((item) => `metalReview.editTitle.${item}`),
      ...STORAGE_LOCATION_TYPES.filter(Boolean).map((l) => `metalProduct.locations.${l}`),
    ];
    expect(built.filter((k) => !known(k))).toEqual([]);
  });

  it('the fragment does not clash with the catalogue', () => {
    expect([...fragment].filter(([k, text]) => hasKey(k) && t(k) !== text)).toEqual([]);
  });
});

/**
 * Every text key the IRA owner's views and forms use is in the English catalogue (src/i18n/en.ts)
 * or in the area's fragment (src/i18n/en-ira.ts) that the integrator merges into it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARITAL_STATUSES } from '../../services/api/contract';
import { MARITAL_STATUS_REQUIRED } from '../../services/api/ira-fields';
import { enIra } from '../../src/i18n/en-ira';
import { hasKey, t } from '../../src/i18n/t';

const fragment = new Map<string, string>();
(function flatten(node: Record<string, unknown>, prefix: string) {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') fragment.set(key, v);
    else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key);
  }
})(enIra, '');
const known = (key: string) => hasKey(key) || fragment.has(key);

const VIEWS = [
  'ira-business-name',
  'marital-status',
  'identity-details',
  'employment-status',
  'financial-profile',
];

describe('IRA texts', () => {
  it('every literal key of the views exists', () => {
    const keys = new Set<string>();
    for (const v of VIEWS) {
      const src = readFileSync(new URL(`../../screens/${v}.tsx`, import.meta.url), 'utf8');
      for (const m of src.matchAll(/\bt\('([\w.]+)'/g)) keys.add(m[1]);
      for (const m of src.matchAll(
        /'((?:identityDetails|employmentStatus|financialProfile|iraBusinessName|maritalStatus)\.[\w.]+)'/g,
      ))
        keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !known(k))).toEqual([]);
  });

  it('the keys built at run time exist', () => {
    const built = [
      MARITAL_STATUS_REQUIRED,
      ...Object.keys(MARITAL_STATUSES).map((n) => `maritalStatus.options.${n}`),
      ...['initial', 'ongoing'].flatMap((w) => [
        `financialProfile.${w}Legend`,
        `financialProfile.${w}OtherDetails`,
      ]),
    ];
    expect(built.filter((k) => !known(k))).toEqual([]);
  });

  it('the fragment does not clash with the catalogue (a key there, before or after the merge, has the same text)', () => {
    expect([...fragment].filter(([k, text]) => hasKey(k) && t(k) !== text)).toEqual([]);
  });
});

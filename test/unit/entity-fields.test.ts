/**
 * The legal-entity form rules (services/api/entity-fields.ts; doc 2 §5 "EIN (business and trust)"
 * and "Entity names", §2.5): each rule gives its message key, the outputs have the payload shapes,
 * the forms read FormData as Conform hands it, the EIN rule is the server's (`einRequest`), and
 * every key the entity screens use exists in the catalogue merged with src/i18n/en-entity.ts.
 */
import { readFileSync } from 'node:fs';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { einRequest } from '../../services/api/contract';
import {
  BUSINESS_TYPES,
  businessNameForm,
  businessTypeForm,
  einForm,
  TRUST_NAME_MAX,
  trustNameForm,
} from '../../services/api/entity-fields';
import { en, enBase } from '../../src/i18n/en';
import { enEntity } from '../../src/i18n/en-entity';

const V = 'fields.errors.validation.';

/** The first message of a failed parse at `path`, or null when the value passes. */
function messageOf(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
  path = '',
) {
  const r = schema.safeParse(value);
  if (r.success) return null;
  return (
    r.error!.issues.find((i) => i.path.join('.') === path)?.message ?? r.error!.issues[0].message
  );
}

const formData = (o: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(o)) f.append(k, v);
  return f;
};

describe('einForm (doc 2 §5 EIN)', () => {
  it.each([
    ['', 'einRequired'],
    ['   ', 'einRequired'],
    ['12-34a6789', 'einDigits'],
    ['12 3456789', 'einDigits'],
    ['12-345678', 'einNotValid'],
    ['1', 'einNotValid'],
    ['00-1234567', 'einValidation'],
    ['66-1234567', 'einValidation'],
    ['99-1234567', 'einValidation'],
    ['12-0000000', 'einValidation'],
    ['12-6666666', 'einValidation'],
    ['12-9999999', 'einValidation'],
    ['123-456789', 'einValidation'],
  ])('Ein %j → %s', (Ein, key) => {
    expect(messageOf(einForm, { Ein }, 'Ein')).toBe(`${V}${key}`);
    // the server's request schema gives the same key for the same value
    expect(messageOf(einRequest, { Ein, NoEin: false }, 'Ein')).toBe(`${V}${key}`);
  });

  it("outputs {Ein: 'NN-NNNNNNN', NoEin: false} for a valid EIN, with or without the dash", () => {
    expect(einForm.parse({ Ein: '12-3456789' })).toEqual({ Ein: '12-3456789', NoEin: false });
    expect(einForm.parse({ Ein: '123456789' })).toEqual({ Ein: '12-3456789', NoEin: false });
  });

  it("with 'no EIN' ticked no rule applies and the EIN is sent as ''", () => {
    expect(einForm.parse({ Ein: '', NoEin: 'on' })).toEqual({ Ein: '', NoEin: true });
    expect(einForm.parse({ Ein: '00-0000000', NoEin: 'on' })).toEqual({ Ein: '', NoEin: true });
    expect(einForm.parse({ NoEin: true })).toEqual({ Ein: '', NoEin: true });
  });

  it('reads the form data as Conform submits it (checkbox absent or "on")', () => {
    const ok = parseWithZod(formData({ Ein: '12-3456789' }), { schema: einForm });
    expect(ok.status).toBe('success');
    expect(ok.status === 'success' && ok.value).toEqual({ Ein: '12-3456789', NoEin: false });
    const none = parseWithZod(formData({ Ein: '', NoEin: 'on' }), { schema: einForm });
    expect(none.status === 'success' && none.value).toEqual({ Ein: '', NoEin: true });
    const empty = parseWithZod(formData({ Ein: '' }), { schema: einForm });
    expect(empty.status).toBe('error');
    expect(empty.status === 'error' && empty.error).toEqual({ Ein: [`${V}einRequired`] });
  });
});

describe('entity names (doc 2 §5 Entity names)', () => {
  it('business name: required (businessName), at most 50 (businessNameMax), trimmed', () => {
    expect(messageOf(businessNameForm, {}, 'Name')).toBe(`${V}businessName`);
    expect(messageOf(businessNameForm, { Name: '  ' }, 'Name')).toBe(`${V}businessName`);
    expect(messageOf(businessNameForm, { Name: 'x'.repeat(51) }, 'Name')).toBe(
      `${V}businessNameMax`,
    );
    expect(businessNameForm.parse({ Name: ` ${'x'.repeat(50)} ` })).toEqual({
      Name: 'x'.repeat(50),
    });
  });

  it('trust name: required (trustName), at most 100 (trustNameMax), trimmed', () => {
    expect(TRUST_NAME_MAX).toBe(100);
    expect(messageOf(trustNameForm, {}, 'Name')).toBe(`${V}trustName`);
    expect(messageOf(trustNameForm, { Name: '' }, 'Name')).toBe(`${V}trustName`);
    expect(messageOf(trustNameForm, { Name: 'x'.repeat(101) }, 'Name')).toBe(`${V}trustNameMax`);
    expect(trustNameForm.parse({ Name: '  Smith Family Trust ' })).toEqual({
      Name: 'Smith Family Trust',
    });
    expect(trustNameForm.parse({ Name: 'x'.repeat(100) }).Name).toHaveLength(100);
  });
});

describe('businessTypeForm (doc 2 §2.5)', () => {
  it('offers the four business types as CorporateAccountType names, in the screen order', () => {
    expect(BUSINESS_TYPES).toEqual([
      'LimitedLiabilityCorporation',
      'Corporate',
      'Partnership',
      'SoleProprietorship',
    ]);
    for (const v of BUSINESS_TYPES)
      expect(businessTypeForm.parse({ CorporateAccountType: v })).toEqual({
        CorporateAccountType: v,
      });
  });

  it('refuses no choice, Trust and unknown names with businessType.required', () => {
    for (const v of [undefined, '', 'Trust', 'LLC']) {
      expect(messageOf(businessTypeForm, { CorporateAccountType: v }, 'CorporateAccountType')).toBe(
        'businessType.required',
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------
// texts
// ---------------------------------------------------------------------------------------------

function flatten(node: Record<string, unknown>, prefix = '', out = new Set<string>()) {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string' || Array.isArray(v)) out.add(key);
    else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, out);
  }
  return out;
}

describe('texts (src/i18n/en-entity.ts)', () => {
  const catalogue = flatten({ ...en, ...enEntity } as unknown as Record<string, unknown>);
  const FILES = [
    'screens/business-type.tsx',
    'screens/business-name.tsx',
    'screens/trust-name.tsx',
    'screens/trust-ein-question.tsx',
    'screens/ein.tsx',
    'screens/business-address.tsx',
    'screens/business-review.tsx',
    'src/ui/ein-input.tsx',
    'services/api/entity-fields.ts',
  ];

  it('adds only new top-level namespaces (no clash with src/i18n/en.ts)', () => {
    for (const k of Object.keys(enEntity)) expect(Object.keys(enBase), k).not.toContain(k);
  });

  it('has every literal key the entity screens and forms use', () => {
    const keys = new Set<string>();
    for (const f of FILES) {
      const s = readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8');
      for (const m of s.matchAll(/\bt\(\s*'([\w.]+)'/g)) keys.add(m[1]);
      for (const m of s.matchAll(
        /'((?:businessType|businessName|trustName|trustEinQuestion|ein|businessAddress|businessReview|common|review)\.[\w.]+)'/g,
      ))
        keys.add(m[1]);
      for (const m of s.matchAll(/\b(?:k|V)\('(\w+)'\)/g)) keys.add(`${V}${m[1]}`);
    }
    expect(keys.size).toBeGreaterThan(30);
    expect([...keys].filter((k) => !catalogue.has(k))).toEqual([]);
  });

  it('has a title and a text for every business type (keys built from the type names)', () => {
    for (const type of BUSINESS_TYPES) {
      expect(catalogue.has(`businessType.${type}`), type).toBe(true);
      expect(catalogue.has(`businessType.${type}Text`), type).toBe(true);
    }
    expect(enEntity.businessType.LimitedLiabilityCorporation).toBe('LLC');
    expect(enEntity.businessType.Corporate).toBe('Corporation (C or S)');
    expect(enEntity.businessType.Partnership).toBe('Partnership (standard or LLLP)');
    expect(enEntity.businessType.SoleProprietorship).toBe('Sole proprietorship');
    expect(enEntity.ein.show).toBe('Show EIN');
    expect(enEntity.ein.hide).toBe('Hide EIN');
  });
});

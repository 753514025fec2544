/**
 * Issue 24 "Validation and API errors in Spanish on a sample of fields": the keys the rules of
 * services/api produce (SSN, phone, date of birth, the amount limits with their method and bound)
 * and the server's codes (apiErrors.*, with their values) read in Spanish once the Spanish
 * catalogue is loaded — every value filled, no English left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapApiFailure } from '../../services/api/error-map';
import { ageError, amountLimitMessage, ssnFullSchema } from '../../services/api/fields';
import { phoneError } from '../../services/api/phone-fields';
import { loadLocale, setLocale, t } from '../../src/i18n/t';

beforeAll(async () => {
  await loadLocale('es');
  setLocale('es');
});
afterAll(() => setLocale('en'));

const ssnKey = (v: string) => {
  const r = ssnFullSchema.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('validation in Spanish (issue 24)', () => {
  it('SSN, phone and date of birth', () => {
    expect(t(ssnKey('666-12-3456')!)).toBe(
      'Este número no es válido. Revíselo e inténtelo de nuevo.',
    );
    expect(t(ssnKey('123-45')!)).toBe('Ingrese un número de Seguro Social válido.');
    expect(t(phoneError('12', 'US', true)!)).toMatch(/^(Ingrese|Este número)/);
    expect(t(ageError('2020-01-01', 'MAIN', new Date('2026-01-01'))!)).toBe(
      'Debe tener al menos 18 años para abrir una cuenta.',
    );
    expect(t(ageError('2020-01-01', 'SECONDARY', new Date('2026-01-01'))!, { name: 'Ana' })).toBe(
      'Ana debe tener al menos 18 años para ser titular de una cuenta conjunta.',
    );
  });

  it('amount limits name their bound and method in Spanish', () => {
    expect(t(amountLimitMessage('max', 50000, 'ACHConnected'))).toBe(
      'Hay un monto máximo de $50,000 por depósito por transferencia ACH',
    );
    expect(t(amountLimitMessage('min', 1000, 'Wire'))).toBe(
      'Hay un monto mínimo de $1,000 por depósito por transferencia bancaria',
    );
  });

  it('server codes, with their values', () => {
    const mapped = mapApiFailure(
      { status: 429, errors: [{ Code: 'TooManyRequests', Message: 'x' }], retryAfterSeconds: 30 },
      [],
    );
    const key = mapped.formError ?? Object.values(mapped.fieldErrors)[0]!;
    expect(t(key)).toBe('Demasiados intentos. Espere 30 segundos e inténtelo de nuevo.');
    expect(t('apiErrors.SsnIsInvalid')).toBe('Ingrese un número de Seguro Social válido.');
    expect(t('apiErrors.PhoneNumberIsTooShort')).toBe('El número de teléfono es demasiado corto.');
  });
});

/**
 * Issue 22 target 2 (boot): the fingerprint's time zone (doc 1 §3, §7.6 TrackingDetails.Fp) comes
 * from Temporal.Now.timeZoneId() where the browser has it, without creating an Intl.DateTimeFormat
 * (the first one a page creates costs ~60 ms at 4× CPU, on the boot's path); without Temporal,
 * from Intl as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readBrowserTraits } from '../../services/adapters/fingerprint';

const Real = Intl.DateTimeFormat;
let made = 0;
/** Intl.DateTimeFormat, counting the formatters created (called with or without `new`). */
function Counting(...args: ConstructorParameters<typeof Real>) {
  made++;
  return new Real(...args);
}
const g = globalThis as { Temporal?: unknown };
const hadTemporal = 'Temporal' in g;
const realTemporal = g.Temporal;

afterEach(() => {
  Intl.DateTimeFormat = Real;
  if (hadTemporal) g.Temporal = realTemporal;
  else delete g.Temporal;
});

describe('readBrowserTraits time zone', () => {
  it('reads Temporal.Now.timeZoneId() and creates no date formatter', () => {
    made = 0;
    Intl.DateTimeFormat = Counting as unknown as typeof Intl.DateTimeFormat;
    g.Temporal = { Now: { timeZoneId: () => 'Europe/Madrid' } };
    expect(readBrowserTraits().timeZone).toBe('Europe/Madrid');
    expect(made).toBe(0);
  });

  it('falls back to Intl without Temporal', () => {
    delete g.Temporal;
    expect(readBrowserTraits().timeZone).toBe(new Real().resolvedOptions().timeZone);
  });
});

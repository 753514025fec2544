/**
 * Display formats of doc 1 §9 / doc 3 §9: currency '$' or 'CAD ' prefix, '0,0.00', abbreviations
 * k, m, b, t, negatives in parentheses; dates shown MM/dd/y.
 */

export type Currency = 'USD' | 'CAD';

/** The prefix shown before amounts: '$' or 'CAD ' (doc 3 §2.3). */
export const currencyPrefix = (c: Currency | undefined) => (c === 'CAD' ? 'CAD ' : '$');

/**
 * Formats dollars: formatMoney(1234.5) → '$1,234.50'; formatMoney(-5) → '($5.00)';
 * `{ decimals: 0 }` → '$1,235'; `{ abbreviate: true }` → '$5k', '$1.5m'.
 */
export function formatMoney(
  amount: number,
  opts: { currency?: Currency; decimals?: number; abbreviate?: boolean } = {},
): string {
  const prefix = currencyPrefix(opts.currency);
  const abs = Math.abs(amount);
  let body: string;
  if (opts.abbreviate && abs >= 1000) {
    const units: [number, string][] = [
      [1e12, 't'],
      [1e9, 'b'],
      [1e6, 'm'],
      [1e3, 'k'],
    ];
    const [div, suffix] = units.find(([d]) => abs >= d)!;
    const n = abs / div;
    body = `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')}${suffix}`;
  } else {
    const decimals = opts.decimals ?? 2;
    body = abs.toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  }
  return amount < 0 ? `(${prefix}${body})` : `${prefix}${body}`;
}

/** 'yyyy-MM-dd' → 'MM/dd/yyyy'; null when not a date. */
export function formatIsoDate(iso: string | null | undefined): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : null;
}

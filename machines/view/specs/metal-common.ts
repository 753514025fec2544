/**
 * Pure rules of the recurring metal programme shared by its ScreenSpecs, the review and the
 * agreement (doc 3 §2.3, §3 MetalStreamData and Metal product, §9): the programme of an
 * application, the allocation's clamping and summing, the dollar share per metal, the ordinal of
 * the recurring day, the 'Scheduled {month}/{day}' rule, the product rows of the pickers, and the
 * save helper every programme saver uses (create / update / no call, doc 3 §4).
 */
import { formatOrdinal } from '../../../src/i18n/format';
import { easternDate } from '../../../services/api/eastern-time';
import type { ApiClient } from '../../../services/api/client';
import type {
  Application,
  MetalProduct,
  MetalStream,
  MetalType,
  Settings,
} from '../../../services/api/contract';

/** The application's programme (doc 3 §3), or null before any metal-streams call saved something. */
export const metalStreamOf = (app: Application | null | undefined): MetalStream | null =>
  app?.MetalStream ?? null;

/** Default allocation (doc 3 §2.3, §9): 50 % gold / 50 % silver. */
export const DEFAULT_GOLD_PERCENT = 50;

/** A percentage clamped to 0..100 and rounded to a whole number; anything not a number is 0. */
export function clampPercent(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim() === '' ? NaN : v);
  if (!Number.isFinite(n)) return 0;
  return Math.round(Math.min(100, Math.max(0, n)));
}

/**
 * The allocation after one side changed (doc 3 §2.3 "each percentage is clamped to 0..100; the two
 * always sum to 100"): `changed` takes the clamped value, the other side the rest.
 */
export function allocationAfter(
  changed: MetalType,
  value: unknown,
): { Gold: number; Silver: number } {
  const v = clampPercent(value);
  return changed === 'Gold' ? { Gold: v, Silver: 100 - v } : { Gold: 100 - v, Silver: v };
}

/** The saved allocation in whole percent (fractions ×100 rounded, doc 3 §3), default 50 / 50. */
export function allocationOf(app: Application | null | undefined): {
  Gold: number;
  Silver: number;
} {
  const m = metalStreamOf(app);
  if (m?.GoldPercentage === null || m?.GoldPercentage === undefined)
    return { Gold: DEFAULT_GOLD_PERCENT, Silver: 100 - DEFAULT_GOLD_PERCENT };
  return allocationAfter('Gold', m.GoldPercentage * 100);
}

/** The dollar share of one side (doc 3 §2.3): amount × percent / 100, 2 decimals. */
export const shareOf = (amount: number | null | undefined, percent: number): number =>
  Math.round((amount ?? 0) * percent) / 100;

/**
 * '1st', '2nd', '3rd', '4th' … '11th', '12th', '13th', '21st', '22nd', '23rd', '31st' (doc 3 §2.3)
 * in English; the day's number in Spanish (issue 24: src/i18n/format.ts `formatOrdinal`, Intl).
 */
export function ordinal(n: number): string {
  return formatOrdinal(n);
}

/**
 * 'Scheduled {month}/{day}' of the metal-mode review (doc 3 §9): next month, or the month after
 * when today's day of the MONTH is past the recurring day (issue 21: the spec's day-of-the-week
 * comparison is a defect), today being the calendar date in US Eastern time
 * (services/api/eastern-time.ts). `today` is the instant, injected (tests pass a fixed one).
 * Months are 1–12 and wrap past December.
 */
export function scheduledOf(day: number, today: Date): { month: number; day: number } {
  const now = easternDate(today);
  const ahead = now.day > day ? 2 : 1;
  return { month: ((now.month - 1 + ahead) % 12) + 1, day };
}

/** A picker row: one product at one storage location (doc 3 §2.3 "Choose gold / Choose silver"). */
export interface MetalProductRow {
  /** What POST …/products saves (ProductSymbolCode). */
  symbol: string;
  productCode: string;
  caption: string;
  /** The location's name (doc 3 §9 LocationName, e.g. 'NewYork'). */
  location: string;
  pricePerOz: number;
  pricePerUnit: number;
  kind: MetalProduct['ProductKind'];
  /** The product image's URL, or null: the view draws the metal's medallion. */
  image: string | null;
}

/**
 * The product image URL (doc 3 §3 "Image URL built from a template with product_code and
 * base_url"). Neither the settings nor the contract carry a template and the reference server
 * serves no product images, so none is configured: null (the view draws a medallion).
 */
export const PRODUCT_IMAGE_TEMPLATE: string | null = null;
export function productImageOf(
  productCode: string,
  baseUrl = '',
  template = PRODUCT_IMAGE_TEMPLATE,
): string | null {
  if (!template) return null;
  return template
    .replace('{base_url}', baseUrl.replace(/\/+$/, ''))
    .replace('{product_code}', encodeURIComponent(productCode));
}

/** The picker rows of `metal` from a product list (both metals may be in it): one per location, catalogue order. */
export function productRowsOf(
  products: readonly MetalProduct[] | null | undefined,
  metal: MetalType,
): MetalProductRow[] {
  return (products ?? [])
    .filter((p) => p.MetalType === metal)
    .flatMap((p) =>
      p.Locations.map((l) => ({
        symbol: l.SymbolCode,
        productCode: p.ProductCode,
        caption: p.ProductCaption,
        location: l.LocationName,
        pricePerOz: l.PricePerOz,
        pricePerUnit: l.PricePerUnit,
        kind: p.ProductKind,
        image: productImageOf(p.ProductCode),
      })),
    );
}

/** The chosen product of `metal` as a row (SelectedGoldProduct / SelectedSilverProduct hold only the chosen location). */
export function selectedRowOf(
  app: Application | null | undefined,
  metal: MetalType,
): MetalProductRow | null {
  const m = metalStreamOf(app);
  const p = metal === 'Gold' ? m?.SelectedGoldProduct : m?.SelectedSilverProduct;
  if (!p) return null;
  const symbol = metal === 'Gold' ? m?.SymbolCodeGold : m?.SymbolCodeSilver;
  const rows = productRowsOf([p], metal);
  return rows.find((r) => r.symbol === symbol) ?? rows[0] ?? null;
}

type ProgrammeEndpoint =
  | 'createMetalStreamFunding'
  | 'updateMetalStreamFunding'
  | 'createMetalStreamAllocation'
  | 'updateMetalStreamAllocation'
  | 'createMetalStreamProduct'
  | 'updateMetalStreamProduct'
  | 'createMetalStreamFundingSource'
  | 'updateMetalStreamFundingSource';

/**
 * Saves one part of the programme (doc 3 §4 create versus update): no call when `unchanged`, POST
 * (`create`) when nothing was saved (`saved` false), PUT (`update`) otherwise. The answer (the whole
 * programme) replaces MetalStream; with `reload` the application is then re-read (doc 3 §2.3:
 * "saves the allocation, reloads the application"), keeping the answer if the re-read fails.
 */
export async function saveProgramme<C extends ProgrammeEndpoint, U extends ProgrammeEndpoint>(
  app: Application,
  deps: { api: ApiClient; signal?: AbortSignal },
  part: {
    create: C;
    update: U;
    json: Record<string, unknown>;
    saved: boolean;
    unchanged: boolean;
    reload?: boolean;
  },
): Promise<{ application: Application; called: boolean }> {
  if (part.unchanged) return { application: app, called: false };
  const { api, signal } = deps;
  const params = { applicationUid: app.ApplicationUid };
  // The two endpoints of a part take the same body (services/api/contract.ts endpoints).
  const answer = (await api.call(part.saved ? part.update : part.create, {
    params,
    json: part.json as never,
    signal,
  })) as MetalStream;
  const saved: Application = { ...app, MetalStream: answer };
  if (!part.reload) return { application: saved, called: true };
  try {
    return { application: await api.getApplication(app.ApplicationUid, { signal }), called: true };
  } catch {
    return { application: saved, called: true };
  }
}

/**
 * The metal-mode review's recurring-investment box (doc 3 §2.3, §9): the monthly amount and the
 * first 'Scheduled {month}/{day}' date from the broker's recurring day, or null outside the
 * programme (RegistrationFlowType 1) or before an amount is saved. `today` defaults to the clock.
 */
export function metalRecurringOf(
  app: Application | null | undefined,
  settings: Pick<Settings, 'MetalStreamRecurringInvestment' | 'Currency'> | null | undefined,
  today: Date = new Date(),
): { amount: number; currency: 'USD' | 'CAD'; month: number; day: number } | null {
  const amount = metalStreamOf(app)?.Amount;
  if (app?.RegistrationFlowType !== 2 || amount === null || amount === undefined) return null;
  const s = scheduledOf(settings?.MetalStreamRecurringInvestment ?? 1, today);
  return { amount, currency: settings?.Currency ?? 'USD', ...s };
}

/**
 * The picker to open after the edit modal of `item` closed (doc 3 §2.3 "Closing the allocation
 * modal opens the silver picker if no silver product is chosen, and the gold picker if no gold
 * product is chosen"): after the allocation, the silver picker when silver has a share and no
 * product, else the gold picker likewise; after that silver picker, the gold picker likewise.
 */
export function pickerAfterEdit(
  item: string | null,
  app: Application | null | undefined,
): 'metalSilver' | 'metalGold' | null {
  if (item !== 'metalAllocation' && item !== 'metalSilver') return null;
  const m = metalStreamOf(app);
  const a = allocationOf(app);
  if (item === 'metalAllocation' && a.Silver > 0 && !m?.SelectedSilverProduct) return 'metalSilver';
  if (a.Gold > 0 && !m?.SelectedGoldProduct) return 'metalGold';
  return null;
}

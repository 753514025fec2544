/**
 * The recurring metal programme (doc 3 §3 MetalStreamData, Metal product; §7 metal-streams):
 * the seeded product catalogue with prices in the broker's currency, the programme of an
 * application and bank accounts entered by hand for it.
 *
 * Prices are stored in US dollars (server/domain/products-data.ts) and answered in the broker's
 * Currency: CAD brokers get them converted at the sandbox rate `USD_CAD`, rounded to cents.
 *
 * The routing and account numbers of a manual account are sealed at rest (issue 20: kinds
 * 'routing-number' and 'account-number'); the same account entered again is recognised by
 * comparing the opened numbers of the application's manual accounts (a seal differs every time),
 * and its `bank_accounts.account_id` is random ('manual-<uuid>'), no digest of the numbers.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  STORAGE_LOCATION_TYPES,
  type MetalProduct,
  type MetalStream,
  type MetalType,
} from '../../services/api/contract';
import type { PiiCipher } from '../auth/pii';
import { PRODUCT_LOCATIONS, PRODUCTS, USD_CAD } from '../domain/products-data';
import type { Db } from './client';
import { excludedSet } from './upsert';
import {
  applications,
  bankAccounts,
  manualBankAccounts,
  metalProductLocations,
  metalProducts,
  metalStreams,
} from './schema';
import type { BankAccountRow } from './bank-accounts';

export type Currency = MetalStream['Currency'];
type ProductRow = typeof metalProducts.$inferSelect;
type LocationRow = typeof metalProductLocations.$inferSelect;
export type MetalStreamRow = typeof metalStreams.$inferSelect;

const cents = (n: number) => Math.round(n * 100) / 100;

/** A price stored in US dollars, in `currency` (2 decimals). */
export const priceIn = (usd: number, currency: Currency) =>
  cents(currency === 'CAD' ? usd * USD_CAD : usd);

function toLocation(
  l: LocationRow,
  weightOz: number,
  currency: Currency,
): MetalProduct['Locations'][number] {
  const unit = priceIn(Number(l.pricePerUnitUsd), currency);
  return {
    LocationType: l.locationType,
    LocationName: STORAGE_LOCATION_TYPES[l.locationType] ?? '',
    SymbolCode: l.symbolCode,
    PricePerOz: cents(unit / weightOz),
    PricePerUnit: unit,
  };
}

function toProduct(p: ProductRow, locations: LocationRow[], currency: Currency): MetalProduct {
  const weightOz = Number(p.weightOz);
  return {
    ProductCode: p.productCode,
    ProductCaption: p.caption,
    MetalType: p.metalType as MetalType,
    ProductKind: p.productKind as MetalProduct['ProductKind'],
    WeightOz: weightOz,
    Purity: Number(p.purity),
    Locations: locations.map((l) => toLocation(l, weightOz, currency)),
  };
}

/** The catalogue (doc 3 §7 GET …/metal-streams/products): products of `metalType` (both when null), catalogue order. */
export async function listProducts(
  db: Db,
  metalType: MetalType | null,
  currency: Currency,
): Promise<MetalProduct[]> {
  const products = await db
    .select()
    .from(metalProducts)
    .where(metalType ? eq(metalProducts.metalType, metalType) : undefined)
    .orderBy(asc(metalProducts.position));
  if (products.length === 0) return [];
  const locations = await db
    .select()
    .from(metalProductLocations)
    .where(
      inArray(
        metalProductLocations.productCode,
        products.map((p) => p.productCode),
      ),
    )
    .orderBy(asc(metalProductLocations.productCode), asc(metalProductLocations.position));
  return products.map((p) =>
    toProduct(
      p,
      locations.filter((l) => l.productCode === p.productCode),
      currency,
    ),
  );
}

/** The product of a SymbolCode with only that location (SelectedGoldProduct / SelectedSilverProduct); null when unknown. */
export async function findProductBySymbol(
  db: Db,
  symbolCode: string,
  currency: Currency,
): Promise<MetalProduct | null> {
  const [row] = await db
    .select()
    .from(metalProductLocations)
    .innerJoin(metalProducts, eq(metalProducts.productCode, metalProductLocations.productCode))
    .where(eq(metalProductLocations.symbolCode, symbolCode));
  return row ? toProduct(row.metal_products, [row.metal_product_locations], currency) : null;
}

/** Seeds the catalogue of server/domain/products-data.ts (upsert by code; prices and captions follow the file). */
export async function seedMetalProducts(db: Db): Promise<void> {
  await db
    .insert(metalProducts)
    .values(
      PRODUCTS.map((p) => ({ ...p, weightOz: p.weightOz.toFixed(4), purity: p.purity.toFixed(4) })),
    )
    .onConflictDoUpdate({
      target: metalProducts.productCode,
      set: excludedSet(metalProducts, [
        'metalType',
        'productKind',
        'caption',
        'weightOz',
        'purity',
        'position',
      ]),
    });
  await db
    .insert(metalProductLocations)
    .values(PRODUCT_LOCATIONS.map((l) => ({ ...l, pricePerUnitUsd: l.pricePerUnitUsd.toFixed(2) })))
    .onConflictDoUpdate({
      target: metalProductLocations.symbolCode,
      set: excludedSet(metalProductLocations, [
        'productCode',
        'locationType',
        'pricePerUnitUsd',
        'position',
      ]),
    });
}

export async function findMetalStreamRow(
  db: Db,
  applicationUid: string,
): Promise<MetalStreamRow | null> {
  const [row] = await db
    .select()
    .from(metalStreams)
    .where(eq(metalStreams.applicationUid, applicationUid));
  return row ?? null;
}

/** The programme as the API answers it (doc 3 §3 MetalStreamData); null when nothing was saved. */
export async function metalStreamView(
  db: Db,
  applicationUid: string,
  currency: Currency,
): Promise<MetalStream | null> {
  const row = await findMetalStreamRow(db, applicationUid);
  if (!row) return null;
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    Amount: num(row.amount),
    Currency: currency,
    GoldPercentage: num(row.goldPercentage),
    SilverPercentage: num(row.silverPercentage),
    SymbolCodeGold: row.symbolCodeGold,
    SymbolCodeSilver: row.symbolCodeSilver,
    SelectedGoldProduct: row.symbolCodeGold
      ? await findProductBySymbol(db, row.symbolCodeGold, currency)
      : null,
    SelectedSilverProduct: row.symbolCodeSilver
      ? await findProductBySymbol(db, row.symbolCodeSilver, currency)
      : null,
    BankAccountUid: row.bankAccountUid,
    UseAccountBalance: row.useAccountBalance,
  };
}

/** Columns one metal-streams call writes. */
export type MetalStreamPatch = Partial<
  Pick<
    MetalStreamRow,
    | 'amount'
    | 'goldPercentage'
    | 'silverPercentage'
    | 'symbolCodeGold'
    | 'symbolCodeSilver'
    | 'bankAccountUid'
    | 'useAccountBalance'
  >
>;

/**
 * Writes `patch` on the application's programme (creating the row on first use) in one statement.
 * Returns `created`: true when none of the patched values existed before (doc 3 §4 "a create when
 * no prior value exists and an update when one does"; the route answers 201 or 200 from it).
 * `existedWhen` names the columns whose prior value makes this an update (default: the patched ones).
 */
export async function saveMetalStream(
  db: Db,
  applicationUid: string,
  patch: MetalStreamPatch,
  existedWhen: Array<keyof MetalStreamPatch> = Object.keys(patch) as Array<keyof MetalStreamPatch>,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(metalStreams)
      .where(eq(metalStreams.applicationUid, applicationUid))
      .for('update');
    const existed = !!before && existedWhen.some((k) => before[k] !== null);
    await tx
      .insert(metalStreams)
      .values({ applicationUid, ...patch })
      .onConflictDoUpdate({
        target: metalStreams.applicationUid,
        set: { ...patch, updatedAt: new Date() },
      });
    return { created: !existed };
  });
}

/** Known ABA routing numbers of the sandbox (docs/sandbox.md "Metal stream"): bank names for manual accounts. */
export const KNOWN_ROUTING_NUMBERS: Record<string, string> = {
  '021000021': 'JPMorgan Chase Bank',
  '026009593': 'Bank of America',
  '121000248': 'Wells Fargo Bank',
  '021000089': 'Citibank',
  '011000138': 'Bank of America (Massachusetts)',
  '091000022': 'U.S. Bank',
};

export interface ManualBankAccountInput {
  AccountHolderFullName: string;
  BankName?: string | null;
  RoutingNumber: string;
  AccountNumber: string;
  AccountType: 'Checking' | 'Savings';
}

/** A new `bank_accounts.account_id` for a manual account: random, nothing derived from its numbers. */
export const newManualAccountId = () => `manual-${randomUUID()}`;

/**
 * The `bank_accounts.account_id` of the application's manual account with these routing and
 * account numbers, or null when none has them: the stored (sealed) numbers are opened with `pii`
 * and compared. Throws `PiiDecryptError` when one was sealed under a key not held.
 */
export async function findManualAccountId(
  db: Db,
  pii: PiiCipher,
  applicationUid: string,
  routingNumber: string,
  accountNumber: string,
): Promise<string | null> {
  const rows = await db
    .select({
      accountId: bankAccounts.accountId,
      routingNumber: manualBankAccounts.routingNumber,
      accountNumber: manualBankAccounts.accountNumber,
    })
    .from(manualBankAccounts)
    .innerJoin(bankAccounts, eq(bankAccounts.uid, manualBankAccounts.bankAccountUid))
    .where(
      and(eq(bankAccounts.applicationUid, applicationUid), eq(bankAccounts.provider, 'manual')),
    )
    .orderBy(asc(bankAccounts.createdAt));
  const same = rows.find(
    (r) =>
      pii.open(r.routingNumber, 'routing-number') === routingNumber &&
      pii.open(r.accountNumber, 'account-number') === accountNumber,
  );
  return same?.accountId ?? null;
}

/**
 * Saves a bank account entered by hand (MetalStreamBankAccountRequest, manual variant): a
 * `bank_accounts` row (provider 'manual', mask = last 4 digits) and its details, in one
 * transaction; the routing and account numbers are stored sealed with `pii` (issue 20). Entering
 * the same routing and account number again (`findManualAccountId`, under a lock of the
 * application row so that two at once make one account) keeps the uid and takes the new holder
 * name, bank name and type.
 */
export async function saveManualBankAccount(
  db: Db,
  pii: PiiCipher,
  applicationUid: string,
  input: ManualBankAccountInput,
): Promise<BankAccountRow> {
  const bankName = input.BankName?.trim() || KNOWN_ROUTING_NUMBERS[input.RoutingNumber] || 'Bank';
  return db.transaction(async (tx) => {
    await tx
      .select({ uid: applications.uid })
      .from(applications)
      .where(eq(applications.uid, applicationUid))
      .for('update');
    const accountId =
      (await findManualAccountId(
        tx,
        pii,
        applicationUid,
        input.RoutingNumber,
        input.AccountNumber,
      )) ?? newManualAccountId();
    const values = {
      applicationUid,
      provider: 'manual',
      itemId: 'manual',
      accountId,
      bankName,
      accountName: `${input.AccountType} account`,
      accountSubtype: input.AccountType.toLowerCase(),
      mask: input.AccountNumber.slice(-4),
      accessToken: null,
    };
    const [row] = await tx
      .insert(bankAccounts)
      .values(values)
      .onConflictDoUpdate({
        target: [bankAccounts.applicationUid, bankAccounts.provider, bankAccounts.accountId],
        set: { bankName, accountName: values.accountName, accountSubtype: values.accountSubtype },
      })
      .returning();
    const details = {
      accountHolderFullName: input.AccountHolderFullName,
      routingNumber: pii.seal(input.RoutingNumber, 'routing-number'),
      accountNumber: pii.seal(input.AccountNumber, 'account-number'),
      accountType: input.AccountType,
    };
    await tx
      .insert(manualBankAccounts)
      .values({ bankAccountUid: row.uid, ...details })
      .onConflictDoUpdate({ target: manualBankAccounts.bankAccountUid, set: details });
    return row;
  });
}

/**
 * The manual details of a bank account, routing and account numbers opened with `pii` (tests and
 * the broker back office; never answered by the API, which shows the mask); null for linked
 * accounts. Throws `PiiDecryptError` when they were sealed under a key not held.
 */
export async function findManualBankAccount(
  db: Db,
  pii: PiiCipher,
  applicationUid: string,
  bankAccountUid: string,
) {
  const [row] = await db
    .select({ details: manualBankAccounts })
    .from(manualBankAccounts)
    .innerJoin(bankAccounts, eq(bankAccounts.uid, manualBankAccounts.bankAccountUid))
    .where(
      and(
        eq(bankAccounts.applicationUid, applicationUid),
        eq(manualBankAccounts.bankAccountUid, bankAccountUid),
      ),
    );
  if (!row) return null;
  return {
    ...row.details,
    routingNumber: pii.open(row.details.routingNumber, 'routing-number'),
    accountNumber: pii.open(row.details.accountNumber, 'account-number'),
  };
}

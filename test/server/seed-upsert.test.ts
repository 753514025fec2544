/**
 * A re-seed refreshes seeded reference rows in place (server/db/upsert.ts excludedSet): a row
 * changed in the database gets its seeded values back, on every seeded table that upserts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seed } from '../../server/db/seed';
import {
  cddLookups,
  countries,
  custodians,
  metalProductLocations,
  metalProducts,
} from '../../server/db/schema';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

it('re-seeding restores the seeded values of countries, CDD lookups, custodians and the metal catalogue', async () => {
  const db = h.database.db;
  const [custodian] = await db.select().from(custodians).limit(1);
  const [product] = await db.select().from(metalProducts).limit(1);
  const [location] = await db.select().from(metalProductLocations).limit(1);
  const [lookup] = await db.select().from(cddLookups).limit(1);
  expect(custodian && product && location && lookup).toBeTruthy();

  await db
    .update(countries)
    .set({ caption: 'Changed', telephoneCode: '999' })
    .where(eq(countries.iso3, 'USA'));
  await db
    .update(custodians)
    .set({ name: 'Changed', city: 'Nowhere' })
    .where(eq(custodians.uid, custodian!.uid));
  await db
    .update(metalProducts)
    .set({ caption: 'Changed' })
    .where(eq(metalProducts.productCode, product!.productCode));
  await db
    .update(metalProductLocations)
    .set({ pricePerUnitUsd: '1.00' })
    .where(eq(metalProductLocations.symbolCode, location!.symbolCode));
  await db
    .update(cddLookups)
    .set({ caption: 'Changed' })
    .where(eq(cddLookups.caption, lookup!.caption));

  await seed(db, 'HAA');

  const [usa] = await db.select().from(countries).where(eq(countries.iso3, 'USA'));
  expect(usa!.caption).not.toBe('Changed');
  expect(usa!.telephoneCode).toBe('1');
  const [c] = await db.select().from(custodians).where(eq(custodians.uid, custodian!.uid));
  expect({ name: c!.name, city: c!.city }).toEqual({
    name: custodian!.name,
    city: custodian!.city,
  });
  const [p] = await db
    .select()
    .from(metalProducts)
    .where(eq(metalProducts.productCode, product!.productCode));
  expect(p!.caption).toBe(product!.caption);
  const [l] = await db
    .select()
    .from(metalProductLocations)
    .where(eq(metalProductLocations.symbolCode, location!.symbolCode));
  expect(l!.pricePerUnitUsd).toBe(location!.pricePerUnitUsd);
  expect((await db.select().from(cddLookups).where(eq(cddLookups.caption, 'Changed'))).length).toBe(
    0,
  );
});

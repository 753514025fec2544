-- Issue 35 item 5 (doc 2 §5, §8 GiftStateNotSupported): the US states where a UTMA (gift) account
-- is supported are reference data, stateListType 3 — every US subdivision but South Carolina and
-- the inhabited outlying areas (server/db/seed.ts UTMA_UNSUPPORTED_STATES, which seeds new
-- databases the same way).
UPDATE "states"
SET "list_types" = array_append("list_types", 3)
WHERE "country_iso3" = 'USA'
  AND "code" NOT IN ('SC', 'PR', 'GU', 'VI', 'AS', 'MP')
  AND NOT (3 = ANY("list_types"));

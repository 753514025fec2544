-- Issue 20: a manual bank account's internal account_id was 'manual-' + SHA-256 of the routing and
-- account numbers — guessable (routing numbers are a small known set), so the digest revealed the
-- numbers now sealed in manual_bank_accounts. New accounts get a random id; old ones get one here.
UPDATE "bank_accounts"
SET "account_id" = 'manual-' || gen_random_uuid()::text
WHERE "provider" = 'manual'
  AND "account_id" !~ '^manual-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

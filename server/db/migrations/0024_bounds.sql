-- Issue 31 part 5 (bounds and small counts).
-- A session opened by POST /v2/authenticate/authenticate/generate names the session it came
-- from; revoking that parent (logout, refresh reuse) revokes it too (server/auth/sessions.ts).
ALTER TABLE "auth_sessions" ADD COLUMN "parent_id" uuid;
--> statement-breakpoint
CREATE INDEX "auth_sessions_parent_idx" ON "auth_sessions" USING btree ("parent_id") WHERE "parent_id" IS NOT NULL;
--> statement-breakpoint
-- How many times a KYC document requirement was stored (the first upload and every
-- replacement); PATCH stops at MAX_DOCUMENT_UPLOADS (server/db/documents.ts).
ALTER TABLE "kyc_documents" ADD COLUMN "upload_count" integer DEFAULT 1 NOT NULL;

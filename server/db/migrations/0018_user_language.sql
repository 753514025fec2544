-- Issue 24: the wizard language a user chose (PUT /v2/users/language): another device opens in it
-- and the server's mails (reset, invitation) are written in it. NULL = never chosen.
ALTER TABLE "users" ADD COLUMN "language" text;

CREATE TABLE "pii_key_check" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"key_check" text NOT NULL,
	"rotating_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "bank_accounts" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uid" uuid NOT NULL,
	"provider" text NOT NULL,
	"item_id" text NOT NULL,
	"account_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_subtype" text NOT NULL,
	"mask" text NOT NULL,
	"access_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fundings" ADD COLUMN "bank_account_uid" uuid;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_app_account_idx" ON "bank_accounts" USING btree ("application_uid","provider","account_id");
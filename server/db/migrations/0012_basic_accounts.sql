CREATE TABLE "basic_accounts" (
	"account_uid" uuid PRIMARY KEY NOT NULL,
	"account_code" text NOT NULL,
	"account_number" text NOT NULL,
	"user_uid" uuid NOT NULL,
	"broker_code" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"suffix_type" integer,
	"phone" jsonb,
	"is_phone_connected_to_2fa" boolean DEFAULT false NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upgrade_application_uid" uuid,
	"upgraded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basic_accounts_account_code_unique" UNIQUE("account_code"),
	CONSTRAINT "basic_accounts_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "account_upgrade_type" integer;--> statement-breakpoint
ALTER TABLE "basic_accounts" ADD CONSTRAINT "basic_accounts_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_accounts" ADD CONSTRAINT "basic_accounts_broker_code_brokers_code_fk" FOREIGN KEY ("broker_code") REFERENCES "public"."brokers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basic_accounts" ADD CONSTRAINT "basic_accounts_upgrade_application_uid_applications_uid_fk" FOREIGN KEY ("upgrade_application_uid") REFERENCES "public"."applications"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basic_accounts_user_idx" ON "basic_accounts" USING btree ("user_uid");
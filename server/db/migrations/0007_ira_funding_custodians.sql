CREATE TABLE "custodians" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"apt_or_suite" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_iso3" text DEFAULT 'USA' NOT NULL,
	"phone" text NOT NULL,
	"fax" text
);
--> statement-breakpoint
CREATE TABLE "ira_fundings" (
	"application_uid" uuid PRIMARY KEY NOT NULL,
	"ira_funding_type" integer NOT NULL,
	"amount" numeric(14, 2),
	"contribution_year" integer,
	"transfer_type" text,
	"custodian_account_type" text,
	"account_number" text,
	"custodian" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ira_fundings" ADD CONSTRAINT "ira_fundings_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;
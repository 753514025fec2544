CREATE TABLE "cdd_lookups" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"caption" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cdd_lookups_list_category_id_pk" PRIMARY KEY("list","category","id")
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uid" uuid NOT NULL,
	"name" text,
	"ein" text,
	"no_ein" boolean,
	"street" text,
	"apt_or_suite" text,
	"city" text,
	"state" text,
	"state_caption" text,
	"postal_code" text,
	"country_iso3" text,
	"country_iso2" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_entities_application_uid_unique" UNIQUE("application_uid")
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "marital_status" integer;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "backup_withholding" boolean;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "agreement_acceptances" (
	"application_uid" uuid NOT NULL,
	"agreement_type" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_acceptances_application_uid_agreement_type_pk" PRIMARY KEY("application_uid","agreement_type")
);
--> statement-breakpoint
CREATE TABLE "application_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_uid" uuid NOT NULL,
	"step" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uid" uuid NOT NULL,
	"broker_code" text NOT NULL,
	"application_type" text,
	"account_type" text,
	"registration_flow_type" integer DEFAULT 1 NOT NULL,
	"application_step" text,
	"is_assisted" boolean DEFAULT false NOT NULL,
	"account_uid" uuid,
	"account_number" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"session_id" text,
	"verification_result" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso3" text PRIMARY KEY NOT NULL,
	"iso2" text NOT NULL,
	"caption" text NOT NULL,
	"telephone_code" text NOT NULL,
	CONSTRAINT "countries_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "fingerprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"fp" text NOT NULL,
	"url_referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fundings" (
	"application_uid" uuid PRIMARY KEY NOT NULL,
	"bank_funding_type" integer,
	"amount" numeric(14, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uid" uuid NOT NULL,
	"role" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"suffix_type" integer,
	"date_of_birth" text,
	"country_iso3" text,
	"country_iso2" text,
	"ssn" text,
	"phone_iso3" text,
	"phone_area_code" text,
	"phone_local_number" text,
	"phone_state_code" text,
	"street" text,
	"apt_or_suite" text,
	"city" text,
	"state" text,
	"state_caption" text,
	"postal_code" text,
	"address_country_iso3" text,
	"address_country_iso2" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"country_iso3" text NOT NULL,
	"code" text NOT NULL,
	"caption" text NOT NULL,
	"list_types" integer[] NOT NULL,
	CONSTRAINT "states_country_iso3_code_pk" PRIMARY KEY("country_iso3","code")
);
--> statement-breakpoint
CREATE TABLE "tracking_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"user_uid" uuid,
	"application_uid" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usernames" (
	"username" text PRIMARY KEY NOT NULL,
	"user_uid" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"broker_code" text NOT NULL,
	"logon_uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"current_application_uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_steps" ADD CONSTRAINT "application_steps_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_broker_code_brokers_code_fk" FOREIGN KEY ("broker_code") REFERENCES "public"."brokers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_iso3_countries_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."countries"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usernames" ADD CONSTRAINT "usernames_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_broker_code_brokers_code_fk" FOREIGN KEY ("broker_code") REFERENCES "public"."brokers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_steps_app_idx" ON "application_steps" USING btree ("application_uid");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_application_role_idx" ON "persons" USING btree ("application_uid","role");--> statement-breakpoint
CREATE INDEX "usernames_user_idx" ON "usernames" USING btree ("user_uid");
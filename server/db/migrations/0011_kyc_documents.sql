CREATE TABLE "idv_events" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_uid" uuid NOT NULL,
	"event_type" text NOT NULL,
	"session_id" text,
	"document_type" integer,
	"person_target_type" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"application_uid" uuid NOT NULL,
	"person_target_type" integer NOT NULL,
	"document_group" text NOT NULL,
	"document_type" integer NOT NULL,
	"idv_document_type" text,
	"caption" text,
	"file_field" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idv_events" ADD CONSTRAINT "idv_events_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idv_events_app_idx" ON "idv_events" USING btree ("application_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_slot_idx" ON "kyc_documents" USING btree ("application_uid","person_target_type","document_group");
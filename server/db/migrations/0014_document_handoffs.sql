CREATE TABLE "document_handoffs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_uid" uuid NOT NULL,
	"document_uid" uuid NOT NULL,
	"person_target_type" integer NOT NULL,
	"document_type" integer NOT NULL,
	"idv_document_type" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_handoffs" ADD CONSTRAINT "document_handoffs_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_handoffs_app_idx" ON "document_handoffs" USING btree ("application_uid");
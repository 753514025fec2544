CREATE TABLE "crm_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_events" ADD CONSTRAINT "crm_events_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_events_app_idx" ON "crm_events" USING btree ("application_uid");
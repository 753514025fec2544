CREATE TABLE "cdd_answers" (
	"application_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cdd_answers_application_uid_kind_pk" PRIMARY KEY("application_uid","kind")
);
--> statement-breakpoint
ALTER TABLE "cdd_answers" ADD CONSTRAINT "cdd_answers_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;
-- Issue 25: analysts (the analytics page's users, a role apart from applicants and sales agents)
-- and their sign-ins (opaque tokens, only the SHA-256 kept).
CREATE TABLE "analyst_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"analyst_uid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysts" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "analyst_sessions" ADD CONSTRAINT "analyst_sessions_analyst_uid_analysts_uid_fk" FOREIGN KEY ("analyst_uid") REFERENCES "public"."analysts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyst_sessions_analyst_idx" ON "analyst_sessions" USING btree ("analyst_uid");
CREATE TABLE "sales_agents" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"broker_code" text NOT NULL,
	"logon_uid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_agents_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sales_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_uid" uuid NOT NULL,
	"user_uid" uuid NOT NULL,
	"sales_agent_uid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_agents" ADD CONSTRAINT "sales_agents_broker_code_brokers_code_fk" FOREIGN KEY ("broker_code") REFERENCES "public"."brokers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invitations" ADD CONSTRAINT "sales_invitations_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invitations" ADD CONSTRAINT "sales_invitations_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invitations" ADD CONSTRAINT "sales_invitations_sales_agent_uid_sales_agents_uid_fk" FOREIGN KEY ("sales_agent_uid") REFERENCES "public"."sales_agents"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_invitations_app_idx" ON "sales_invitations" USING btree ("application_uid");--> statement-breakpoint
CREATE INDEX "sales_invitations_user_idx" ON "sales_invitations" USING btree ("user_uid");
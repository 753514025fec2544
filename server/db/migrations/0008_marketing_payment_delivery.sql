CREATE TABLE "marketing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"list" text NOT NULL,
	"broker_code" text NOT NULL,
	"user_uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ira_fundings" ADD COLUMN "payment_delivery_type" text;--> statement-breakpoint
ALTER TABLE "marketing_subscriptions" ADD CONSTRAINT "marketing_subscriptions_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_subscriptions_email_list_broker_idx" ON "marketing_subscriptions" USING btree ("email","list","broker_code");
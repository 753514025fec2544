-- Issue 31 "The customer signs, the agent prepares": who acted, and agents/analysts that can be cut off.
ALTER TABLE "auth_sessions" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "actor_uid" uuid;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_sessions_actor_idx" ON "auth_sessions" ("actor_uid");--> statement-breakpoint
ALTER TABLE "sales_agents" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analysts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "actor_uid" uuid;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "backup_withholding_actor_kind" text;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "backup_withholding_actor_uid" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "completed_by_kind" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "completed_by_uid" uuid;

-- Issue 25: the journey map's aggregates (server/db/analytics.ts): each step record knows the next
-- step, when it was left and whether it was the first visit (maintained by recordStep), and the
-- indexes the analytics queries read.
ALTER TABLE "application_steps" ADD COLUMN "next_step" text;--> statement-breakpoint
ALTER TABLE "application_steps" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_steps" ADD COLUMN "first_visit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The records written before: where each application went next, when, and its first visits.
UPDATE "application_steps" s SET "next_step" = n."next_step", "left_at" = n."left_at", "first_visit" = n."first_visit"
FROM (
  SELECT "id",
    lead("step") OVER w AS "next_step",
    lead("created_at") OVER w AS "left_at",
    row_number() OVER (PARTITION BY "application_uid", "step" ORDER BY "created_at", "id") = 1 AS "first_visit"
  FROM "application_steps"
  WINDOW w AS (PARTITION BY "application_uid" ORDER BY "created_at", "id")
) n
WHERE n."id" = s."id";--> statement-breakpoint
CREATE INDEX "application_steps_created_idx" ON "application_steps" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "application_steps_step_app_idx" ON "application_steps" USING btree ("step","application_uid");--> statement-breakpoint
CREATE INDEX "application_steps_open_idx" ON "application_steps" USING btree ("application_uid") WHERE "application_steps"."left_at" is null;--> statement-breakpoint
CREATE INDEX "applications_created_on_idx" ON "applications" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "applications_completed_at_idx" ON "applications" USING btree ("completed_at");
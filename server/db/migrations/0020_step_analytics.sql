-- Issue 25: the journey map's aggregates (server/db/analytics.ts). Each step record knows the
-- application's kind, the next step, when it was left and whether it was the first visit; each
-- application when it was secured and funded (all maintained by recordStep); and the indexes the
-- analytics queries read (a kind's records by time, covering; the open records; by step).
ALTER TABLE "application_steps" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "application_steps" ADD COLUMN "next_step" text;--> statement-breakpoint
ALTER TABLE "application_steps" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_steps" ADD COLUMN "first_visit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "secured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
-- The records written before: the kind (wizardIdFor of machines/wizard-engine/registry.ts, as
-- KIND_SQL of server/db/analytics.ts), where each application went next, when, its first visits.
UPDATE "application_steps" s SET "kind" = (case
    when a."registration_flow_type" = 2 then 'metalStream'
    when a."application_type" = 'Individual' then 'individual'
    when a."application_type" = 'Corporate' then (case when a."account_type" = 'Trust' then 'trust' else 'business' end)
    when a."application_type" = 'IRA' then (case when a."account_type" in ('SIMPLE', 'SEP') then 'iraBusiness' else 'iraPersonal' end)
    when a."application_type" = 'JointTenants' then 'joint'
    when a."application_type" = 'UTMA' then 'utma'
  end)
FROM "applications" a WHERE a."uid" = s."application_uid";--> statement-breakpoint
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
-- Secured: the first record of the address step; funded: of a review step (SECURED_PATH, FUNDED_PATHS).
UPDATE "applications" a SET "secured_at" = m."secured_at", "funded_at" = m."funded_at"
FROM (
  SELECT "application_uid",
    min("created_at") FILTER (WHERE "step" = '/address') AS "secured_at",
    min("created_at") FILTER (WHERE "step" IN ('/review', '/aip/review')) AS "funded_at"
  FROM "application_steps" GROUP BY "application_uid"
) m
WHERE m."application_uid" = a."uid";--> statement-breakpoint
CREATE INDEX "application_steps_kind_created_idx" ON "application_steps" USING btree ("kind","created_at") INCLUDE ("step", "next_step", "first_visit", "left_at", "application_uid");--> statement-breakpoint
CREATE INDEX "application_steps_open_idx" ON "application_steps" USING btree ("kind","created_at") WHERE "application_steps"."left_at" is null;--> statement-breakpoint
CREATE INDEX "application_steps_step_app_idx" ON "application_steps" USING btree ("step","application_uid");--> statement-breakpoint
CREATE INDEX "applications_created_on_idx" ON "applications" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "applications_completed_at_idx" ON "applications" USING btree ("completed_at");
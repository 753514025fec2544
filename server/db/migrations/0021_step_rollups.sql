-- Issue 25: the journey map's daily rollup (server/db/analytics.ts): per UTC day, kind, broker
-- ('' = all brokers) and step, the first visits and the moves to each next step
-- (application_step_days), and the histogram of time spent (application_step_time_days), kept
-- by recordStep in the step's transaction (addToStepRollups); their primary keys cover the counts,
-- so a period's rows are read from the index alone. The open records' index covers the step and
-- the application too (the map's "now" and "left here" read it alone). The backfill below is
-- STEP_ROLLUP_BACKFILL's text (a test checks): the rollup of the records written before.
CREATE TABLE "application_step_days" (
	"kind" text NOT NULL,
	"broker_code" text NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"next_step" text NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_step_days_kind_broker_code_day_step_next_step_pk" PRIMARY KEY("kind","broker_code","day","step","next_step") INCLUDE ("reached", "moves")
);
--> statement-breakpoint
CREATE TABLE "application_step_time_days" (
	"kind" text NOT NULL,
	"broker_code" text NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"bucket" integer NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_step_time_days_kind_broker_code_day_step_bucket_pk" PRIMARY KEY("kind","broker_code","day","step","bucket") INCLUDE ("moves")
);--> statement-breakpoint
INSERT INTO "application_step_days" ("kind", "broker_code", "day", "step", "next_step", "reached", "moves")
SELECT s."kind", b."code", (s."created_at" at time zone 'UTC')::date, s."step", '', count(*)::int, 0
FROM "application_steps" s JOIN "applications" a ON a."uid" = s."application_uid"
  CROSS JOIN LATERAL (values (a."broker_code"), ('')) AS b("code")
WHERE s."kind" IS NOT NULL AND s."first_visit"
GROUP BY 1, 2, 3, 4
UNION ALL
SELECT s."kind", b."code", (s."created_at" at time zone 'UTC')::date, s."step", s."next_step", 0, count(*)::int
FROM "application_steps" s JOIN "applications" a ON a."uid" = s."application_uid"
  CROSS JOIN LATERAL (values (a."broker_code"), ('')) AS b("code")
WHERE s."kind" IS NOT NULL AND s."next_step" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "application_step_time_days" ("kind", "broker_code", "day", "step", "bucket", "moves")
SELECT s."kind", b."code", (s."created_at" at time zone 'UTC')::date, s."step",
  round(ln(1 + date_part('epoch', s."left_at" - s."created_at")) * 20)::int, count(*)::int
FROM "application_steps" s JOIN "applications" a ON a."uid" = s."application_uid"
  CROSS JOIN LATERAL (values (a."broker_code"), ('')) AS b("code")
WHERE s."kind" IS NOT NULL AND s."left_at" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
DROP INDEX "application_steps_open_idx";--> statement-breakpoint
CREATE INDEX "application_steps_open_idx" ON "application_steps" USING btree ("kind","created_at") INCLUDE ("step", "application_uid") WHERE "application_steps"."left_at" is null;

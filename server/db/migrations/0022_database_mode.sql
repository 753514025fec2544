-- Issue 31 part 2: the mode of the database. A production start writes the one row (id 1,
-- mode 'production') under the migration lock; a sandbox start refuses a database holding it.
CREATE TABLE "database_mode" (
	"id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_version" text NOT NULL,
	CONSTRAINT "database_mode_one_row" CHECK ("id" = 1),
	CONSTRAINT "database_mode_mode" CHECK ("mode" = 'production')
);

CREATE TABLE "manual_bank_accounts" (
	"bank_account_uid" uuid PRIMARY KEY NOT NULL,
	"account_holder_full_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_product_locations" (
	"symbol_code" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"location_type" integer NOT NULL,
	"price_per_unit_usd" numeric(14, 2) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_products" (
	"product_code" text PRIMARY KEY NOT NULL,
	"metal_type" text NOT NULL,
	"product_kind" text NOT NULL,
	"caption" text NOT NULL,
	"weight_oz" numeric(12, 4) NOT NULL,
	"purity" numeric(5, 4) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_streams" (
	"application_uid" uuid PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2),
	"gold_percentage" numeric(5, 4),
	"silver_percentage" numeric(5, 4),
	"symbol_code_gold" text,
	"symbol_code_silver" text,
	"bank_account_uid" uuid,
	"use_account_balance" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_bank_accounts" ADD CONSTRAINT "manual_bank_accounts_bank_account_uid_bank_accounts_uid_fk" FOREIGN KEY ("bank_account_uid") REFERENCES "public"."bank_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_product_locations" ADD CONSTRAINT "metal_product_locations_product_code_metal_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."metal_products"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_streams" ADD CONSTRAINT "metal_streams_application_uid_applications_uid_fk" FOREIGN KEY ("application_uid") REFERENCES "public"."applications"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_streams" ADD CONSTRAINT "metal_streams_bank_account_uid_bank_accounts_uid_fk" FOREIGN KEY ("bank_account_uid") REFERENCES "public"."bank_accounts"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_product_locations_product_idx" ON "metal_product_locations" USING btree ("product_code");
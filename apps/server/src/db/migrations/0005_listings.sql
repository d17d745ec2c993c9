CREATE TABLE "bidder_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bidder_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bidder_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"saved_filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bidder_filters" ADD CONSTRAINT "bidder_filters_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bidder_filters_bidder_idx" ON "bidder_filters" USING btree ("bidder_id");
--> statement-breakpoint
ALTER TABLE "property_attribute_values" ADD COLUMN "value_number" numeric GENERATED ALWAYS AS (CASE WHEN "value" ~ '^\s*-?[0-9]{1,15}(\.[0-9]{1,6})?\s*$' THEN trim("value")::numeric END) STORED;
--> statement-breakpoint
CREATE INDEX "property_attribute_values_number_idx" ON "property_attribute_values" USING btree ("attribute_id","value_number","property_id");
--> statement-breakpoint
CREATE INDEX "property_attribute_values_option_idx" ON "property_attribute_values" USING btree ("attribute_id","value","property_id");
--> statement-breakpoint
CREATE INDEX "properties_point_idx" ON "properties" USING gist (point("longitude", "latitude")) WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL AND "is_primary";
--> statement-breakpoint
CREATE INDEX "properties_primary_lot_idx" ON "properties" USING btree ("lot_id") WHERE "is_primary";
--> statement-breakpoint
CREATE INDEX "lots_listed_auction_idx" ON "lots" USING btree ("auction_id","id") WHERE "lot_status" <> 'Draft' AND "auction_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "lots_listed_price_idx" ON "lots" USING btree ("opening_price_cents","id") WHERE "lot_status" <> 'Draft' AND "auction_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("street_line1" || ' ' || coalesce("street_line2", '') || ' ' || "city" || ' ' || "county" || ' ' || "zip_code")) STORED;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WHERE "is_primary";

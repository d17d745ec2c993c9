-- Issue 42 (point 2), ADR 0069: signed checkpoints of the sale record, and every public key that signed one.
CREATE TABLE "record_signing_keys" (
	"key_id" varchar(16) PRIMARY KEY NOT NULL,
	"public_key" varchar(64) NOT NULL,
	"first_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_record_checkpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_record_checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"auction_id" integer NOT NULL REFERENCES "auctions"("id") ON DELETE cascade,
	"lot_id" integer REFERENCES "lots"("id") ON DELETE cascade,
	"event_count" bigint,
	"sale_day" date,
	"key_id" varchar(16) NOT NULL REFERENCES "record_signing_keys"("key_id"),
	"body" text NOT NULL,
	"signature" varchar(96) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sale_record_checkpoints_lot_uq" ON "sale_record_checkpoints" ("lot_id","event_count") WHERE kind = 'lot';
--> statement-breakpoint
CREATE UNIQUE INDEX "sale_record_checkpoints_day_uq" ON "sale_record_checkpoints" ("auction_id","sale_day","hash") WHERE kind = 'day';
--> statement-breakpoint
CREATE INDEX "sale_record_checkpoints_auction_idx" ON "sale_record_checkpoints" ("auction_id");

-- Issue 43 (point 1): the written and enforced outage policy (ADR 0077).
-- A staff pause of an auction: while paused_at is set its lots refuse bids and its clock stands still.
ALTER TABLE "auctions" ADD COLUMN "paused_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "paused_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- The pause written on each of the auction's lots not yet closed, under that lot's row lock: a bid reads it in
-- the locked read it already makes, so a bid waiting on the lock sees the pause that took it first.
ALTER TABLE "lots" ADD COLUMN "sale_paused_at" timestamp with time zone;
--> statement-breakpoint
-- The health beat: one shared row, stamped by every server process (the database's clock) each time both
-- the database and, where configured, Redis answered. A timed lot closes only once a beat is at or after
-- its close; a gap longer than the threshold is an outage, recovered once under this row's lock.
CREATE TABLE "service_health" (
	"id" smallint PRIMARY KEY DEFAULT 1 CONSTRAINT "service_health_one_row" CHECK ("id" = 1),
	"last_healthy_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "service_health" ("id", "last_healthy_at") VALUES (1, NULL);
--> statement-breakpoint
-- Every pause (of one auction) and outage (of the service), never deleted: the Report of Sale shows them.
CREATE TABLE "sale_interruptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" varchar(8) NOT NULL,
	"auction_id" integer REFERENCES "auctions"("id") ON DELETE CASCADE,
	"cause" varchar(16),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"margin_seconds" integer DEFAULT 0 NOT NULL,
	"started_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"ended_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "sale_interruptions_kind" CHECK ("kind" IN ('Pause', 'Outage')),
	CONSTRAINT "sale_interruptions_pause_has_auction" CHECK ("kind" = 'Outage' OR "auction_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sale_interruptions_one_open_pause" ON "sale_interruptions" ("auction_id") WHERE "kind" = 'Pause' AND "ended_at" IS NULL;
--> statement-breakpoint
-- Each lot a pause or an outage touched: its close before and after (null when it had none).
CREATE TABLE "sale_interruption_lots" (
	"interruption_id" integer NOT NULL REFERENCES "sale_interruptions"("id") ON DELETE CASCADE,
	"lot_id" integer NOT NULL REFERENCES "lots"("id") ON DELETE CASCADE,
	"previous_stop_time" timestamp with time zone,
	"new_stop_time" timestamp with time zone,
	CONSTRAINT "sale_interruption_lots_pk" PRIMARY KEY ("interruption_id", "lot_id")
);
--> statement-breakpoint
CREATE INDEX "sale_interruption_lots_lot_idx" ON "sale_interruption_lots" ("lot_id");
--> statement-breakpoint
-- The bid log takes the two events of the policy: SalePaused 15 and SaleResumed 16.
ALTER TABLE "lot_events" DROP CONSTRAINT "lot_events_event_range";
--> statement-breakpoint
ALTER TABLE "lot_events" ADD CONSTRAINT "lot_events_event_range" CHECK ("lot_events"."event" between 0 and 16);

-- Maximum (absentee) bids (issue 32, ADR 0024). One maximum per bidder per lot; the engine reads only the two
-- highest standing ones per bid, through the partial index below (amount first, then who set it first).
CREATE TABLE "maximum_bids" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "lot_id" integer NOT NULL REFERENCES "lots"("id") ON DELETE CASCADE,
  "auction_bidder_id" integer NOT NULL REFERENCES "auction_bidders"("id"),
  "bidder_id" integer NOT NULL REFERENCES "users"("id"),
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "created_date" timestamptz NOT NULL DEFAULT now(),
  -- When the amount was last set (a raise resets it): the earlier of two equal maximums wins.
  "updated_date" timestamptz NOT NULL DEFAULT now(),
  -- Set when another bidder's bid passed it; cleared by a raise. Exceeded maximums never bid.
  "exceeded_at" timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maximum_bids_lot_bidder_unique" ON "maximum_bids" ("lot_id", "bidder_id");
--> statement-breakpoint
CREATE INDEX "maximum_bids_standing_idx" ON "maximum_bids" ("lot_id", "amount_cents" DESC, "updated_date", "bidder_id")
  WHERE "exceeded_at" IS NULL;
--> statement-breakpoint
-- The count staff may see (never the amounts), kept under the lot's row lock with every set and withdrawal.
ALTER TABLE "lots" ADD COLUMN "maximum_bid_count" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "placed_by_maximum" boolean NOT NULL DEFAULT false;

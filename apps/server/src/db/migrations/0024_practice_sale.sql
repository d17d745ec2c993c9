-- Issue 43 (point 4): a practice sale, always open (ADR 0076).
-- A practice auction is a flag on the auction, held by the one platform-owned practice company; every
-- surface of real sales (search, reports, dashboards, winnings, sale records, alerts, webhooks) excludes it.
ALTER TABLE "auctions" ADD COLUMN "is_practice" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_practice" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- At most one practice auction and one practice company: creating them at boot is idempotent under races.
CREATE UNIQUE INDEX "auctions_one_practice_unique" ON "auctions" ("is_practice") WHERE "is_practice";
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_one_practice_unique" ON "companies" ("is_practice") WHERE "is_practice";
--> statement-breakpoint
-- The scripted rival bidders: platform users that cannot sign in, one per seat.
CREATE TABLE "practice_rivals" (
	"seat" smallint PRIMARY KEY,
	"user_id" integer NOT NULL UNIQUE REFERENCES "users"("id") ON DELETE CASCADE
);

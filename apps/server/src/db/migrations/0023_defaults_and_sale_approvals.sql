-- Issue 43 (point 3): defaults, the runner-up and per-sale approval (ADR 0075).
-- How many hours a runner-up has to accept an offer (the domain clamps it to 1–168).
ALTER TABLE "companies" ADD COLUMN "runner_up_offer_hours" integer DEFAULT 24 NOT NULL;
--> statement-breakpoint
-- Off by default: with it off, joining a lot is exactly what the spec says (non-payers aside).
ALTER TABLE "auctions" ADD COLUMN "require_bidder_approval" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A defaulted win, kept as it was: the winning bid, its bidder and amount, when it was won, who defaulted it and why.
CREATE TABLE "lot_defaults" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"lot_id" integer NOT NULL REFERENCES "lots"("id") ON DELETE CASCADE,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"bid_id" bigint NOT NULL REFERENCES "bids"("id"),
	"bidder_id" integer NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"won_at" timestamp with time zone,
	"reason" text NOT NULL,
	"defaulted_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lot_defaults_lot_idx" ON "lot_defaults" ("lot_id");
--> statement-breakpoint
-- An offer of a defaulted lot to a lower bidder, at that bidder's own highest accepted bid.
CREATE TABLE "runner_up_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"default_id" integer NOT NULL REFERENCES "lot_defaults"("id") ON DELETE CASCADE,
	"lot_id" integer NOT NULL REFERENCES "lots"("id") ON DELETE CASCADE,
	"bid_id" bigint NOT NULL REFERENCES "bids"("id"),
	"bidder_id" integer NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'Open' NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"offered_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runner_up_offers_status_check" CHECK ("status" in ('Open', 'Accepted', 'Declined', 'Lapsed'))
);
--> statement-breakpoint
-- At most one open offer per lot.
CREATE UNIQUE INDEX "runner_up_offers_open_lot_unique" ON "runner_up_offers" ("lot_id") WHERE "status" = 'Open';
--> statement-breakpoint
CREATE INDEX "runner_up_offers_bidder_idx" ON "runner_up_offers" ("bidder_id", "status");
--> statement-breakpoint
-- A host's non-payer list. An admin's removal keeps the row, with who and why.
CREATE TABLE "non_payers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"bidder_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"lot_id" integer REFERENCES "lots"("id") ON DELETE SET NULL,
	"default_id" integer REFERENCES "lot_defaults"("id") ON DELETE SET NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"removed_reason" text
);
--> statement-breakpoint
CREATE INDEX "non_payers_company_bidder_idx" ON "non_payers" ("company_id", "bidder_id") WHERE "removed_at" IS NULL;
--> statement-breakpoint
-- A bidder's request to bid in an auction: one per bidder and auction.
CREATE TABLE "sale_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"auction_id" integer NOT NULL REFERENCES "auctions"("id") ON DELETE CASCADE,
	"bidder_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"is_non_payer" boolean DEFAULT false NOT NULL,
	"decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_approvals_status_check" CHECK ("status" in ('Pending', 'Approved', 'Denied'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sale_approvals_auction_bidder_unique" ON "sale_approvals" ("auction_id", "bidder_id");
--> statement-breakpoint
-- The audit trail (ADR 0071): staff's defaults and offers, an admin's removal from the non-payer list, and
-- every decision on a bidder's request are changes staff and admins make; the runner-up's answer and the
-- lapse job's are recorded too, with whatever actor is known (the bidder, or `system`).
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "lot_defaults"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "runner_up_offers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT c.company_id FROM lots l JOIN cases c ON c.id = l.case_id WHERE l.id = ($1->>''lot_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "non_payers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "sale_approvals"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT company_id FROM auctions WHERE id = ($1->>''auction_id'')::integer', '');

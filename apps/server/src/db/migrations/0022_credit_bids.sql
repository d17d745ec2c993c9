-- Issue 43 (point 2): the plaintiff's credit bid, entered twice (ADR 0074).
-- An auction may require a confirmed credit bid before its lots start; the host may set its own deadline
-- (null: 3:00 PM on the business day before the sale) and the share of the judgment below which a credit
-- bid needs an override.
ALTER TABLE "auctions" ADD COLUMN "credit_bid_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "credit_bid_deadline" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "credit_bid_min_share_percent" smallint DEFAULT 50 NOT NULL;
--> statement-breakpoint
-- The judgment the credit bid is checked against, in cents; null until the host enters it.
ALTER TABLE "cases" ADD COLUMN "judgment_cents" bigint;
--> statement-breakpoint
-- What a lot sold to the plaintiff sold for: its confirmed credit bid, set when the lot closed unsold.
ALTER TABLE "lots" ADD COLUMN "plaintiff_bid_cents" bigint;
--> statement-breakpoint
-- Each entry of a lot's credit bid; a new entry or too many wrong confirmations withdraw the one before,
-- so a lot has at most one current (not withdrawn) entry.
CREATE TABLE "credit_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"lot_id" integer NOT NULL REFERENCES "lots"("id") ON DELETE CASCADE,
	"amount_cents" bigint,
	"plaintiff_does_not_bid" boolean DEFAULT false NOT NULL,
	"override_kind" varchar(16),
	"override_reason" text,
	"entered_by" integer NOT NULL REFERENCES "users"("id"),
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer REFERENCES "users"("id"),
	"confirmed_at" timestamp with time zone,
	"mismatch_count" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "credit_bids_amount_or_no_bid" CHECK (("amount_cents" IS NULL) = "plaintiff_does_not_bid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_bids_current_unique" ON "credit_bids" ("lot_id") WHERE "withdrawn_at" IS NULL;
--> statement-breakpoint
-- Every step, never changed: entered, confirmed, a mismatch, withdrawn; who and when, the amount typed.
CREATE TABLE "credit_bid_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"credit_bid_id" integer NOT NULL REFERENCES "credit_bids"("id") ON DELETE CASCADE,
	"lot_id" integer NOT NULL REFERENCES "lots"("id") ON DELETE CASCADE,
	"action" varchar(16) NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"amount_cents" bigint,
	"plaintiff_does_not_bid" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_bid_history_lot_idx" ON "credit_bid_history" ("lot_id", "id");
--> statement-breakpoint
-- The audit trail (ADR 0071): who entered, confirmed or withdrew a credit bid, and when, with the amount, the
-- "does not bid" choice and the override withheld, since host staff who confirm blind may read the trail;
-- credit_bid_history keeps the amounts. The lot's plaintiff's-sale amount is an outcome the trail follows.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "credit_bids"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT c.company_id FROM lots l JOIN cases c ON c.id = l.case_id WHERE l.id = ($1->>''lot_id'')::integer', '', 'amount_cents,plaintiff_does_not_bid,override_kind,override_reason');
--> statement-breakpoint
DROP TRIGGER "audit_trail" ON "lots";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE OF case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down, min_bid_increment_cents, is_postponed, postponed_date, continuance_date, relief_fee_cents, winner_bid_id, sold_to, winner_created_date, deposit_received_date, payment_received_date, deed_delivery, deed_shipping_address, plaintiff_bid_cents ON "lots"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT company_id FROM cases WHERE id = ($1->>''case_id'')::integer', '');

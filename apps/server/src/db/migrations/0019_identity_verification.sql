-- Issue 42 (point 1), ADR 0072: independent identity verification.
-- The bidder's identity state: Unverified until a bank's account owners are compared with the registered name
-- and address; Verified on a match or an admin's approval; Pending review on no match; Denied by an admin.
ALTER TABLE "bidders" ADD COLUMN "identity_status" varchar(16) DEFAULT 'Unverified' NOT NULL;
--> statement-breakpoint
-- "Verified" now includes the identity check: bidders verified before it must pass it (a link or the
-- verification step runs it), so the flag is taken back until they do.
UPDATE "bidders" SET "is_verified" = false WHERE "is_verified" = true;
--> statement-breakpoint
CREATE TABLE "identity_evidence" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "identity_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bidder_id" integer NOT NULL,
	"method" varchar(32) NOT NULL,
	"bank_account_id" integer,
	"provider_item_id" varchar(200),
	"owners" jsonb NOT NULL,
	"registered" jsonb NOT NULL,
	"result" varchar(16) NOT NULL,
	"name_score" real NOT NULL,
	"address_score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"decision" varchar(16),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD CONSTRAINT "identity_evidence_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD CONSTRAINT "identity_evidence_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "identity_evidence" ADD CONSTRAINT "identity_evidence_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "identity_evidence_bidder_idx" ON "identity_evidence" USING btree ("bidder_id","id");
--> statement-breakpoint
CREATE INDEX "identity_evidence_pending_idx" ON "identity_evidence" USING btree ("id") WHERE "result" = 'no_match' AND "decision" IS NULL;
--> statement-breakpoint
-- Entity grantees (a Corporation profile: LLC, corporation or trust) need their papers approved before a join.
ALTER TABLE "purchase_profiles" ADD COLUMN "papers_status" varchar(16) DEFAULT 'Not required' NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchase_profiles" ADD COLUMN "papers_storage_key" text;
--> statement-breakpoint
ALTER TABLE "purchase_profiles" ADD COLUMN "papers_decided_by" integer;
--> statement-breakpoint
ALTER TABLE "purchase_profiles" ADD COLUMN "papers_decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "purchase_profiles" ADD COLUMN "papers_reason" text;
--> statement-breakpoint
ALTER TABLE "purchase_profiles" ADD CONSTRAINT "purchase_profiles_papers_decided_by_users_id_fk" FOREIGN KEY ("papers_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
UPDATE "purchase_profiles" SET "papers_status" = 'Missing' WHERE "type" = 'Corporation';

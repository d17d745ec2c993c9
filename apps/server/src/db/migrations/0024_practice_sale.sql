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
--> statement-breakpoint
-- The audit trail (ADR 0071) skips the practice company's rows when no staff member, firm or admin made the
-- change: the server re-lists practice lots all day and would otherwise fill the trail with 'system' rows.
-- audit_trail_capture as migration 0021 wrote it, plus that one test after the row's company is known.
CREATE OR REPLACE FUNCTION audit_trail_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_old jsonb;
	v_new jsonb;
	v_row jsonb;
	v_ignore text[];
	v_touch text[];
	v_row_id text;
	v_company integer;
	v_key text;
BEGIN
	IF TG_OP <> 'INSERT' THEN v_old := to_jsonb(OLD); END IF;
	IF TG_OP <> 'DELETE' THEN v_new := to_jsonb(NEW); END IF;
	IF TG_OP = 'UPDATE' THEN
		-- Bookkeeping (argument 2, e.g. a sign-in's last login) alone is not recorded. An update that changes
		-- nothing else is recorded only when a signed-in user made it: saving a form unchanged is still an
		-- action on the record; a job's or a sign-in's idempotent write is not.
		v_touch := ARRAY['updated_at', 'updated_date', 'modified_date'];
		v_ignore := string_to_array(coalesce(TG_ARGV[2], ''), ',') || v_touch;
		IF (v_old - v_ignore) = (v_new - v_ignore) AND ((v_old - v_touch) <> (v_new - v_touch)
			OR (nullif(current_setting('bidright.actor', true), '')::jsonb->>'userId') IS NULL) THEN
			RETURN NULL;
		END IF;
	END IF;
	FOREACH v_key IN ARRAY string_to_array(coalesce(TG_ARGV[3], ''), ',') LOOP
		IF v_old ? v_key THEN v_old := jsonb_set(v_old, ARRAY[v_key], '"[withheld]"'); END IF;
		IF v_new ? v_key THEN v_new := jsonb_set(v_new, ARRAY[v_key], '"[withheld]"'); END IF;
	END LOOP;
	v_row := coalesce(v_new, v_old);
	SELECT string_agg(coalesce(v_row->>c, ''), ',') INTO v_row_id
		FROM unnest(string_to_array(coalesce(nullif(TG_ARGV[0], ''), 'id'), ',')) AS c;
	IF v_row ? 'company_id' THEN
		v_company := (v_row->>'company_id')::integer;
	END IF;
	IF v_company IS NULL AND coalesce(TG_ARGV[1], '') <> '' THEN
		EXECUTE TG_ARGV[1] INTO v_company USING v_row;
	END IF;
	-- The practice sale (ADR 0076): what the server does to it (listing, closing, pruning lots) and bidders'
	-- play-money joins are not staff changes; a change to it by staff, a firm or an admin is still recorded.
	IF v_company IS NOT NULL
		AND coalesce(nullif(current_setting('bidright.actor', true), '')::jsonb->>'role', 'system')
			IN ('system', 'Bidder', 'anonymous')
		AND EXISTS (SELECT 1 FROM companies WHERE id = v_company AND is_practice) THEN
		RETURN NULL;
	END IF;
	PERFORM audit_trail_append(TG_TABLE_NAME, v_row_id, TG_OP, v_company,
		audit_trail_redact(v_old), audit_trail_redact(v_new));
	RETURN NULL;
END
$$;

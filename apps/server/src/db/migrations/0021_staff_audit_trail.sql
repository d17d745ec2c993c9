-- Issue 42 (point 3): every staff and admin change on the record (ADR 0071).
-- One append-only, hash-chained table. A deferred constraint trigger on each audited table writes one row per
-- changed row at commit, inside the change's transaction: who (from the transaction-local setting
-- bidright.actor, or 'system' when none is set), when, from which address, through which route, what (table,
-- row id, operation, the host company it belongs to) and the row before and after, secrets redacted.
CREATE TABLE "audit_trail" (
	"id" bigint PRIMARY KEY,
	"created_at" timestamp with time zone NOT NULL,
	"actor_user_id" integer,
	"actor_role" varchar(16) NOT NULL,
	"actor_company_id" integer,
	"actor_ip" varchar(64),
	"route" varchar(300),
	"table_name" varchar(64) NOT NULL,
	"row_id" varchar(100),
	"operation" varchar(8) NOT NULL,
	"company_id" integer,
	"old_values" jsonb,
	"new_values" jsonb,
	"hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "audit_trail_id_seq" AS bigint OWNED BY "audit_trail"."id";
--> statement-breakpoint
CREATE INDEX "audit_trail_created_idx" ON "audit_trail" ("created_at");
--> statement-breakpoint
CREATE INDEX "audit_trail_company_idx" ON "audit_trail" ("company_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_trail_actor_idx" ON "audit_trail" ("actor_user_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_trail_table_idx" ON "audit_trail" ("table_name", "row_id");
--> statement-breakpoint
-- The chain's head (the last row's id and hash) and its anchor (the last purged row's id and hash, where
-- verification starts after a retention purge). One row; locking it serialises appends in commit order.
CREATE TABLE "audit_trail_head" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"last_id" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	"anchor_id" bigint NOT NULL,
	"anchor_hash" varchar(64) NOT NULL,
	"anchored_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "audit_trail_head" ("id", "last_id", "hash", "anchor_id", "anchor_hash")
VALUES (1, 0, repeat('0', 64), 0, repeat('0', 64));
--> statement-breakpoint
-- The canonical text of a row that its hash covers: a JSON array of every column but the hash, in this order,
-- as PostgreSQL writes jsonb (ADR 0071 documents the format). The writer and the verifier both read it here.
CREATE FUNCTION audit_trail_canonical(r audit_trail) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT jsonb_build_array(r.id, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
		r.actor_user_id, r.actor_role, r.actor_company_id, r.actor_ip, r.route, r.table_name, r.row_id,
		r.operation, r.company_id, r.old_values, r.new_values)::text
$$;
--> statement-breakpoint
-- Appends one row: locks the head, numbers the row, chains it (SHA-256 of the previous hash's bytes and the
-- canonical text), moves the head.
CREATE FUNCTION audit_trail_append(p_table text, p_row_id text, p_operation text, p_company_id integer,
	p_old jsonb, p_new jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_actor jsonb := nullif(current_setting('bidright.actor', true), '')::jsonb;
	v_prev text;
	v_row audit_trail%ROWTYPE;
BEGIN
	SELECT "hash" INTO v_prev FROM audit_trail_head WHERE "id" = 1 FOR UPDATE;
	v_row.id := nextval('audit_trail_id_seq');
	v_row.created_at := now();
	v_row.actor_user_id := (v_actor->>'userId')::integer;
	v_row.actor_role := coalesce(v_actor->>'role', 'system');
	v_row.actor_company_id := (v_actor->>'companyId')::integer;
	v_row.actor_ip := left(v_actor->>'ip', 64);
	v_row.route := left(v_actor->>'route', 300);
	v_row.table_name := p_table;
	v_row.row_id := left(p_row_id, 100);
	v_row.operation := p_operation;
	v_row.company_id := coalesce(p_company_id, v_row.actor_company_id);
	v_row.old_values := p_old;
	v_row.new_values := p_new;
	v_row.hash := encode(sha256(decode(v_prev, 'hex') || convert_to(audit_trail_canonical(v_row), 'UTF8')), 'hex');
	INSERT INTO audit_trail SELECT v_row.*;
	UPDATE audit_trail_head SET "last_id" = v_row.id, "hash" = v_row.hash WHERE "id" = 1;
END
$$;
--> statement-breakpoint
-- Secrets never enter the trail: a column of one of these names shows as "[redacted <12 hex of its SHA-256>]",
-- so a change is still visible and the secret is not.
CREATE FUNCTION audit_trail_redact(p jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	v_key text;
BEGIN
	IF p IS NULL THEN RETURN NULL; END IF;
	FOREACH v_key IN ARRAY ARRAY['password_hash', 'totp_secret', 'secret', 'access_token', 'key_hash',
		'token_hash', 'code_hash'] LOOP
		IF p ? v_key AND jsonb_typeof(p->v_key) <> 'null' THEN
			p := jsonb_set(p, ARRAY[v_key], to_jsonb('[redacted ' ||
				left(encode(sha256(convert_to(p->>v_key, 'UTF8')), 'hex'), 12) || ']'));
		END IF;
	END LOOP;
	RETURN p;
END
$$;
--> statement-breakpoint
-- The trigger function. Arguments: (0) the primary key's columns, comma-separated ('' = id); (1) a query
-- giving the row's host company from the row as jsonb ($1), for tables without a company_id column ('' =
-- none: the actor's company is used); (2) bookkeeping columns whose change alone is not recorded; (3)
-- columns whose values the trail withholds ("[withheld]", no hash: a small value's hash gives it away),
-- e.g. a credit bid's amount, which its blind confirmation must not be able to read (ADR 0074).
CREATE FUNCTION audit_trail_capture() RETURNS trigger LANGUAGE plpgsql AS $$
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
	PERFORM audit_trail_append(TG_TABLE_NAME, v_row_id, TG_OP, v_company,
		audit_trail_redact(v_old), audit_trail_redact(v_new));
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Append-only: no row is changed, and none removed but by the retention purge (audit_trail_purge), which sets
-- bidright.audit_purge to the last id it removes, in its own transaction only, and anchors the chain first.
CREATE FUNCTION audit_trail_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(current_setting('bidright.audit_purge', true), '') <> ''
		AND OLD.id <= current_setting('bidright.audit_purge', true)::bigint
		AND OLD.id <= (SELECT "anchor_id" FROM audit_trail_head WHERE "id" = 1) THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'audit_trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_trail_append_only" BEFORE UPDATE OR DELETE ON "audit_trail"
	FOR EACH ROW EXECUTE FUNCTION audit_trail_guard();
--> statement-breakpoint
CREATE TRIGGER "audit_trail_no_truncate" BEFORE TRUNCATE ON "audit_trail"
	FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_guard();
--> statement-breakpoint
-- The head only moves forward and is never removed.
CREATE FUNCTION audit_trail_head_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.id = OLD.id AND NEW.last_id >= OLD.last_id AND NEW.anchor_id >= OLD.anchor_id THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_trail_head only moves forward: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_trail_head_forward" BEFORE UPDATE OR DELETE ON "audit_trail_head"
	FOR EACH ROW EXECUTE FUNCTION audit_trail_head_guard();
--> statement-breakpoint
CREATE TRIGGER "audit_trail_head_no_truncate" BEFORE TRUNCATE ON "audit_trail_head"
	FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_head_guard();
--> statement-breakpoint
-- The retention purge: removes the chain's prefix up to the last row created before p_before, keeps that
-- row's id and hash as the anchor, and records itself as a PURGE row (table audit_trail). Returns the count.
CREATE FUNCTION audit_trail_purge(p_before timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	v_through bigint;
	v_hash text;
	v_count bigint;
BEGIN
	PERFORM 1 FROM audit_trail_head WHERE "id" = 1 FOR UPDATE;
	SELECT "id", "hash" INTO v_through, v_hash FROM audit_trail
		WHERE "created_at" < p_before ORDER BY "id" DESC LIMIT 1;
	IF v_through IS NULL THEN RETURN 0; END IF;
	UPDATE audit_trail_head SET "anchor_id" = v_through, "anchor_hash" = v_hash, "anchored_at" = now()
		WHERE "id" = 1;
	PERFORM set_config('bidright.audit_purge', v_through::text, true);
	DELETE FROM audit_trail WHERE "id" <= v_through;
	GET DIAGNOSTICS v_count = ROW_COUNT;
	PERFORM set_config('bidright.audit_purge', '', true);
	PERFORM audit_trail_append('audit_trail', v_through::text, 'PURGE', NULL,
		jsonb_build_object('throughId', v_through, 'anchorHash', v_hash, 'rows', v_count), NULL);
	RETURN v_count;
END
$$;
--> statement-breakpoint
-- The audited tables: every table staff or admins change. Not lot_events and bids (chained per lot already),
-- nor sessions, tokens, codes, outboxes, notifications, the job queue, sealed bank items or bidders' own
-- searches, pins and maximum bids. Deferred to commit: appends take the head's lock only while committing.
--> statement-breakpoint
-- configurations: platform settings.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "configurations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('key', '', '');
--> statement-breakpoint
-- companies: host companies: approval, settings, wire instruction pointer.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "companies"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT ($1->>''id'')::integer', '');
--> statement-breakpoint
-- users: accounts and roles (sign-in bookkeeping is not recorded).
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', 'last_login_date,failed_login_count,failed_login_window_start,locked_until,totp_last_step');
--> statement-breakpoint
-- clients: law firms.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "clients"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
-- client_companies: a firm's hosts.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "client_companies"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('client_id,company_id', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "attorneys"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "attorney_invitations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "cases"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "case_notes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT company_id FROM cases WHERE id = ($1->>''case_id'')::integer', '');
--> statement-breakpoint
-- lots: settings, status and outcome only: the bid path's live columns are left out (UPDATE OF), lot_events chains those.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE OF case_id, auction_id, lot_number, lot_status, opening_price_cents, required_down, min_bid_increment_cents, is_postponed, postponed_date, continuance_date, relief_fee_cents, winner_bid_id, sold_to, winner_created_date, deposit_received_date, payment_received_date, deed_delivery, deed_shipping_address ON "lots"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT company_id FROM cases WHERE id = ($1->>''case_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "properties"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT c.company_id FROM lots l JOIN cases c ON c.id = l.case_id WHERE l.id = ($1->>''lot_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "property_images"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT c.company_id FROM properties p JOIN lots l ON l.id = p.lot_id JOIN cases c ON c.id = l.case_id WHERE p.id = ($1->>''property_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "property_attribute_values"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('property_id,attribute_id', 'SELECT c.company_id FROM properties p JOIN lots l ON l.id = p.lot_id JOIN cases c ON c.id = l.case_id WHERE p.id = ($1->>''property_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "property_attributes"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "property_attribute_options"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "auctions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "auction_streams"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT company_id FROM auctions WHERE id = ($1->>''auction_id'')::integer', '');
--> statement-breakpoint
-- auction_bidders: bidders registered to an auction.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "auction_bidders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT company_id FROM auctions WHERE id = ($1->>''auction_id'')::integer', '');
--> statement-breakpoint
-- auction_bidder_lots: joins and staff removals; locked amounts are the participation log's.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE OF removed_at ON "auction_bidder_lots"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT a.company_id FROM auction_bidders ab JOIN auctions a ON a.id = ab.auction_id WHERE ab.id = ($1->>''auction_bidder_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "featured_lots"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT c.company_id FROM lots l JOIN cases c ON c.id = l.case_id WHERE l.id = ($1->>''lot_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "documents"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT company_id FROM cases WHERE id = ($1->>''case_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "document_types"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "lot_documents"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', 'SELECT c.company_id FROM lots l JOIN cases c ON c.id = l.case_id WHERE l.id = ($1->>''lot_id'')::integer', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "resources"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "helps"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "api_keys"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', 'last_used_at');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "webhooks"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "wire_instruction_versions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
-- bidders: bidder profiles and their verification state.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "bidders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('user_id', '', '');
--> statement-breakpoint
-- purchase_profiles: grantees and entity papers' approval.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "purchase_profiles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');
--> statement-breakpoint
-- identity_evidence: identity checks and admin decisions.
CREATE CONSTRAINT TRIGGER "audit_trail" AFTER INSERT OR DELETE OR UPDATE ON "identity_evidence"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	EXECUTE FUNCTION audit_trail_capture('', '', '');

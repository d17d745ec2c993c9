-- Issue 30 / ADR 0020: one relief fee, stored when the lot is won. Before this, the live close never wrote
-- lots.relief_fee_cents (it stayed 0, or held a hand-typed demo value), while the bidder's screens computed
-- the fee from the rule. This fills the fee of every closed lot by the domain rule (settlement.ts
-- reliefFeeCents), with the configured percent and cap, or the Illinois defaults (0.1 %, $300) when a key
-- is absent or unreadable: the percent of each started $1,000 of the winning bid ("$1 for each $1,000 or
-- fraction thereof", 735 ILCS 5/15-1507.1), at most the cap (0 = no cap), and none when the plaintiff keeps
-- the lot with its credit bid.
WITH raw AS (
	SELECT
		(SELECT btrim(value) FROM configurations WHERE key = 'ReliefFee_Percent') AS percent_text,
		(SELECT btrim(value) FROM configurations WHERE key = 'ReliefFee_MaxDollars') AS cap_text
), settings AS (
	SELECT
		-- Nested CASE, not AND: only a CASE guarantees the cast runs after the pattern check.
		CASE WHEN percent_text ~ '^[0-9]+(\.[0-9]+)?$'
			THEN CASE WHEN percent_text::numeric <= 100 THEN percent_text::numeric ELSE 0.1 END
			ELSE 0.1 END AS percent,
		CASE WHEN cap_text ~ '^[0-9]+(\.[0-9]+)?$'
			THEN round(cap_text::numeric * 100) ELSE 30000 END AS cap_cents
	FROM raw
), fees AS (
	SELECT l.id,
		CASE WHEN l.sold_to = 'ThirdParty' AND b.amount_cents > 0 THEN
			round(ceil(b.amount_cents / 100000.0) * 100000 * s.percent / 100)
		ELSE 0 END AS fee,
		s.cap_cents
	FROM lots l
	LEFT JOIN bids b ON b.id = l.winner_bid_id
	CROSS JOIN settings s
	WHERE l.sold_to IS NOT NULL
)
UPDATE lots SET relief_fee_cents = CASE WHEN f.cap_cents > 0 THEN least(f.fee, f.cap_cents) ELSE f.fee END
FROM fees f
WHERE lots.id = f.id;

-- Alerts and webhooks from committed live events survive a crash (ADR 0039): each lot's cursor is the seq
-- of its last live event already turned into queue jobs, advanced in the same transaction as those jobs.
-- The bid path writes nothing here: its own lot_events rows are the durable record.
CREATE TABLE "lot_event_cursors" (
	"lot_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_event_cursors" ADD CONSTRAINT "lot_event_cursors_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Events before this migration were heard by the old bus listener: they are not told again.
INSERT INTO "lot_event_cursors" ("lot_id", "seq") SELECT "id", "seq" FROM "lots" WHERE "seq" > 0;

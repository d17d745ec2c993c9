-- Issue 42 (points 5 and 6).
-- Webhook signing secrets are sealed under DATA_KEY like bank tokens and authenticator secrets (ADR 0023):
-- a sealed value is ~110 characters, past the old 100. SQL cannot seal with a key from the environment, so
-- this only makes room; the server's start, right after the migrations, seals every secret still in clear
-- (db/seal-stored-secrets.ts), and `npm run secrets:reencrypt` does the same.
ALTER TABLE "webhooks" ALTER COLUMN "secret" TYPE text;
--> statement-breakpoint
COMMENT ON COLUMN "webhooks"."secret" IS 'Webhook signing secret, sealed under DATA_KEY (enc:v1:…; ADR 0023)';
--> statement-breakpoint
-- The account-wide slow-down (ADR 0068): failed sign-ins per typed user name, from any address, keyed by a
-- hash of the name (the same for names that exist and names that do not).
CREATE TABLE "account_login_failures" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_try_at" timestamp with time zone
);

-- Secrets at rest (issue 30, ADR 0023): bank access tokens and authenticator secrets are stored sealed with
-- AES-256-GCM under DATA_KEY ('enc:v1:<keyId>:<iv>:<tag>:<ciphertext>'). SQL cannot seal with a key from the
-- environment, so this migration only makes room (a sealed TOTP secret is ~100 characters, past the old 64);
-- the server's start, right after the migrations, seals every value still stored in clear
-- (db/seal-stored-secrets.ts), and `npm run secrets:reencrypt` does the same and moves older keys' values.
ALTER TABLE "users" ALTER COLUMN "totp_secret" TYPE text;
--> statement-breakpoint
COMMENT ON COLUMN "users"."totp_secret" IS 'Authenticator secret, sealed under DATA_KEY (enc:v1:…; ADR 0023)';
--> statement-breakpoint
COMMENT ON COLUMN "bank_items"."access_token" IS 'Bank provider access token, sealed under DATA_KEY (enc:v1:…; ADR 0023)';

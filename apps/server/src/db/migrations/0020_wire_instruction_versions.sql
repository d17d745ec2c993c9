-- Issue 42 (point 4): wire instructions that cannot be forged quietly (ADR 0070).
-- Every upload is a version, never overwritten: who, when, the stored file and the SHA-256 of its bytes.
CREATE TABLE "wire_instruction_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" varchar(250) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_by" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wire_instruction_versions_company_version_unique" ON "wire_instruction_versions" ("company_id", "version");
--> statement-breakpoint
-- The current version's SHA-256 beside its key; null for a PDF uploaded before versions were kept.
ALTER TABLE "companies" ADD COLUMN "wire_instruction_sha256" varchar(64);

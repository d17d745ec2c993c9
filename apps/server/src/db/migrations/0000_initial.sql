CREATE TABLE "activity_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"case_id" integer,
	"lot_id" integer,
	"user_id" integer,
	"title" varchar(200) NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_bidder_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_bidder_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_bidder_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"mode" varchar(16) NOT NULL,
	"locked_cents" bigint DEFAULT 0 NOT NULL,
	"entered_date" timestamp with time zone DEFAULT now() NOT NULL,
	"left_date" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auction_bidders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_bidders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"paddle_number" integer NOT NULL,
	"purchase_profile_id" integer,
	"type" varchar(16) DEFAULT 'ONLINE' NOT NULL,
	"balance_type" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_streams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auction_streams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auction_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"status" varchar(16) DEFAULT 'Offline' NOT NULL,
	"type" varchar(16) DEFAULT 'YouTube' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"start_type" varchar(16) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"stop_time" timestamp with time zone,
	"time_left" integer DEFAULT 0 NOT NULL,
	"extra_time" integer DEFAULT 0 NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"location" varchar(300),
	"min_bid_increments_cents" bigint,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bidder_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_item_id" varchar(200),
	"provider_account_id" varchar(200),
	"name" varchar(200) NOT NULL,
	"mask" varchar(8),
	"institution_name" varchar(200),
	"institution_logo" text,
	"sub_type" varchar(16) NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"nick_name" varchar(100),
	"modified_date" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidder_phones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bidder_phones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number" varchar(10) NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"verified_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"birth_date" date,
	"street_line1" varchar(200),
	"street_line2" varchar(200),
	"city" varchar(100),
	"state_code" varchar(2),
	"zip_code" varchar(10),
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_date" timestamp with time zone,
	"delete_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pins" (
	"bidder_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pins_bidder_id_lot_id_pk" PRIMARY KEY("bidder_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bidder_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(16) NOT NULL,
	"contact_name" varchar(200),
	"phone_number" varchar(20),
	"street_line1" varchar(200),
	"street_line2" varchar(200),
	"city" varchar(100),
	"county" varchar(100),
	"state_code" varchar(2),
	"zip_code" varchar(10),
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_agent_for_bidder" boolean DEFAULT false NOT NULL,
	"is_same_as_bidder" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"attorney_id" integer,
	"case_number" varchar(50) NOT NULL,
	"county" varchar(100) NOT NULL,
	"file_number" varchar(50),
	"case_status" varchar(20) DEFAULT 'New' NOT NULL,
	"country" varchar(2) DEFAULT 'US' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attorneys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attorneys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"user_id" integer,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_companies" (
	"client_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"linked_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_companies_client_id_company_id_pk" PRIMARY KEY("client_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"street_line1" varchar(200),
	"street_line2" varchar(200),
	"city" varchar(100),
	"state_code" varchar(2),
	"zip_code" varchar(10),
	"phone_number" varchar(20),
	"email" varchar(254),
	"logo_url" text,
	"status" varchar(16) DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	CONSTRAINT "document_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(300) NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" varchar(200),
	"file_size" bigint DEFAULT 0 NOT NULL,
	"is_visible_to_bidder" boolean DEFAULT false NOT NULL,
	"is_visible_to_client" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"description" varchar(500),
	"name" varchar(300) NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" varchar(200),
	"file_size" bigint DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"phone_number" varchar(20),
	"is_public" boolean DEFAULT true NOT NULL,
	"street_line1" varchar(200),
	"street_line2" varchar(200),
	"city" varchar(100),
	"state_code" varchar(2),
	"zip_code" varchar(10),
	"time_zone" varchar(64) DEFAULT 'America/Chicago' NOT NULL,
	"support_email" varchar(254),
	"website" varchar(300),
	"description" varchar(250),
	"logo_url" text,
	"background_image_url" text,
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" varchar(36) NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"device_id" varchar(200) NOT NULL,
	"client_id" varchar(32) NOT NULL,
	"two_factor_passed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"phone_number" varchar(20),
	"role" varchar(16) NOT NULL,
	"company_id" integer,
	"deactivated_date" timestamp with time zone,
	"last_login_date" timestamp with time zone,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"failed_login_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"auction_bidder_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint NOT NULL,
	"placed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "featured_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"company_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lot_events" (
	"lot_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"event" smallint NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_events_lot_id_seq_pk" PRIMARY KEY("lot_id","seq"),
	CONSTRAINT "lot_events_event_range" CHECK ("lot_events"."event" between 0 and 14)
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"auction_id" integer,
	"lot_number" integer,
	"lot_status" varchar(24) DEFAULT 'Draft' NOT NULL,
	"opening_price_cents" bigint DEFAULT 0 NOT NULL,
	"required_down" integer DEFAULT 25 NOT NULL,
	"min_bid_increment_cents" bigint DEFAULT 100 NOT NULL,
	"is_postponed" boolean DEFAULT false NOT NULL,
	"postponed_date" timestamp with time zone,
	"continuance_date" timestamp with time zone,
	"relief_fee_cents" bigint DEFAULT 0 NOT NULL,
	"started_time" timestamp with time zone,
	"stop_time" timestamp with time zone,
	"stopped_time" timestamp with time zone,
	"stop_alert_time" timestamp with time zone,
	"high_bid_id" bigint,
	"high_bid_cents" bigint,
	"high_bidder_id" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"winner_bid_id" bigint,
	"sold_to" varchar(16),
	"winner_created_date" timestamp with time zone,
	"deposit_received_date" timestamp with time zone,
	"payment_received_date" timestamp with time zone,
	"deed_delivery" varchar(8),
	"deed_shipping_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"street_line1" varchar(200) NOT NULL,
	"street_line2" varchar(200),
	"city" varchar(100) NOT NULL,
	"county" varchar(100) NOT NULL,
	"state_code" varchar(2) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"country_code" varchar(2) DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_attribute_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_attribute_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attribute_id" integer NOT NULL,
	"value" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_attribute_values" (
	"property_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text,
	"other_value" text,
	"other_option_id" integer,
	CONSTRAINT "property_attribute_values_property_id_attribute_id_pk" PRIMARY KEY("property_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "property_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"type" varchar(16) NOT NULL,
	"search_type" varchar(16),
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "property_attributes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"description" varchar(500),
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidder_lots" ADD CONSTRAINT "auction_bidder_lots_auction_bidder_id_auction_bidders_id_fk" FOREIGN KEY ("auction_bidder_id") REFERENCES "public"."auction_bidders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidder_lots" ADD CONSTRAINT "auction_bidder_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidders" ADD CONSTRAINT "auction_bidders_purchase_profile_id_purchase_profiles_id_fk" FOREIGN KEY ("purchase_profile_id") REFERENCES "public"."purchase_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_streams" ADD CONSTRAINT "auction_streams_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_phones" ADD CONSTRAINT "bidder_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_profiles" ADD CONSTRAINT "purchase_profiles_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_companies" ADD CONSTRAINT "client_companies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_companies" ADD CONSTRAINT "client_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_documents" ADD CONSTRAINT "lot_documents_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_documents" ADD CONSTRAINT "lot_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_bidder_id_auction_bidders_id_fk" FOREIGN KEY ("auction_bidder_id") REFERENCES "public"."auction_bidders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_lots" ADD CONSTRAINT "featured_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_lots" ADD CONSTRAINT "featured_lots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_lots" ADD CONSTRAINT "featured_lots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_events" ADD CONSTRAINT "lot_events_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_high_bid_id_bids_id_fk" FOREIGN KEY ("high_bid_id") REFERENCES "public"."bids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_high_bidder_id_auction_bidders_id_fk" FOREIGN KEY ("high_bidder_id") REFERENCES "public"."auction_bidders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_winner_bid_id_bids_id_fk" FOREIGN KEY ("winner_bid_id") REFERENCES "public"."bids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_attribute_options" ADD CONSTRAINT "property_attribute_options_attribute_id_property_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."property_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_attribute_values" ADD CONSTRAINT "property_attribute_values_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_attribute_values" ADD CONSTRAINT "property_attribute_values_attribute_id_property_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."property_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_attribute_values" ADD CONSTRAINT "property_attribute_values_other_option_id_property_attribute_options_id_fk" FOREIGN KEY ("other_option_id") REFERENCES "public"."property_attribute_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_case_idx" ON "activity_logs" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "activity_logs_lot_idx" ON "activity_logs" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "activity_logs_company_idx" ON "activity_logs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bidder_lots_unique" ON "auction_bidder_lots" USING btree ("auction_bidder_id","lot_id");--> statement-breakpoint
CREATE INDEX "auction_bidder_lots_lot_idx" ON "auction_bidder_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bidders_paddle_unique" ON "auction_bidders" USING btree ("auction_id","paddle_number");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bidders_bidder_unique" ON "auction_bidders" USING btree ("auction_id","bidder_id");--> statement-breakpoint
CREATE INDEX "auction_bidders_bidder_idx" ON "auction_bidders" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "auction_streams_auction_idx" ON "auction_streams" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "auctions_company_start_idx" ON "auctions" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE INDEX "auctions_start_idx" ON "auctions" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "bank_accounts_bidder_idx" ON "bank_accounts" USING btree ("bidder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bidder_phones_user_number_unique" ON "bidder_phones" USING btree ("user_id","number");--> statement-breakpoint
CREATE INDEX "pins_lot_idx" ON "pins" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "purchase_profiles_bidder_idx" ON "purchase_profiles" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "cases_company_idx" ON "cases" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cases_client_idx" ON "cases" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cases_case_number_idx" ON "cases" USING btree ("case_number","county");--> statement-breakpoint
CREATE INDEX "attorneys_client_idx" ON "attorneys" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "attorneys_user_idx" ON "attorneys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_companies_company_idx" ON "client_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "documents_case_idx" ON "documents" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "lot_documents_lot_idx" ON "lot_documents" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_unique" ON "companies" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_unique" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_lot_seq_unique" ON "bids" USING btree ("lot_id","seq");--> statement-breakpoint
CREATE INDEX "bids_lot_amount_idx" ON "bids" USING btree ("lot_id","amount_cents" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "bids_auction_bidder_idx" ON "bids" USING btree ("auction_bidder_id");--> statement-breakpoint
CREATE INDEX "featured_lots_lot_idx" ON "featured_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "featured_lots_company_idx" ON "featured_lots" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "lots_case_idx" ON "lots" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "lots_auction_idx" ON "lots" USING btree ("auction_id","lot_number");--> statement-breakpoint
CREATE INDEX "lots_status_idx" ON "lots" USING btree ("lot_status");--> statement-breakpoint
CREATE INDEX "lots_open_stop_time_idx" ON "lots" USING btree ("stop_time") WHERE "lots"."lot_status" = 'Listed' and "lots"."stopped_time" is null;--> statement-breakpoint
CREATE INDEX "properties_lot_idx" ON "properties" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("state_code","city");--> statement-breakpoint
CREATE INDEX "property_attribute_options_attribute_idx" ON "property_attribute_options" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "property_attribute_values_attribute_idx" ON "property_attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id");
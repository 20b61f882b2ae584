CREATE TYPE "public"."gender" AS ENUM('mme', 'mr');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('fr', 'en', 'de', 'nl');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('not_enabled', 'waiting_validation', 'enabled');--> statement-breakpoint
CREATE TYPE "public"."company_right" AS ENUM('order.place', 'order.view_all', 'quote.request', 'quote.view_all', 'warranty.request');--> statement-breakpoint
CREATE TYPE "public"."content_type" AS ENUM('pages', 'page-categories', 'categories', 'site-configuration');--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(180) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"gender" "gender" NOT NULL,
	"firstname" varchar(60) NOT NULL,
	"lastname" varchar(60) NOT NULL,
	"phone" varchar(30),
	"locale_code" "locale" DEFAULT 'fr' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"data_protection_accepted_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_lowercase" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_email_shape" CHECK ("customers"."email" ~ '^[^@\s]+@[^@\s]+$'),
	CONSTRAINT "customers_names_not_blank" CHECK (length(trim("customers"."firstname")) > 0 and length(trim("customers"."lastname")) > 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(180) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"firstname" varchar(60) NOT NULL,
	"lastname" varchar(60) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_lowercase" CHECK ("staff_users"."email" = lower("staff_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"name" varchar(120) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxon_translations" (
	"taxon_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(160) NOT NULL,
	"description" text,
	CONSTRAINT "taxon_translations_taxon_id_locale_pk" PRIMARY KEY("taxon_id","locale"),
	CONSTRAINT "taxon_translations_slug_shape" CHECK ("taxon_translations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$')
);
--> statement-breakpoint
CREATE TABLE "taxons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "taxons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"corporate_name" varchar(120) NOT NULL,
	"siret" varchar(14),
	"eori" varchar(17),
	"client_code" varchar(20),
	"status" "company_status" DEFAULT 'not_enabled' NOT NULL,
	"activity_code" varchar(40),
	"phone" varchar(30),
	"street" varchar(160),
	"zip_code" varchar(12),
	"city" varchar(80),
	"country_code" varchar(2),
	"shipping_zip_code" varchar(12),
	"shipping_country_code" varchar(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_siret_format" CHECK ("companies"."siret" ~ '^([0-9]{9}|[0-9]{14})$'),
	CONSTRAINT "companies_eori_format" CHECK ("companies"."eori" ~ '^[A-Z]{2}[0-9A-Z]{1,15}$'),
	CONSTRAINT "companies_name_not_blank" CHECK (length(trim("companies"."corporate_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "company_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"capacity_code" varchar(40),
	"is_admin" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_rights" (
	"membership_id" integer NOT NULL,
	"right" "company_right" NOT NULL,
	CONSTRAINT "membership_rights_membership_id_right_pk" PRIMARY KEY("membership_id","right")
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "content_type" NOT NULL,
	"document_id" varchar(64) NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" varchar(160),
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(160) NOT NULL,
	"mime" varchar(80) NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_media_name_shape" CHECK ("content_media"."name" ~ '^[a-z0-9][a-z0-9._-]*$')
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_translations" (
	"activity_code" varchar(40) NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "activity_translations_activity_code_locale_pk" PRIMARY KEY("activity_code","locale")
);
--> statement-breakpoint
CREATE TABLE "capacities" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacity_translations" (
	"capacity_code" varchar(40) NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "capacity_translations_capacity_code_locale_pk" PRIMARY KEY("capacity_code","locale")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"allowed_for_addresses" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxon_translations" ADD CONSTRAINT "taxon_translations_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxons" ADD CONSTRAINT "taxons_parent_id_taxons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_activity_code_activities_code_fk" FOREIGN KEY ("activity_code") REFERENCES "public"."activities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_shipping_country_code_countries_code_fk" FOREIGN KEY ("shipping_country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_capacity_code_capacities_code_fk" FOREIGN KEY ("capacity_code") REFERENCES "public"."capacities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_rights" ADD CONSTRAINT "membership_rights_membership_id_company_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."company_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_translations" ADD CONSTRAINT "activity_translations_activity_code_activities_code_fk" FOREIGN KEY ("activity_code") REFERENCES "public"."activities"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_translations" ADD CONSTRAINT "capacity_translations_capacity_code_capacities_code_fk" FOREIGN KEY ("capacity_code") REFERENCES "public"."capacities"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_customer" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_unique" ON "staff_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_code_unique" ON "brands" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "taxon_translations_locale_slug" ON "taxon_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "taxons_code_unique" ON "taxons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_siret_unique" ON "companies" USING btree ("siret");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_client_code_unique" ON "companies" USING btree ("client_code");--> statement-breakpoint
CREATE UNIQUE INDEX "company_memberships_customer_company" ON "company_memberships" USING btree ("customer_id","company_id");--> statement-breakpoint
CREATE INDEX "company_memberships_company" ON "company_memberships" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_document_locale" ON "content_entries" USING btree ("type","document_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_slug" ON "content_entries" USING btree ("type","locale","slug");--> statement-breakpoint
CREATE INDEX "content_entries_type_locale" ON "content_entries" USING btree ("type","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_media_name_unique" ON "content_media" USING btree ("name");
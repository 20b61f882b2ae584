CREATE TYPE "public"."warranty_actor" AS ENUM('staff', 'customer', 'system');--> statement-breakpoint
CREATE TYPE "public"."warranty_mode" AS ENUM('simple', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."warranty_status" AS ENUM('new', 'in_progress', 'request_more_information', 'waiting_piece', 'waiting_supplier', 'accepted', 'refused');--> statement-breakpoint
CREATE SEQUENCE "public"."warranty_claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "warranty_claim_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_claim_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"file_id" integer,
	"comment" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warranty_claim_documents_filled" CHECK ("warranty_claim_documents"."file_id" is not null or coalesce(trim("warranty_claim_documents"."comment"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_claim_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"reference" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"quantity" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	CONSTRAINT "warranty_claim_parts_quantity" CHECK ("warranty_claim_parts"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" varchar(64) NOT NULL,
	"number" varchar(20) NOT NULL,
	"internal_number" varchar(40),
	"mode" "warranty_mode" NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"machine_registration_id" integer,
	"variant_code" varchar(64),
	"serial_number" varchar(60) NOT NULL,
	"brand" varchar(120),
	"model" varchar(200),
	"product_name" varchar(200),
	"invoice_number" varchar(40),
	"purchase_date" date,
	"commissioning_date" date NOT NULL,
	"hours_of_service" integer NOT NULL,
	"incident_code" varchar(40) NOT NULL,
	"incident_date" date NOT NULL,
	"incident_description" text NOT NULL,
	"labour_units" integer NOT NULL,
	"status" "warranty_status" DEFAULT 'new' NOT NULL,
	"claim_date" date NOT NULL,
	"parts_received_at" date,
	"refund_file_id" integer,
	"locale_code" "locale" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_labour_units" CHECK ("warranty_claims"."labour_units" between 0 and 800),
	CONSTRAINT "warranty_claims_hours_of_service" CHECK ("warranty_claims"."hours_of_service" between 0 and 1000000),
	CONSTRAINT "warranty_claims_commissioned_before_incident" CHECK ("warranty_claims"."commissioning_date" <= "warranty_claims"."incident_date"),
	CONSTRAINT "warranty_claims_incident_before_claim" CHECK ("warranty_claims"."incident_date" <= "warranty_claims"."claim_date"),
	CONSTRAINT "warranty_claims_mode_fields" CHECK (("warranty_claims"."mode" = 'advanced') = ("warranty_claims"."machine_registration_id" is not null)
        and ("warranty_claims"."mode" = 'advanced' or "warranty_claims"."variant_code" is not null)),
	CONSTRAINT "warranty_claims_number_shape" CHECK ("warranty_claims"."number" ~ '^G-[0-9]{4}-[0-9]{6,9}$')
);
--> statement-breakpoint
CREATE TABLE "warranty_comment_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_comment_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"customer_id" integer,
	"staff_user_id" integer,
	"body" text,
	"locale_code" "locale" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_comments_one_author" CHECK (("warranty_comments"."customer_id" is null) <> ("warranty_comments"."staff_user_id" is null)),
	CONSTRAINT "warranty_comments_body_length" CHECK ("warranty_comments"."body" is null or char_length("warranty_comments"."body") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "warranty_incidents" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"label_fr" varchar(120) NOT NULL,
	"label_en" varchar(120) NOT NULL,
	"label_de" varchar(120) NOT NULL,
	"label_nl" varchar(120) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "warranty_incidents_code_shape" CHECK ("warranty_incidents"."code" ~ '^[a-z0-9_]+$')
);
--> statement-breakpoint
CREATE TABLE "warranty_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"from_status" "warranty_status",
	"to_status" "warranty_status" NOT NULL,
	"actor" "warranty_actor" NOT NULL,
	"staff_user_id" integer,
	"customer_id" integer,
	"note" varchar(1000),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_status_changes_actor" CHECK (("warranty_status_changes"."actor" = 'staff') = ("warranty_status_changes"."staff_user_id" is not null)
        and ("warranty_status_changes"."actor" = 'customer') = ("warranty_status_changes"."customer_id" is not null)),
	CONSTRAINT "warranty_status_changes_moves" CHECK ("warranty_status_changes"."from_status" is distinct from "warranty_status_changes"."to_status")
);
--> statement-breakpoint
ALTER TABLE "warranty_claim_documents" ADD CONSTRAINT "warranty_claim_documents_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_documents" ADD CONSTRAINT "warranty_claim_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_parts" ADD CONSTRAINT "warranty_claim_parts_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_parts" ADD CONSTRAINT "warranty_claim_parts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_machine_registration_id_machine_registrations_id_fk" FOREIGN KEY ("machine_registration_id") REFERENCES "public"."machine_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_incident_code_warranty_incidents_code_fk" FOREIGN KEY ("incident_code") REFERENCES "public"."warranty_incidents"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_refund_file_id_stored_files_id_fk" FOREIGN KEY ("refund_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_comment_files" ADD CONSTRAINT "warranty_comment_files_comment_id_warranty_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."warranty_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_comment_files" ADD CONSTRAINT "warranty_comment_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_comments" ADD CONSTRAINT "warranty_comments_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_comments" ADD CONSTRAINT "warranty_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_comments" ADD CONSTRAINT "warranty_comments_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_status_changes" ADD CONSTRAINT "warranty_status_changes_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_status_changes" ADD CONSTRAINT "warranty_status_changes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_status_changes" ADD CONSTRAINT "warranty_status_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claim_documents_claim" ON "warranty_claim_documents" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "warranty_claim_parts_claim" ON "warranty_claim_parts" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "warranty_claim_parts_invoice" ON "warranty_claim_parts" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_token_unique" ON "warranty_claims" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_number_unique" ON "warranty_claims" USING btree ("number");--> statement-breakpoint
CREATE INDEX "warranty_claims_company_created" ON "warranty_claims" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warranty_claims_company_serial" ON "warranty_claims" USING btree ("company_id","serial_number");--> statement-breakpoint
CREATE INDEX "warranty_claims_company_status" ON "warranty_claims" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "warranty_claims_status_created" ON "warranty_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "warranty_claims_machine_registration" ON "warranty_claims" USING btree ("machine_registration_id");--> statement-breakpoint
CREATE INDEX "warranty_comment_files_comment" ON "warranty_comment_files" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_comment_files_file" ON "warranty_comment_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "warranty_comments_claim" ON "warranty_comments" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "warranty_status_changes_claim" ON "warranty_status_changes" USING btree ("claim_id","at");
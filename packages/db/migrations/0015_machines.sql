CREATE TYPE "public"."machine_customer_type" AS ENUM('private', 'professional');--> statement-breakpoint
CREATE TABLE "machine_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "machine_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" varchar(32) NOT NULL,
	"machine_sold_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"registered_by" integer NOT NULL,
	"customer_type" "machine_customer_type" NOT NULL,
	"first_name" varchar(60),
	"last_name" varchar(60),
	"corporate_name" varchar(120),
	"siret" varchar(14),
	"activity_code" varchar(40),
	"email" varchar(180) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"street" varchar(160) NOT NULL,
	"zip_code" varchar(12) NOT NULL,
	"city" varchar(80) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"selling_date" date NOT NULL,
	"delivered_complete" boolean NOT NULL,
	"invoice_file_id" integer,
	"locale_code" "locale" NOT NULL,
	"search_text" varchar(400) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_registrations_private_fields" CHECK ("machine_registrations"."customer_type" <> 'private' or ("machine_registrations"."first_name" is not null and "machine_registrations"."last_name" is not null
        and "machine_registrations"."corporate_name" is null and "machine_registrations"."siret" is null and "machine_registrations"."activity_code" is null)),
	CONSTRAINT "machine_registrations_professional_fields" CHECK ("machine_registrations"."customer_type" <> 'professional' or ("machine_registrations"."corporate_name" is not null and "machine_registrations"."siret" is not null
        and "machine_registrations"."activity_code" is not null and "machine_registrations"."first_name" is null and "machine_registrations"."last_name" is null)),
	CONSTRAINT "machine_registrations_siret_format" CHECK ("machine_registrations"."siret" ~ '^([0-9]{9}|[0-9]{14})$')
);
--> statement-breakpoint
CREATE TABLE "machines_sold" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "machines_sold_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"serial_number" varchar(40) NOT NULL,
	"variant_code" varchar(64),
	"brand" varchar(80) NOT NULL,
	"model" varchar(120) NOT NULL,
	"client_code" varchar(20) NOT NULL,
	"sold_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machines_sold_serial_normalised" CHECK ("machines_sold"."serial_number" ~ '^[A-Z0-9][A-Z0-9._-]*$')
);
--> statement-breakpoint
ALTER TABLE "machine_registrations" ADD CONSTRAINT "machine_registrations_machine_sold_id_machines_sold_id_fk" FOREIGN KEY ("machine_sold_id") REFERENCES "public"."machines_sold"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_registrations" ADD CONSTRAINT "machine_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_registrations" ADD CONSTRAINT "machine_registrations_registered_by_customers_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_registrations" ADD CONSTRAINT "machine_registrations_activity_code_activities_code_fk" FOREIGN KEY ("activity_code") REFERENCES "public"."activities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_registrations" ADD CONSTRAINT "machine_registrations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_registrations" ADD CONSTRAINT "machine_registrations_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines_sold" ADD CONSTRAINT "machines_sold_variant_code_product_variants_code_fk" FOREIGN KEY ("variant_code") REFERENCES "public"."product_variants"("code") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_registrations_token_unique" ON "machine_registrations" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_registrations_machine_unique" ON "machine_registrations" USING btree ("machine_sold_id");--> statement-breakpoint
CREATE INDEX "machine_registrations_company_created" ON "machine_registrations" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "machine_registrations_search_trgm" ON "machine_registrations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "machines_sold_serial_number_unique" ON "machines_sold" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "machines_sold_client_code" ON "machines_sold" USING btree ("client_code");
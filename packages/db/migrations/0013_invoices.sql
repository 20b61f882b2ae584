CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('item', 'allowance', 'charge');--> statement-breakpoint
CREATE TYPE "public"."invoice_source" AS ENUM('portal', 'erp');--> statement-breakpoint
CREATE TYPE "public"."payment_terms" AS ENUM('on_receipt', 'net_30', 'end_of_month_45');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" "invoice_kind" NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_counters_positive" CHECK ("invoice_counters"."last_sequence" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"reference" varchar(64) NOT NULL,
	"description" varchar(500) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"order_item_id" integer,
	"corrected_line_id" integer,
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."unit_price_cents" >= 0 and "invoice_lines"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" varchar(80),
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(40) NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"source" "invoice_source" NOT NULL,
	"year" integer,
	"sequence" integer,
	"external_id" varchar(80),
	"erp_fingerprint" varchar(64),
	"company_id" integer NOT NULL,
	"order_id" integer,
	"corrected_invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_terms" "payment_terms" NOT NULL,
	"locale_code" "locale" NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"lines_cents" integer NOT NULL,
	"allowances_cents" integer NOT NULL,
	"charges_cents" integer NOT NULL,
	"total_excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_incl_vat_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"delivered_customer" varchar(160),
	"delivered_city" varchar(80),
	"order_number" varchar(20),
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_numbered" CHECK (("invoices"."source" = 'portal' and "invoices"."year" is not null and "invoices"."sequence" > 0 and "invoices"."external_id" is null)
        or ("invoices"."source" = 'erp' and "invoices"."year" is null and "invoices"."sequence" is null and "invoices"."external_id" is not null)),
	CONSTRAINT "invoices_credit_note_corrects" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrected_invoice_id" is not null)),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."total_excl_vat_cents" = "invoices"."lines_cents" - "invoices"."allowances_cents" + "invoices"."charges_cents"
        and "invoices"."total_incl_vat_cents" = "invoices"."total_excl_vat_cents" + "invoices"."vat_cents"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."lines_cents" >= 0 and "invoices"."allowances_cents" >= 0 and "invoices"."charges_cents" >= 0 and "invoices"."vat_cents" >= 0
        and "invoices"."total_excl_vat_cents" >= 0 and "invoices"."paid_cents" >= 0 and "invoices"."credited_cents" >= 0
        and "invoices"."credited_cents" <= "invoices"."total_incl_vat_cents" and ("invoices"."kind" = 'invoice' or "invoices"."credited_cents" = 0)),
	CONSTRAINT "invoices_due_after_issue" CHECK ("invoices"."due_date" >= "invoices"."issue_date")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_corrected_line_id_invoice_lines_id_fk" FOREIGN KEY ("corrected_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrected_invoice_id_invoices_id_fk" FOREIGN KEY ("corrected_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_external_id_unique" ON "invoices" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_unique" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_company_issued" ON "invoices" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_corrected" ON "invoices" USING btree ("corrected_invoice_id");
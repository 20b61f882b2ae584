CREATE TYPE "public"."quote_status" AS ENUM('waiting_price', 'treated', 'sent', 'ordered');--> statement-breakpoint
CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"variant_id" integer,
	"reference" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand_name" varchar(120),
	"quantity" integer NOT NULL,
	"unit_price_cents" integer,
	"ecotax_cents" integer DEFAULT 0 NOT NULL,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_items_quantity" CHECK ("quote_items"."quantity" between 1 and 9999),
	CONSTRAINT "quote_items_amounts" CHECK (("quote_items"."unit_price_cents" is null or "quote_items"."unit_price_cents" >= 0) and "quote_items"."ecotax_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(20) NOT NULL,
	"request_token" varchar(64),
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(120),
	"serial_number" varchar(60),
	"shipping_address" jsonb NOT NULL,
	"shipping_address_id" integer,
	"locale_code" "locale" NOT NULL,
	"status" "quote_status" DEFAULT 'waiting_price' NOT NULL,
	"valid_until" date,
	"subtotal_cents" integer,
	"vat_rate_basis_points" integer,
	"vat_cents" integer,
	"total_incl_vat_cents" integer,
	"sent_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"ordered_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_priced_have_validity_and_totals" CHECK ("quotes"."status" = 'waiting_price' or ("quotes"."valid_until" is not null and "quotes"."subtotal_cents" is not null)),
	CONSTRAINT "quotes_totals_add_up" CHECK (("quotes"."subtotal_cents" is null and "quotes"."vat_cents" is null and "quotes"."total_incl_vat_cents" is null and "quotes"."vat_rate_basis_points" is null)
        or ("quotes"."subtotal_cents" >= 0 and "quotes"."vat_cents" >= 0 and "quotes"."total_incl_vat_cents" = "quotes"."subtotal_cents" + "quotes"."vat_cents")),
	CONSTRAINT "quotes_ordered_once" CHECK (("quotes"."status" = 'ordered') = ("quotes"."ordered_order_id" is not null and "quotes"."ordered_at" is not null)),
	CONSTRAINT "quotes_sent_dated" CHECK ("quotes"."status" <> 'sent' or "quotes"."sent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quote_item_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_ordered_order_id_orders_id_fk" FOREIGN KEY ("ordered_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_items_quote" ON "quote_items" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "quote_items_variant" ON "quote_items" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_request_token_unique" ON "quotes" USING btree ("request_token");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_ordered_order_unique" ON "quotes" USING btree ("ordered_order_id");--> statement-breakpoint
CREATE INDEX "quotes_company_created" ON "quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_customer_created" ON "quotes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_created" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quote_item_id_quote_items_id_fk" FOREIGN KEY ("quote_item_id") REFERENCES "public"."quote_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_unique" ON "orders" USING btree ("quote_id");
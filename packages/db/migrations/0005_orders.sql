CREATE TYPE "public"."payment_method" AS ENUM('card', 'bank_transfer', 'on_account');--> statement-breakpoint
CREATE TYPE "public"."order_item_product_type" AS ENUM('machine', 'spare_part', 'accessory', 'maintenance_kit');--> statement-breakpoint
CREATE TYPE "public"."order_origin" AS ENUM('web', 'off_web');--> statement-breakpoint
CREATE TYPE "public"."order_promotion_action" AS ENUM('free_for_n_nth', 'cart_amount');--> statement-breakpoint
CREATE TYPE "public"."order_state" AS ENUM('cart', 'new', 'fulfilled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."order_type" AS ENUM('machine', 'part');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('awaiting_payment', 'authorized', 'paid', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."shipping_state" AS ENUM('ready', 'cancelled', 'partially_shipped', 'shipped');--> statement-breakpoint
CREATE TYPE "public"."promotion_action" AS ENUM('free_for_n_nth', 'cart_amount');--> statement-breakpoint
CREATE TYPE "public"."promotion_product_type" AS ENUM('machine', 'spare_part', 'accessory', 'maintenance_kit');--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_by" integer,
	"firstname" varchar(60) NOT NULL,
	"lastname" varchar(60) NOT NULL,
	"alias" varchar(60),
	"company" varchar(120),
	"street" varchar(160) NOT NULL,
	"postcode" varchar(12) NOT NULL,
	"city" varchar(80) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"phone" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_not_blank" CHECK (length(trim("addresses"."firstname")) > 0 and length(trim("addresses"."lastname")) > 0 and length(trim("addresses"."street")) > 0 and length(trim("addresses"."city")) > 0),
	CONSTRAINT "addresses_postcode_shape" CHECK ("addresses"."postcode" ~ '^[A-Z0-9][A-Z0-9 -]{1,11}$')
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"code" "payment_method" PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_method_translations" (
	"method_code" varchar(40) NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "shipping_method_translations_method_code_locale_pk" PRIMARY KEY("method_code","locale")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"method_code" varchar(40) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"department" varchar(2),
	"price_cents" integer NOT NULL,
	"free_above_cents" integer,
	"machine_packaging_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_rates_zone" UNIQUE NULLS NOT DISTINCT("method_code","country_code","department"),
	CONSTRAINT "shipping_rates_amounts" CHECK ("shipping_rates"."price_cents" >= 0 and "shipping_rates"."machine_packaging_cents" >= 0 and ("shipping_rates"."free_above_cents" is null or "shipping_rates"."free_above_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer,
	"discount_price_cents" integer,
	"ecotax_cents" integer,
	"total_cents" integer,
	"variant_code" varchar(64),
	"reference" varchar(64),
	"variant_name" varchar(200),
	"product_name" varchar(200),
	"brand_name" varchar(120),
	"product_type" "order_item_product_type",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" between 1 and 9999),
	CONSTRAINT "order_items_amounts" CHECK ("order_items"."unit_price_cents" is null or ("order_items"."unit_price_cents" >= 0 and "order_items"."total_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"method_code" "payment_method",
	"state" "payment_state" DEFAULT 'awaiting_payment' NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"provider_reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount" CHECK ("order_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_promotion_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_promotion_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"promotion_id" integer,
	"code" varchar(40) NOT NULL,
	"action" "order_promotion_action" NOT NULL,
	"order_item_id" integer,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "order_promotion_lines_amounts" CHECK ("order_promotion_lines"."quantity" > 0 and "order_promotion_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"method_code" varchar(40),
	"state" "shipping_state" DEFAULT 'ready' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_value" varchar(64) NOT NULL,
	"number" varchar(20),
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"state" "order_state" DEFAULT 'cart' NOT NULL,
	"payment_state" "payment_state" DEFAULT 'awaiting_payment' NOT NULL,
	"shipping_state" "shipping_state" DEFAULT 'ready' NOT NULL,
	"origin" "order_origin" DEFAULT 'web' NOT NULL,
	"type" "order_type" DEFAULT 'part' NOT NULL,
	"locale_code" "locale" NOT NULL,
	"coupon_code" varchar(40),
	"name" varchar(120),
	"engagement_code" varchar(60),
	"comments" varchar(2000),
	"shipping_address_id" integer,
	"billing_address_id" integer,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"promotion_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"packaging_cents" integer DEFAULT 0 NOT NULL,
	"total_excl_vat_cents" integer DEFAULT 0 NOT NULL,
	"vat_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"total_incl_vat_cents" integer DEFAULT 0 NOT NULL,
	"checkout_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_placed_have_number" CHECK ("orders"."state" = 'cart' or ("orders"."number" is not null and "orders"."checkout_completed_at" is not null and "orders"."shipping_address" is not null and "orders"."billing_address" is not null)),
	CONSTRAINT "orders_totals_add_up" CHECK ("orders"."total_excl_vat_cents" = "orders"."subtotal_cents" - "orders"."promotion_cents" + "orders"."shipping_cents" + "orders"."packaging_cents" and "orders"."total_incl_vat_cents" = "orders"."total_excl_vat_cents" + "orders"."vat_cents"),
	CONSTRAINT "orders_amounts_positive" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."promotion_cents" >= 0 and "orders"."promotion_cents" <= "orders"."subtotal_cents" and "orders"."shipping_cents" >= 0 and "orders"."packaging_cents" >= 0 and "orders"."vat_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(60) NOT NULL,
	"recipient" varchar(180) NOT NULL,
	"locale" "locale" NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" varchar(40) NOT NULL,
	"event_id" varchar(100) NOT NULL,
	"payment_id" integer,
	"type" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"coupon_code" varchar(40),
	"action" "promotion_action" NOT NULL,
	"n" integer,
	"product_type" "promotion_product_type",
	"amount_cents" integer,
	"percent_basis_points" integer,
	"minimum_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"usage_limit_per_customer" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_coupon_shape" CHECK ("promotions"."coupon_code" ~ '^[A-Z0-9_-]{1,40}$'),
	CONSTRAINT "promotions_action_fields" CHECK (("promotions"."action" = 'free_for_n_nth' and "promotions"."n" >= 2) or ("promotions"."action" = 'cart_amount' and ("promotions"."amount_cents" > 0 or "promotions"."percent_basis_points" between 1 and 10000))),
	CONSTRAINT "promotions_used_within_limit" CHECK ("promotions"."used" >= 0 and ("promotions"."usage_limit" is null or "promotions"."used" <= "promotions"."usage_limit")),
	CONSTRAINT "promotions_dates" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."starts_at" < "promotions"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "discount_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_on_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "engagement_code_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_translations" ADD CONSTRAINT "shipping_method_translations_method_code_shipping_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."shipping_methods"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_code_shipping_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."shipping_methods"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotion_lines" ADD CONSTRAINT "order_promotion_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotion_lines" ADD CONSTRAINT "order_promotion_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotion_lines" ADD CONSTRAINT "order_promotion_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_method_code_shipping_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."shipping_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_id_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_billing_address_id_addresses_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_company_alias" ON "addresses" USING btree ("company_id",lower("alias"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_variant" ON "order_items" USING btree ("order_id","variant_id");--> statement-breakpoint
CREATE INDEX "order_items_variant" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "order_payments_order" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_provider_reference" ON "order_payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "order_promotion_lines_order" ON "order_promotion_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_promotion_lines_promotion" ON "order_promotion_lines" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token_value_unique" ON "orders" USING btree ("token_value");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_customer_company" ON "orders" USING btree ("customer_id","company_id") WHERE "orders"."state" = 'cart';--> statement-breakpoint
CREATE INDEX "orders_company_completed" ON "orders" USING btree ("company_id","checkout_completed_at");--> statement-breakpoint
CREATE INDEX "orders_customer_completed" ON "orders" USING btree ("customer_id","checkout_completed_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_pending" ON "outbox_messages" USING btree ("available_at") WHERE "outbox_messages"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_coupon_code_unique" ON "promotions" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "product_variants_reference_key" ON "product_variants" USING btree (regexp_replace(upper("reference"), '[^A-Z0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "product_variants_code_key" ON "product_variants" USING btree (regexp_replace(upper("code"), '[^A-Z0-9]', '', 'g'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_discount_range" CHECK ("companies"."discount_basis_points" between 0 and 9000);--> statement-breakpoint
-- Orders move stock all day: a stock count changing alone must not rebuild the search index, only a
-- shelf that empties or refills (what buyers see). Other variant changes still count as before.
DROP TRIGGER "product_variants_catalog_revision" ON "product_variants";
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_revision" AFTER INSERT OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_update_catalog_revision" AFTER UPDATE OF "code", "product_id", "reference", "superseded_by_id", "part_smart_code", "price_cents", "ecotax_cents", "price_on_request", "stock_status", "mandatory_information", "weight_grams", "position", "enabled" ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_shelf_catalog_revision" AFTER UPDATE OF "stock_quantity" ON "product_variants" FOR EACH ROW WHEN ((OLD."stock_quantity" > 0) IS DISTINCT FROM (NEW."stock_quantity" > 0)) EXECUTE FUNCTION "bump_catalog_revision"();

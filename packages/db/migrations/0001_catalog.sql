CREATE TYPE "public"."association_type" AS ENUM('spare_parts', 'accessories', 'maintenance_kit', 'similar');--> statement-breakpoint
CREATE TYPE "public"."attribute_type" AS ENUM('text', 'number', 'boolean', 'select');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('manual', 'exploded_view', 'technical_sheet', 'price_list', 'training');--> statement-breakpoint
CREATE TYPE "public"."highlight_type" AS ENUM('new', 'promotion', 'best_seller');--> statement-breakpoint
CREATE TYPE "public"."mandatory_information_mode" AS ENUM('standard', 'required', 'not_managed');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('machine', 'spare_part', 'accessory', 'maintenance_kit');--> statement-breakpoint
CREATE TYPE "public"."stock_status" AS ENUM('on_stock', 'on_order', 'not_managed');--> statement-breakpoint
CREATE TABLE "attribute_option_translations" (
	"option_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"label" varchar(120) NOT NULL,
	CONSTRAINT "attribute_option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attribute_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_translations" (
	"attribute_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "attribute_translations_attribute_id_locale_pk" PRIMARY KEY("attribute_id","locale")
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"attribute_id" integer NOT NULL,
	"option_id" integer,
	"number_value" numeric(12, 3),
	"boolean_value" boolean,
	"locale" "locale",
	"text_value" varchar(255),
	CONSTRAINT "attribute_values_one_value" CHECK (num_nonnulls("attribute_values"."option_id", "attribute_values"."number_value", "attribute_values"."boolean_value", "attribute_values"."text_value") = 1),
	CONSTRAINT "attribute_values_text_has_locale" CHECK (("attribute_values"."text_value" is null) = ("attribute_values"."locale" is null))
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"type" "attribute_type" NOT NULL,
	"unit" varchar(16),
	"filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"bundle_product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_bundle_product_id_variant_id_pk" PRIMARY KEY("bundle_product_id","variant_id"),
	CONSTRAINT "bundle_items_quantity" CHECK ("bundle_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_history_products" (
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_history_products_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_associations" (
	"product_id" integer NOT NULL,
	"type" "association_type" NOT NULL,
	"associated_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_associations_product_id_type_associated_product_id_pk" PRIMARY KEY("product_id","type","associated_product_id"),
	CONSTRAINT "product_associations_not_self" CHECK ("product_associations"."product_id" <> "product_associations"."associated_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"type" "document_type" NOT NULL,
	"locale" "locale" NOT NULL,
	"title" varchar(200) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"mime" varchar(80) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_highlights" (
	"product_id" integer NOT NULL,
	"type" "highlight_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_highlights_product_id_type_pk" PRIMARY KEY("product_id","type")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"mime" varchar(80) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_taxons" (
	"product_id" integer NOT NULL,
	"taxon_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_taxons_product_id_taxon_id_pk" PRIMARY KEY("product_id","taxon_id")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_translations_slug_shape" CHECK ("product_translations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "product_variant_translations" (
	"variant_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(200) NOT NULL,
	"mandatory_information" text,
	CONSTRAINT "product_variant_translations_variant_id_locale_pk" PRIMARY KEY("variant_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"product_id" integer NOT NULL,
	"reference" varchar(64) NOT NULL,
	"superseded_by_id" integer,
	"part_smart_code" varchar(64),
	"price_cents" integer,
	"ecotax_cents" integer DEFAULT 0 NOT NULL,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"stock_status" "stock_status" NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"mandatory_information" "mandatory_information_mode" DEFAULT 'standard' NOT NULL,
	"weight_grams" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price" CHECK ("product_variants"."price_on_request" or "product_variants"."price_cents" is not null),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_cents" is null or "product_variants"."price_cents" >= 0),
	CONSTRAINT "product_variants_ecotax_positive" CHECK ("product_variants"."ecotax_cents" >= 0),
	CONSTRAINT "product_variants_stock_positive" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_not_self_superseded" CHECK ("product_variants"."superseded_by_id" is distinct from "product_variants"."id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"type" "product_type" NOT NULL,
	"brand_id" integer NOT NULL,
	"main_taxon_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_option_translations" ADD CONSTRAINT "attribute_option_translations_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_translations" ADD CONSTRAINT "attribute_translations_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_product_id_products_id_fk" FOREIGN KEY ("bundle_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_history_products" ADD CONSTRAINT "customer_history_products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_history_products" ADD CONSTRAINT "customer_history_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_associations" ADD CONSTRAINT "product_associations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_associations" ADD CONSTRAINT "product_associations_associated_product_id_products_id_fk" FOREIGN KEY ("associated_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_highlights" ADD CONSTRAINT "product_highlights_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxons" ADD CONSTRAINT "product_taxons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxons" ADD CONSTRAINT "product_taxons_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_translations" ADD CONSTRAINT "product_variant_translations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_superseded_by_id_product_variants_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_taxon_id_taxons_id_fk" FOREIGN KEY ("main_taxon_id") REFERENCES "public"."taxons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_attribute_code" ON "attribute_options" USING btree ("attribute_id","code");--> statement-breakpoint
CREATE INDEX "attribute_values_product" ON "attribute_values" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_option" ON "attribute_values" USING btree ("attribute_id","option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_code_unique" ON "attributes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customer_history_recent" ON "customer_history_products" USING btree ("customer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "product_documents_product_locale" ON "product_documents" USING btree ("product_id","locale");--> statement-breakpoint
CREATE INDEX "product_images_product" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_taxons_taxon" ON "product_taxons" USING btree ("taxon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_locale_slug" ON "product_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_code_unique" ON "product_variants" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_reference_unique" ON "product_variants" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "product_variants_product" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variants_superseded_by" ON "product_variants" USING btree ("superseded_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_brand" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_main_taxon" ON "products" USING btree ("main_taxon_id");
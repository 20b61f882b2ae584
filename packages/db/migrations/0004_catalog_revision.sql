CREATE TABLE "catalog_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_revision_single_row" CHECK ("catalog_revision"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_revision" ("id", "revision") VALUES (1, 0);
--> statement-breakpoint
-- Raised once per writing statement on a catalogue table, visible when that statement's transaction commits.
CREATE FUNCTION "bump_catalog_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_revision" SET "revision" = "revision" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_taxons_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_taxons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_variant_translations_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variant_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "taxons_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "taxons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "taxon_translations_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "taxon_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "attributes_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_translations_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_options_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_option_translations_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_option_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_documents_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_associations_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_associations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "bundle_items_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();
--> statement-breakpoint
CREATE TRIGGER "product_highlights_catalog_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_highlights" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_revision"();

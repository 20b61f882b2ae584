CREATE INDEX "product_variant_translations_name_trgm" ON "product_variant_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_enabled" ON "product_variants" USING btree ("id") WHERE "product_variants"."enabled";--> statement-breakpoint
CREATE INDEX "product_variants_reference_trgm" ON "product_variants" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_code_trgm" ON "product_variants" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_type" ON "products" USING btree ("type");--> statement-breakpoint
CREATE INDEX "products_enabled" ON "products" USING btree ("id") WHERE "products"."enabled";
ALTER TABLE "part_diagrams" DROP CONSTRAINT "part_diagrams_size";--> statement-breakpoint
ALTER TABLE "part_diagrams" DROP CONSTRAINT "part_diagrams_svg_size";--> statement-breakpoint
ALTER TABLE "part_diagrams" DROP CONSTRAINT "part_diagrams_product_id_products_id_fk";
--> statement-breakpoint
DROP INDEX "part_diagrams_product_code";--> statement-breakpoint
ALTER TABLE "part_diagrams" ALTER COLUMN "model_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "part_diagrams" ALTER COLUMN "drawing_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "part_diagrams_model_code" ON "part_diagrams" USING btree ("model_id","code");--> statement-breakpoint
CREATE INDEX "part_diagrams_drawing" ON "part_diagrams" USING btree ("drawing_id");--> statement-breakpoint
ALTER TABLE "part_diagrams" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "part_diagrams" DROP COLUMN "svg";--> statement-breakpoint
ALTER TABLE "part_diagrams" DROP COLUMN "width";--> statement-breakpoint
ALTER TABLE "part_diagrams" DROP COLUMN "height";
CREATE TABLE "part_drawings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "part_drawings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"svg" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"hash" char(64) NOT NULL,
	CONSTRAINT "part_drawings_size" CHECK ("part_drawings"."width" > 0 and "part_drawings"."height" > 0),
	CONSTRAINT "part_drawings_svg_size" CHECK (length("part_drawings"."svg") <= 200000),
	CONSTRAINT "part_drawings_hash_shape" CHECK ("part_drawings"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "part_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "part_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"brand_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"product_id" integer,
	"image_key" varchar(200),
	"discontinued" boolean DEFAULT false NOT NULL,
	CONSTRAINT "part_models_code_shape" CHECK ("part_models"."code" ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$'),
	CONSTRAINT "part_models_name" CHECK (length(trim("part_models"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD COLUMN "drawing_id" integer;--> statement-breakpoint
ALTER TABLE "part_models" ADD CONSTRAINT "part_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_models" ADD CONSTRAINT "part_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_drawings_hash" ON "part_drawings" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "part_models_code" ON "part_models" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "part_models_product" ON "part_models" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "part_models_brand" ON "part_models" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD CONSTRAINT "part_diagrams_model_id_part_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."part_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD CONSTRAINT "part_diagrams_drawing_id_part_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."part_drawings"("id") ON DELETE restrict ON UPDATE no action;
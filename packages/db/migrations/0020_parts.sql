CREATE TABLE "part_diagram_translations" (
	"diagram_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "part_diagram_translations_diagram_id_locale_pk" PRIMARY KEY("diagram_id","locale")
);
--> statement-breakpoint
CREATE TABLE "part_diagrams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "part_diagrams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"svg" text NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	CONSTRAINT "part_diagrams_code_shape" CHECK ("part_diagrams"."code" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "part_diagrams_size" CHECK ("part_diagrams"."width" > 0 and "part_diagrams"."height" > 0),
	CONSTRAINT "part_diagrams_svg_size" CHECK (length("part_diagrams"."svg") <= 200000)
);
--> statement-breakpoint
CREATE TABLE "part_positions" (
	"diagram_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"x" smallint NOT NULL,
	"y" smallint NOT NULL,
	CONSTRAINT "part_positions_diagram_id_number_pk" PRIMARY KEY("diagram_id","number"),
	CONSTRAINT "part_positions_number" CHECK ("part_positions"."number" between 1 and 999),
	CONSTRAINT "part_positions_quantity" CHECK ("part_positions"."quantity" between 1 and 999),
	CONSTRAINT "part_positions_point" CHECK ("part_positions"."x" >= 0 and "part_positions"."y" >= 0)
);
--> statement-breakpoint
ALTER TABLE "part_diagram_translations" ADD CONSTRAINT "part_diagram_translations_diagram_id_part_diagrams_id_fk" FOREIGN KEY ("diagram_id") REFERENCES "public"."part_diagrams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_diagrams" ADD CONSTRAINT "part_diagrams_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_positions" ADD CONSTRAINT "part_positions_diagram_id_part_diagrams_id_fk" FOREIGN KEY ("diagram_id") REFERENCES "public"."part_diagrams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_positions" ADD CONSTRAINT "part_positions_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_diagrams_product_code" ON "part_diagrams" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "part_positions_variant" ON "part_positions" USING btree ("variant_id");
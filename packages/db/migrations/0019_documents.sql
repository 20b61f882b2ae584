CREATE TYPE "public"."library_document_file_kind" AS ENUM('pdf', 'xlsx');--> statement-breakpoint
CREATE TYPE "public"."library_document_kind" AS ENUM('price_list', 'manual', 'exploded_view', 'technical_sheet', 'service_bulletin', 'training');--> statement-breakpoint
CREATE TABLE "library_document_files" (
	"document_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" varchar(200) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_kind" "library_document_file_kind" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_document_files_document_id_locale_pk" PRIMARY KEY("document_id","locale"),
	CONSTRAINT "library_document_files_title_not_blank" CHECK (length(trim("library_document_files"."title")) > 0),
	CONSTRAINT "library_document_files_size_positive" CHECK ("library_document_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "library_document_products" (
	"document_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "library_document_products_document_id_product_id_pk" PRIMARY KEY("document_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "library_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" varchar(32) NOT NULL,
	"kind" "library_document_kind" NOT NULL,
	"brand_id" integer NOT NULL,
	"published_from" timestamp with time zone NOT NULL,
	"published_until" timestamp with time zone,
	"download_count" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_documents_window" CHECK ("library_documents"."published_until" is null or "library_documents"."published_until" > "library_documents"."published_from"),
	CONSTRAINT "library_documents_downloads_positive" CHECK ("library_documents"."download_count" >= 0),
	CONSTRAINT "library_documents_token_shape" CHECK ("library_documents"."token" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
ALTER TABLE "library_document_files" ADD CONSTRAINT "library_document_files_document_id_library_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."library_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_document_products" ADD CONSTRAINT "library_document_products_document_id_library_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."library_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_document_products" ADD CONSTRAINT "library_document_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_document_files_key" ON "library_document_files" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "library_document_files_title_trgm" ON "library_document_files" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_document_products_product" ON "library_document_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_documents_token_unique" ON "library_documents" USING btree ("token");--> statement-breakpoint
CREATE INDEX "library_documents_brand_kind" ON "library_documents" USING btree ("brand_id","kind","published_from");--> statement-breakpoint
CREATE INDEX "library_documents_kind_published" ON "library_documents" USING btree ("kind","published_from");
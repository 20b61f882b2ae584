CREATE TYPE "public"."file_kind" AS ENUM('pdf', 'png', 'jpeg');--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" varchar(32) NOT NULL,
	"company_id" integer NOT NULL,
	"uploaded_by_customer_id" integer,
	"uploaded_by_staff_id" integer,
	"key" varchar(200) NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" "file_kind" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_positive" CHECK ("stored_files"."size_bytes" > 0),
	CONSTRAINT "stored_files_name_not_blank" CHECK (length(trim("stored_files"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_customer_id_customers_id_fk" FOREIGN KEY ("uploaded_by_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_staff_id_staff_users_id_fk" FOREIGN KEY ("uploaded_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_token_unique" ON "stored_files" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_unique" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_company_idx" ON "stored_files" USING btree ("company_id");
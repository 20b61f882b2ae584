CREATE TYPE "public"."account_token_purpose" AS ENUM('email_verification', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."legal_form" AS ENUM('individual', 'professional');--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" "account_token_purpose" NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"email" varchar(180) NOT NULL,
	"invited_by_id" integer,
	"capacity_code" varchar(40),
	"rights" "company_right"[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_email_lowercase" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "sales_representative_departments" (
	"country_code" varchar(2) NOT NULL,
	"department" varchar(3) NOT NULL,
	"representative_id" integer NOT NULL,
	CONSTRAINT "sales_representative_departments_country_code_department_pk" PRIMARY KEY("country_code","department"),
	CONSTRAINT "sales_representative_departments_shape" CHECK ("sales_representative_departments"."department" ~ '^[0-9A-Z]{2,3}$')
);
--> statement-breakpoint
CREATE TABLE "sales_representatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_representatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firstname" varchar(60) NOT NULL,
	"lastname" varchar(60) NOT NULL,
	"email" varchar(180) NOT NULL,
	"phone" varchar(30),
	CONSTRAINT "sales_representatives_email_lowercase" CHECK ("sales_representatives"."email" = lower("sales_representatives"."email"))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "legal_form" "legal_form" DEFAULT 'professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_customers_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_capacity_code_capacities_code_fk" FOREIGN KEY ("capacity_code") REFERENCES "public"."capacities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_representative_departments" ADD CONSTRAINT "sales_representative_departments_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_representative_departments" ADD CONSTRAINT "sales_representative_departments_representative_id_sales_representatives_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."sales_representatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_customer_purpose" ON "account_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_user" ON "staff_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email" ON "invitations" USING btree ("company_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "sales_representative_departments_representative" ON "sales_representative_departments" USING btree ("representative_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_eori_unique" ON "companies" USING btree ("eori");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_individual_without_siret" CHECK ("companies"."legal_form" = 'professional' or "companies"."siret" is null);
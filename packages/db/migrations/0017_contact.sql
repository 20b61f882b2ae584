CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_code" varchar(40) NOT NULL,
	"company" varchar(120),
	"gender" "gender" NOT NULL,
	"firstname" varchar(60) NOT NULL,
	"lastname" varchar(60) NOT NULL,
	"email" varchar(180) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"street" varchar(160),
	"zip_code" varchar(12),
	"city" varchar(80),
	"country_code" varchar(2) NOT NULL,
	"message" text NOT NULL,
	"machine_name" varchar(120),
	"product_code" varchar(64),
	"brand" varchar(80),
	"model" varchar(120),
	"serial_number" varchar(40),
	"serial_known" boolean,
	"customer_id" integer,
	"locale" "locale" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_message_length" CHECK (char_length("contact_requests"."message") between 10 and 5000),
	CONSTRAINT "contact_requests_email_format" CHECK ("contact_requests"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
	CONSTRAINT "contact_requests_serial_known" CHECK (("contact_requests"."serial_number" is null) = ("contact_requests"."serial_known" is null)),
	CONSTRAINT "contact_requests_names" CHECK (char_length(trim("contact_requests"."firstname")) > 0 and char_length(trim("contact_requests"."lastname")) > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_subjects" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"label_fr" varchar(120) NOT NULL,
	"label_en" varchar(120) NOT NULL,
	"label_de" varchar(120) NOT NULL,
	"label_nl" varchar(120) NOT NULL,
	"department" varchar(60) NOT NULL,
	"mailbox" varchar(180) NOT NULL,
	"machine" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_subjects_code_format" CHECK ("contact_subjects"."code" ~ '^[a-z0-9][a-z0-9-]*$'),
	CONSTRAINT "contact_subjects_mailbox_format" CHECK ("contact_subjects"."mailbox" ~ '^[^@[:space:]]+@[^@[:space:]]+$')
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_subject_code_contact_subjects_code_fk" FOREIGN KEY ("subject_code") REFERENCES "public"."contact_subjects"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_created_at" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_subject" ON "contact_requests" USING btree ("subject_code","created_at");
CREATE TYPE "public"."newsletter_consent_source" AS ENUM('footer', 'registration', 'invitation', 'account');--> statement-breakpoint
CREATE TYPE "public"."newsletter_token_purpose" AS ENUM('confirm', 'unsubscribe');--> statement-breakpoint
CREATE TYPE "public"."newsletter_subscriber_status" AS ENUM('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"recipients" integer NOT NULL,
	"staff_user_id" integer,
	CONSTRAINT "newsletter_sends_recipients" CHECK ("newsletter_sends"."recipients" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(180) NOT NULL,
	"locale" "locale" NOT NULL,
	"status" "newsletter_subscriber_status" DEFAULT 'pending' NOT NULL,
	"consent_source" "newsletter_consent_source" NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_locale" "locale",
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_lowercase" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email")),
	CONSTRAINT "newsletter_subscribers_email_format" CHECK ("newsletter_subscribers"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
	CONSTRAINT "newsletter_subscribers_consent" CHECK (("newsletter_subscribers"."status" <> 'confirmed') or ("newsletter_subscribers"."consent_at" is not null and "newsletter_subscribers"."consent_locale" is not null)),
	CONSTRAINT "newsletter_subscribers_unsubscribed" CHECK (("newsletter_subscribers"."status" = 'unsubscribed') = ("newsletter_subscribers"."unsubscribed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "newsletter_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"purpose" "newsletter_token_purpose" NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_tokens_confirm_expires" CHECK ("newsletter_tokens"."purpose" <> 'confirm' or "newsletter_tokens"."expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_tokens" ADD CONSTRAINT "newsletter_tokens_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_sends_sent_at" ON "newsletter_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status" ON "newsletter_subscribers" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_tokens_hash_unique" ON "newsletter_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_tokens_subscriber" ON "newsletter_tokens" USING btree ("subscriber_id","purpose");
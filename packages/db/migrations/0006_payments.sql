CREATE TYPE "public"."sandbox_payment_status" AS ENUM('open', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "sandbox_payment_sessions" (
	"reference" varchar(64) PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"locale" "locale" NOT NULL,
	"order_number" varchar(20) NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "sandbox_payment_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_sessions_amount" CHECK ("sandbox_payment_sessions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "redirect_url" varchar(500);--> statement-breakpoint
CREATE INDEX "order_items_order_id" ON "order_items" USING btree ("order_id","id");
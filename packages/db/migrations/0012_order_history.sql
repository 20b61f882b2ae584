CREATE TYPE "public"."order_actor_type" AS ENUM('customer', 'staff', 'erp', 'provider');--> statement-breakpoint
CREATE TYPE "public"."order_event_kind" AS ENUM('order', 'payment', 'shipping');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" "order_event_kind" NOT NULL,
	"from_state" varchar(30),
	"to_state" varchar(30) NOT NULL,
	"actor_type" "order_actor_type" NOT NULL,
	"customer_id" integer,
	"staff_user_id" integer,
	"note" varchar(500),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_staff_named" CHECK ("order_events"."actor_type" <> 'staff' or "order_events"."staff_user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_shipment_items" (
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_shipment_items_shipment_id_order_item_id_pk" PRIMARY KEY("shipment_id","order_item_id"),
	CONSTRAINT "order_shipment_items_quantity" CHECK ("order_shipment_items"."quantity" > 0)
);
--> statement-breakpoint
DROP INDEX "orders_company_completed";--> statement-breakpoint
DROP INDEX "orders_customer_completed";--> statement-breakpoint
DROP INDEX "order_shipments_order";--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "carrier" varchar(60);--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "tracking_number" varchar(80);--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_id" varchar(64);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_items" ADD CONSTRAINT "order_shipment_items_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_items" ADD CONSTRAINT "order_shipment_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "order_shipment_items_item" ON "order_shipment_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_one_pending" ON "order_shipments" USING btree ("order_id") WHERE "order_shipments"."shipped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_external_id_unique" ON "orders" USING btree ("external_id") WHERE "orders"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_history" ON "orders" USING btree ("company_id","checkout_completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."state" <> 'cart';--> statement-breakpoint
CREATE INDEX "orders_history" ON "orders" USING btree ("checkout_completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."state" <> 'cart';--> statement-breakpoint
CREATE INDEX "orders_customer_history" ON "orders" USING btree ("customer_id","company_id","checkout_completed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."state" <> 'cart';--> statement-breakpoint
CREATE INDEX "order_shipments_order" ON "order_shipments" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_shipped_tracked" CHECK ("order_shipments"."shipped_at" is null or ("order_shipments"."carrier" is not null and "order_shipments"."tracking_number" is not null));
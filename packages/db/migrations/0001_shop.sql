CREATE SEQUENCE "public"."pricesoft_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."web_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 3000100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "inventory" (
	"sku" text NOT NULL,
	"store_id" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "inventory_sku_store_id_pk" PRIMARY KEY("sku","store_id"),
	CONSTRAINT "inventory_qty_not_negative" CHECK ("inventory"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_tier_prices" (
	"product_id" text NOT NULL,
	"customer_group_id" integer NOT NULL,
	"value_cents" integer NOT NULL,
	CONSTRAINT "product_tier_prices_product_id_customer_group_id_pk" PRIMARY KEY("product_id","customer_group_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT 'Price Shoes' NOT NULL,
	"category" text NOT NULL,
	"department" text NOT NULL,
	"color" text NOT NULL,
	"color_hex" text DEFAULT '#333333' NOT NULL,
	"price_cents" integer NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_digital" boolean DEFAULT false NOT NULL,
	"next_arrival" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"sku" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"size" text NOT NULL,
	"size_label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"qty" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_cart_id_sku_pk" PRIMARY KEY("cart_id","sku"),
	CONSTRAINT "cart_items_qty_range" CHECK ("cart_items"."qty" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"id_art" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"size_label" text DEFAULT '' NOT NULL,
	"qty_ordered" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"reserved_from_store_id" text
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"magento_order_id" text,
	"pricesoft_id" text,
	"status" text NOT NULL,
	"delivery_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"store_id" text,
	"caja" text,
	"shipping_address" jsonb,
	"colony" text,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"devolution_guide_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"coupon_code" text,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"courier_name" text,
	"guide_number" text,
	"eligible_for_survey" boolean DEFAULT false NOT NULL,
	"mercado_pago_preference_id" text,
	"contact_id" text,
	"customer_notes" text,
	"checkout_type" text,
	"cart_id" uuid,
	"pay_by" timestamp with time zone,
	"schedule_by" timestamp with time zone,
	"collect_by" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."grand_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"payment_method" text NOT NULL,
	"method_type" text NOT NULL,
	"provider_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_appointments" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"collect_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'mxn' NOT NULL,
	"status" text NOT NULL,
	"method_type" text NOT NULL,
	"brand" text,
	"last4" text,
	"last_error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"preference_id" text NOT NULL,
	"external_reference" text NOT NULL,
	"status" text NOT NULL,
	"payment_type_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_preferences" (
	"id" text PRIMARY KEY NOT NULL,
	"external_reference" text NOT NULL,
	"body" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_sku_skus_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."skus"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tier_prices" ADD CONSTRAINT "product_tier_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_skus_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."skus"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tracking_events" ADD CONSTRAINT "order_tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_appointments" ADD CONSTRAINT "pickup_appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_appointments" ADD CONSTRAINT "pickup_appointments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_store_idx" ON "inventory" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_department_idx" ON "products" USING btree ("department","category");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "cart_items_sku_idx" ON "cart_items" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_customer" ON "carts" USING btree ("customer_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_tracking_events_order_idx" ON "order_tracking_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "orders_customer_platform_created_idx" ON "orders" USING btree ("customer_id","platform","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_magento_idx" ON "orders" USING btree ("customer_id","magento_order_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_pricesoft_idx" ON "orders" USING btree ("customer_id","pricesoft_id" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_magento_order_id_key" ON "orders" USING btree ("magento_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pricesoft_key" ON "orders" USING btree ("platform",coalesce("store_id", ''),coalesce("caja", ''),"pricesoft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_key" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_pay_by_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."pay_by" is not null;--> statement-breakpoint
CREATE INDEX "orders_schedule_by_idx" ON "orders" USING btree ("schedule_by") WHERE "orders"."schedule_by" is not null;--> statement-breakpoint
CREATE INDEX "orders_collect_by_idx" ON "orders" USING btree ("collect_by") WHERE "orders"."collect_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_provider_id_idx" ON "payments" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "payments_expires_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "pickup_appointments_store_window_idx" ON "pickup_appointments" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_key" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "sandbox_wallet_payments_ref_idx" ON "sandbox_wallet_payments" USING btree ("external_reference");
CREATE TABLE "custom_store_photos" (
	"store_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_addresses" (
	"address_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"postcode" text NOT NULL,
	"street" text NOT NULL,
	"external_number" text NOT NULL,
	"colony" text NOT NULL,
	"municipality" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"contact_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"search_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_cart_items" (
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"size_label" text NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qty" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"base_price_cents" integer NOT NULL,
	"customer_price_cents" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_available_online" boolean DEFAULT true NOT NULL,
	"is_available_pickup" boolean DEFAULT false NOT NULL,
	"bag_cart_id" uuid,
	"shop_order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_cart_items_cart_id_sku_pk" PRIMARY KEY("cart_id","sku"),
	CONSTRAINT "custom_cart_items_status_check" CHECK ("custom_cart_items"."status" in ('PENDING', 'PURCHASED', 'CANCELED', 'ADDED_TO_CART')),
	CONSTRAINT "custom_cart_items_qty_range" CHECK ("custom_cart_items"."qty" between 1 and 50),
	CONSTRAINT "custom_cart_items_money" CHECK ("custom_cart_items"."price_cents" >= 0 and "custom_cart_items"."base_price_cents" >= 0 and "custom_cart_items"."customer_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "custom_cart_payments" (
	"payment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_amount_cents" integer,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_cart_payments_kind_check" CHECK ("custom_cart_payments"."kind" in ('downpayment', 'installment', 'cash')),
	CONSTRAINT "custom_cart_payments_status_check" CHECK ("custom_cart_payments"."status" in ('paid', 'open')),
	CONSTRAINT "custom_cart_payments_paid_check" CHECK (("custom_cart_payments"."status" = 'paid') = ("custom_cart_payments"."paid_amount_cents" is not null)),
	CONSTRAINT "custom_cart_payments_amount_positive" CHECK ("custom_cart_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "custom_carts" (
	"cart_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"store_id" text NOT NULL,
	"contact_id" uuid,
	"client_search" text,
	"order_id" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"source" text DEFAULT 'member' NOT NULL,
	"grand_total_cents" integer DEFAULT 0 NOT NULL,
	"selected_payment" text,
	"installment_grand_total_cents" integer,
	"downpayment_cents" integer,
	"installment_weeks" integer,
	"weekly_payment_cents" integer,
	"installment_percentage" integer,
	"downpayment_percentage" integer,
	"delivery_method" text,
	"customer_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_carts_status_check" CHECK ("custom_carts"."status" in ('CREATED', 'PURCHASED')),
	CONSTRAINT "custom_carts_source_check" CHECK ("custom_carts"."source" in ('member', 'public_store')),
	CONSTRAINT "custom_carts_payment_check" CHECK ("custom_carts"."selected_payment" is null or "custom_carts"."selected_payment" in ('cash', 'installments')),
	CONSTRAINT "custom_carts_installments_frozen" CHECK ("custom_carts"."selected_payment" is distinct from 'installments' or ("custom_carts"."installment_grand_total_cents" is not null and "custom_carts"."downpayment_cents" is not null and "custom_carts"."installment_weeks" > 0 and "custom_carts"."weekly_payment_cents" is not null)),
	CONSTRAINT "custom_carts_total_not_negative" CHECK ("custom_carts"."grand_total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_locations" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"building" text NOT NULL,
	"tramo" text NOT NULL,
	"aisle" text NOT NULL,
	"level" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_locations_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "custom_stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_store_photos" ADD CONSTRAINT "custom_store_photos_store_id_custom_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."custom_stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_addresses" ADD CONSTRAINT "contact_addresses_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_items" ADD CONSTRAINT "custom_cart_items_cart_id_custom_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."custom_carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_items" ADD CONSTRAINT "custom_cart_items_sku_skus_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."skus"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_items" ADD CONSTRAINT "custom_cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_items" ADD CONSTRAINT "custom_cart_items_bag_cart_id_carts_id_fk" FOREIGN KEY ("bag_cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_items" ADD CONSTRAINT "custom_cart_items_shop_order_id_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_payments" ADD CONSTRAINT "custom_cart_payments_cart_id_custom_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."custom_carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_payments" ADD CONSTRAINT "custom_cart_payments_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_carts" ADD CONSTRAINT "custom_carts_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_carts" ADD CONSTRAINT "custom_carts_store_id_custom_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."custom_stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_carts" ADD CONSTRAINT "custom_carts_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locations" ADD CONSTRAINT "product_locations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_addresses_contact_idx" ON "contact_addresses" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_member_phone_key" ON "contacts" USING btree ("member_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_member_search_idx" ON "contacts" USING btree ("member_id","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "custom_cart_items_bag_idx" ON "custom_cart_items" USING btree ("bag_cart_id") WHERE "custom_cart_items"."bag_cart_id" is not null;--> statement-breakpoint
CREATE INDEX "custom_cart_items_shop_order_idx" ON "custom_cart_items" USING btree ("shop_order_id") WHERE "custom_cart_items"."shop_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_cart_payments_cart_key" ON "custom_cart_payments" USING btree ("cart_id","kind","number");--> statement-breakpoint
CREATE INDEX "custom_cart_payments_member_open_idx" ON "custom_cart_payments" USING btree ("member_id","due_date") WHERE "custom_cart_payments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "custom_carts_member_created_idx" ON "custom_carts" USING btree ("member_id","created_at" DESC NULLS LAST,"cart_id");--> statement-breakpoint
CREATE INDEX "custom_carts_member_status_created_idx" ON "custom_carts" USING btree ("member_id","status","created_at" DESC NULLS LAST,"cart_id");--> statement-breakpoint
CREATE INDEX "custom_carts_member_client_idx" ON "custom_carts" USING btree ("member_id","client_search","status","created_at" DESC NULLS LAST,"cart_id");--> statement-breakpoint
CREATE INDEX "custom_carts_member_contact_idx" ON "custom_carts" USING btree ("member_id","contact_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_locations_product_idx" ON "product_locations" USING btree ("product_id");
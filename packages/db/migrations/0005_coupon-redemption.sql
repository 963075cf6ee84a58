ALTER TABLE "coupons" ADD COLUMN "discount_type" text DEFAULT 'amount' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_value" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "redeemed_order_id" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_order_id_orders_id_fk" FOREIGN KEY ("redeemed_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_customer_code_key" ON "coupons" USING btree ("customer_id","code");--> statement-breakpoint
CREATE INDEX "coupons_redeemed_order_idx" ON "coupons" USING btree ("redeemed_order_id") WHERE "coupons"."redeemed_order_id" is not null;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_type" CHECK ("coupons"."discount_type" in ('percent', 'amount', 'free_shipping'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_value" CHECK ("coupons"."discount_value" >= 0 and ("coupons"."discount_type" <> 'percent' or "coupons"."discount_value" <= 100));
CREATE TABLE "return_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"cart_id" uuid,
	"guide_order_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_requests_reason_check" CHECK ("return_requests"."reason" in ('size', 'not_expected', 'damaged', 'other'))
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_guide_order_id_orders_id_fk" FOREIGN KEY ("guide_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_item_idx" ON "return_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_cart_idx" ON "return_requests" USING btree ("cart_id") WHERE "return_requests"."guide_order_id" is null;--> statement-breakpoint
CREATE INDEX "return_requests_guide_order_idx" ON "return_requests" USING btree ("guide_order_id","id");
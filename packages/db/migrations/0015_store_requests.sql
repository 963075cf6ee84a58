CREATE TABLE "store_requests" (
	"request_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"store_id" text NOT NULL,
	"cart_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "store_requests_status_check" CHECK ("store_requests"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "custom_store_photos" ADD COLUMN "card_bytes" "bytea";--> statement-breakpoint
ALTER TABLE "custom_stores" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_stores" ADD COLUMN "notify_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_store_id_custom_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."custom_stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_requests" ADD CONSTRAINT "store_requests_cart_id_custom_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."custom_carts"("cart_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_requests_member_pending_idx" ON "store_requests" USING btree ("member_id","created_at" DESC NULLS LAST) WHERE "store_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "store_requests_status_token_key" ON "store_requests" USING btree ("status_token_hash");--> statement-breakpoint
CREATE INDEX "store_requests_cart_idx" ON "store_requests" USING btree ("cart_id");
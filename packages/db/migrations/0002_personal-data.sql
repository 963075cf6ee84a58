CREATE TABLE "postal_code_catalogue" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "postal_code_catalogue_single_row" CHECK ("postal_code_catalogue"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"zip_code" text NOT NULL,
	"colony_id" integer NOT NULL,
	"colony" text NOT NULL,
	"settlement_type" text NOT NULL,
	"municipality_id" integer NOT NULL,
	"municipality" text NOT NULL,
	"state_id" integer NOT NULL,
	"state" text NOT NULL,
	"city" text,
	"zone" text NOT NULL,
	CONSTRAINT "postal_codes_pkey" PRIMARY KEY("zip_code","colony_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_alert_preferences" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alert_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_alert_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"sku" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"size_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"reason" smallint NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "municipality_id" integer;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert_preferences" ADD CONSTRAINT "stock_alert_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert_subscriptions" ADD CONSTRAINT "stock_alert_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_customer_created_idx" ON "one_time_codes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_token_key" ON "one_time_codes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alert_subscriptions_customer_sku_key" ON "stock_alert_subscriptions" USING btree ("customer_id","sku");--> statement-breakpoint
CREATE INDEX "account_deletions_customer_idx" ON "account_deletions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_shipping_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."default_shipping";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."default_billing";
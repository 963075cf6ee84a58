CREATE SEQUENCE "public"."customer_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 300001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."member_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"mother_last_name" text,
	"mobile_telephone" text,
	"dob" date,
	"role" text,
	"deleted_in_app" text DEFAULT '0' NOT NULL,
	"employee" boolean DEFAULT false NOT NULL,
	"consolidated_affiliation_end_date" date,
	"favorite_store_id" text,
	"deliver_home" boolean DEFAULT true NOT NULL,
	"pickup_in_store" boolean DEFAULT false NOT NULL,
	"earnings_margin" integer,
	"client_mode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"colony" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"street" text NOT NULL,
	"external_number" text NOT NULL,
	"internal_number" text,
	"postcode" text NOT NULL,
	"colony_id" integer NOT NULL,
	"colony" text NOT NULL,
	"municipality" text NOT NULL,
	"state" text NOT NULL,
	"state_id" integer NOT NULL,
	"city" text,
	"telephone" text NOT NULL,
	"reference" text NOT NULL,
	"default_shipping" boolean DEFAULT false NOT NULL,
	"default_billing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_stores" (
	"store_id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"photo" text,
	"phone" text,
	"email" text,
	"display_inventory_darkstore" boolean DEFAULT true NOT NULL,
	"display_inventory_favorite_store" boolean DEFAULT false NOT NULL,
	"custom_range_margin" integer,
	"earnings_margin" integer DEFAULT 25 NOT NULL,
	"earnings_margin_1" integer,
	"earnings_margin_2" integer,
	"earnings_margin_3" integer,
	"earnings_margin_4" integer,
	"installment_percentage" integer DEFAULT 10 NOT NULL,
	"installment_weeks" integer DEFAULT 8 NOT NULL,
	"weekly_installments" integer DEFAULT 8 NOT NULL,
	"downpayment_percentage" integer DEFAULT 200 NOT NULL,
	"downpayment" integer,
	"ps_suggested_margin" integer DEFAULT 30 NOT NULL,
	"ps_suggested_default_margin" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_favorite_store_id_stores_id_fk" FOREIGN KEY ("favorite_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_stores" ADD CONSTRAINT "custom_stores_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_customer_id_key" ON "customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_username_key" ON "customers" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_active_key" ON "customers" USING btree (lower("email")) WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_active_key" ON "customers" USING btree ("mobile_telephone") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_stores_customer_key" ON "custom_stores" USING btree ("customer_id");
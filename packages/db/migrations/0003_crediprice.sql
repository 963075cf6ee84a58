CREATE TABLE "credit_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_documents" (
	"application_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"data_base64" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_documents_application_id_kind_pk" PRIMARY KEY("application_id","kind")
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"status_code" integer NOT NULL,
	"limit_cents" bigint DEFAULT 0 NOT NULL,
	"preapproved_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"credit_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text DEFAULT 'pago' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_promise_items" (
	"promise_id" bigint NOT NULL,
	"credit_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "credit_promise_items_promise_id_credit_id_pk" PRIMARY KEY("promise_id","credit_id")
);
--> statement-breakpoint
CREATE TABLE "credit_promises" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_promises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"datalogic_reference" text NOT NULL,
	"bbva_reference" text NOT NULL,
	"store_reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7100001 CACHE 1),
	"customer_id" bigint NOT NULL,
	"description" text NOT NULL,
	"store_id" text,
	"start_date" date NOT NULL,
	"periodo" text NOT NULL,
	"installments" integer NOT NULL,
	"principal_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"late_rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partial_balances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partial_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"type" text NOT NULL,
	"store_id" text NOT NULL,
	"expiration_date" date NOT NULL,
	"balance_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"code" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_description" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_documents" ADD CONSTRAINT "credit_documents_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_promise_items" ADD CONSTRAINT "credit_promise_items_promise_id_credit_promises_id_fk" FOREIGN KEY ("promise_id") REFERENCES "public"."credit_promises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_promise_items" ADD CONSTRAINT "credit_promise_items_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_promises" ADD CONSTRAINT "credit_promises_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_tokens" ADD CONSTRAINT "credit_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_balances" ADD CONSTRAINT "partial_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_balances" ADD CONSTRAINT "partial_balances_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_customer_idx" ON "credit_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "credit_payments_customer_idx" ON "credit_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "credit_payments_credit_idx" ON "credit_payments" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "credit_promises_customer_idx" ON "credit_promises" USING btree ("customer_id","valid_until");--> statement-breakpoint
CREATE INDEX "credit_tokens_customer_idx" ON "credit_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "credit_tokens_expires_idx" ON "credit_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "credits_customer_idx" ON "credits" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "partial_balances_customer_idx" ON "partial_balances" USING btree ("customer_id","expiration_date");--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id","expires_at");
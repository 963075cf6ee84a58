CREATE TABLE "balance_movements" (
	"movement_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"statement_payment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_movements_statement_payment_id_unique" UNIQUE("statement_payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_reports" (
	"report_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"contact_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_date" date NOT NULL,
	"tracking_key" text,
	"photo" "bytea",
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payment_reports_amount_positive" CHECK ("payment_reports"."amount_cents" > 0),
	CONSTRAINT "payment_reports_status_check" CHECK ("payment_reports"."status" in ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "statement_payments" (
	"payment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"contact_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"provider_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_cents" integer DEFAULT 0 NOT NULL,
	"surplus_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "statement_payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "statement_payments_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "statement_payments_amount_positive" CHECK ("statement_payments"."amount_cents" > 0),
	CONSTRAINT "statement_payments_split" CHECK ("statement_payments"."applied_cents" + "statement_payments"."surplus_cents" in (0, "statement_payments"."amount_cents")),
	CONSTRAINT "statement_payments_method_check" CHECK ("statement_payments"."method" in ('card', 'bank_transfer', 'cash'))
);
--> statement-breakpoint
ALTER TABLE "balance_movements" ADD CONSTRAINT "balance_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_movements" ADD CONSTRAINT "balance_movements_statement_payment_id_statement_payments_payment_id_fk" FOREIGN KEY ("statement_payment_id") REFERENCES "public"."statement_payments"("payment_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reports" ADD CONSTRAINT "payment_reports_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_movements_customer_idx" ON "balance_movements" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_reports_member_idx" ON "payment_reports" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "statement_payments_contact_idx" ON "statement_payments" USING btree ("contact_id","created_at");
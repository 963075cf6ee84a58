CREATE TABLE "custom_cart_abonos" (
	"abono_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "custom_cart_abonos_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cart_id" uuid NOT NULL,
	"member_id" bigint NOT NULL,
	"payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"paid_date" date NOT NULL,
	"source" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_cart_abonos_amount_positive" CHECK ("custom_cart_abonos"."amount_cents" > 0),
	CONSTRAINT "custom_cart_abonos_source_check" CHECK ("custom_cart_abonos"."source" in ('member', 'pay_link', 'report'))
);
--> statement-breakpoint
CREATE TABLE "custom_cart_client_ledgers" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"owed_cents" integer NOT NULL,
	"oldest_open_due" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_cart_ledger_days" (
	"member_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"open_cents" integer NOT NULL,
	CONSTRAINT "custom_cart_ledger_days_member_id_due_date_pk" PRIMARY KEY("member_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "custom_cart_payments" DROP CONSTRAINT "custom_cart_payments_paid_check";--> statement-breakpoint
DROP INDEX "custom_cart_payments_member_open_idx";--> statement-breakpoint
ALTER TABLE "custom_cart_payments" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_cart_payments" ADD COLUMN "ledger_contact_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_carts" ADD COLUMN "oldest_open_due" date;--> statement-breakpoint
ALTER TABLE "custom_cart_abonos" ADD CONSTRAINT "custom_cart_abonos_cart_id_custom_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."custom_carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_abonos" ADD CONSTRAINT "custom_cart_abonos_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_abonos" ADD CONSTRAINT "custom_cart_abonos_payment_id_custom_cart_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."custom_cart_payments"("payment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_client_ledgers" ADD CONSTRAINT "custom_cart_client_ledgers_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_client_ledgers" ADD CONSTRAINT "custom_cart_client_ledgers_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_ledger_days" ADD CONSTRAINT "custom_cart_ledger_days_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_cart_abonos_cart_idx" ON "custom_cart_abonos" USING btree ("cart_id","seq");--> statement-breakpoint
CREATE INDEX "custom_cart_client_ledgers_member_idx" ON "custom_cart_client_ledgers" USING btree ("member_id","oldest_open_due","contact_id","owed_cents");--> statement-breakpoint
CREATE INDEX "custom_cart_payments_ledger_idx" ON "custom_cart_payments" USING btree ("ledger_contact_id","due_date","amount_cents","paid_cents") WHERE "custom_cart_payments"."status" = 'open' and "custom_cart_payments"."ledger_contact_id" is not null;--> statement-breakpoint
CREATE INDEX "custom_carts_member_open_created_idx" ON "custom_carts" USING btree ("member_id","created_at" DESC NULLS LAST,"cart_id","oldest_open_due","status","contact_id") WHERE not "custom_carts"."draft" and "custom_carts"."oldest_open_due" is not null;--> statement-breakpoint
CREATE INDEX "custom_carts_member_oldest_due_idx" ON "custom_carts" USING btree ("member_id","oldest_open_due","status") WHERE not "custom_carts"."draft" and "custom_carts"."oldest_open_due" is not null;--> statement-breakpoint
CREATE INDEX "custom_cart_payments_member_open_idx" ON "custom_cart_payments" USING btree ("member_id","due_date","ledger_contact_id","amount_cents","paid_cents") WHERE "custom_cart_payments"."status" = 'open';--> statement-breakpoint
-- Written by hand (decision 0710): what was ticked paid becomes an abono naming its payment, and each payment's
-- paid_cents is what that abono covers of it.
INSERT INTO "custom_cart_abonos" ("cart_id", "member_id", "payment_id", "amount_cents", "paid_date", "created_at")
  SELECT "cart_id", "member_id", "payment_id", "paid_amount_cents", coalesce("paid_date", "due_date"), "updated_at"
    FROM "custom_cart_payments" WHERE "status" = 'paid' AND "paid_amount_cents" > 0 ORDER BY "updated_at", "due_date";--> statement-breakpoint
UPDATE "custom_cart_payments" SET "paid_cents" = least(coalesce("paid_amount_cents", 0), "amount_cents") WHERE "status" = 'paid';--> statement-breakpoint
UPDATE "custom_cart_payments"
   SET "status" = CASE WHEN "paid_cents" = "amount_cents" THEN 'paid' ELSE 'open' END,
       "paid_date" = CASE WHEN "paid_cents" = "amount_cents" THEN "paid_date" END;--> statement-breakpoint
ALTER TABLE "custom_cart_payments" DROP COLUMN "paid_amount_cents";--> statement-breakpoint
ALTER TABLE "custom_cart_payments" ADD CONSTRAINT "custom_cart_payments_paid_range" CHECK ("custom_cart_payments"."paid_cents" between 0 and "custom_cart_payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "custom_cart_payments" ADD CONSTRAINT "custom_cart_payments_paid_status" CHECK (("custom_cart_payments"."status" = 'paid') = ("custom_cart_payments"."paid_cents" = "custom_cart_payments"."amount_cents"));;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers; decision 0710). The ledger's aggregates follow every
-- change of a payment, so whichever module changes an order (her detail, register order, a deleted client, a
-- deleted order) keeps them true:
-- * custom_cart_payments.ledger_contact_id: the order's client, null for drafts and orders without a client;
-- * custom_carts.oldest_open_due: the oldest due date of the order's open payments;
-- * custom_cart_client_ledgers: per client, what is owed and the oldest open due date ('Me deben');
-- * custom_cart_ledger_days: per member and due date, what is owed ("Mis cobranzas" totals).
-- Aggregates are recomputed from the payments (not kept by deltas), under a per-member transaction lock so two
-- concurrent writers cannot both write a sum computed before the other's change.
UPDATE "custom_cart_payments" p SET "ledger_contact_id" = c."contact_id"
  FROM "custom_carts" c WHERE c."cart_id" = p."cart_id" AND NOT c."draft";--> statement-breakpoint
UPDATE "custom_carts" c SET "oldest_open_due" = m.d
  FROM (SELECT "cart_id", min("due_date") AS d FROM "custom_cart_payments" WHERE "status" = 'open' GROUP BY 1) m
 WHERE m."cart_id" = c."cart_id";--> statement-breakpoint
INSERT INTO "custom_cart_client_ledgers" ("contact_id", "member_id", "owed_cents", "oldest_open_due")
  SELECT "ledger_contact_id", min("member_id"), sum("amount_cents" - "paid_cents"), min("due_date")
    FROM "custom_cart_payments" WHERE "status" = 'open' AND "ledger_contact_id" IS NOT NULL GROUP BY 1;--> statement-breakpoint
INSERT INTO "custom_cart_ledger_days" ("member_id", "due_date", "open_cents")
  SELECT "member_id", "due_date", sum("amount_cents" - "paid_cents")
    FROM "custom_cart_payments" WHERE "status" = 'open' AND "ledger_contact_id" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "custom_cart_ledger_refresh"(p_cart uuid, p_contact uuid, p_member bigint, p_due date)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_owed bigint;
  v_oldest date;
BEGIN
  PERFORM pg_advisory_xact_lock(710, p_member::integer);
  UPDATE custom_carts c SET oldest_open_due = m.d
    FROM (SELECT min(due_date) AS d FROM custom_cart_payments WHERE cart_id = p_cart AND status = 'open') m
   WHERE c.cart_id = p_cart AND c.oldest_open_due IS DISTINCT FROM m.d;
  IF p_contact IS NOT NULL THEN
    SELECT sum(amount_cents - paid_cents), min(due_date) INTO v_owed, v_oldest
      FROM custom_cart_payments WHERE ledger_contact_id = p_contact AND status = 'open';
    IF v_oldest IS NULL THEN
      DELETE FROM custom_cart_client_ledgers WHERE contact_id = p_contact;
    ELSE
      INSERT INTO custom_cart_client_ledgers AS l (contact_id, member_id, owed_cents, oldest_open_due)
        SELECT p_contact, p_member, v_owed, v_oldest WHERE EXISTS (SELECT 1 FROM contacts WHERE contact_id = p_contact)
        ON CONFLICT (contact_id) DO UPDATE SET owed_cents = excluded.owed_cents, oldest_open_due = excluded.oldest_open_due;
    END IF;
  END IF;
  SELECT sum(amount_cents - paid_cents) INTO v_owed FROM custom_cart_payments
   WHERE member_id = p_member AND due_date = p_due AND status = 'open' AND ledger_contact_id IS NOT NULL;
  IF v_owed IS NULL THEN
    DELETE FROM custom_cart_ledger_days WHERE member_id = p_member AND due_date = p_due;
  ELSE
    INSERT INTO custom_cart_ledger_days AS d (member_id, due_date, open_cents)
      SELECT p_member, p_due, v_owed WHERE EXISTS (SELECT 1 FROM customers WHERE id = p_member)
      ON CONFLICT (member_id, due_date) DO UPDATE SET open_cents = excluded.open_cents;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "custom_cart_payments_ledger_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN c.draft THEN NULL ELSE c.contact_id END INTO NEW.ledger_contact_id
    FROM custom_carts c WHERE c.cart_id = NEW.cart_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "custom_cart_payments_ledger_contact"
  BEFORE INSERT ON "custom_cart_payments"
  FOR EACH ROW EXECUTE FUNCTION "custom_cart_payments_ledger_contact"();--> statement-breakpoint
CREATE FUNCTION "custom_cart_payments_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.amount_cents = OLD.amount_cents
     AND NEW.paid_cents = OLD.paid_cents AND NEW.due_date = OLD.due_date
     AND NEW.ledger_contact_id IS NOT DISTINCT FROM OLD.ledger_contact_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM custom_cart_ledger_refresh(OLD.cart_id, OLD.ledger_contact_id, OLD.member_id, OLD.due_date);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.ledger_contact_id IS DISTINCT FROM OLD.ledger_contact_id
     OR NEW.due_date <> OLD.due_date)) THEN
    PERFORM custom_cart_ledger_refresh(NEW.cart_id, NEW.ledger_contact_id, NEW.member_id, NEW.due_date);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "custom_cart_payments_track"
  AFTER INSERT OR DELETE OR UPDATE OF status, amount_cents, paid_cents, due_date, ledger_contact_id
  ON "custom_cart_payments"
  FOR EACH ROW EXECUTE FUNCTION "custom_cart_payments_track"();--> statement-breakpoint
CREATE FUNCTION "custom_carts_ledger_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (CASE WHEN NEW.draft THEN NULL ELSE NEW.contact_id END)
     IS DISTINCT FROM (CASE WHEN OLD.draft THEN NULL ELSE OLD.contact_id END) THEN
    UPDATE custom_cart_payments SET ledger_contact_id = CASE WHEN NEW.draft THEN NULL ELSE NEW.contact_id END
     WHERE cart_id = NEW.cart_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "custom_carts_ledger_contact"
  AFTER UPDATE OF contact_id, draft ON "custom_carts"
  FOR EACH ROW EXECUTE FUNCTION "custom_carts_ledger_contact"();

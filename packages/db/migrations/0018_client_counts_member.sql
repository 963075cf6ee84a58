-- 'Hoy' (issue 29, decision 0760): her clients with orders in a status, counted and the first ones taken from
-- her own rows, instead of a probe per client of hers. The member is her client's (contacts belong to one member),
-- written by the same trigger as the counts, which now also keeps how many of her clients have an order in each
-- status (a client's count going from 0 to 1 or from 1 to 0).
ALTER TABLE "custom_cart_client_counts" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "custom_cart_client_counts" c SET "member_id" = k."member_id" FROM "contacts" k WHERE k."contact_id" = c."contact_id";--> statement-breakpoint
ALTER TABLE "custom_cart_client_counts" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_cart_counts" ADD COLUMN "clients" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "custom_cart_counts" c SET "clients" = (SELECT count(*) FROM "custom_cart_client_counts" k
  WHERE k."member_id" = c."member_id" AND k."status" = c."status" AND k."n" > 0);--> statement-breakpoint
CREATE INDEX "custom_cart_client_counts_member_status_n_idx" ON "custom_cart_client_counts" USING btree ("member_id","status","n" DESC NULLS LAST,"contact_id") WHERE "custom_cart_client_counts"."n" > 0;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): as in 0010, with the member on the client's row and the
-- member's count of clients following each client's count across zero.
CREATE OR REPLACE FUNCTION "custom_cart_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
  v_clients integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.draft THEN
    v_clients := 0;
    IF OLD.contact_id IS NOT NULL THEN
      UPDATE custom_cart_client_counts SET n = n - 1 WHERE contact_id = OLD.contact_id AND status = OLD.status
        RETURNING n INTO v_n;
      IF v_n = 0 THEN v_clients := 1; END IF;
    END IF;
    UPDATE custom_cart_counts SET n = n - 1, clients = clients - v_clients
     WHERE member_id = OLD.member_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.draft THEN
    v_clients := 0;
    IF NEW.contact_id IS NOT NULL THEN
      INSERT INTO custom_cart_client_counts AS c (contact_id, member_id, status, n)
        VALUES (NEW.contact_id, NEW.member_id, NEW.status, 1)
        ON CONFLICT (contact_id, status) DO UPDATE SET n = c.n + 1, member_id = EXCLUDED.member_id
        RETURNING n INTO v_n;
      IF v_n = 1 THEN v_clients := 1; END IF;
    END IF;
    INSERT INTO custom_cart_counts AS c (member_id, status, n, clients) VALUES (NEW.member_id, NEW.status, 1, v_clients)
      ON CONFLICT (member_id, status) DO UPDATE SET n = c.n + 1, clients = c.clients + EXCLUDED.clients;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A client deleted with orders: her counts' rows go with her (cascade), and her orders lose their client (set
-- null) in an order PostgreSQL chooses. The member's count of clients follows the rows that go with a count above
-- zero, so that either order counts her out once.
CREATE FUNCTION "custom_cart_client_counts_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE custom_cart_counts SET clients = clients - 1 WHERE member_id = OLD.member_id AND status = OLD.status;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "custom_cart_client_counts_gone" AFTER DELETE ON "custom_cart_client_counts"
  FOR EACH ROW WHEN (OLD.n > 0) EXECUTE FUNCTION "custom_cart_client_counts_gone"();--> statement-breakpoint
-- Written by hand (drizzle-kit does not model INCLUDE): her days' open amounts from the index alone, for the
-- totals of 'Mis cobranzas' and 'Hoy' (a member's days were read from the heap: 162 pages for 387 days in the
-- bench, 4 this way).
CREATE INDEX "custom_cart_ledger_days_member_due_open_idx" ON "custom_cart_ledger_days" USING btree ("member_id","due_date") INCLUDE ("open_cents");

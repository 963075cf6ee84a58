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
CREATE INDEX "custom_cart_ledger_days_member_due_open_idx" ON "custom_cart_ledger_days" USING btree ("member_id","due_date") INCLUDE ("open_cents");--> statement-breakpoint
-- 'Me deben''s rows, apart from their count (decision 0710's page, issue 29's 'Hoy'): a SQL function PostgreSQL
-- inlines into the statement that calls it. The page function counts and calls it; 'Hoy' calls it for its first
-- rows without counting, its limit written in the statement so that its generic plan stays (a plpgsql call:
-- 0.075 ms; inlined: 0.035 ms). Callers order by (oldest_open_due, contact_id), which it answers.
CREATE FUNCTION "custom_cart_client_ledger_rows"(p_member bigint, p_limit integer, p_offset integer, p_today date,
    p_week_end date)
  RETURNS TABLE (contact_id uuid, first_name text, last_name text, phone text, email text, owed_cents integer,
    overdue integer, overdue_since text, due_week integer, next_date text, next_amount integer, oldest_open_due date)
  LANGUAGE sql STABLE
AS $$
  WITH page AS (
    SELECT l.contact_id, l.owed_cents, l.oldest_open_due FROM custom_cart_client_ledgers l
     WHERE l.member_id = p_member
     ORDER BY l.oldest_open_due, l.contact_id LIMIT p_limit OFFSET p_offset
  )
  SELECT p.contact_id, k.first_name, k.last_name, k.phone, k.email, p.owed_cents,
         w.overdue, w.overdue_since, w.due_week, nx.next_date, nx.next_amount, p.oldest_open_due
    FROM page p
    LEFT JOIN contacts k ON k.contact_id = p.contact_id
    -- What is overdue (due before today, the one overdue rule) and since when, and what falls due this week.
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(o.amount_cents - o.paid_cents) FILTER (WHERE o.due_date < p_today), 0)::integer AS overdue,
             (min(o.due_date) FILTER (WHERE o.due_date < p_today))::text AS overdue_since,
             coalesce(sum(o.amount_cents - o.paid_cents) FILTER (WHERE o.due_date >= p_today), 0)::integer AS due_week
        FROM custom_cart_payments o
       WHERE o.ledger_contact_id = p.contact_id AND o.status = 'open' AND o.due_date <= p_week_end
    ) w ON true
    -- The next payment: the first open due date from today on, and what falls due that day.
    LEFT JOIN LATERAL (
      SELECT x.due_date::text AS next_date, sum(x.amount_cents - x.paid_cents)::integer AS next_amount
        FROM custom_cart_payments x
       WHERE x.ledger_contact_id = p.contact_id AND x.status = 'open'
         AND x.due_date = (SELECT min(f.due_date) FROM custom_cart_payments f
                            WHERE f.ledger_contact_id = p.contact_id AND f.status = 'open' AND f.due_date >= p_today)
       GROUP BY x.due_date
    ) nx ON true
$$;--> statement-breakpoint
-- 'Me deben''s page: as in 0013, its rows now from the function above.
CREATE OR REPLACE FUNCTION "custom_cart_client_ledger_page"(p_member bigint, p_limit integer, p_offset integer,
    p_today date, p_week_end date)
  RETURNS TABLE (contact_id uuid, first_name text, last_name text, phone text, email text, owed_cents integer,
    overdue integer, overdue_since text, due_week integer, next_date text, next_amount integer, total integer)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT r.contact_id, r.first_name, r.last_name, r.phone, r.email, r.owed_cents, r.overdue, r.overdue_since,
         r.due_week, r.next_date, r.next_amount, n.n
    FROM (SELECT count(*)::integer AS n FROM custom_cart_client_ledgers c WHERE c.member_id = p_member) n
    LEFT JOIN custom_cart_client_ledger_rows(p_member, p_limit, p_offset, p_today, p_week_end) r ON true
   ORDER BY r.oldest_open_due, r.contact_id;
END
$$;

-- 'Hoy' (issue 29, decision 0760): her clients with orders in a status, counted and the first ones taken from
-- one index range of her own rows, instead of a probe per client of hers. The member is her client's (contacts
-- belong to one member), written by the same trigger as the counts.
ALTER TABLE "custom_cart_client_counts" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "custom_cart_client_counts" c SET "member_id" = k."member_id" FROM "contacts" k WHERE k."contact_id" = c."contact_id";--> statement-breakpoint
ALTER TABLE "custom_cart_client_counts" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "custom_cart_client_counts_member_status_n_idx" ON "custom_cart_client_counts" USING btree ("member_id","status","n" DESC NULLS LAST,"contact_id") WHERE "custom_cart_client_counts"."n" > 0;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): as in 0010, with the member written on the client's row.
CREATE OR REPLACE FUNCTION "custom_cart_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.draft THEN
    UPDATE custom_cart_counts SET n = n - 1 WHERE member_id = OLD.member_id AND status = OLD.status;
    IF OLD.contact_id IS NOT NULL THEN
      UPDATE custom_cart_client_counts SET n = n - 1 WHERE contact_id = OLD.contact_id AND status = OLD.status;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.draft THEN
    INSERT INTO custom_cart_counts AS c (member_id, status, n) VALUES (NEW.member_id, NEW.status, 1)
      ON CONFLICT (member_id, status) DO UPDATE SET n = c.n + 1;
    IF NEW.contact_id IS NOT NULL THEN
      INSERT INTO custom_cart_client_counts AS c (contact_id, member_id, status, n)
        VALUES (NEW.contact_id, NEW.member_id, NEW.status, 1)
        ON CONFLICT (contact_id, status) DO UPDATE SET n = c.n + 1, member_id = EXCLUDED.member_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

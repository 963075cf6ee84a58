CREATE TABLE "custom_cart_client_counts" (
	"contact_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "custom_cart_client_counts_contact_id_status_pk" PRIMARY KEY("contact_id","status")
);
--> statement-breakpoint
CREATE TABLE "custom_cart_counts" (
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "custom_cart_counts_member_id_status_pk" PRIMARY KEY("member_id","status")
);
--> statement-breakpoint
DROP INDEX "custom_carts_member_client_idx";--> statement-breakpoint
DROP INDEX "contacts_member_search_idx";--> statement-breakpoint
DROP INDEX "custom_carts_member_created_idx";--> statement-breakpoint
DROP INDEX "custom_carts_member_status_created_idx";--> statement-breakpoint
ALTER TABLE "custom_cart_client_counts" ADD CONSTRAINT "custom_cart_client_counts_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_counts" ADD CONSTRAINT "custom_cart_counts_member_id_customers_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_carts_member_contact_list_idx" ON "custom_carts" USING btree ("member_id","contact_id","created_at" DESC NULLS LAST,"cart_id","status") WHERE not "custom_carts"."draft";--> statement-breakpoint
CREATE INDEX "contacts_member_search_idx" ON "contacts" USING btree ("member_id","search_name" text_pattern_ops,"contact_id");--> statement-breakpoint
CREATE INDEX "custom_carts_member_created_idx" ON "custom_carts" USING btree ("member_id","created_at" DESC NULLS LAST,"cart_id","contact_id") WHERE not "custom_carts"."draft";--> statement-breakpoint
CREATE INDEX "custom_carts_member_status_created_idx" ON "custom_carts" USING btree ("member_id","status","created_at" DESC NULLS LAST,"cart_id","contact_id") WHERE not "custom_carts"."draft";--> statement-breakpoint
ALTER TABLE "custom_carts" DROP COLUMN "client_search";
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): custom_cart_counts (per member) and
-- custom_cart_client_counts (per client) follow every insert, delete and change of member, client, status or
-- draft of a custom cart (decision 0514).
CREATE FUNCTION "custom_cart_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      INSERT INTO custom_cart_client_counts AS c (contact_id, status, n) VALUES (NEW.contact_id, NEW.status, 1)
        ON CONFLICT (contact_id, status) DO UPDATE SET n = c.n + 1;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "custom_cart_counts_track"
  AFTER INSERT OR DELETE OR UPDATE OF member_id, contact_id, status, draft ON "custom_carts"
  FOR EACH ROW EXECUTE FUNCTION "custom_cart_counts_track"();--> statement-breakpoint
INSERT INTO "custom_cart_counts" ("member_id", "status", "n")
  SELECT "member_id", "status", count(*)::int FROM "custom_carts" WHERE NOT "draft" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "custom_cart_client_counts" ("contact_id", "status", "n")
  SELECT "contact_id", "status", count(*)::int FROM "custom_carts"
   WHERE NOT "draft" AND "contact_id" IS NOT NULL GROUP BY 1, 2;

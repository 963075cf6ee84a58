CREATE TABLE "return_guide_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_guide_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_item_id" bigint NOT NULL,
	"unit" integer NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_guide_events" ADD CONSTRAINT "return_guide_events_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_guide_events_guide_idx" ON "return_guide_events" USING btree ("order_item_id","unit","occurred_at");
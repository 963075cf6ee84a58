DROP INDEX "custom_carts_member_created_idx";--> statement-breakpoint
DROP INDEX "custom_carts_member_status_created_idx";--> statement-breakpoint
DROP INDEX "custom_carts_member_client_idx";--> statement-breakpoint
ALTER TABLE "custom_carts" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "custom_carts_drafts_idx" ON "custom_carts" USING btree ("updated_at") WHERE "custom_carts"."draft";--> statement-breakpoint
CREATE INDEX "custom_carts_member_created_idx" ON "custom_carts" USING btree ("member_id","created_at" DESC NULLS LAST,"cart_id") WHERE not "custom_carts"."draft";--> statement-breakpoint
CREATE INDEX "custom_carts_member_status_created_idx" ON "custom_carts" USING btree ("member_id","status","created_at" DESC NULLS LAST,"cart_id") WHERE not "custom_carts"."draft";--> statement-breakpoint
CREATE INDEX "custom_carts_member_client_idx" ON "custom_carts" USING btree ("member_id","client_search","status","created_at" DESC NULLS LAST,"cart_id") WHERE not "custom_carts"."draft";
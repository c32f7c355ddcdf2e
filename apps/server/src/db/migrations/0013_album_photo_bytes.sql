ALTER TABLE "cj_kepian_photo" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "cj_kepian_photo" ADD COLUMN "size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cj_kepian_photo_tenant_idx" ON "cj_kepian_photo" USING btree ("tenant_id");--> statement-breakpoint
-- Photos stored before this migration are charged to their album's tenant; their size is not
-- known here (it lives with the file) and counts as 0.
UPDATE "cj_kepian_photo" p SET "tenant_id" = s."tenant_id" FROM "cj_kepian" k JOIN "cj_shop" s ON s."id" = k."shop_id" WHERE k."id" = p."kepian_id";

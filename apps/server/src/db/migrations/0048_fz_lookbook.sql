CREATE TABLE "fz_collection" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"season" text NOT NULL,
	"year" integer NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fz_collection_shop_name_uq" UNIQUE("shop_id","name")
);
--> statement-breakpoint
CREATE TABLE "fz_style" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"style_no" text NOT NULL,
	"name" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fabric" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fz_style_shop_style_no_uq" UNIQUE("shop_id","style_no")
);
--> statement-breakpoint
CREATE INDEX "fz_style_collection_sort_idx" ON "fz_style" USING btree ("collection_id","sort");--> statement-breakpoint
-- The clothing lookbook page under 服装门店 (issue #14), id suffix d14d. Every role that sees the
-- scene composes its content, as with the enterprise page and the retail catalogue.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f00000000000000000000000d14d001', '1f000000000000000000000000000131', '服装画册', 'Lookbook', '/fzmain/lookbook', 'fzmain/LookbookPage', 'ClothingLookbook', NULL, 1, NULL, '1',
   7, 'crown', true, true, true, false, false, '1', NULL);
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, '1f00000000000000000000000d14d001'
FROM "sys_role" r;

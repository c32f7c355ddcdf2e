CREATE TABLE "ls_case" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_home" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"modules" jsonb NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ls_case_shop_idx" ON "ls_case" USING btree ("shop_id","sort");--> statement-breakpoint
-- The retail home layout and cases pages under 零售门店 (issue #14), in the spec's order: index,
-- shouye, product, anli, applet. Every role that sees the scene composes its content, as with the
-- products page.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f00000000000000000000000d14c001', '1f000000000000000000000000000121', '首页设置', 'Home layout', '/lsmain/shouye', 'lsmain/RetailShouyePage', 'RetailShouye', NULL, 1, NULL, '1',
   2, 'build', true, true, true, false, false, '1', NULL),
  ('1f00000000000000000000000d14c002', '1f000000000000000000000000000121', '案例管理', 'Cases', '/lsmain/anli', 'lsmain/RetailCasesPage', 'RetailCases', NULL, 1, NULL, '1',
   4, 'trophy', true, true, true, false, false, '1', NULL);
--> statement-breakpoint
UPDATE "sys_permission" SET "sort_no" = 3 WHERE "id" = '1f00000000000000000000000d14b002';
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f00000000000000000000000d14c001', '1f00000000000000000000000d14c002');

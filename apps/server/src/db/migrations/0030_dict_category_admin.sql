-- Dictionaries and categories (issue #11): both are platform-wide data shared by every tenant, so
-- their writes are the platform administrator's only. The dictionary page moves from 个人中心 to
-- 系统管理 (its id, icon and refresh button stay), a category page joins it, and each has a manage
-- button given to the admin role only. Tenant owners keep seeing both pages read-only (and keep
-- the refresh button they had); staff read dictionaries through the forms, not through this page.
UPDATE "sys_permission"
SET "parent_id" = '1f0000000000000000000000sysadm01', "url" = '/system/dict', "sort_no" = 8
WHERE "id" = '1f000000000000000000000000000004';
--> statement-breakpoint
DELETE FROM "sys_role_permission"
WHERE "permission_id" = '1f000000000000000000000000000004'
  AND "role_id" IN (SELECT "id" FROM "sys_role" WHERE "role_code" NOT IN ('admin', 'owner'));
--> statement-breakpoint
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f00000000000000000000dictadm01', '1f000000000000000000000000000004', '管理字典', 'Manage dictionaries',
   NULL, NULL, NULL, NULL, 2, 'system:dict:manage',
   '2', 3, NULL, false, true, false, false, false, '1'),
  ('1f00000000000000000000dictadm02', '1f0000000000000000000000sysadm01', '分类字典', 'Categories',
   '/system/category', 'system/CategoryPage', 'Category', NULL, 1, NULL,
   '1', 9, 'cluster', true, false, true, false, false, '1'),
  ('1f00000000000000000000dictadm03', '1f00000000000000000000dictadm02', '管理分类', 'Manage categories',
   NULL, NULL, NULL, NULL, 2, 'system:category:manage',
   '2', 1, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE (p.id IN ('1f00000000000000000000dictadm01', '1f00000000000000000000dictadm03') AND r.role_code = 'admin')
   OR (p.id = '1f00000000000000000000dictadm02' AND r.role_code IN ('admin', 'owner'))
ON CONFLICT DO NOTHING;

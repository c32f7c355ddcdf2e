CREATE TABLE "sys_user_position" (
	"user_id" text NOT NULL,
	"position_id" text NOT NULL,
	CONSTRAINT "sys_user_position_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
-- The users page (issue #11) under 系统管理 (migration 0024), for whoever manages users: platform
-- administrators (every tenant's users) and tenant owners (their tenant's), through the manage
-- button the server checks. The page's ids have their own pattern.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f000000000000000000000000user01', '1f0000000000000000000000sysadm01', '用户管理', 'Users', '/system/user',
   'system/UserListPage', 'UserList', NULL, 1, NULL, '1', 0, 'solution', true, false, true, false, false, '1'),
  ('1f000000000000000000000000user02', '1f000000000000000000000000user01', '管理用户', 'Manage users', NULL, NULL, NULL,
   NULL, 2, 'system:user:manage', '2', 1, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f000000000000000000000000user01', '1f000000000000000000000000user02')
  AND r.role_code IN ('admin', 'owner')
ON CONFLICT DO NOTHING;

-- Departments and positions (issue #11): two administration pages under 系统管理, beside the roles,
-- for the administrators of a tenant (tenant owners) and the platform administrator; each page has
-- a manage button that the server checks before any write, as announcements do. Ids are fixed;
-- their own pattern keeps them apart from menus other migrations add.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f0000000000000000000000depart01', '1f0000000000000000000000sysadm01', '部门管理', 'Departments',
   '/system/depart', 'system/DepartPage', 'Depart', NULL, 1, NULL,
   '1', 5, 'apartment', true, false, true, false, false, '1'),
  ('1f0000000000000000000000depart02', '1f0000000000000000000000depart01', '管理部门', 'Manage departments',
   NULL, NULL, NULL, NULL, 2, 'system:depart:manage',
   '2', 1, NULL, false, true, false, false, false, '1'),
  ('1f0000000000000000000000depart03', '1f0000000000000000000000sysadm01', '职务管理', 'Positions',
   '/system/position', 'system/PositionPage', 'Position', NULL, 1, NULL,
   '1', 6, 'idcard', true, false, true, false, false, '1'),
  ('1f0000000000000000000000depart04', '1f0000000000000000000000depart03', '管理职务', 'Manage positions',
   NULL, NULL, NULL, NULL, 2, 'system:position:manage',
   '2', 1, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f0000000000000000000000depart01', '1f0000000000000000000000depart02',
               '1f0000000000000000000000depart03', '1f0000000000000000000000depart04')
  AND r.role_code IN ('admin', 'owner');

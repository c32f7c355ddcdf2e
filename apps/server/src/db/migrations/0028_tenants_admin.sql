-- The tenants page (issue #11) under 系统管理 (migration 0024), for the platform administrators
-- only: the page lists every tenant, and its writes (system:tenant:manage) act across tenants.
-- The page's ids have their own pattern.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f0000000000000000000000tenant01', '1f0000000000000000000000sysadm01', '租户管理', 'Tenants', '/system/tenant',
   'system/TenantPage', 'TenantList', NULL, 1, NULL, '1', 7, 'bank', true, false, true, false, false, '1'),
  ('1f0000000000000000000000tenant02', '1f0000000000000000000000tenant01', '管理租户', 'Manage tenants', NULL, NULL,
   NULL, NULL, 2, 'system:tenant:manage', '2', 1, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f0000000000000000000000tenant01', '1f0000000000000000000000tenant02')
  AND r.role_code = 'admin'
ON CONFLICT DO NOTHING;

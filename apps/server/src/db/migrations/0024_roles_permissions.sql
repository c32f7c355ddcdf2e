ALTER TABLE "sys_role" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
CREATE INDEX "sys_role_tenant_idx" ON "sys_role" USING btree ("tenant_id");--> statement-breakpoint
-- 系统管理 (issue #11): the roles page for the platform administrator and each tenant's owner (who
-- administers that tenant's roles), the menu page for the platform administrator only (menus are
-- shared by every tenant). The buttons are the actions the routes declare: the server refuses a
-- caller whose roles lack one. Ids are fixed; their own pattern keeps them apart.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f0000000000000000000000sysadm01', NULL, '系统管理', 'System administration', '/system', 'layouts/RouteView', NULL, '/system/role', 0, NULL,
   '1', 85, 'control', true, false, false, false, true, '1'),
  ('1f0000000000000000000000sysadm02', '1f0000000000000000000000sysadm01', '角色管理', 'Roles', '/system/role', 'system/RolePage', 'RoleList', NULL, 1, NULL,
   '1', 1, 'safety', true, false, true, false, false, '1'),
  ('1f0000000000000000000000sysadm03', '1f0000000000000000000000sysadm01', '菜单管理', 'Menus', '/system/permission', 'system/PermissionPage', 'PermissionList', NULL, 1, NULL,
   '1', 2, 'menu', true, false, true, false, false, '1'),
  ('1f0000000000000000000000sysadm11', '1f0000000000000000000000sysadm02', '添加角色', 'Add a role', NULL, NULL, NULL, NULL, 2, 'system:role:add',
   '2', 1, NULL, false, true, false, false, false, '1'),
  ('1f0000000000000000000000sysadm12', '1f0000000000000000000000sysadm02', '编辑角色', 'Edit a role', NULL, NULL, NULL, NULL, 2, 'system:role:edit',
   '2', 2, NULL, false, true, false, false, false, '1'),
  ('1f0000000000000000000000sysadm13', '1f0000000000000000000000sysadm02', '删除角色', 'Delete a role', NULL, NULL, NULL, NULL, 2, 'system:role:delete',
   '2', 3, NULL, false, true, false, false, false, '1'),
  ('1f0000000000000000000000sysadm14', '1f0000000000000000000000sysadm02', '角色授权', 'Role permissions', NULL, NULL, NULL, NULL, 2, 'system:role:permission',
   '2', 4, NULL, false, true, false, false, false, '1'),
  ('1f0000000000000000000000sysadm21', '1f0000000000000000000000sysadm03', '添加菜单', 'Add a menu', NULL, NULL, NULL, NULL, 2, 'system:permission:add',
   '2', 1, NULL, false, true, false, false, false, '1'),
  ('1f0000000000000000000000sysadm22', '1f0000000000000000000000sysadm03', '编辑菜单', 'Edit a menu', NULL, NULL, NULL, NULL, 2, 'system:permission:edit',
   '2', 2, NULL, false, true, false, false, false, '1'),
  ('1f0000000000000000000000sysadm23', '1f0000000000000000000000sysadm03', '删除菜单', 'Delete a menu', NULL, NULL, NULL, NULL, 2, 'system:permission:delete',
   '2', 3, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE (r.role_code = 'admin' AND p.id LIKE '1f0000000000000000000000sysadm__')
   OR (r.role_code = 'owner' AND p.id IN ('1f0000000000000000000000sysadm01', '1f0000000000000000000000sysadm02',
       '1f0000000000000000000000sysadm11', '1f0000000000000000000000sysadm12', '1f0000000000000000000000sysadm13',
       '1f0000000000000000000000sysadm14'));

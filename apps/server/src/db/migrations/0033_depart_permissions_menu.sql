-- Department permissions (issue #11): a button of the departments page for setting what a
-- department may grant and managing its department roles, given to the roles that manage
-- departments (admin, owner). Its id follows the departments page's own pattern.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f0000000000000000000000depart05', '1f0000000000000000000000depart01', '部门权限', 'Department permissions',
   NULL, NULL, NULL, NULL, 2, 'system:depart:permission',
   '2', 2, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, '1f0000000000000000000000depart05'
FROM "sys_role" r
WHERE r.role_code IN ('admin', 'owner');

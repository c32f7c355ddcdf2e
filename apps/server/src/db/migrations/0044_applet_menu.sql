-- The applet page (小程序管理), one page for the photography and the retail scene groups (business
-- §3: /cjmain/applet and /lsmain/applet). Clothing repeats the photography paths, so it gets the
-- page through 摄影门店 when a user has both. Ids are fixed.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id", "name_en")
VALUES
  ('1f00000000000000000000000d14a001', '1f000000000000000000000000000101', '小程序管理', '/cjmain/applet', 'applet/AppletPage', 'Applet', NULL, 1, NULL, '1',
   17, NULL, true, false, true, false, false, '1', NULL, 'Applets'),
  ('1f00000000000000000000000d14a002', '1f00000000000000000000000d14a001', '管理小程序', NULL, NULL, NULL, NULL, 2, 'applet:manage', '2',
   1, NULL, false, true, false, false, false, '1', NULL, 'Manage applets'),
  ('1f00000000000000000000000d14a011', '1f000000000000000000000000000121', '小程序管理', '/lsmain/applet', 'applet/AppletPage', 'Applet', NULL, 1, NULL, '1',
   9, NULL, true, false, true, false, false, '1', NULL, 'Applets'),
  ('1f00000000000000000000000d14a012', '1f00000000000000000000000d14a011', '管理小程序', NULL, NULL, NULL, NULL, 2, 'applet:manage', '2',
   1, NULL, false, true, false, false, false, '1', NULL, 'Manage applets');
--> statement-breakpoint
-- Everyone who sees the scene sees the applet and its versions; authorising, binding shops,
-- committing, releasing and deleting are for owners (and administrators).
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f00000000000000000000000d14a001', '1f00000000000000000000000d14a011')
   OR (p.id IN ('1f00000000000000000000000d14a002', '1f00000000000000000000000d14a012')
       AND r.role_code IN ('admin', 'owner'));

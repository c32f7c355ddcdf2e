-- The applet page under 企业门店 (issue #14 audit): an enterprise-only tenant had no applet page, so
-- its content could not reach an applet. Same page and buttons as /cjmain/applet and /lsmain/applet
-- (0044, icon from 0046); ids fixed, suffix d14a02x.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id", "name_en")
VALUES
  ('1f00000000000000000000000d14a021', '1f000000000000000000000000000111', '小程序管理', '/qymain/applet', 'applet/AppletPage', 'Applet', NULL, 1, NULL, '1',
   3, 'qrcode', true, false, true, false, false, '1', NULL, 'Applets'),
  ('1f00000000000000000000000d14a022', '1f00000000000000000000000d14a021', '管理小程序', NULL, NULL, NULL, NULL, 2, 'applet:manage', '2',
   1, NULL, false, true, false, false, false, '1', NULL, 'Manage applets');
--> statement-breakpoint
-- As in 0044: everyone who sees the scene sees the page; managing is for owners (and administrators).
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id = '1f00000000000000000000000d14a021'
   OR (p.id = '1f00000000000000000000000d14a022' AND r.role_code IN ('admin', 'owner'));

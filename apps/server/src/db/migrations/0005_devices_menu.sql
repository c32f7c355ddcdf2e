-- The screens' menu group (open by default, as /device is in the spec), shown once the user has a
-- scene of any kind, and the first player version. Ids are fixed.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f000000000000000000000000000201', NULL, '设备管理', '/device', 'layouts/RouteView', NULL, '/device/list', 0, NULL, '1',
   20, 'desktop', true, false, false, false, true, '1', 'syd,qy,ls,fz'),
  ('1f000000000000000000000000000202', '1f000000000000000000000000000201', '我的设备', '/device/list', 'device/DeviceListPage', 'DeviceList', NULL, 1, NULL, '1',
   1, NULL, true, false, true, false, false, '1', NULL),
  ('1f000000000000000000000000000203', '1f000000000000000000000000000202', '添加设备', NULL, NULL, NULL, NULL, 2, 'device:add', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000204', '1f000000000000000000000000000202', '锁定与设置', NULL, NULL, NULL, NULL, 2, 'device:control', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000205', '1f000000000000000000000000000202', '重置与解绑', NULL, NULL, NULL, NULL, 2, 'device:release', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000206', '1f000000000000000000000000000202', '推送版本', NULL, NULL, NULL, NULL, 2, 'device:update', '2',
   4, NULL, false, true, false, false, false, '1', NULL);
--> statement-breakpoint
-- Everyone sees the screens of the shops they reach; resetting, unbinding and pushing versions are
-- for owners (and administrators).
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f000000000000000000000000000201', '1f000000000000000000000000000202',
               '1f000000000000000000000000000203', '1f000000000000000000000000000204')
   OR (p.id IN ('1f000000000000000000000000000205', '1f000000000000000000000000000206')
       AND r.role_code IN ('admin', 'owner'));
--> statement-breakpoint
INSERT INTO "dv_version" ("id", "version", "notes") VALUES
  ('1f000000000000000000000000000301', '1.0.0', '首个版本：激活码配对、按顺序循环播放作品、锁屏、离线缓存');

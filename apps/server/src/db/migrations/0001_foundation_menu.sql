-- System data of the foundation: the three roles, the menu of the pages that exist, which role
-- sees what, and the base dictionaries. Ids are fixed so later migrations can refer to them.
INSERT INTO "sys_role" ("id", "role_code", "role_name") VALUES
  ('2f000000000000000000000000000001', 'admin', '平台管理员'),
  ('2f000000000000000000000000000002', 'owner', '店主'),
  ('2f000000000000000000000000000003', 'staff', '店员');
--> statement-breakpoint
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f000000000000000000000000000001', NULL, '数据概览', '/dashboard/analysis', 'dashboard/AnalysisPage', 'Analysis', NULL, 0, NULL, '1',
   1, 'dashboard', true, true, true, false, false, '1'),
  ('1f000000000000000000000000000002', NULL, '个人中心', '/account', 'layouts/RouteView', NULL, '/account/center', 0, NULL, '1',
   2, 'user', true, false, false, false, true, '1'),
  ('1f000000000000000000000000000003', '1f000000000000000000000000000002', '账户设置', '/account/center', 'account/AccountCenterPage', 'AccountCenter', NULL, 1, NULL, '1',
   1, NULL, true, true, true, false, false, '1'),
  ('1f000000000000000000000000000004', '1f000000000000000000000000000002', '数据字典', '/account/dict', 'system/DictPage', 'DictPage', NULL, 1, NULL, '1',
   2, NULL, true, false, true, false, false, '1'),
  ('1f000000000000000000000000000005', '1f000000000000000000000000000004', '刷新缓存', NULL, NULL, NULL, NULL, 2, 'system:dict:refresh', '2',
   1, NULL, false, true, false, false, false, '1'),
  ('1f000000000000000000000000000006', '1f000000000000000000000000000004', '删除字典', NULL, NULL, NULL, NULL, 2, 'system:dict:delete', '2',
   2, NULL, false, true, false, false, false, '0');
--> statement-breakpoint
-- Every role sees the menu; the refresh button is the owners' and admins', not the staff's. The
-- disabled delete button is linked to admin to show that a disabled entry grants nothing.
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f000000000000000000000000000001', '1f000000000000000000000000000002',
               '1f000000000000000000000000000003', '1f000000000000000000000000000004')
   OR (p.id = '1f000000000000000000000000000005' AND r.role_code IN ('admin', 'owner'))
   OR (p.id = '1f000000000000000000000000000006' AND r.role_code = 'admin');
--> statement-breakpoint
INSERT INTO "sys_dict" ("id", "dict_name", "dict_code", "description", "type") VALUES
  ('3f000000000000000000000000000001', '性别', 'sex', NULL, 1),
  ('3f000000000000000000000000000002', '优先级', 'priority', NULL, 0),
  ('3f000000000000000000000000000003', '有效无效状态', 'valid_status', NULL, 1),
  ('3f000000000000000000000000000004', '是否', 'yn', NULL, 1),
  ('3f000000000000000000000000000005', '门店状态', 'shop_status', NULL, 1);
--> statement-breakpoint
INSERT INTO "sys_dict_item" ("id", "dict_id", "item_text", "item_value", "sort_order") VALUES
  ('4f000000000000000000000000000001', '3f000000000000000000000000000001', '男', '1', 1),
  ('4f000000000000000000000000000002', '3f000000000000000000000000000001', '女', '2', 2),
  ('4f000000000000000000000000000003', '3f000000000000000000000000000002', '低', 'L', 1),
  ('4f000000000000000000000000000004', '3f000000000000000000000000000002', '中', 'M', 2),
  ('4f000000000000000000000000000005', '3f000000000000000000000000000002', '高', 'H', 3),
  ('4f000000000000000000000000000006', '3f000000000000000000000000000003', '有效', '1', 1),
  ('4f000000000000000000000000000007', '3f000000000000000000000000000003', '无效', '0', 2),
  ('4f000000000000000000000000000008', '3f000000000000000000000000000004', '是', '1', 1),
  ('4f000000000000000000000000000009', '3f000000000000000000000000000004', '否', '0', 2),
  ('4f000000000000000000000000000010', '3f000000000000000000000000000005', '启用', '0', 1),
  ('4f000000000000000000000000000011', '3f000000000000000000000000000005', '停用', '9', 2);

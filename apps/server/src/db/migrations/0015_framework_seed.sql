-- System data of the framework layer: the position rank dictionary, a category tree the widgets and
-- the later studio and retail pages read (album styles, product kinds, costume kinds), and the
-- 组件示例 (widget demo) menu. Ids are fixed so later migrations can refer to them.
INSERT INTO "sys_dict" ("id", "dict_name", "dict_code", "description", "type") VALUES
  ('3f000000000000000000000000000006', '职级', 'position_rank', NULL, 0);
--> statement-breakpoint
INSERT INTO "sys_dict_item" ("id", "dict_id", "item_text", "item_value", "sort_order") VALUES
  ('4f000000000000000000000000000012', '3f000000000000000000000000000006', '员级', '1', 1),
  ('4f000000000000000000000000000013', '3f000000000000000000000000000006', '助级', '2', 2),
  ('4f000000000000000000000000000014', '3f000000000000000000000000000006', '中级', '3', 3),
  ('4f000000000000000000000000000015', '3f000000000000000000000000000006', '副高级', '4', 4),
  ('4f000000000000000000000000000016', '3f000000000000000000000000000006', '正高级', '5', 5);
--> statement-breakpoint
INSERT INTO "sys_category" ("id", "pid", "name", "code", "has_child", "sort_no") VALUES
  ('5f000000000000000000000000000001', '0', '样片风格', 'A01', '1', 1),
  ('5f000000000000000000000000000002', '5f000000000000000000000000000001', '婚纱', 'A01A01', '1', 1),
  ('5f000000000000000000000000000003', '5f000000000000000000000000000002', '中式婚纱', 'A01A01A01', '0', 1),
  ('5f000000000000000000000000000004', '5f000000000000000000000000000002', '韩式婚纱', 'A01A01A02', '0', 2),
  ('5f000000000000000000000000000005', '5f000000000000000000000000000002', '旅拍', 'A01A01A03', '0', 3),
  ('5f000000000000000000000000000006', '5f000000000000000000000000000001', '儿童', 'A01A02', '0', 2),
  ('5f000000000000000000000000000007', '5f000000000000000000000000000001', '个人写真', 'A01A03', '0', 3),
  ('5f000000000000000000000000000008', '5f000000000000000000000000000001', '全家福', 'A01A04', '0', 4),
  ('5f000000000000000000000000000009', '5f000000000000000000000000000001', '孕妇照', 'A01A05', '0', 5),
  ('5f000000000000000000000000000010', '0', '商品类别', 'A02', '1', 2),
  ('5f000000000000000000000000000011', '5f000000000000000000000000000010', '服装', 'A02A01', '1', 1),
  ('5f000000000000000000000000000012', '5f000000000000000000000000000011', '上衣', 'A02A01A01', '0', 1),
  ('5f000000000000000000000000000013', '5f000000000000000000000000000011', '裙装', 'A02A01A02', '0', 2),
  ('5f000000000000000000000000000014', '5f000000000000000000000000000011', '外套', 'A02A01A03', '0', 3),
  ('5f000000000000000000000000000015', '5f000000000000000000000000000010', '饰品', 'A02A02', '0', 2),
  ('5f000000000000000000000000000016', '5f000000000000000000000000000010', '相册相框', 'A02A03', '0', 3),
  ('5f000000000000000000000000000017', '0', '服装类别', 'A03', '1', 3),
  ('5f000000000000000000000000000018', '5f000000000000000000000000000017', '婚纱礼服', 'A03A01', '0', 1),
  ('5f000000000000000000000000000019', '5f000000000000000000000000000017', '男士礼服', 'A03A02', '0', 2),
  ('5f000000000000000000000000000020', '5f000000000000000000000000000017', '古装汉服', 'A03A03', '0', 3),
  ('5f000000000000000000000000000021', '5f000000000000000000000000000017', '儿童服装', 'A03A04', '0', 4);
--> statement-breakpoint
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f000000000000000000000000000901', NULL, '组件示例', '/demo', 'layouts/RouteView', NULL, '/demo/editable-table', 0, NULL, '1',
   80, 'appstore', true, false, false, false, true, '1', NULL),
  ('1f000000000000000000000000000902', '1f000000000000000000000000000901', '可编辑表格', '/demo/editable-table', 'demo/EditableTableDemoPage', 'EditableTableDemo', NULL, 1, NULL, '1',
   1, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000903', '1f000000000000000000000000000901', '树表格', '/demo/tree-table', 'demo/TreeTableDemoPage', 'TreeTableDemo', NULL, 1, NULL, '1',
   2, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000904', '1f000000000000000000000000000901', '选择器', '/demo/pickers', 'demo/PickersDemoPage', 'PickersDemo', NULL, 1, NULL, '1',
   3, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000905', '1f000000000000000000000000000901', 'Cron 表达式', '/demo/cron', 'demo/CronDemoPage', 'CronDemo', NULL, 1, NULL, '1',
   4, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000906', '1f000000000000000000000000000901', '高级查询与导入导出', '/demo/records', 'demo/RecordsDemoPage', 'RecordsDemo', NULL, 1, NULL, '1',
   5, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000907', '1f000000000000000000000000000901', '编辑器', '/demo/editors', 'demo/EditorsDemoPage', 'EditorsDemo', NULL, 1, NULL, '1',
   6, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000908', '1f000000000000000000000000000901', '其他组件', '/demo/misc', 'demo/MiscDemoPage', 'MiscDemo', NULL, 1, NULL, '1',
   7, NULL, true, true, true, false, false, '1', NULL);
--> statement-breakpoint
-- The demo area is for administrators: the platform's, and each tenant's owner (who administers
-- that tenant); staff do not see it.
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id BETWEEN '1f000000000000000000000000000901' AND '1f000000000000000000000000000908'
  AND r.role_code IN ('admin', 'owner');

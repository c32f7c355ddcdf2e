-- Customers (客户管理), reviews (评价管理) and the head-office views across all of an owner's shops
-- (档期/订单/评价/客户总览) under the photography scene group (issue #13). Staff record customers and
-- reviews, reply and choose what goes on screen; deleting, importing, seeing full phone numbers and
-- the head-office views are for owners (and administrators).
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f00000000000000000000000d13c001', '1f000000000000000000000000000101', '客户管理', 'Customers', '/cjmain/cjuser', 'cjuser/CjuserPage', 'Cjuser', NULL, 1, NULL, '1',
   11, 'idcard', true, false, true, false, false, '1', NULL),
  ('1f00000000000000000000000d13c002', '1f00000000000000000000000d13c001', '新增客户', 'Add customer', NULL, NULL, NULL, NULL, 2, 'cjuser:add', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c003', '1f00000000000000000000000d13c001', '编辑客户', 'Edit customer', NULL, NULL, NULL, NULL, 2, 'cjuser:edit', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c004', '1f00000000000000000000000d13c001', '删除客户', 'Delete customer', NULL, NULL, NULL, NULL, 2, 'cjuser:delete', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c005', '1f00000000000000000000000d13c001', '导入客户', 'Import customers', NULL, NULL, NULL, NULL, 2, 'cjuser:import', '2',
   4, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c006', '1f00000000000000000000000d13c001', '查看完整手机号', 'See full phone numbers', NULL, NULL, NULL, NULL, 2, 'cjuser:phone', '2',
   5, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c011', '1f000000000000000000000000000101', '评价管理', 'Reviews', '/cjmain/pingjia', 'pingjia/PingjiaPage', 'Pingjia', NULL, 1, NULL, '1',
   12, 'message', true, false, true, false, false, '1', NULL),
  ('1f00000000000000000000000d13c012', '1f00000000000000000000000d13c011', '录入评价', 'Record review', NULL, NULL, NULL, NULL, 2, 'pingjia:add', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c013', '1f00000000000000000000000d13c011', '回复评价', 'Reply to review', NULL, NULL, NULL, NULL, 2, 'pingjia:reply', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c014', '1f00000000000000000000000d13c011', '显示与上屏', 'Show and put on screen', NULL, NULL, NULL, NULL, 2, 'pingjia:show', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c015', '1f00000000000000000000000d13c011', '删除评价', 'Delete review', NULL, NULL, NULL, NULL, 2, 'pingjia:delete', '2',
   4, NULL, false, true, false, false, false, '1', NULL),
  ('1f00000000000000000000000d13c021', '1f000000000000000000000000000101', '档期总览', 'Schedule (all shops)', '/cjmain/dangqierp', 'studio-erp/DangqiErpPage', 'DangqiErp', NULL, 1, NULL, '1',
   13, 'schedule', true, false, true, false, false, '1', NULL),
  ('1f00000000000000000000000d13c022', '1f000000000000000000000000000101', '订单总览', 'Orders (all shops)', '/cjmain/ordererp', 'studio-erp/OrderErpPage', 'OrderErp', NULL, 1, NULL, '1',
   14, 'fund', true, false, true, false, false, '1', NULL),
  ('1f00000000000000000000000d13c023', '1f000000000000000000000000000101', '评价总览', 'Reviews (all shops)', '/cjmain/pingjiaerp', 'studio-erp/PingjiaErpPage', 'PingjiaErp', NULL, 1, NULL, '1',
   15, 'audit', true, false, true, false, false, '1', NULL),
  ('1f00000000000000000000000d13c024', '1f000000000000000000000000000101', '客户总览', 'Customers (all shops)', '/cjmain/cjusererp', 'studio-erp/CjuserErpPage', 'CjuserErp', NULL, 1, NULL, '1',
   16, 'team', true, false, true, false, false, '1', NULL);
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f00000000000000000000000d13c001', '1f00000000000000000000000d13c002', '1f00000000000000000000000d13c003', '1f00000000000000000000000d13c011', '1f00000000000000000000000d13c012', '1f00000000000000000000000d13c013', '1f00000000000000000000000d13c014')
   OR (p.id IN ('1f00000000000000000000000d13c004', '1f00000000000000000000000d13c005', '1f00000000000000000000000d13c006', '1f00000000000000000000000d13c015', '1f00000000000000000000000d13c021', '1f00000000000000000000000d13c022', '1f00000000000000000000000d13c023', '1f00000000000000000000000d13c024')
       AND r.role_code IN ('admin', 'owner'));

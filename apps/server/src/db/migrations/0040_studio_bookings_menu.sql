-- The studio's schedule (档期管理) and orders (订单管理) pages under the photography scene group
-- (issue #13). Everyone who sees the scene reads the schedule and books, moves and takes payments
-- on orders; setting the schedule up (slots, photographers and rooms, closed days) and refunding
-- money are for owners (and administrators).
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f00000000000000000000000d13b001', '1f000000000000000000000000000101', '档期管理', 'Schedule',
   '/cjmain/dangqi', 'dangqi/DangqiPage', 'Dangqi', NULL, 1, NULL, '1', 9, NULL, true, false, true, false, false, '1'),
  ('1f00000000000000000000000d13b002', '1f000000000000000000000000000101', '订单管理', 'Orders',
   '/cjmain/order', 'order/OrderPage', 'Order', NULL, 1, NULL, '1', 10, NULL, true, false, true, false, false, '1'),
  ('1f00000000000000000000000d13b003', '1f00000000000000000000000d13b001', '设置档期', 'Set up the schedule',
   NULL, NULL, NULL, NULL, 2, 'dangqi:edit', '2', 1, NULL, false, true, false, false, false, '1'),
  ('1f00000000000000000000000d13b004', '1f00000000000000000000000d13b002', '订单退款', 'Refund orders',
   NULL, NULL, NULL, NULL, 2, 'order:refund', '2', 1, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f00000000000000000000000d13b001', '1f00000000000000000000000d13b002')
   OR (p.id IN ('1f00000000000000000000000d13b003', '1f00000000000000000000000d13b004')
       AND r.role_code IN ('admin', 'owner'));
--> statement-breakpoint
-- Orders signal their shop's change ('shop:<id>'), so every process drops the order list pages it
-- keeps for that shop (modules/orders/list.ts).
SELECT scenecast_signal_changes_of('cj_order', 'SELECT shop_id FROM %I');

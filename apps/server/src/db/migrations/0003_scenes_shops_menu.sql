-- The fixed scene templates, and the scene homes' menu. A scene entry (scene_id) is shown only to a
-- user who has that scene as its owner or as an active member of one of its shops. Ids are fixed.
INSERT INTO "cj_changjing" ("id", "name", "desc_text", "cover", "has_template", "sort") VALUES
  ('syd', '摄影场景', '样片、套系、档期与订单，影楼门店一站式管理', '', true, 1),
  ('qy', '企业场景', '零代码搭建企业信息展示，大屏即刻呈现', '', true, 2),
  ('ls', '零售场景', '商品、案例与小程序，零售门店的大屏展示', '', true, 3),
  ('fz', '服装场景', '新品与服装展示，沿用门店的样片与成员管理', '', true, 4);
--> statement-breakpoint
-- The scene groups sit between the data overview (1) and the personal centre, which moves to 90.
UPDATE "sys_permission" SET "sort_no" = 90 WHERE "id" = '1f000000000000000000000000000002';
--> statement-breakpoint
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f000000000000000000000000000101', NULL, '摄影门店', '/sheyingd', 'layouts/RouteView', NULL, '/cjmain/index', 0, NULL, '1',
   10, 'camera', true, false, false, false, true, '1', 'syd'),
  ('1f000000000000000000000000000102', '1f000000000000000000000000000101', '门店首页', '/cjmain/index', 'cjmain/SceneHomePage', 'SceneHome', NULL, 1, NULL, '1',
   1, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000103', '1f000000000000000000000000000101', '门店管理', '/cjmain/shop', 'shop/ShopListPage', 'ShopList', NULL, 1, NULL, '1',
   2, NULL, true, false, true, false, false, '1', NULL),
  ('1f000000000000000000000000000104', '1f000000000000000000000000000101', '成员管理', '/cjmain/member', 'shop/MemberPage', 'ShopMember', NULL, 1, NULL, '1',
   3, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000105', '1f000000000000000000000000000103', '新增门店', NULL, NULL, NULL, NULL, 2, 'shop:add', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000106', '1f000000000000000000000000000103', '编辑门店', NULL, NULL, NULL, NULL, 2, 'shop:edit', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000107', '1f000000000000000000000000000103', '删除门店', NULL, NULL, NULL, NULL, 2, 'shop:delete', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000108', '1f000000000000000000000000000103', '管理成员', NULL, NULL, NULL, NULL, 2, 'shop:member', '2',
   4, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000111', NULL, '企业门店', '/qiye', 'layouts/RouteView', NULL, '/qymain/index', 0, NULL, '1',
   11, 'bank', true, false, false, false, true, '1', 'qy'),
  ('1f000000000000000000000000000112', '1f000000000000000000000000000111', '企业首页', '/qymain/index', 'qymain/EnterpriseHomePage', 'EnterpriseHome', NULL, 1, NULL, '1',
   1, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000121', NULL, '零售门店', '/lingshou', 'layouts/RouteView', NULL, '/lsmain/index', 0, NULL, '1',
   12, 'shop', true, false, false, false, true, '1', 'ls'),
  ('1f000000000000000000000000000122', '1f000000000000000000000000000121', '零售首页', '/lsmain/index', 'lsmain/RetailHomePage', 'RetailHome', NULL, 1, NULL, '1',
   1, NULL, true, true, true, false, false, '1', NULL),
  -- Clothing uses the shop pages: the same paths as under 摄影门店. A user with both scenes gets
  -- them once (under 摄影门店, the first by sort); see the permission service.
  ('1f000000000000000000000000000131', NULL, '服装门店', '/fuzhuangs', 'layouts/RouteView', NULL, '/cjmain/index', 0, NULL, '1',
   13, 'skin', true, false, false, false, true, '1', 'fz'),
  ('1f000000000000000000000000000132', '1f000000000000000000000000000131', '门店首页', '/cjmain/index', 'cjmain/SceneHomePage', 'SceneHome', NULL, 1, NULL, '1',
   1, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000133', '1f000000000000000000000000000131', '门店管理', '/cjmain/shop', 'shop/ShopListPage', 'ShopList', NULL, 1, NULL, '1',
   2, NULL, true, false, true, false, false, '1', NULL),
  ('1f000000000000000000000000000134', '1f000000000000000000000000000131', '成员管理', '/cjmain/member', 'shop/MemberPage', 'ShopMember', NULL, 1, NULL, '1',
   3, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000135', '1f000000000000000000000000000133', '新增门店', NULL, NULL, NULL, NULL, 2, 'shop:add', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000136', '1f000000000000000000000000000133', '编辑门店', NULL, NULL, NULL, NULL, 2, 'shop:edit', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000137', '1f000000000000000000000000000133', '删除门店', NULL, NULL, NULL, NULL, 2, 'shop:delete', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000138', '1f000000000000000000000000000133', '管理成员', NULL, NULL, NULL, NULL, 2, 'shop:member', '2',
   4, NULL, false, true, false, false, false, '1', NULL);
--> statement-breakpoint
-- Every role sees the scene menus (the scene filter decides); staff may add and edit shops but not
-- delete them or manage members.
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE (p.id IN ('1f000000000000000000000000000101', '1f000000000000000000000000000102',
                '1f000000000000000000000000000103', '1f000000000000000000000000000104',
                '1f000000000000000000000000000105', '1f000000000000000000000000000106',
                '1f000000000000000000000000000111', '1f000000000000000000000000000112',
                '1f000000000000000000000000000121', '1f000000000000000000000000000122',
                '1f000000000000000000000000000131', '1f000000000000000000000000000132',
                '1f000000000000000000000000000133', '1f000000000000000000000000000134',
                '1f000000000000000000000000000135', '1f000000000000000000000000000136'))
   OR (p.id IN ('1f000000000000000000000000000107', '1f000000000000000000000000000108',
                '1f000000000000000000000000000137', '1f000000000000000000000000000138')
       AND r.role_code IN ('admin', 'owner'));

-- The scene content pages (issue #14): the enterprise page under 企业门店, the product catalogue
-- under 零售门店. Ids are fixed (suffix d14b).
-- Every role that sees the scene composes its content, as with sample albums.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f00000000000000000000000d14b001', '1f000000000000000000000000000111', '企业展示', 'Company page', '/qymain/blocks', 'qymain/EnterpriseBlocksPage', 'EnterpriseBlocks', NULL, 1, NULL, '1',
   2, NULL, true, true, true, false, false, '1', NULL),
  ('1f00000000000000000000000d14b002', '1f000000000000000000000000000121', '商品管理', 'Products', '/lsmain/product', 'lsmain/ProductsPage', 'RetailProducts', NULL, 1, NULL, '1',
   2, NULL, true, true, true, false, false, '1', NULL);
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f00000000000000000000000d14b001', '1f00000000000000000000000d14b002');

-- The sample album page (样片管理), under the photography and clothing scene groups like the works
-- library; clothing repeats the same path and a user with both scenes gets it once. Ids are fixed.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f000000000000000000000000000501', '1f000000000000000000000000000101', '样片管理', '/cjmain/kepian', 'kepian/KepianPage', 'Kepian', NULL, 1, NULL, '1',
   6, NULL, true, false, true, false, false, '1', NULL),
  ('1f000000000000000000000000000502', '1f000000000000000000000000000501', '新增样片', NULL, NULL, NULL, NULL, 2, 'kepian:add', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000503', '1f000000000000000000000000000501', '编辑样片', NULL, NULL, NULL, NULL, 2, 'kepian:edit', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000504', '1f000000000000000000000000000501', '删除样片', NULL, NULL, NULL, NULL, 2, 'kepian:delete', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000505', '1f000000000000000000000000000501', '分享样片', NULL, NULL, NULL, NULL, 2, 'kepian:share', '2',
   4, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000531', '1f000000000000000000000000000131', '样片管理', '/cjmain/kepian', 'kepian/KepianPage', 'Kepian', NULL, 1, NULL, '1',
   6, NULL, true, false, true, false, false, '1', NULL),
  ('1f000000000000000000000000000532', '1f000000000000000000000000000531', '新增样片', NULL, NULL, NULL, NULL, 2, 'kepian:add', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000533', '1f000000000000000000000000000531', '编辑样片', NULL, NULL, NULL, NULL, 2, 'kepian:edit', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000534', '1f000000000000000000000000000531', '删除样片', NULL, NULL, NULL, NULL, 2, 'kepian:delete', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000535', '1f000000000000000000000000000531', '分享样片', NULL, NULL, NULL, NULL, 2, 'kepian:share', '2',
   4, NULL, false, true, false, false, false, '1', NULL);
--> statement-breakpoint
-- Everyone who sees the scene adds and edits albums; deleting them and sharing them with other shops
-- are for owners (and administrators).
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f000000000000000000000000000501', '1f000000000000000000000000000502',
               '1f000000000000000000000000000503', '1f000000000000000000000000000531',
               '1f000000000000000000000000000532', '1f000000000000000000000000000533')
   OR (p.id IN ('1f000000000000000000000000000504', '1f000000000000000000000000000505',
                '1f000000000000000000000000000534', '1f000000000000000000000000000535')
       AND r.role_code IN ('admin', 'owner'));

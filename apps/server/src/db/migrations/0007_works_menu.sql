-- The works library and the recycle bin pages, under the photography and clothing scene groups
-- (the spec's /cjmain children include recycle). Clothing repeats the same paths, as it does for
-- the shop pages; a user with both scenes gets them once. Ids are fixed.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f000000000000000000000000000401', '1f000000000000000000000000000101', '作品库', '/cjmain/works', 'works/WorksLibraryPage', 'WorksLibrary', NULL, 1, NULL, '1',
   4, NULL, true, false, true, false, false, '1', NULL),
  ('1f000000000000000000000000000402', '1f000000000000000000000000000101', '回收站', '/cjmain/recycle', 'works/RecyclePage', 'WorksRecycle', NULL, 1, NULL, '1',
   5, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000403', '1f000000000000000000000000000401', '上传作品', NULL, NULL, NULL, NULL, 2, 'works:upload', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000404', '1f000000000000000000000000000401', '删除作品', NULL, NULL, NULL, NULL, 2, 'works:delete', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000405', '1f000000000000000000000000000401', '分享分组', NULL, NULL, NULL, NULL, 2, 'works:share', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000406', '1f000000000000000000000000000401', '投放到设备', NULL, NULL, NULL, NULL, 2, 'works:assign', '2',
   4, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000431', '1f000000000000000000000000000131', '作品库', '/cjmain/works', 'works/WorksLibraryPage', 'WorksLibrary', NULL, 1, NULL, '1',
   4, NULL, true, false, true, false, false, '1', NULL),
  ('1f000000000000000000000000000432', '1f000000000000000000000000000131', '回收站', '/cjmain/recycle', 'works/RecyclePage', 'WorksRecycle', NULL, 1, NULL, '1',
   5, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000000433', '1f000000000000000000000000000431', '上传作品', NULL, NULL, NULL, NULL, 2, 'works:upload', '2',
   1, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000434', '1f000000000000000000000000000431', '删除作品', NULL, NULL, NULL, NULL, 2, 'works:delete', '2',
   2, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000435', '1f000000000000000000000000000431', '分享分组', NULL, NULL, NULL, NULL, 2, 'works:share', '2',
   3, NULL, false, true, false, false, false, '1', NULL),
  ('1f000000000000000000000000000436', '1f000000000000000000000000000431', '投放到设备', NULL, NULL, NULL, NULL, 2, 'works:assign', '2',
   4, NULL, false, true, false, false, false, '1', NULL);
--> statement-breakpoint
-- Everyone who sees the scene uploads, arranges and assigns works; deleting for good (the recycle
-- bin's delete and empty) and sharing a group with other shops are for owners (and administrators).
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f000000000000000000000000000401', '1f000000000000000000000000000402',
               '1f000000000000000000000000000403', '1f000000000000000000000000000406',
               '1f000000000000000000000000000431', '1f000000000000000000000000000432',
               '1f000000000000000000000000000433', '1f000000000000000000000000000436')
   OR (p.id IN ('1f000000000000000000000000000404', '1f000000000000000000000000000405',
                '1f000000000000000000000000000434', '1f000000000000000000000000000435')
       AND r.role_code IN ('admin', 'owner'));

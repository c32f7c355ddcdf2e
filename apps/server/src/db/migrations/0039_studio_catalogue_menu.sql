-- The studio catalogue pages (issue #13) under the photography scene group: packages and costumes
-- for everyone who sees the scene; the brand story, the shop home and base info (booking rules)
-- are the owner's decisions, so owners and administrators get them. Ids are fixed.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f00000000000000000000000d13a001', '1f000000000000000000000000000101', '套系管理', 'Packages', '/cjmain/taoxi',
   'cjmain/taoxi/TaoxiPage', 'Taoxi', NULL, 1, NULL, '1', 7, NULL, true, true, true, false, false, '1'),
  ('1f00000000000000000000000d13a002', '1f000000000000000000000000000101', '服装管理', 'Costumes', '/cjmain/fuzhuang',
   'cjmain/fuzhuang/FuzhuangPage', 'Fuzhuang', NULL, 1, NULL, '1', 8, NULL, true, true, true, false, false, '1'),
  ('1f00000000000000000000000d13a003', '1f000000000000000000000000000101', '品牌故事', 'Brand story', '/cjmain/story',
   'cjmain/studio/StoryPage', 'Story', NULL, 1, NULL, '1', 20, NULL, true, true, true, false, false, '1'),
  ('1f00000000000000000000000d13a004', '1f000000000000000000000000000101', '首页设置', 'Home modules', '/cjmain/shouye',
   'cjmain/studio/ShouyePage', 'Shouye', NULL, 1, NULL, '1', 21, NULL, true, true, true, false, false, '1'),
  ('1f00000000000000000000000d13a005', '1f000000000000000000000000000101', '基础信息', 'Base info', '/cjmain/baseinfo',
   'cjmain/studio/BaseInfoPage', 'BaseInfo', NULL, 1, NULL, '1', 22, NULL, true, true, true, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f00000000000000000000000d13a001', '1f00000000000000000000000d13a002')
   OR (p.id IN ('1f00000000000000000000000d13a003', '1f00000000000000000000000d13a004',
                '1f00000000000000000000000d13a005')
       AND r.role_code IN ('admin', 'owner'));

-- Announcements (issue #12): the administration page for whoever may write them (platform
-- administrators and tenant owners, through the manage button) and everyone's own list behind the
-- bell's "view more". Both sit under 个人中心. Ids are fixed; their own pattern keeps them apart
-- from menus other migrations add.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f0000000000000000000000notice01', '1f000000000000000000000000000002', '我的消息', 'My messages',
   '/message/isps/userAnnouncement', 'system/UserAnnouncementPage', 'UserAnnouncement', NULL, 1, NULL,
   '1', 3, NULL, true, true, true, false, false, '1'),
  ('1f0000000000000000000000notice02', '1f000000000000000000000000000002', '公告管理', 'Announcements',
   '/account/announcement', 'system/AnnouncementPage', 'Announcement', NULL, 1, NULL,
   '1', 4, NULL, true, false, true, false, false, '1'),
  ('1f0000000000000000000000notice03', '1f0000000000000000000000notice02', '编辑与发布公告', 'Write and release',
   NULL, NULL, NULL, NULL, 2, 'system:announcement:manage',
   '2', 1, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id = '1f0000000000000000000000notice01'
   OR (p.id IN ('1f0000000000000000000000notice02', '1f0000000000000000000000notice03')
       AND r.role_code IN ('admin', 'owner'));

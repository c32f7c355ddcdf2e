-- The play plans page (issue #15), in the screens' menu group beside "My screens". Everyone who
-- manages the shop's screens plans what they play, as they assign works to them today.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f00000000000000000000000d15a001', '1f000000000000000000000000000201', '播放计划', 'Play plans', '/device/plan',
   'play-plan/PlayPlanPage', 'PlayPlan', NULL, 1, NULL, '1', 2, 'schedule', true, true, true, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, '1f00000000000000000000000d15a001'
FROM "sys_role" r
WHERE EXISTS (SELECT 1 FROM "sys_role_permission" rp
              WHERE rp.role_id = r.id AND rp.permission_id = '1f000000000000000000000000000202');

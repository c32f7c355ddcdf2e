-- The clothing lookbook page under 服装门店 (issue #14), id suffix d14d. Every role that sees the
-- scene composes its content, as with the enterprise page and the retail catalogue.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms", "perms_type",
   "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f00000000000000000000000d14d001', '1f000000000000000000000000000131', '服装画册', 'Lookbook', '/fzmain/lookbook', 'fzmain/LookbookPage', 'ClothingLookbook', NULL, 1, NULL, '1',
   7, 'crown', true, true, true, false, false, '1', NULL);
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, '1f00000000000000000000000d14d001'
FROM "sys_role" r;

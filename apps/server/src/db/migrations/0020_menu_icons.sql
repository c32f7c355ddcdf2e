-- Each menu entry gets an icon of its own (sys_permission.icon): the pages had none, and the scene
-- groups named icons the console did not know, so every entry showed the same one. Matched by
-- path, so the clothing scene's copies of the shop pages get the same icons; an icon already set
-- (by an administrator) is kept.
UPDATE "sys_permission" AS p
SET "icon" = v.icon
FROM (VALUES
  ('/account/center', 'setting'),
  ('/account/dict', 'book'),
  ('/cjmain/index', 'home'),
  ('/qymain/index', 'home'),
  ('/lsmain/index', 'home'),
  ('/cjmain/shop', 'shop'),
  ('/cjmain/member', 'team'),
  ('/cjmain/works', 'picture'),
  ('/cjmain/recycle', 'delete'),
  ('/cjmain/kepian', 'file-image'),
  ('/device/list', 'laptop'),
  ('/demo/editable-table', 'table'),
  ('/demo/tree-table', 'apartment'),
  ('/demo/pickers', 'select'),
  ('/demo/cron', 'clock-circle'),
  ('/demo/records', 'filter'),
  ('/demo/editors', 'edit'),
  ('/demo/misc', 'experiment')
) AS v(url, icon)
WHERE p."url" = v.url AND p."icon" IS NULL;

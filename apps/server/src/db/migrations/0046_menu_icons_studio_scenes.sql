-- Each new page of the studio, applet, enterprise and retail menus gets an icon of its own, so no two
-- entries of one menu look alike (the rows were added without one, or with one an older entry uses);
-- the retail group's shop icon was the shop list's too, now that one owner sees both.
UPDATE "sys_permission" AS p
SET "icon" = v.icon
FROM (VALUES
  ('/cjmain/taoxi', 'gift'),
  ('/cjmain/fuzhuang', 'tags'),
  ('/cjmain/dangqi', 'calendar'),
  ('/cjmain/order', 'profile'),
  ('/cjmain/pingjia', 'star'),
  ('/cjmain/cjusererp', 'contacts'),
  ('/cjmain/applet', 'qrcode'),
  ('/lsmain/applet', 'qrcode'),
  ('/cjmain/story', 'read'),
  ('/cjmain/shouye', 'layout'),
  ('/cjmain/baseinfo', 'info-circle'),
  ('/qymain/blocks', 'block'),
  ('/lingshou', 'shopping'),
  ('/device/plan', 'field-time'),
  ('/lsmain/product', 'barcode')
) AS v(url, icon)
WHERE p."url" = v.url;

-- The change signals of 0010 for a shop's sample albums: a category, an album, its costume
-- numbers, and its photos and category links (through their album) signal the shop.
SELECT scenecast_signal_changes_of('cj_kepian_fenlei', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_kepian', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_kepian_fuzhuang', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_kepian_photo',
  'SELECT k.shop_id FROM (SELECT DISTINCT kepian_id FROM %I) AS r JOIN cj_kepian k ON k.id = r.kepian_id');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_kepian_fenlei_link',
  'SELECT k.shop_id FROM (SELECT DISTINCT kepian_id FROM %I) AS r JOIN cj_kepian k ON k.id = r.kepian_id');

-- The applet reads a retail shop's home and cases and a shop's reviews (with their customers'
-- names) too: these tables now raise their shop's change signal (see 0010), so the applet's
-- answers join the shop's cached pages and a change in the console drops them at once.
SELECT scenecast_signal_changes_of('ls_home', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('ls_case', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_pingjia', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_customer', 'SELECT shop_id FROM %I');

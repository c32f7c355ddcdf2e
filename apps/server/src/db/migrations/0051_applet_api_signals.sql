-- The applet API (issue #14) keeps what a mini-program reads in the shop's cached pages, so every
-- table it reads must raise its shop's change signal (see 0010): packages, retail products and
-- their categories and variants, enterprise blocks, schedule slots and closed days, the studio
-- profile (base info, home modules).
SELECT scenecast_signal_changes_of('cj_taoxi', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('ls_category', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('ls_product', 'SELECT shop_id FROM %I');
--> statement-breakpoint
-- A variant carries no shop: it is its product's (variants whose product is already gone were
-- signalled by that product's own delete).
SELECT scenecast_signal_changes_of('ls_product_sku',
  'SELECT p.shop_id FROM (SELECT DISTINCT product_id FROM %I) AS s JOIN ls_product p ON p.id = s.product_id');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('qy_block', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_dangqi_slot', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_dangqi_closed_day', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_studio_profile', 'SELECT shop_id FROM %I');
--> statement-breakpoint
-- Authorising, withdrawing, binding and unbinding an applet signal 'applets' once per transaction:
-- every process drops the applet API's cached callers (platform/db/change-signals.ts).
CREATE FUNCTION scenecast_applets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scenecast_changed', 'applets@' || pg_current_xact_id());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wx_applet_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wx_applet
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_applets_changed();
--> statement-breakpoint
CREATE TRIGGER wx_applet_shop_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wx_applet_shop
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_applets_changed();

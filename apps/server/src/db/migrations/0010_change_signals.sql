-- Change signals: every committed change to a shop or to a shop's data NOTIFYs
-- 'scenecast_changed' with the tag 'shop:<id>'. Each server process listens and drops what it
-- cached under that tag (platform/cache), so a read cache stays right whichever process, statement
-- or future code wrote. Statement-level triggers: one signal per shop per statement, and PostgreSQL
-- folds repeats within a transaction and delivers them at commit (nothing on rollback).
--
-- A table is wired with scenecast_signal_changes_of(table, shops_of): `shops_of` is a query
-- giving the shops of the rows in the transition table it names with %I.
CREATE FUNCTION scenecast_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  transition text;
BEGIN
  FOREACH transition IN ARRAY ARRAY['new_rows', 'old_rows'] LOOP
    CONTINUE WHEN (transition = 'new_rows' AND TG_OP = 'DELETE') OR (transition = 'old_rows' AND TG_OP = 'INSERT');
    EXECUTE format(
      'SELECT pg_notify(''scenecast_changed'', ''shop:'' || id) FROM (SELECT DISTINCT id FROM (%s) AS shops (id)) AS s WHERE id IS NOT NULL',
      format(TG_ARGV[0], transition));
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION scenecast_signal_changes_of(target text, shops_of text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION scenecast_changed(%L)', target || '_inserted', target, shops_of);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION scenecast_changed(%L)', target || '_updated', target, shops_of);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION scenecast_changed(%L)', target || '_deleted', target, shops_of);
END $$;
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_shop', 'SELECT id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cj_shop_member', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cl_works_hj', 'SELECT shop_id FROM %I');
--> statement-breakpoint
SELECT scenecast_signal_changes_of('cl_works', 'SELECT shop_id FROM %I');
--> statement-breakpoint
-- A group's works carry no shop: it is their group's (rows whose group is already gone were
-- signalled by that group's own delete).
SELECT scenecast_signal_changes_of('cl_works_relat',
  'SELECT h.shop_id FROM (SELECT DISTINCT hj_id FROM %I) AS r JOIN cl_works_hj h ON h.id = r.hj_id');

-- A change signal names its transaction: 'shop:<id>@<transaction id>'. On a PostgreSQL server
-- every pooled connection of a process listens (so the writer hears its own change before its
-- query resolves), and so hears each signal once per connection; the transaction id lets the
-- process apply each one once (platform/db/change-signals.ts).
CREATE OR REPLACE FUNCTION scenecast_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  transition text;
BEGIN
  FOREACH transition IN ARRAY ARRAY['new_rows', 'old_rows'] LOOP
    CONTINUE WHEN (transition = 'new_rows' AND TG_OP = 'DELETE') OR (transition = 'old_rows' AND TG_OP = 'INSERT');
    EXECUTE format(
      'SELECT pg_notify(''scenecast_changed'', ''shop:'' || id || ''@'' || pg_current_xact_id()) '
      'FROM (SELECT DISTINCT id FROM (%s) AS shops (id)) AS s WHERE id IS NOT NULL',
      format(TG_ARGV[0], transition));
  END LOOP;
  RETURN NULL;
END $$;

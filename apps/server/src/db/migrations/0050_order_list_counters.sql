-- The order list of a large shop (issue #13); its indexes, the reversed phone and the counter table
-- come in 0048. The totals of a shop (or of some statuses: orders, price, paid) are a sum over a few counter
-- rows kept by triggers, for the shop's list and the head-office view.
-- One upsert per statement, grouped by shop and status; an update that changes no counted figure
-- (an edit of the note, the slot) writes nothing, so it takes no counter row's lock.
CREATE OR REPLACE FUNCTION cj_order_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cj_order_count (shop_id, status, orders, price_fen, paid_fen)
    SELECT shop_id, status, count(*), sum(price_fen), sum(paid_fen) FROM new_rows GROUP BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET orders = cj_order_count.orders + excluded.orders,
      price_fen = cj_order_count.price_fen + excluded.price_fen, paid_fen = cj_order_count.paid_fen + excluded.paid_fen;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE cj_order_count c
    SET orders = c.orders - gone.orders, price_fen = c.price_fen - gone.price_fen, paid_fen = c.paid_fen - gone.paid_fen
    FROM (
      SELECT shop_id, status, count(*) AS orders, sum(price_fen) AS price_fen, sum(paid_fen) AS paid_fen
      FROM old_rows GROUP BY shop_id, status
    ) gone
    WHERE c.shop_id = gone.shop_id AND c.status = gone.status;
  ELSE
    INSERT INTO cj_order_count (shop_id, status, orders, price_fen, paid_fen)
    SELECT shop_id, status, sum(orders), sum(price_fen), sum(paid_fen) FROM (
      SELECT shop_id, status, 1 AS orders, price_fen, paid_fen FROM new_rows
      UNION ALL
      SELECT shop_id, status, -1, -price_fen, -paid_fen FROM old_rows
    ) moves
    GROUP BY shop_id, status HAVING sum(orders) <> 0 OR sum(price_fen) <> 0 OR sum(paid_fen) <> 0
    ON CONFLICT (shop_id, status) DO UPDATE SET orders = cj_order_count.orders + excluded.orders,
      price_fen = cj_order_count.price_fen + excluded.price_fen, paid_fen = cj_order_count.paid_fen + excluded.paid_fen;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cj_order_count_insert AFTER INSERT ON cj_order REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cj_order_count_apply();
--> statement-breakpoint
CREATE TRIGGER cj_order_count_update AFTER UPDATE ON cj_order REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cj_order_count_apply();
--> statement-breakpoint
CREATE TRIGGER cj_order_count_delete AFTER DELETE ON cj_order REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cj_order_count_apply();
--> statement-breakpoint
INSERT INTO cj_order_count (shop_id, status, orders, price_fen, paid_fen)
SELECT shop_id, status, count(*), sum(price_fen), sum(paid_fen) FROM cj_order GROUP BY shop_id, status;

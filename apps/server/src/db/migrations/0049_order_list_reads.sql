-- The order list of a large shop, read off indexes (issue #13): its sorts and status filter end in
-- id so a page is a range of one index, a phone's last digits are a prefix of the reversed phone,
-- and the total of a shop (or of some statuses) is a sum over a few counter rows kept by triggers.
DROP INDEX IF EXISTS "cj_order_shop_time_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "cj_order_shop_status_idx";
--> statement-breakpoint
CREATE INDEX "cj_order_shop_status_time_id_idx" ON "cj_order" USING btree ("shop_id","status","create_time","id");
--> statement-breakpoint
ALTER TABLE "cj_order" ADD COLUMN "customer_phone_reversed" text GENERATED ALWAYS AS (reverse("customer_phone")) STORED;
--> statement-breakpoint
CREATE INDEX "cj_order_shop_phone_reversed_idx" ON "cj_order" USING btree ("shop_id","customer_phone_reversed" text_pattern_ops);
--> statement-breakpoint
CREATE TABLE "cj_order_count" (
  "shop_id" text NOT NULL,
  "status" text NOT NULL,
  "orders" integer NOT NULL,
  CONSTRAINT "cj_order_count_pk" PRIMARY KEY ("shop_id","status")
);
--> statement-breakpoint
-- One upsert per statement, grouped by shop and status; an update that moves no order between
-- counters (a payment, an edit) writes nothing, so it takes no counter row's lock.
CREATE OR REPLACE FUNCTION cj_order_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cj_order_count (shop_id, status, orders)
    SELECT shop_id, status, count(*) FROM new_rows GROUP BY shop_id, status
    ON CONFLICT (shop_id, status) DO UPDATE SET orders = cj_order_count.orders + excluded.orders;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE cj_order_count c SET orders = c.orders - gone.orders
    FROM (SELECT shop_id, status, count(*) AS orders FROM old_rows GROUP BY shop_id, status) gone
    WHERE c.shop_id = gone.shop_id AND c.status = gone.status;
  ELSE
    INSERT INTO cj_order_count (shop_id, status, orders)
    SELECT shop_id, status, sum(delta) FROM (
      SELECT shop_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT shop_id, status, -1 FROM old_rows
    ) moves
    GROUP BY shop_id, status HAVING sum(delta) <> 0
    ON CONFLICT (shop_id, status) DO UPDATE SET orders = cj_order_count.orders + excluded.orders;
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
INSERT INTO cj_order_count (shop_id, status, orders)
SELECT shop_id, status, count(*) FROM cj_order GROUP BY shop_id, status;

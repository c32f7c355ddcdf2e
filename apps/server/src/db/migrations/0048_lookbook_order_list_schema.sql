CREATE TABLE "fz_collection" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"season" text NOT NULL,
	"year" integer NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fz_collection_shop_name_uq" UNIQUE("shop_id","name")
);
--> statement-breakpoint
CREATE TABLE "fz_style" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"collection_id" text NOT NULL,
	"style_no" text NOT NULL,
	"name" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fabric" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fz_style_shop_style_no_uq" UNIQUE("shop_id","style_no")
);
--> statement-breakpoint
CREATE TABLE "cj_order_count" (
	"shop_id" text NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"paid_fen" bigint NOT NULL,
	CONSTRAINT "cj_order_count_pk" PRIMARY KEY("shop_id","status")
);
--> statement-breakpoint
DROP INDEX "cj_order_shop_time_idx";--> statement-breakpoint
DROP INDEX "cj_order_shop_status_idx";--> statement-breakpoint
ALTER TABLE "cj_order" ADD COLUMN "customer_phone_reversed" text GENERATED ALWAYS AS (reverse(customer_phone)) STORED;--> statement-breakpoint
CREATE INDEX "fz_style_collection_sort_idx" ON "fz_style" USING btree ("collection_id","sort");--> statement-breakpoint
CREATE INDEX "cj_order_shop_status_time_id_idx" ON "cj_order" USING btree ("shop_id","status","create_time","id");--> statement-breakpoint
CREATE INDEX "cj_order_shop_phone_reversed_idx" ON "cj_order" USING btree ("shop_id","customer_phone_reversed" text_pattern_ops);
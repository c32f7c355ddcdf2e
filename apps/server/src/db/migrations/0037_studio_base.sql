CREATE TABLE "cj_customer" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birthday" date,
	"source" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_customer_shop_phone_uq" UNIQUE("shop_id","phone")
);
--> statement-breakpoint
CREATE TABLE "cj_dangqi_closed_day" (
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"tenant_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "cj_dangqi_closed_day_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "cj_dangqi_resource" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_dangqi_slot" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_dangqi_slot_shop_day_start_uq" UNIQUE("shop_id","day","start_minute")
);
--> statement-breakpoint
CREATE TABLE "cj_dangqi_slot_resource" (
	"slot_id" text NOT NULL,
	"resource_id" text NOT NULL,
	CONSTRAINT "cj_dangqi_slot_resource_slot_id_resource_id_pk" PRIMARY KEY("slot_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "cj_order" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" text NOT NULL,
	"taoxi_id" text NOT NULL,
	"taoxi_name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"deposit_fen" integer NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"slot_id" text,
	"staff_user_id" text,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_order_tenant_no_uq" UNIQUE("tenant_id","order_no")
);
--> statement-breakpoint
CREATE TABLE "cj_order_log" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"detail" jsonb,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_order_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_taoxi" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"price_fen" integer NOT NULL,
	"deposit_fen" integer DEFAULT 0 NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"retouched_count" integer DEFAULT 0 NOT NULL,
	"costume_count" integer DEFAULT 0 NOT NULL,
	"look_count" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover" text,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cj_customer_tenant_idx" ON "cj_customer" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "cj_dangqi_resource_shop_idx" ON "cj_dangqi_resource" USING btree ("shop_id","kind");--> statement-breakpoint
CREATE INDEX "cj_dangqi_slot_resource_res_idx" ON "cj_dangqi_slot_resource" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "cj_order_shop_time_idx" ON "cj_order" USING btree ("shop_id","create_time");--> statement-breakpoint
CREATE INDEX "cj_order_tenant_time_idx" ON "cj_order" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "cj_order_customer_idx" ON "cj_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "cj_order_slot_idx" ON "cj_order" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "cj_order_log_order_idx" ON "cj_order_log" USING btree ("order_id","create_time");--> statement-breakpoint
CREATE INDEX "cj_order_payment_order_idx" ON "cj_order_payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cj_taoxi_shop_idx" ON "cj_taoxi" USING btree ("shop_id","sort");
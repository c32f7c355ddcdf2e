CREATE TABLE "dv_screenshot" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_key" text,
	"captured_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cj_fuzhuang" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_category" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ls_category_shop_name_uq" UNIQUE("shop_id","name")
);
--> statement-breakpoint
CREATE TABLE "ls_product" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"category_id" text,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ls_product_shop_code_uq" UNIQUE("shop_id","code")
);
--> statement-breakpoint
CREATE TABLE "ls_product_sku" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"spec" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ls_product_sku_spec_uq" UNIQUE("product_id","spec")
);
--> statement-breakpoint
CREATE TABLE "wx_applet_shop" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"applet_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_applet_version" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"applet_id" text NOT NULL,
	"template_id" integer NOT NULL,
	"user_version" text NOT NULL,
	"user_desc" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"audit_id" text,
	"reason" text,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_applet" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"head_img" text,
	"principal_name" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_auth_flow" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"page" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wx_component_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_order_no_seq" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "cj_order_no_seq_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "cj_pingjia" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"order_id" text,
	"customer_id" text,
	"star" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"reply_by" text,
	"reply_time" timestamp with time zone,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"is_screen" smallint DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pp_plan" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"priority" smallint NOT NULL,
	"start_date" text,
	"end_date" text,
	"days" jsonb NOT NULL,
	"windows" jsonb NOT NULL,
	"interrupt" jsonb,
	"content" jsonb NOT NULL,
	"device_ids" jsonb NOT NULL,
	"group_ids" jsonb NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pp_wall_group" (
	"group_id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dv_play_record" (
	"device_id" text NOT NULL,
	"record_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"work_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dv_play_record_device_id_record_id_pk" PRIMARY KEY("device_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "qy_block" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_studio_profile" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"story_title" text DEFAULT '' NOT NULL,
	"story_content" text DEFAULT '' NOT NULL,
	"story_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"story_video" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_percent" integer DEFAULT 30 NOT NULL,
	"cancel_hours" integer DEFAULT 48 NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"home_modules" jsonb,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dv_device" ADD COLUMN "offline_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cj_order" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cj_order" ADD COLUMN "customer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "dv_screenshot_device_idx" ON "dv_screenshot" USING btree ("device_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cj_fuzhuang_shop_number_uq" ON "cj_fuzhuang" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "cj_fuzhuang_shop_time_idx" ON "cj_fuzhuang" USING btree ("shop_id","create_time");--> statement-breakpoint
CREATE INDEX "ls_product_category_idx" ON "ls_product" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_applet_shop_shop_uq" ON "wx_applet_shop" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "wx_applet_shop_applet_idx" ON "wx_applet_shop" USING btree ("applet_id");--> statement-breakpoint
CREATE INDEX "wx_applet_version_applet_idx" ON "wx_applet_version" USING btree ("applet_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wx_applet_app_id_uq" ON "wx_applet" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "wx_applet_tenant_idx" ON "wx_applet" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "cj_pingjia_shop_time_idx" ON "cj_pingjia" USING btree ("shop_id","create_time");--> statement-breakpoint
CREATE INDEX "cj_pingjia_customer_idx" ON "cj_pingjia" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cj_pingjia_order_uq" ON "cj_pingjia" USING btree ("order_id") WHERE "cj_pingjia"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pp_plan_shop_idx" ON "pp_plan" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "pp_wall_group_shop_idx" ON "pp_wall_group" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "dv_play_record_shop_idx" ON "dv_play_record" USING btree ("shop_id","started_at");--> statement-breakpoint
CREATE INDEX "qy_block_shop_idx" ON "qy_block" USING btree ("shop_id","sort");--> statement-breakpoint
CREATE INDEX "cj_order_shop_status_idx" ON "cj_order" USING btree ("shop_id","status","create_time");--> statement-breakpoint
CREATE INDEX "cj_order_shop_time_id_idx" ON "cj_order" USING btree ("shop_id","create_time","id");
CREATE TABLE "cj_my_changjing" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"changjing_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_my_changjing_owner_scene_uq" UNIQUE("owner_user_id","changjing_id")
);
--> statement-breakpoint
CREATE TABLE "cj_changjing" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"desc_text" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"has_template" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_shop_member" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"job" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_shop_member_shop_user_uq" UNIQUE("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cj_shop_share_code" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_shop_share_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cj_shop" (
	"id" text PRIMARY KEY NOT NULL,
	"my_changjing_id" text NOT NULL,
	"changjing_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"jc_name" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"wxcoe" text DEFAULT '' NOT NULL,
	"beijing" text DEFAULT '' NOT NULL,
	"desc_text" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"place" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"ratio_cover" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"top" smallint DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_permission" ADD COLUMN "scene_id" text;--> statement-breakpoint
CREATE INDEX "cj_my_changjing_tenant_idx" ON "cj_my_changjing" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "cj_shop_member_user_idx" ON "cj_shop_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cj_shop_owner_idx" ON "cj_shop" USING btree ("tenant_id","create_by");--> statement-breakpoint
CREATE INDEX "cj_shop_scene_idx" ON "cj_shop" USING btree ("my_changjing_id");
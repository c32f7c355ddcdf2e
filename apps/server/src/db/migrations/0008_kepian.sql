CREATE TABLE "cj_kepian" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"main_number" text NOT NULL,
	"title" text NOT NULL,
	"cover" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"top" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"is_public_pd" smallint DEFAULT 0 NOT NULL,
	"is_public_xcx" smallint DEFAULT 0 NOT NULL,
	"vip_only" smallint DEFAULT 0 NOT NULL,
	"share_status" smallint DEFAULT 0 NOT NULL,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_kepian_shop_number_uq" UNIQUE("shop_id","main_number")
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_config" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"columns" smallint DEFAULT 4 NOT NULL,
	"photo_seconds" smallint DEFAULT 6 NOT NULL,
	"show_main_number" boolean DEFAULT true NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_fenlei" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"top" smallint DEFAULT 0 NOT NULL,
	"is_share" smallint DEFAULT 0 NOT NULL,
	"mould" text,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_fenlei_link" (
	"kepian_id" text NOT NULL,
	"fenlei_id" text NOT NULL,
	CONSTRAINT "cj_kepian_fenlei_link_kepian_id_fenlei_id_pk" PRIMARY KEY("kepian_id","fenlei_id")
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_fuzhuang" (
	"shop_id" text NOT NULL,
	"number" text NOT NULL,
	"kepian_id" text NOT NULL,
	CONSTRAINT "cj_kepian_fuzhuang_shop_id_number_pk" PRIMARY KEY("shop_id","number")
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_password_guess" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_photo" (
	"id" text PRIMARY KEY NOT NULL,
	"kepian_id" text NOT NULL,
	"file_key" text NOT NULL,
	"sort" integer NOT NULL,
	"width" integer,
	"height" integer,
	"content_hash" text,
	"problem" boolean DEFAULT false NOT NULL,
	"problem_reason" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_share_code" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_kepian_share_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_share_grant" (
	"owner_shop_id" text NOT NULL,
	"receiver_shop_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cj_kepian_share_grant_owner_shop_id_receiver_shop_id_pk" PRIMARY KEY("owner_shop_id","receiver_shop_id")
);
--> statement-breakpoint
CREATE TABLE "cj_kepian_share_hidden" (
	"receiver_shop_id" text NOT NULL,
	"fenlei_id" text NOT NULL,
	CONSTRAINT "cj_kepian_share_hidden_receiver_shop_id_fenlei_id_pk" PRIMARY KEY("receiver_shop_id","fenlei_id")
);
--> statement-breakpoint
CREATE INDEX "cj_kepian_shop_idx" ON "cj_kepian" USING btree ("shop_id","sort");--> statement-breakpoint
CREATE INDEX "cj_kepian_fenlei_shop_idx" ON "cj_kepian_fenlei" USING btree ("shop_id","parent_id");--> statement-breakpoint
CREATE INDEX "cj_kepian_fenlei_link_fl_idx" ON "cj_kepian_fenlei_link" USING btree ("fenlei_id");--> statement-breakpoint
CREATE INDEX "cj_kepian_fuzhuang_album_idx" ON "cj_kepian_fuzhuang" USING btree ("kepian_id");--> statement-breakpoint
CREATE INDEX "cj_kepian_photo_album_idx" ON "cj_kepian_photo" USING btree ("kepian_id","sort");--> statement-breakpoint
CREATE INDEX "cj_kepian_share_grant_receiver_idx" ON "cj_kepian_share_grant" USING btree ("receiver_shop_id");
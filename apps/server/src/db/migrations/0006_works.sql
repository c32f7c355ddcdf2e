CREATE TABLE "cl_works_hj_device" (
	"hj_id" text NOT NULL,
	"device_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cl_works_hj_device_hj_id_device_id_pk" PRIMARY KEY("hj_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "cl_works" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration" real,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"seconds" integer,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cl_works_device" (
	"works_id" text NOT NULL,
	"device_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cl_works_device_works_id_device_id_pk" PRIMARY KEY("works_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "cl_works_hj" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"share_type" smallint DEFAULT 0 NOT NULL,
	"share_coding" text,
	"cover" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"seconds" integer,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cl_works_recycle" (
	"works_id" text PRIMARY KEY NOT NULL,
	"hj_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cl_works_relat" (
	"hj_id" text NOT NULL,
	"works_id" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "cl_works_relat_hj_id_works_id_pk" PRIMARY KEY("hj_id","works_id")
);
--> statement-breakpoint
CREATE TABLE "cl_works_upload" (
	"file_key" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"thumb_key" text,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"duration" real,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cl_works_hj_device_device_idx" ON "cl_works_hj_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "cl_works_shop_status_idx" ON "cl_works" USING btree ("shop_id","status","create_time");--> statement-breakpoint
CREATE INDEX "cl_works_tenant_idx" ON "cl_works" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "cl_works_file_idx" ON "cl_works" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cl_works_code_uq" ON "cl_works" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cl_works_device_device_idx" ON "cl_works_device" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "cl_works_hj_shop_parent_idx" ON "cl_works_hj" USING btree ("shop_id","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "cl_works_hj_share_coding_uq" ON "cl_works_hj" USING btree ("share_coding");--> statement-breakpoint
CREATE INDEX "cl_works_relat_order_idx" ON "cl_works_relat" USING btree ("hj_id","sort");--> statement-breakpoint
CREATE INDEX "cl_works_relat_works_idx" ON "cl_works_relat" USING btree ("works_id");--> statement-breakpoint
CREATE INDEX "cl_works_upload_user_idx" ON "cl_works_upload" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cl_works_upload_tenant_idx" ON "cl_works_upload" USING btree ("tenant_id");
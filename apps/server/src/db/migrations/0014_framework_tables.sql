CREATE TABLE "demo_record" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_word" text,
	"sex" smallint,
	"age" integer,
	"birthday" date,
	"email" text,
	"phone" text,
	"salary" numeric(12, 2),
	"content" text,
	"order_num" integer DEFAULT 0 NOT NULL,
	"create_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_category" (
	"id" text PRIMARY KEY NOT NULL,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"has_child" text DEFAULT '0' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_category_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"post_rank" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_position_tenant_code_uq" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
CREATE INDEX "demo_record_tenant_idx" ON "demo_record" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_category_pid_idx" ON "sys_category" USING btree ("pid");
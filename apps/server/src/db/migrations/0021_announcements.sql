CREATE TABLE "sys_announcement_send" (
	"annt_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read_flag" smallint DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	CONSTRAINT "sys_announcement_send_annt_id_user_id_pk" PRIMARY KEY("annt_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_announcement" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"titile" text NOT NULL,
	"msg_content" text DEFAULT '' NOT NULL,
	"msg_txt" text,
	"sender" text NOT NULL,
	"priority" text DEFAULT 'L' NOT NULL,
	"msg_category" text DEFAULT '1' NOT NULL,
	"msg_type" text DEFAULT 'ALL' NOT NULL,
	"target_ids" text[] DEFAULT '{}' NOT NULL,
	"send_status" text DEFAULT '0' NOT NULL,
	"send_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"open_type" text,
	"open_page" text,
	"bus_id" text,
	"create_by" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cj_shop_member" ADD COLUMN "pending_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_announcement_send_user_idx" ON "sys_announcement_send" USING btree ("user_id","read_flag");--> statement-breakpoint
CREATE INDEX "sys_announcement_tenant_idx" ON "sys_announcement" USING btree ("tenant_id","create_time");
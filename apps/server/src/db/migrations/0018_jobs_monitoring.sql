CREATE TABLE "sys_server_process" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"seen_time" timestamp with time zone NOT NULL,
	"consoles" integer DEFAULT 0 NOT NULL,
	"screens" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job_log" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"outcome" text NOT NULL,
	"message" text,
	"process" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job" (
	"id" text PRIMARY KEY NOT NULL,
	"job_class_name" text NOT NULL,
	"cron_expression" text NOT NULL,
	"parameter" text DEFAULT '{}' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"next_fire_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_stat_daily" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "sys_stat_daily_tenant_id_day_key_pk" PRIMARY KEY("tenant_id","day","key")
);
--> statement-breakpoint
CREATE INDEX "sys_job_log_job_idx" ON "sys_job_log" USING btree ("job_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_log_once_idx" ON "sys_job_log" USING btree ("job_id","scheduled_time") WHERE "sys_job_log"."trigger" = 'schedule';
CREATE TABLE "dv_activation_attempt" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dv_version" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"file_url" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dv_version_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "dv_group" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dv_device_log" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"user_id" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dv_device" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"code" text,
	"code_expires_at" timestamp with time zone,
	"serial_no" serial NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"location" text,
	"shop_id" text,
	"tenant_id" integer,
	"group_id" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_heartbeat" timestamp with time zone,
	"app_version" text,
	"target_version" text,
	"settings" jsonb NOT NULL,
	"password_hash" text,
	"activated_at" timestamp with time zone,
	"activated_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dv_group_shop_idx" ON "dv_group" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "dv_device_log_device_idx" ON "dv_device_log" USING btree ("device_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "dv_device_waiting_code_uq" ON "dv_device" USING btree ("code") WHERE "dv_device"."shop_id" IS NULL;--> statement-breakpoint
CREATE INDEX "dv_device_shop_idx" ON "dv_device" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "dv_device_online_idx" ON "dv_device" USING btree ("online","last_heartbeat");
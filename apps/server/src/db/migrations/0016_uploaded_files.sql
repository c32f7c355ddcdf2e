CREATE TABLE "sys_file" (
	"file_key" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_file_tenant_idx" ON "sys_file" USING btree ("tenant_id");
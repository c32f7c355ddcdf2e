CREATE TABLE "sys_captcha" (
	"check_key" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_failure" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_log" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"ip" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_sms_code" (
	"key" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_tenant" (
	"user_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "sys_user_tenant_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"realname" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"phone" text,
	"avatar" text,
	"email" text,
	"sex" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"lb_user_id" text,
	"tenant_id" integer NOT NULL,
	"org_code" text,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_username_unique" UNIQUE("username"),
	CONSTRAINT "sys_user_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"parent_id" text,
	"depart_name" text NOT NULL,
	"org_code" text NOT NULL,
	"org_type" text DEFAULT '1' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_depart_org_code_unique" UNIQUE("org_code")
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_id" text NOT NULL,
	"depart_id" text NOT NULL,
	CONSTRAINT "sys_user_depart_user_id_depart_id_pk" PRIMARY KEY("user_id","depart_id")
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_id" text NOT NULL,
	"item_text" text NOT NULL,
	"item_value" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" text PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"dict_code" text NOT NULL,
	"description" text,
	"type" smallint DEFAULT 0 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_dict_dict_code_unique" UNIQUE("dict_code")
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"url" text,
	"component" text,
	"component_name" text,
	"redirect" text,
	"menu_type" smallint DEFAULT 0 NOT NULL,
	"perms" text,
	"perms_type" text DEFAULT '2' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"icon" text,
	"is_route" boolean DEFAULT true NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_id" text NOT NULL,
	"permission_id" text NOT NULL,
	CONSTRAINT "sys_role_permission_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" text PRIMARY KEY NOT NULL,
	"role_code" text NOT NULL,
	"role_name" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_role_code_unique" UNIQUE("role_code")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "sys_login_log_time_idx" ON "sys_login_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_user_tenant_idx" ON "sys_user" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sys_depart_tenant_idx" ON "sys_depart" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sys_dict_item_dict_idx" ON "sys_dict_item" USING btree ("dict_id");--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");
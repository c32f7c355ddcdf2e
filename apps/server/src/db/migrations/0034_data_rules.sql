CREATE TABLE "sys_permission_data_rule" (
	"id" text PRIMARY KEY NOT NULL,
	"permission_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"rule_column" text NOT NULL,
	"rule_conditions" text NOT NULL,
	"rule_value" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_data_rule" (
	"role_id" text NOT NULL,
	"rule_id" text NOT NULL,
	CONSTRAINT "sys_role_data_rule_role_id_rule_id_pk" PRIMARY KEY("role_id","rule_id")
);
--> statement-breakpoint
CREATE INDEX "sys_permission_data_rule_permission_idx" ON "sys_permission_data_rule" USING btree ("permission_id");--> statement-breakpoint
CREATE INDEX "sys_role_data_rule_rule_idx" ON "sys_role_data_rule" USING btree ("rule_id");
CREATE TABLE "sys_oper_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"title" text NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"params" jsonb,
	"before" jsonb,
	"after" jsonb,
	"ip" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"http_status" integer NOT NULL,
	"code" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_oper_log_tenant_time_idx" ON "sys_oper_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_idx" ON "sys_oper_log" USING btree ("create_time");--> statement-breakpoint
-- The operation log, sign-in log and online users pages (issue #11) under 系统管理 (migration 0024).
-- Reading them is sensitive, so each page has a view button the server checks; force sign-out has its
-- own. Platform administrators (admin) see every tenant's rows, tenant owners their tenant's.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status")
VALUES
  ('1f00000000000000000000000oplog01', '1f0000000000000000000000sysadm01', '操作日志', 'Operation log', '/system/operlog', 'system/OperationLogPage', 'OperationLog', NULL, 1, NULL, '1', 90, 'audit', true, false, true, false, false, '1'),
  ('1f00000000000000000000000oplog02', '1f00000000000000000000000oplog01', '查看操作日志', 'View the operation log', NULL, NULL, NULL, NULL, 2, 'system:operlog:list', '2', 1, NULL, false, true, false, false, false, '1'),
  ('1f00000000000000000000000oplog03', '1f0000000000000000000000sysadm01', '登录日志', 'Sign-in log', '/system/loginlog', 'system/LoginLogPage', 'LoginLog', NULL, 1, NULL, '1', 91, 'login', true, false, true, false, false, '1'),
  ('1f00000000000000000000000oplog04', '1f00000000000000000000000oplog03', '查看登录日志', 'View the sign-in log', NULL, NULL, NULL, NULL, 2, 'system:loginlog:list', '2', 1, NULL, false, true, false, false, false, '1'),
  ('1f00000000000000000000000oplog05', '1f0000000000000000000000sysadm01', '在线用户', 'Online users', '/system/online', 'system/OnlineUserPage', 'OnlineUser', NULL, 1, NULL, '1', 92, 'global', true, false, true, false, false, '1'),
  ('1f00000000000000000000000oplog06', '1f00000000000000000000000oplog05', '查看在线用户', 'View online users', NULL, NULL, NULL, NULL, 2, 'system:online:list', '2', 1, NULL, false, true, false, false, false, '1'),
  ('1f00000000000000000000000oplog07', '1f00000000000000000000000oplog05', '强制退出', 'Force sign-out', NULL, NULL, NULL, NULL, 2, 'system:online:forceLogout', '2', 2, NULL, false, true, false, false, false, '1');
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE p.id IN ('1f00000000000000000000000oplog01', '1f00000000000000000000000oplog02', '1f00000000000000000000000oplog03', '1f00000000000000000000000oplog04', '1f00000000000000000000000oplog05', '1f00000000000000000000000oplog06', '1f00000000000000000000000oplog07')
  AND r.role_code IN ('admin', 'owner')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Old operation-log rows go after a number of days (the job's parameter).
INSERT INTO "sys_job" ("id", "job_class_name", "cron_expression", "parameter", "description") VALUES
  ('1f00000000000000000000000oplog08', 'purgeOperationLog', '0 45 3 * * ? *', '{"days":180}', '每天 3:45 删除 180 天前的操作日志');

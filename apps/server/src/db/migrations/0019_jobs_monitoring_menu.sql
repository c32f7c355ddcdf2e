-- The system-monitoring menu group (scheduled jobs and the monitoring pages, issue #12), for the
-- platform administrator only: jobs and these figures concern every tenant. Ids are fixed.
INSERT INTO "sys_permission"
  ("id", "parent_id", "name", "name_en", "url", "component", "component_name", "redirect", "menu_type", "perms",
   "perms_type", "sort_no", "icon", "is_route", "is_leaf", "keep_alive", "hidden", "always_show", "status", "scene_id")
VALUES
  ('1f000000000000000000000000c12001', NULL, '系统监控', 'System monitoring', '/monitor', 'layouts/RouteView', NULL, '/monitor/job', 0, NULL,
   '1', 90, 'dashboard', true, false, false, false, true, '1', NULL),
  ('1f000000000000000000000000c12002', '1f000000000000000000000000c12001', '定时任务', 'Scheduled jobs', '/monitor/job', 'monitor/JobListPage', 'JobList', NULL, 1, NULL,
   '1', 1, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000c12003', '1f000000000000000000000000c12001', '服务器信息', 'Server', '/monitor/server', 'monitor/ServerPage', 'MonitorServer', NULL, 1, NULL,
   '1', 2, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000c12004', '1f000000000000000000000000c12001', '数据库信息', 'Database', '/monitor/database', 'monitor/DatabasePage', 'MonitorDatabase', NULL, 1, NULL,
   '1', 3, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000c12005', '1f000000000000000000000000c12001', '请求追踪', 'Recent requests', '/monitor/requests', 'monitor/RequestsPage', 'MonitorRequests', NULL, 1, NULL,
   '1', 4, NULL, true, true, true, false, false, '1', NULL),
  ('1f000000000000000000000000c12006', '1f000000000000000000000000c12001', '在线连接', 'Live sockets', '/monitor/sockets', 'monitor/SocketsPage', 'MonitorSockets', NULL, 1, NULL,
   '1', 5, NULL, true, true, true, false, false, '1', NULL);
--> statement-breakpoint
INSERT INTO "sys_role_permission" ("role_id", "permission_id")
SELECT r.id, p.id
FROM "sys_role" r
CROSS JOIN "sys_permission" p
WHERE r.role_code = 'admin' AND p.id LIKE '1f000000000000000000000000c1200_';
--> statement-breakpoint
-- The built-in jobs, running from the start. Their handlers are registered in code by the owning
-- modules (sys-job, device, works, dashboard).
INSERT INTO "sys_job" ("id", "job_class_name", "cron_expression", "parameter", "description") VALUES
  ('1f000000000000000000000000c12101', 'purgeExpiredAuthRecords', '0 15 * * * ? *', '{}', '每小时清理过期会话、图形验证码与短信验证码'),
  ('1f000000000000000000000000c12102', 'purgeRecycleBin', '0 0 3 * * ? *', '{"days":30}', '每天 3 点删除回收站中超过 30 天的作品'),
  ('1f000000000000000000000000c12103', 'sweepOfflineScreens', '0/15 * * * * ? *', '{}', '每 15 秒把 60 秒无心跳的屏幕置为离线'),
  ('1f000000000000000000000000c12104', 'rollUpStatistics', '0 5 0 * * ? *', '{}', '每天 0:05 汇总前一天的数据概览'),
  ('1f000000000000000000000000c12105', 'removeUploadSpools', '0 30 4 * * ? *', '{"olderThanHours":24}', '每天 4:30 删除 24 小时前残留的上传临时文件');

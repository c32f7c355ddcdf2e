-- Icons of the menus that came with jobs, monitoring and announcements (0019, 0022), like 0020's:
-- matched by path, an icon an administrator already chose is kept; the monitoring group no longer
-- shares the data overview's.
UPDATE "sys_permission" AS p
SET "icon" = v.icon
FROM (VALUES
  ('/monitor', 'fund'),
  ('/monitor/job', 'schedule'),
  ('/monitor/server', 'cloud-server'),
  ('/monitor/database', 'database'),
  ('/monitor/requests', 'api'),
  ('/monitor/sockets', 'link'),
  ('/message/isps/userAnnouncement', 'message'),
  ('/account/announcement', 'notification')
) AS v(url, icon)
WHERE p.url = v.url AND (p.icon IS NULL OR (p.url = '/monitor' AND p.icon = 'dashboard'));

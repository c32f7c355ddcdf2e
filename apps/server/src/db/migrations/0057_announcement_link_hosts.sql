-- Announcements may link outside the console only to https hosts the platform administrator
-- allows (issue #41): the allow-list is this system dictionary, edited on the dictionary page
-- (系统管理 › 数据字典). It starts empty, so until an administrator adds a host an announcement
-- opens console paths only.
INSERT INTO "sys_dict" ("id", "dict_name", "dict_code", "description", "type") VALUES
  ('3f0000000000000000000000link0001', '公告链接域名', 'announcement_link_hosts',
   '公告可打开的https网址的域名，每项的数据值为一个域名（如 docs.example.com，非443端口写作 host:port）', 0)
ON CONFLICT ("dict_code") DO NOTHING;

-- The operation log, sign-in log and online users pages are read by whoever holds their menu
-- (issue 41: a menu a role grants never answers 403 to its own page's calls), so their view
-- buttons grant nothing any more and go, with the roles' links to them.
DELETE FROM "sys_role_permission"
WHERE "permission_id" IN ('1f00000000000000000000000oplog02', '1f00000000000000000000000oplog04', '1f00000000000000000000000oplog06');
--> statement-breakpoint
DELETE FROM "sys_permission"
WHERE "id" IN ('1f00000000000000000000000oplog02', '1f00000000000000000000000oplog04', '1f00000000000000000000000oplog06');

-- A statement that changes who is in a tenant's user list, or what a reader of it may see (users,
-- their tenants, departments and roles, data rules, menus), signals 'users' once per transaction:
-- every process drops its cached user lists and data rules (platform/db/change-signals.ts).
CREATE OR REPLACE FUNCTION scenecast_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scenecast_changed', 'users@' || pg_current_xact_id());
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sys_user_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_user_tenant_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_tenant
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_user_depart_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_depart
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_depart_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_depart
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_user_role_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_role_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_role_data_rule_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_data_rule
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_permission_data_rule_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_permission_data_rule
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();
--> statement-breakpoint
CREATE TRIGGER sys_permission_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_permission
  FOR EACH STATEMENT EXECUTE FUNCTION scenecast_users_changed();

DROP INDEX "sys_session_user_idx";--> statement-breakpoint
CREATE INDEX "sys_user_tenant_tenant_idx" ON "sys_user_tenant" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "sys_user_create_time_idx" ON "sys_user" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_user_org_code_idx" ON "sys_user" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id","expires_at");
-- A sign-in storm is bounded by the work each sign-in puts on the database beside argon2id. Its
-- two statements cost more to plan than to run (on the embedded database ~1.7 ms of CPU to read
-- the account, ~0.6 ms through a function), and PL/pgSQL keeps the plans of its statements for
-- the life of the connection. So the account read and the session write live here, once.

-- An account as sign-in and /user/info answer it: the user's row, its tenants (its default one
-- and those linked to it, frozen or not) and its departments, in department order.
CREATE FUNCTION scenecast_account(u sys_user) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'user', to_json(u),
    'tenants', coalesce((
      SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'status', t.status) ORDER BY t.id)
      FROM sys_tenant t
      WHERE t.id = u.tenant_id OR t.id IN (SELECT ut.tenant_id FROM sys_user_tenant ut WHERE ut.user_id = u.id)
    ), '[]'::json),
    'departs', coalesce((
      SELECT json_agg(
        json_build_object('id', d.id, 'orgCode', d.org_code, 'departName', d.depart_name, 'tenantId', d.tenant_id)
        ORDER BY d.sort_no, d.org_code)
      FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
      WHERE ud.user_id = u.id
    ), '[]'::json));
END $$;
--> statement-breakpoint
-- What a password sign-in reads before argon2id: the account of a user name (null without one)
-- and the lockout's record of the user name (null without failures).
CREATE FUNCTION scenecast_sign_in_account(p_username text) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'account', (SELECT scenecast_account(u) FROM sys_user u WHERE u.username = p_username),
    'failure', (
      SELECT json_build_object('failures', f.failures, 'lockedUntil', f.locked_until)
      FROM sys_login_failure f WHERE f.username = p_username));
END $$;
--> statement-breakpoint
-- Opens a session, clearing the user's expired ones, and logs the sign-in when p_log_id is given:
-- all of it commits whole.
CREATE FUNCTION scenecast_open_session(
  p_token_hash text, p_user_id text, p_now timestamptz, p_expires_at timestamptz,
  p_log_id text, p_tenant_id integer, p_ip text
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sys_session WHERE user_id = p_user_id AND expires_at < p_now;
  INSERT INTO sys_session (token_hash, user_id, expires_at) VALUES (p_token_hash, p_user_id, p_expires_at);
  IF p_log_id IS NOT NULL THEN
    INSERT INTO sys_login_log (id, user_id, tenant_id, ip) VALUES (p_log_id, p_user_id, p_tenant_id, p_ip);
  END IF;
END $$;

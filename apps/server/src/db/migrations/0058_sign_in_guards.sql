-- Failed sign-ins are counted per user name and client address (issue 41): an outsider's failures
-- block the outsider's address, not the account. The records so far name no address; they are
-- dropped (at worst a captcha or a block ends early).
DELETE FROM "sys_login_failure";--> statement-breakpoint
ALTER TABLE "sys_login_failure" DROP CONSTRAINT "sys_login_failure_pkey";--> statement-breakpoint
ALTER TABLE "sys_login_failure" ADD COLUMN "client_ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_login_failure" ADD CONSTRAINT "sys_login_failure_username_client_ip_pk" PRIMARY KEY("username","client_ip");--> statement-breakpoint
CREATE INDEX "sys_login_failure_address_idx" ON "sys_login_failure" USING btree ("client_ip","last_failure");
--> statement-breakpoint
-- What a password sign-in reads before argon2id (it replaces 0056's, keyed by user name alone):
-- the account of a user name (null without one), the record of that user name from this client
-- address (null without failures), the user name's failures from every address (an expired block
-- counting none) and the address's failures over every user name since p_address_since.
DROP FUNCTION scenecast_sign_in_account(text);
--> statement-breakpoint
CREATE FUNCTION scenecast_sign_in_account(p_username text, p_client_ip text, p_address_since timestamptz)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'account', (SELECT scenecast_account(u) FROM sys_user u WHERE u.username = p_username),
    'pair', (
      SELECT json_build_object('failures', f.failures, 'lockedUntil', f.locked_until)
      FROM sys_login_failure f WHERE f.username = p_username AND f.client_ip = p_client_ip),
    'accountFailures', (
      SELECT coalesce(sum(CASE WHEN f.locked_until <= now() THEN 0 ELSE f.failures END), 0)
      FROM sys_login_failure f WHERE f.username = p_username),
    'addressFailures', (
      SELECT coalesce(sum(f.failures), 0)
      FROM sys_login_failure f WHERE f.client_ip = p_client_ip AND f.last_failure > p_address_since));
END $$;

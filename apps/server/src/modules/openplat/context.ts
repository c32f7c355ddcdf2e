import { msg } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import type { WxOpenClient } from './wx-open-client.js';

/** What every applet service receives: the caller's scope, the db and WeChat (null: not configured). */
export interface AppletContext {
  db: Db;
  scope: Scope;
  wx: WxOpenClient | null;
}

export function requireWx(ctx: AppletContext): WxOpenClient {
  if (!ctx.wx) throw new BusinessError(msg('wxNotConfigured'));
  return ctx.wx;
}

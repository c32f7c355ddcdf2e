import {
  APPLET_FILING_DONE,
  type AppletFilingStatus,
  type AppletOnlineVersions,
  type AppletTemplate,
  type AppletVersionData,
  type AppletVersionRecord,
  type AppletVersionState,
  msg,
} from '@scenecast/contracts';
import { desc, eq } from 'drizzle-orm';
import { newId } from '../../platform/db/ids.js';
import { BusinessError } from '../../platform/http/errors.js';
import { requireAppletOfShop } from './access.js';
import { type AppletContext, requireWx } from './context.js';
import { type AppletRow, type AppletVersionRow, wxApplets, wxAppletVersions } from './schema.js';
import type { WxOpenClient, WxTemplate } from './wx-open-client.js';
import { authorizerAccessToken, componentAccessToken } from './wx-tokens.js';

/** WeChat's review states (get_auditstatus) and what they make of our record. */
const AUDIT_PASSED = 0;
const AUDIT_REFUSED = 1;
const AUDIT_WITHDRAWN = 3;

function toVersionRecord(row: AppletVersionRow): AppletVersionRecord {
  return {
    id: row.id,
    templateId: row.templateId,
    userVersion: row.userVersion,
    userDesc: row.userDesc,
    state: row.state as AppletVersionState,
    auditId: row.auditId,
    reason: row.reason,
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

const toTemplate = (t: WxTemplate): AppletTemplate => ({
  templateId: t.template_id,
  userVersion: t.user_version,
  userDesc: t.user_desc,
  createTime: t.create_time,
});

async function latestVersion(ctx: AppletContext, appletId: string): Promise<AppletVersionRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(wxAppletVersions)
    .where(eq(wxAppletVersions.appletId, appletId))
    .orderBy(desc(wxAppletVersions.createTime), desc(wxAppletVersions.id))
    .limit(1);
  return row;
}

async function setState(ctx: AppletContext, id: string, fields: Partial<AppletVersionRow>): Promise<void> {
  await ctx.db
    .update(wxAppletVersions)
    .set({ ...fields, updateTime: new Date() })
    .where(eq(wxAppletVersions.id, id));
}

/** The templates newest first (WeChat lists them oldest first). */
async function templates(ctx: AppletContext, wx: WxOpenClient): Promise<AppletTemplate[]> {
  const list = await wx.templateList(await componentAccessToken(ctx.db, wx));
  return list.map(toTemplate).sort((a, b) => b.createTime - a.createTime || b.templateId - a.templateId);
}

/**
 * GET /openplat/wxAplet/commit: uploads a template's code to the applet (its experience version).
 * Refused while a version is under review: WeChat would take the code but the review is of the old.
 */
export async function commitCode(
  ctx: AppletContext,
  applet: AppletRow,
  input: { templateId: number; userVersion: string; userDesc: string },
): Promise<AppletVersionRecord> {
  const wx = requireWx(ctx);
  if ((await latestVersion(ctx, applet.id))?.state === 'auditing') throw new BusinessError(msg('appletAuditPending'));
  if (!(await templates(ctx, wx)).some((t) => t.templateId === input.templateId)) {
    throw new BusinessError(msg('appletTemplateMissing'));
  }
  // The applet's code reads which applet it is from its ext config; the shop comes with the QR code.
  const extJson = JSON.stringify({ extEnable: true, extAppid: applet.appId, ext: { appletId: applet.id } });
  await wx.commit(await authorizerAccessToken(ctx.db, wx, applet), { ...input, extJson });
  const [row] = await ctx.db
    .insert(wxAppletVersions)
    .values({
      id: newId(),
      tenantId: applet.tenantId,
      appletId: applet.id,
      ...input,
      state: 'committed',
      createBy: ctx.scope.userId,
    })
    .returning();
  return toVersionRecord(row);
}

/** GET /openplat/wxAplet/oneTouchFaBan: sends the last committed code to WeChat's review. */
export async function submitAudit(ctx: AppletContext, applet: AppletRow): Promise<AppletVersionRecord> {
  const wx = requireWx(ctx);
  const latest = await latestVersion(ctx, applet.id);
  if (latest?.state === 'auditing') throw new BusinessError(msg('appletAuditPending'));
  if (latest?.state !== 'committed') throw new BusinessError(msg('appletNoCommit'));
  const auditId = await wx.submitAudit(await authorizerAccessToken(ctx.db, wx, applet));
  await setState(ctx, latest.id, { state: 'auditing', auditId, reason: null });
  return toVersionRecord({ ...latest, state: 'auditing', auditId, reason: null });
}

/** Asks WeChat how the version under review stands and records a verdict. */
async function refreshAudit(ctx: AppletContext, wx: WxOpenClient, applet: AppletRow): Promise<void> {
  const latest = await latestVersion(ctx, applet.id);
  if (latest?.state !== 'auditing' || !latest.auditId) return;
  const audit = await wx.auditStatus(await authorizerAccessToken(ctx.db, wx, applet), latest.auditId);
  if (audit.status === AUDIT_PASSED) await setState(ctx, latest.id, { state: 'audit_ok' });
  else if (audit.status === AUDIT_REFUSED || audit.status === AUDIT_WITHDRAWN) {
    await setState(ctx, latest.id, { state: 'audit_fail', reason: audit.reason ?? null });
  }
}

/** GET /openplat/wxAplet/confirmFaBan: publishes the version that passed review. */
export async function releaseVersion(ctx: AppletContext, applet: AppletRow): Promise<AppletVersionRecord> {
  const wx = requireWx(ctx);
  await refreshAudit(ctx, wx, applet);
  const latest = await latestVersion(ctx, applet.id);
  if (latest?.state !== 'audit_ok') throw new BusinessError(msg('appletNotAudited'));
  await wx.release(await authorizerAccessToken(ctx.db, wx, applet));
  await setState(ctx, latest.id, { state: 'released' });
  return toVersionRecord({ ...latest, state: 'released' });
}

async function onlineVersions(ctx: AppletContext, wx: WxOpenClient, applet: AppletRow): Promise<AppletOnlineVersions> {
  const info = await wx.versionInfo(await authorizerAccessToken(ctx.db, wx, applet));
  return {
    release: info.release_info
      ? {
          version: info.release_info.release_version,
          desc: info.release_info.release_desc,
          time: info.release_info.release_time,
        }
      : null,
    experience: info.exp_info
      ? { version: info.exp_info.exp_version, desc: info.exp_info.exp_desc, time: info.exp_info.exp_time }
      : null,
  };
}

/** GET /openplat/wxApletVersion/getBanBenData: WeChat's versions, the templates, and our records. */
export async function versionData(ctx: AppletContext, applet: AppletRow): Promise<AppletVersionData> {
  const wx = requireWx(ctx);
  await refreshAudit(ctx, wx, applet);
  const [online, list, rows] = await Promise.all([
    onlineVersions(ctx, wx, applet),
    templates(ctx, wx),
    ctx.db
      .select()
      .from(wxAppletVersions)
      .where(eq(wxAppletVersions.appletId, applet.id))
      .orderBy(desc(wxAppletVersions.createTime), desc(wxAppletVersions.id)),
  ]);
  return { online, templates: list, records: rows.map(toVersionRecord) };
}

/** GET /openplat/wxApletVersion/getSyVersion: the version in use (released), or null. */
export async function versionInUse(ctx: AppletContext, applet: AppletRow) {
  return (await onlineVersions(ctx, requireWx(ctx), applet)).release;
}

/** GET /openplat/wxApletVersion/getQyVersion: the newest template, the version to upgrade to, or null. */
export async function newestTemplate(ctx: AppletContext): Promise<AppletTemplate | null> {
  return (await templates(ctx, requireWx(ctx)))[0] ?? null;
}

/** POST /openplat/wxAplet/getXcxBeianStatus. */
export async function filingStatus(ctx: AppletContext, applet: AppletRow): Promise<AppletFilingStatus> {
  const wx = requireWx(ctx);
  const status = await wx.filingStatus(await authorizerAccessToken(ctx.db, wx, applet));
  return { status, isFiled: status === APPLET_FILING_DONE };
}

/**
 * POST /openplat/wxAplet/getCommonApletCode: the applet's QR code for a shop bound to it, as a PNG
 * data URL. The scene is the shop id (32 characters, WeChat's limit), so the applet opens that shop.
 */
export async function shopQrCode(
  ctx: AppletContext,
  applet: AppletRow,
  input: { shopId: string; page?: string },
): Promise<string> {
  const wx = requireWx(ctx);
  const bound = await requireAppletOfShop(ctx, input.shopId);
  if (bound.id !== applet.id) throw new BusinessError(msg('appletShopUnbound'));
  const png = await wx.qrCode(await authorizerAccessToken(ctx.db, wx, applet), {
    scene: input.shopId,
    page: input.page || undefined,
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * GET /openplat/wxAplet/reloadAppletByShopId: fetches the shop's applet's details from WeChat again
 * (name, avatar, principal) and the verdict of a review under way.
 */
export async function reloadApplet(ctx: AppletContext, applet: AppletRow): Promise<AppletRow> {
  const wx = requireWx(ctx);
  const info = await wx.authorizerInfo(await componentAccessToken(ctx.db, wx), applet.appId);
  await refreshAudit(ctx, wx, applet);
  const [row] = await ctx.db
    .update(wxApplets)
    .set({ ...info, updateTime: new Date() })
    .where(eq(wxApplets.id, applet.id))
    .returning();
  return row;
}

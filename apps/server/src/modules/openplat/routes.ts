import {
  type AppletSetup,
  appletAddPayload,
  appletAppIdQuery,
  appletBindPayload,
  appletCommitQuery,
  appletFilingPayload,
  appletIdQuery,
  appletPreAuthQuery,
  appletQrPayload,
  appletRebindPayload,
  appletRowQuery,
  appletShopQuery,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { appletOfShop, requireApplet, requireAppletOfShop, requireAuthorizedApplet } from './access.js';
import {
  addApplet,
  appletByAppId,
  appletRecord,
  bindShops,
  boundShops,
  deleteApplet,
  flowPage,
  listApplets,
  rebindShop,
  startAuthorization,
  unbindShop,
} from './applets.js';
import type { AppletContext } from './context.js';
import {
  commitCode,
  filingStatus,
  newestTemplate,
  releaseVersion,
  reloadApplet,
  shopQrCode,
  submitAudit,
  versionData,
  versionInUse,
} from './versions.js';
import { receiveAuthEvent } from './wx-events.js';
import { WxOpenClient } from './wx-open-client.js';

const tags = ['applet'];
const APLET = '/openplat/wxAplet';
const AUTH = '/openplat/wxApletAuth';
const VERSION = '/openplat/wxApletVersion';
/** Authorising, binding, committing, releasing and deleting: owners (and administrators). */
const manage = { permission: 'applet:manage' };

/**
 * Mini-program applets through the WeChat Open Platform third-party flow (docs/applets.md). Every
 * call is scoped: another tenant's applet is 403 无权访问该小程序, another's shop 403 无权访问该门店.
 * Without WX_* settings every call that needs WeChat answers 未配置微信开放平台….
 */
export const openplatRoutes = defineModule(async (app, { db, config }) => {
  grantedBy(app, { menus: ['/cjmain/applet', '/lsmain/applet', '/qymain/applet'] });
  const wx = config.wxOpen ? new WxOpenClient(config.wxOpen) : null;
  const ctx = (request: FastifyRequest): AppletContext => ({ db, scope: request.scope, wx });
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    `${AUTH}/setup`,
    { schema: { tags, summary: 'Whether the WeChat Open Platform is configured here (the applet pages ask first)' } },
    async () => ok<AppletSetup>({ configured: wx !== null }),
  );
  app.get(
    `${AUTH}/getPreAuthCode`,
    {
      config: manage,
      schema: {
        tags,
        summary: "A pre-auth code and WeChat's authorisation page for a mini-program (auth_type 2)",
        description:
          'Needs the component_verify_ticket WeChat pushes to /openplat/wxApletAuth/event (else 尚未收到微信推送的验证票据…). The page returns the browser to /openplat/wxApletAuth/callback with a state of this user and tenant, good for 30 minutes, which redirects to the console page (page: cjmain, lsmain or qymain) with authCode and state for POST add.',
        querystring: appletPreAuthQuery,
      },
    },
    async (request) => {
      const callbackUrl = `${request.protocol}://${request.host}${config.apiBase}${AUTH}/callback`;
      return ok(await startAuthorization(ctx(request), { page: request.query.page, callbackUrl }));
    },
  );
  app.get(
    `${AUTH}/callback`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "WeChat's return from the authorisation page: redirects to the console's applet page",
        querystring: z.object({
          state: z.string().max(128).default(''),
          auth_code: z.string().max(512).default(''),
          expires_in: z.string().max(16).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { state, auth_code: authCode } = request.query;
      const page = state ? await flowPage({ db }, state) : null;
      const query =
        page && authCode
          ? new URLSearchParams({ authCode, state })
          : new URLSearchParams({ error: 'wxAuthFlowInvalid' });
      return reply.redirect(`/#/${page ?? 'cjmain'}/applet?${query}`, 302);
    },
  );
  app.post(
    `${AUTH}/event`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "WeChat's authorisation event URL: verify tickets and (un)authorisations, encrypted",
        description:
          'Checks msg_signature, decrypts (AES-CBC, the component app id) and answers the text success, as WeChat expects. A message that fails the check is refused with 400.',
        querystring: z.object({
          timestamp: z.string().max(32),
          nonce: z.string().max(64),
          msg_signature: z.string().max(64),
        }),
        body: z.string().max(65_536),
      },
    },
    async (request, reply) => {
      if (!config.wxOpen) return reply.code(404).send('');
      try {
        await receiveAuthEvent(db, config.wxOpen, request.query, request.body);
      } catch (error) {
        request.log.warn({ err: error }, 'WeChat push refused');
        return reply.code(400).type('text/plain').send('fail');
      }
      return reply.type('text/plain').send('success');
    },
  );

  app.post(
    `${APLET}/add`,
    {
      config: manage,
      schema: {
        tags,
        summary: "Record the authoriser's applet from WeChat's authorisation code (api_query_auth)",
        description:
          'The state must be one this user started in this tenant (single use). An applet already held by another tenant: 该小程序已授权给其他账号. Authorising again renews its tokens and details.',
        body: appletAddPayload,
      },
    },
    async (request) => ok(await addApplet(ctx(request), request.body), '授权成功'),
  );
  app.get(
    `${APLET}/getWxApletList`,
    {
      schema: {
        tags,
        summary: "The tenant's applets, newest first, with the count of bound shops",
        querystring: pageQuery,
      },
    },
    async (request) => ok(await listApplets(ctx(request), request.query)),
  );
  app.get(
    `${APLET}/getAppletByShopId`,
    {
      schema: {
        tags,
        summary: 'The applet a shop is bound to, or null (result) for an unbound shop',
        querystring: appletShopQuery,
      },
    },
    async (request) => {
      const applet = await appletOfShop(ctx(request), request.query.shopId);
      return ok(applet ? await appletRecord(ctx(request), applet) : null);
    },
  );
  app.get(
    `${APLET}/getAppId`,
    {
      schema: {
        tags,
        summary: "The app id of the shop's applet; an unbound shop: 该门店尚未绑定小程序",
        querystring: appletShopQuery,
      },
    },
    async (request) => ok((await requireAppletOfShop(ctx(request), request.query.shopId)).appId),
  );
  app.get(
    `${APLET}/reloadAppletByShopId`,
    {
      schema: {
        tags,
        summary: "Fetch the shop's applet's details (api_get_authorizer_info) and a review's verdict again",
        querystring: appletShopQuery,
      },
    },
    async (request) => {
      const c = ctx(request);
      const applet = await requireAppletOfShop(c, request.query.shopId);
      return ok(await appletRecord(c, await reloadApplet(c, await requireApplet(c, applet.id))));
    },
  );
  app.delete(
    `${APLET}/delete`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Forget an applet by its app id, with its bindings and versions',
        querystring: appletAppIdQuery,
      },
    },
    async (request) =>
      ok(await deleteApplet(ctx(request), await appletByAppId(ctx(request), request.query.appId)), '删除成功'),
  );
  app.delete(
    `${APLET}/deleteById`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Forget an applet by its id, with its bindings and versions',
        querystring: appletRowQuery,
      },
    },
    async (request) =>
      ok(await deleteApplet(ctx(request), await requireApplet(ctx(request), request.query.id)), '删除成功'),
  );

  app.post(
    `${APLET}/saveApletShopRelat`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Bind shops the caller owns to the applet; a shop bound to another applet is refused',
        body: appletBindPayload,
      },
    },
    async (request) => ok(await bindShops(ctx(request), request.body), '绑定成功'),
  );
  app.post(
    `${APLET}/updateRelat`,
    {
      config: manage,
      schema: { tags, summary: 'Bind a shop to this applet instead of any other', body: appletRebindPayload },
    },
    async (request) => ok(await rebindShop(ctx(request), request.body), '绑定成功'),
  );
  app.delete(
    `${APLET}/delShopRelat`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Unbind a shop from its applet; an unbound shop is refused',
        querystring: appletShopQuery,
      },
    },
    async (request) => ok(await unbindShop(ctx(request), request.query.shopId), '解除绑定成功'),
  );
  app.get(
    `${APLET}/queryRelatShopList`,
    {
      schema: { tags, summary: "The applet's bound shops (those the caller reaches)", querystring: appletIdQuery },
    },
    async (request) => ok(await boundShops(ctx(request), request.query.appletId)),
  );

  app.get(
    `${APLET}/commit`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Commit a template’s code to the applet (/wxa/commit) as its experience version',
        description:
          'The template must be in the component’s library (/wxa/gettemplatelist; else 模板不存在). Refused while a version is under review (已有版本正在审核中). ext_json names the applet ({extEnable, extAppid, ext: {appletId}}).',
        querystring: appletCommitQuery,
      },
    },
    async (request) => {
      const { appletId, ...code } = request.query;
      return ok(
        await commitCode(ctx(request), await requireAuthorizedApplet(ctx(request), appletId), code),
        '提交代码成功',
      );
    },
  );
  app.get(
    `${APLET}/oneTouchFaBan`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Submit the last committed code to WeChat’s review (/wxa/submit_audit)',
        description: 'Nothing committed since the last review: 请先提交代码. A review under way: 已有版本正在审核中.',
        querystring: appletIdQuery,
      },
    },
    async (request) =>
      ok(
        await submitAudit(ctx(request), await requireAuthorizedApplet(ctx(request), request.query.appletId)),
        '已提交审核',
      ),
  );
  app.get(
    `${APLET}/confirmFaBan`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Release the version that passed review (/wxa/release)',
        description:
          'Asks WeChat for the review’s verdict first (/wxa/get_auditstatus); not passed: 审核尚未通过，不能发布.',
        querystring: appletIdQuery,
      },
    },
    async (request) =>
      ok(
        await releaseVersion(ctx(request), await requireAuthorizedApplet(ctx(request), request.query.appletId)),
        '发布成功',
      ),
  );
  app.post(
    `${APLET}/getXcxBeianStatus`,
    {
      schema: {
        tags,
        summary: 'The applet’s ICP filing status (/wxa/icp/get_icp_entrance_info): WeChat’s code, 6 = filed',
        body: appletFilingPayload,
      },
    },
    async (request) =>
      ok(await filingStatus(ctx(request), await requireAuthorizedApplet(ctx(request), request.body.appletId))),
  );
  app.post(
    `${APLET}/getCommonApletCode`,
    {
      schema: {
        tags,
        summary: 'The applet’s QR code for a bound shop (/wxa/getwxacodeunlimit, scene = shop id), a PNG data URL',
        body: appletQrPayload,
      },
    },
    async (request) => {
      const { appletId, ...code } = request.body;
      return ok(await shopQrCode(ctx(request), await requireAuthorizedApplet(ctx(request), appletId), code));
    },
  );

  app.get(
    `${VERSION}/getBanBenData`,
    {
      schema: {
        tags,
        summary: 'The applet’s versions: released and experience (/wxa/getversioninfo), templates, and its records',
        querystring: appletIdQuery,
      },
    },
    async (request) =>
      ok(await versionData(ctx(request), await requireAuthorizedApplet(ctx(request), request.query.appletId))),
  );
  app.get(
    `${VERSION}/getSyVersion`,
    {
      schema: { tags, summary: 'The version in use (released), or null', querystring: appletIdQuery },
    },
    async (request) =>
      ok(await versionInUse(ctx(request), await requireAuthorizedApplet(ctx(request), request.query.appletId))),
  );
  app.get(
    `${VERSION}/getQyVersion`,
    {
      schema: {
        tags,
        summary: 'The newest template of the library, the version to upgrade to, or null',
        querystring: appletIdQuery,
      },
    },
    async (request) => {
      await requireApplet(ctx(request), request.query.appletId);
      return ok(await newestTemplate(ctx(request)));
    },
  );
});

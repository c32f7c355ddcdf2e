/**
 * Messages of the mini-program applets (issue #14, WeChat Open Platform third-party flow). The
 * spec names the calls but words no refusal, so these are ours, in the tone of its other messages.
 */
export const APPLET_MESSAGES = {
  wxNotConfigured: {
    zh: '未配置微信开放平台，无法授权和管理小程序，请联系管理员',
    en: 'The WeChat Open Platform is not configured: applets cannot be authorised or managed. Please contact the administrator',
  },
  wxTicketMissing: {
    zh: '尚未收到微信推送的验证票据，请稍后再试',
    en: 'WeChat has not pushed its verify ticket yet: please try again in a few minutes',
  },
  wxApiFailed: { zh: '微信接口返回错误：{n}', en: 'WeChat answered an error: {n}' },
  wxUnreachable: {
    zh: '无法连接微信服务器，请稍后再试',
    en: 'The WeChat servers cannot be reached: please try again later',
  },
  wxAuthFlowInvalid: {
    zh: '授权请求无效或已过期，请重新授权',
    en: 'The authorisation request is invalid or expired: please authorise again',
  },
  appletNoAccess: { zh: '无权访问该小程序', en: 'You have no access to this applet' },
  appletTakenByOther: {
    zh: '该小程序已授权给其他账号',
    en: 'This applet is already authorised to another account',
  },
  appletUnauthorized: {
    zh: '该小程序已取消授权，请重新授权',
    en: 'This applet has withdrawn its authorisation: please authorise it again',
  },
  appletShopUnbound: { zh: '该门店尚未绑定小程序', en: 'This shop is not bound to an applet' },
  appletShopBoundElsewhere: {
    zh: '门店已绑定其他小程序，请先解除绑定',
    en: 'The shop is already bound to another applet: unbind it first',
  },
  appletNoCommit: { zh: '请先提交代码', en: 'Commit the code first' },
  appletAuditPending: { zh: '已有版本正在审核中', en: 'A version is already under review' },
  appletNotAudited: { zh: '审核尚未通过，不能发布', en: 'The review has not passed yet: it cannot be released' },
  appletTemplateMissing: { zh: '模板不存在', en: 'The template does not exist' },
  // The applet's public API: refusals a mini-program's customer may read.
  appletUnknown: { zh: '小程序不存在', en: 'This applet does not exist' },
  appletOutOfService: { zh: '该小程序已暂停服务', en: 'This applet is out of service' },
  appletShopNotShown: { zh: '该门店不在此小程序中', en: 'This shop is not in this applet' },
  appletItemGone: { zh: '该内容不存在或已下架', en: 'This item does not exist or is no longer shown' },
  appletUnpaidHoldsFull: {
    zh: '该门店待付定金的预约已达{n}个，请稍后再试或联系门店',
    en: 'This shop already holds {n} bookings awaiting their deposit: please try again later or contact the shop',
  },
} as const;

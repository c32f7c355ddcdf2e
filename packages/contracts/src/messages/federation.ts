/**
 * Messages of sign-in federation (OpenID Connect and CAS, issue #11). The spec names the calls but
 * words no refusal, so these are ours, in the tone of its other messages; zh-CN first, en-US.
 */
export const FEDERATION_MESSAGES = {
  federationNotConfigured: { zh: '未配置第三方登录', en: 'Third-party sign-in is not configured' },
  federationStateInvalid: {
    zh: '登录请求无效或已过期，请重新登录',
    en: 'The sign-in request is invalid or expired: please sign in again',
  },
  federationProviderRefused: {
    zh: '第三方登录失败，请重新登录',
    en: 'The identity provider refused the sign-in: please sign in again',
  },
  federationTokenInvalid: {
    zh: '第三方身份校验失败',
    en: 'The identity from the provider could not be verified',
  },
  federationTicketInvalid: {
    zh: '登录凭证无效或已过期，请重新登录',
    en: 'The sign-in ticket is invalid or expired: please sign in again',
  },
  federationLinkRequired: {
    zh: '该第三方账号尚未绑定，请输入已有账号的用户名和密码完成绑定',
    en: 'This identity is not linked yet: enter the user name and password of your account to link it',
  },
  federationAlreadyLinked: {
    zh: '该第三方账号已绑定其他用户',
    en: 'This identity is already linked to another account',
  },
  casServiceRefused: { zh: 'CAS服务地址不被允许', en: 'This CAS service URL is not accepted' },
  casTicketInvalid: { zh: 'CAS票据校验失败', en: 'The CAS ticket could not be validated' },
  casNotLinked: {
    zh: '该CAS账号尚未绑定系统用户，请联系管理员',
    en: 'This CAS account is not linked to a user: please contact the administrator',
  },
} as const;

import type { FederationLinkDemand, FederationProviders, LoginResult } from '@scenecast/contracts';
import { API_BASE, getResult, postResult } from '../../framework/http';

export type LoginArea = 'user' | 'smadmin';

export interface AccountLogin {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
  remember_me: boolean;
  loginArea?: 'smadmin';
}

/** The login refusal that asks for a captcha next time. */
export interface CaptchaDemand {
  captchaRequired: true;
}

export function isCaptchaDemand(result: unknown): result is CaptchaDemand {
  return typeof result === 'object' && result !== null && (result as Partial<CaptchaDemand>).captchaRequired === true;
}

export const loginByAccount = (payload: AccountLogin) => postResult<LoginResult>('/sys/login', payload);

/** Staff accounts under a parent account sign in here. */
export const loginAsStaff = (username: string, password: string) =>
  postResult<LoginResult>('/hj/login/LoginChildPassword', { username, password });

export const loginByPhone = (phone: string, captcha: string) =>
  postResult<LoginResult>('/hj/login/phoneLogins', { phone, captcha });

export type SmsPurpose = 'login' | 'register' | 'reset';

export const sendSmsCode = (phone: string, purpose: SmsPurpose) =>
  postResult<{ devCode?: string } | null>('/account/sms', { phone, purpose });

export const fetchCaptchaImage = (key: string) => getResult<string>(`/sys/randomImage/${encodeURIComponent(key)}`);

export const register = (phone: string, smscode: string, password: string) =>
  postResult<unknown>('/auth/register', { phone, smscode, password });

export const resetPassword = (phone: string, smscode: string, password: string) =>
  postResult<unknown>('/auth/forge-password', { phone, smscode, password });

export const fetchFederationProviders = () => getResult<FederationProviders>('/sys/thirdLogin/providers');

/** Where the browser goes to sign in at the OpenID Connect provider (a page navigation, not a call). */
export const OIDC_START_URL = `${API_BASE}/sys/thirdLogin/oidc/start`;

export const redeemFederationTicket = (ticket: string, thirdType: string) =>
  getResult<LoginResult>(`/sys/thirdLogin/getLoginUser/${encodeURIComponent(ticket)}/${encodeURIComponent(thirdType)}`);

export interface FederationLink {
  ticket: string;
  thirdType: string;
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

export const linkFederatedIdentity = (payload: FederationLink) =>
  postResult<LoginResult>('/sys/thirdLogin/link', payload);

export function isLinkDemand(result: unknown): result is FederationLinkDemand {
  return (
    typeof result === 'object' && result !== null && (result as Partial<FederationLinkDemand>).linkRequired === true
  );
}

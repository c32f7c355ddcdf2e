/**
 * Mini-program applets authorised to this platform through the WeChat Open Platform (issue #14).
 * Types and constants only, so the console's pages carry no zod (see applet-payloads.ts).
 */

/** The applet's authorisation: WeChat's `unauthorized` event sets it to withdrawn. */
export const APPLET_STATUS_AUTHORIZED = 1;
export const APPLET_STATUS_WITHDRAWN = 0;

/** Where a code version stands, from commit to release. */
export const APPLET_VERSION_STATES = ['committed', 'auditing', 'audit_ok', 'audit_fail', 'released'] as const;
export type AppletVersionState = (typeof APPLET_VERSION_STATES)[number];

/** WeChat's `user_version`: what the reviewer and the users see as the version. */
export const APPLET_USER_VERSION_MAX = 64;
export const APPLET_USER_DESC_MAX = 200;
/** The QR code's `scene`: WeChat takes at most 32 visible characters. */
export const APPLET_QR_SCENE_MAX = 32;

/** The console's applet pages (/cjmain/applet, /lsmain/applet, /qymain/applet): an authorisation returns to the one that started it. */
export const APPLET_PAGES = ['cjmain', 'lsmain', 'qymain'] as const;
export type AppletScenePage = (typeof APPLET_PAGES)[number];

/** GET /openplat/wxApletAuth/getPreAuthCode: where to send the browser to authorise. */
export interface AppletPreAuth {
  preAuthCode: string;
  /** WeChat's authorisation page (componentloginpage) with our callback as redirect_uri. */
  url: string;
}

export interface AppletRecord {
  id: string;
  /** The authoriser's app id (authorizer_appid). */
  appId: string;
  nickName: string;
  headImg: string | null;
  principalName: string | null;
  status: number;
  shopCount: number;
  createTime: string;
}

export interface AppletShop {
  shopId: string;
  shopName: string;
  appletId: string;
}

export interface AppletTemplate {
  templateId: number;
  userVersion: string;
  userDesc: string;
  createTime: number;
}

export interface AppletVersionRecord {
  id: string;
  templateId: number;
  userVersion: string;
  userDesc: string;
  state: AppletVersionState;
  auditId: string | null;
  reason: string | null;
  createTime: string;
  updateTime: string;
}

/** WeChat's view of the applet's versions (getversioninfo). */
export interface AppletOnlineVersions {
  release: { version: string; desc: string; time: number } | null;
  experience: { version: string; desc: string; time: number } | null;
}

/** GET /openplat/wxApletVersion/getBanBenData. */
export interface AppletVersionData {
  online: AppletOnlineVersions;
  templates: AppletTemplate[];
  records: AppletVersionRecord[];
}

/** WeChat's ICP filing status (get_icp_entrance_info) that means filed. */
export const APPLET_FILING_DONE = 6;
/** The filing status codes WeChat documents; the pages word each (applet.filing.<code>). */
export const APPLET_FILING_CODES = [2, 3, 4, 5, 6, 1024, 1025, 1026, 1027] as const;

/** POST /openplat/wxAplet/getXcxBeianStatus: WeChat's ICP filing status code. */
export interface AppletFilingStatus {
  status: number;
  isFiled: boolean;
}

/** The console's question before anything else: is the Open Platform configured here. */
export interface AppletSetup {
  configured: boolean;
}

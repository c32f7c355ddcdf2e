import { msg } from '@scenecast/contracts';
import { BusinessError } from '../../platform/http/errors.js';

/**
 * WeChat's errcodes the applet pages meet most, told in plain words; any other code is shown with
 * WeChat's own errmsg. The code always stays in the message, for support.
 */
const KNOWN_ERRCODES: Record<number, string> = {
  40001: 'access_token 无效或已过期',
  40013: 'AppID 无效',
  41033: '只允许通过第三方平台授权的小程序调用',
  42001: 'access_token 已过期',
  61004: '服务器 IP 不在第三方平台的白名单中',
  61005: '验证票据已过期，请等待微信重新推送',
  61007: '小程序未授予第三方平台该权限集',
  61010: '授权码已过期，请重新授权',
  85009: '已经有正在审核的版本',
  85013: '无效的自定义配置',
  85019: '没有审核版本',
  85020: '审核状态未满足发布条件',
  85064: '找不到模板',
  86000: '不是由第三方代小程序进行调用',
  86001: '不存在第三方的已经提交的代码',
  89248: '小程序未完成备案或未填写备案信息',
};

export function wxApiError(errcode: number, errmsg: string): BusinessError {
  const reason = KNOWN_ERRCODES[errcode] ?? errmsg;
  return new BusinessError(msg('wxApiFailed', 'zh', `${reason}（错误码 ${errcode}）`));
}

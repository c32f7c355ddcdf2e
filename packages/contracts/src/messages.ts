/**
 * Every validation and business message the spec names, in zh-CN (verbatim from the spec) and
 * en-US. The server composes them in zh-CN and answers them in the caller's language
 * (`localizeMessage`); the console picks the user's language. `{n}` is replaced.
 */
import { APPLET_MESSAGES } from './messages/applet.js';
import { DATA_RULE_MESSAGES } from './messages/data-rules.js';
import { DEPART_MESSAGES } from './messages/depart.js';
import { DICT_MESSAGES } from './messages/dict.js';
import { FEDERATION_MESSAGES } from './messages/federation.js';
import { JOB_MESSAGES } from './messages/jobs.js';
import { LIST_MESSAGES } from './messages/list.js';
import { NOTICE_MESSAGES } from './messages/notice.js';
import { PLAY_PLAN_MESSAGES } from './messages/play-plan.js';
import { QUERY_MESSAGES } from './messages/query.js';
import { REPORT_MESSAGES } from './messages/report.js';
import { SCENE_CONTENT_MESSAGES } from './messages/scenes.js';
import { STUDIO_MESSAGES } from './messages/studio.js';
import { STUDIO_BOOKING_MESSAGES } from './messages/studio-booking.js';
import { STUDIO_CRM_MESSAGES } from './messages/studio-crm.js';
import { SYSADMIN_MESSAGES } from './messages/sysadmin.js';
import { TABLE_MESSAGES } from './messages/table.js';
import { TENANT_MESSAGES } from './messages/tenants.js';
import { USER_MESSAGES } from './messages/users.js';
import { WIDGET_MESSAGES } from './messages/widgets.js';

const CONSOLE_MESSAGES = {
  // Shared rule set (framework §5)
  mobileRequired: { zh: '请输入手机号', en: 'Please enter a mobile number' },
  mobileInvalid: { zh: '请输入正确手机号', en: 'Please enter a valid mobile number' },
  userNameRequired: { zh: '请输入用户名', en: 'Please enter a user name' },
  userNameChars: { zh: '只允许字母、数字、下划线', en: 'Only letters, digits and underscores are allowed' },
  userNameLength: { zh: '长度6到18个字符', en: '6 to 18 characters' },
  emailInvalid: { zh: '邮箱格式不正确', en: 'The e-mail format is incorrect' },
  naturalNumber: { zh: '请输入自然数', en: 'Please enter a natural number' },
  englishLetters: { zh: '请输入英文字符', en: 'Please enter English letters' },
  landline: { zh: '请输入正确的座机号', en: 'Please enter a valid landline number' },
  bankCard: { zh: '请输入正确的银行卡号码', en: 'Please enter a valid bank card number' },
  idNumber: { zh: '请输入正确的证件号码', en: 'Please enter a valid ID number' },
  idCard: { zh: '请输入正确的身份证号码', en: 'Please enter a valid ID card number' },
  qq: { zh: '请输入正确的QQ号码', en: 'Please enter a valid QQ number' },
  url: { zh: '请输入以http和https开头的网址', en: 'Please enter an address starting with http or https' },
  alnum20: { zh: '请输入20位以内的英文字符和数字', en: 'Please enter up to 20 English letters and digits' },
  zhEnSpace: {
    zh: '请输入2到100位的中英文字符和空格',
    en: 'Please enter 2 to 100 Chinese or English characters and spaces',
  },
  digitsAndNewlines: { zh: '请输入数字和换行符', en: 'Please enter digits and line breaks' },
  max255: { zh: '请输入255位以内的字符', en: 'Please enter up to 255 characters' },
  minLength: { zh: '最小长度{n}位字符', en: 'At least {n} characters' },
  maxLength: { zh: '最大长度{n}位字符', en: 'At most {n} characters' },
  minChecked: { zh: '最少选择{n}项', en: 'Select at least {n}' },
  maxChecked: { zh: '最多选择{n}项', en: 'Select at most {n}' },

  // First-login password dialog
  passwordSetRule: {
    zh: '密码由8-16位数字、大小写字母和特殊符号组成!',
    en: 'The password is 8-16 characters of digits, letters and special symbols!',
  },
  passwordRequired: { zh: '请输入密码!', en: 'Please enter a password!' },
  passwordConfirmRequired: { zh: '请再次输入密码!', en: 'Please enter the password again!' },
  passwordMismatch: { zh: '两次输入的密码不一样！', en: 'The two passwords differ!' },
  phoneRequired: { zh: '请输入手机号码!', en: 'Please enter a mobile number!' },
  phoneInvalid: { zh: '您的手机号码格式不正确!', en: 'Your mobile number format is incorrect!' },
  passwordSetFailed: { zh: '设置失败!', en: 'Setting failed!' },

  // Password change dialog
  oldPasswordRequired: { zh: '请输入旧密码!', en: 'Please enter the old password!' },
  newPasswordRequired: { zh: '请输入新密码!', en: 'Please enter the new password!' },
  newPasswordConfirmRequired: { zh: '请确认新密码!', en: 'Please confirm the new password!' },
  passwordChangeRule: {
    zh: '密码由6-18位数字加字母组成!',
    en: 'The password is 6-18 characters with digits and letters!',
  },
  noLoggedInUser: { zh: '当前系统无登录用户!', en: 'No user is signed in!' },

  // Departments
  noDeparts: { zh: '您尚未设置部门信息!', en: 'You have no department yet!' },

  // Scenes (business §5, §8)
  sceneAlreadyCreated: { zh: '您已创建过当前场景', en: 'You have already created this scene' },
  sceneRequired: { zh: '请选择门店场景', en: 'Please choose a shop scene' },
  sceneNotFound: { zh: '场景不存在', en: 'The scene does not exist' },
  sceneIdTaken: { zh: '场景编号已存在', en: 'The scene id already exists' },

  // Shop form (business §5); the zh of the English-only spec texts is ours
  shopNameRequired: { zh: '请输入门店名称', en: 'please enter the shop name' },
  shopBrandRequired: { zh: '请输入品牌简称', en: 'please enter brand short name' },
  shopNameTooLong: { zh: '门店名称最多{n}个字符', en: 'The shop name has at most {n} characters' },
  shopBrandTooLong: { zh: '品牌简称最多{n}个字符', en: 'The brand short name has at most {n} characters' },
  shopIntroTooLong: { zh: '品牌介绍最多{n}个字符', en: 'The brand intro has at most {n} characters' },
  shopPhoneRequired: { zh: '请输入联系电话', en: 'please enter contact phone' },
  shopPhoneInvalid: { zh: '您的号码格式不正确', en: 'your number format is incorrect' },
  shopPhoneDuplicated: { zh: '电话号码重复，请检查', en: 'phone numbers are duplicated, please check' },
  shopPhoneTooMany: { zh: '联系电话最多{n}个', en: 'At most {n} contact phones' },
  shopLogoRequired: { zh: '请上传头像', en: 'please upload avatar' },
  shopQrRequired: { zh: '请上传二维码', en: 'please upload QR code' },
  shopRegionRequired: { zh: '请选择省/市/区', en: 'please select province/city/district' },
  shopAddressRequired: { zh: '请输入详细地址', en: 'please enter detailed address' },
  shopLocationInvalid: { zh: '位置格式应为"纬度,经度"', en: "A location is written 'lat,lng'" },
  shopNoAccess: { zh: '无权访问该门店', en: 'No access to this shop' },
  shopTimeZoneInvalid: {
    zh: '请选择有效的时区，例如Asia/Shanghai',
    en: 'Please choose a valid time zone, for example Asia/Shanghai',
  },
  shareCodeRequired: { zh: '请输入分享码', en: 'please enter share code' },
  shareCodeTooLong: { zh: '分享码最多{n}位', en: 'The share code has at most {n} characters' },
  shareCodeWrong: { zh: '分享码不存在，请核对后重新输入', en: 'No shop has this share code, please check it' },
  shareOwnShop: { zh: '这是您自己的门店，无需加入', en: 'This is your own shop: no need to join it' },
  shareAlreadyMember: { zh: '您已是该门店的成员', en: 'You are already a member of this shop' },
  mainUserCannotBeDisabled: { zh: '不能停用门店主账号', en: 'The shop’s main user cannot be disabled' },

  // Upload and files (business §5, framework §7)
  uploadImageOnly: { zh: '请上传图片', en: 'please upload image format' },
  imageTooLarge: { zh: '图片大小不能超过{n}MB', en: 'image size cannot exceed {n}MB' },
  fileTooLarge: { zh: '文件大小不能超过{n}MB', en: 'The file cannot exceed {n}MB' },
  uploadFileMissing: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  uploadBizInvalid: { zh: '上传目录不合法', en: 'Invalid upload folder' },
  uploadTypeNotAllowed: { zh: '不支持的文件类型', en: 'This file type is not allowed' },

  // Maps
  addressSearchRequired: { zh: '请输入搜索地址', en: 'Please enter an address to search' },

  // Error catalogue (framework §8)
  http403: { zh: '拒绝访问', en: 'Access denied' },
  http404: { zh: '很抱歉，资源未找到!', en: 'Sorry, the resource was not found!' },
  http504: { zh: '网络超时', en: 'Network timeout' },
  http401: { zh: '很抱歉，登录已过期，请重新登录', en: 'Sorry, your session has expired, please sign in again' },
  tokenExpiredTitle: { zh: '登录已过期', en: 'Session expired' },
  unknownError: { zh: '未知错误', en: 'Unknown error' },
  operationOk: { zh: '操作成功！', en: 'Done!' },
  parameterInvalid: { zh: '参数错误', en: 'Invalid parameters' },
  requestInvalid: { zh: '请求无效', en: 'Invalid request' },
  requestTooLarge: { zh: '文件过大', en: 'The file is too large' },
  inputInvalidCharacters: {
    zh: '输入包含无效字符',
    en: 'The input contains invalid characters (a NUL byte or an unpaired surrogate)',
  },
  requestTooDeep: {
    zh: '请求数据嵌套层级过深（最多{n}层）',
    en: 'The request is nested too deeply (at most {n} levels)',
  },
  serverError: { zh: '服务器内部错误', en: 'Internal server error' },
  emptyMenu: { zh: '菜单权限必须是非空数组', en: 'permissions must be a non-null array' },
  tabFirstCannotClose: { zh: '数据概览不能关闭', en: 'The data overview cannot be closed' },
  tabLastCannotClose: { zh: '这是最后一页，不能再关闭了啦', en: 'This is the last page and cannot be closed any more' },

  // Sign-in (server business messages)
  loginFailed: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  accountLocked: {
    zh: '登录失败次数过多，账号已锁定，请{n}分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {n} minutes',
  },
  captchaRequired: { zh: '请输入验证码', en: 'Please enter the captcha' },
  captchaInvalid: { zh: '验证码错误', en: 'Wrong captcha' },
  accountFrozen: { zh: '该用户已冻结', en: 'This account is frozen' },
  notPlatformAdmin: {
    zh: '非平台管理员账号，请从用户登录入口登录',
    en: 'Not a platform administrator account: use the user sign-in',
  },
  smsCodeInvalid: { zh: '短信验证码错误或已过期', en: 'The SMS code is wrong or has expired' },
  smsTooOften: { zh: '验证码发送过于频繁，请稍后再试', en: 'Codes are sent too often, try again later' },
  phoneRegistered: { zh: '该手机号已注册', en: 'This mobile number is already registered' },
  phoneNotRegistered: { zh: '该手机号未注册', en: 'This mobile number is not registered' },
  oldPasswordWrong: { zh: '旧密码输入错误', en: 'The old password is wrong' },
  passwordAlreadySet: { zh: '密码已设置', en: 'The password is already set' },
  childCannotChangePassword: { zh: '子账号不能修改密码', en: 'A staff account cannot change its password' },
  tenantNotAllowed: { zh: '无权访问该租户', en: 'No access to this tenant' },
  signInvalid: { zh: '签名验证失败', en: 'Signature check failed' },
  signExpired: { zh: '签名已过期', en: 'The signature has expired' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, try again later' },
  serverBusy: { zh: '服务器繁忙，请稍后重试', en: 'The server is busy, please retry in a moment' },

  // System administration
  userTaken: { zh: '用户账号已存在', en: 'This account already exists' },
  valueAvailable: { zh: '该值可用！', en: 'This value is available!' },
  departNotYours: { zh: '只能切换到您所在的部门', en: 'You can only switch to a department of yours' },
  roleNotFound: { zh: '角色不存在', en: 'The role does not exist' },
  dictCodeTaken: { zh: '字典编码已存在', en: 'The dictionary code already exists' },
  dictItemValueTaken: { zh: '数据值已存在', en: 'The item value already exists' },
  dictNotFound: { zh: '字典不存在', en: 'The dictionary does not exist' },
  dictTableFormat: {
    zh: '表字典格式应为：表名,文本字段,编码字段',
    en: 'A table dictionary is written table,text field,code field',
  },
  dictTableNotAllowed: { zh: '该字典表不允许查询', en: 'This table cannot be queried as a dictionary' },
  dictColumnNotAllowed: { zh: '该字典字段不允许查询', en: 'This field cannot be queried as a dictionary' },
  // Devices (business §5 device add, §7 Device)
  deviceCodeRequired: { zh: '请输入激活码', en: 'Please enter the activation code' },
  deviceNameRequired: { zh: '请输入设备名称', en: 'Please enter the device name' },
  deviceAddressRequired: { zh: '请输入设备位置', en: 'Please enter the device location' },
  activationCodeInvalid: { zh: '激活码错误或已过期', en: 'The activation code is wrong or has expired' },
  activationTooOften: { zh: '激活尝试过于频繁，请稍后再试', en: 'Too many activation attempts, try again in a minute' },
  screenOfflineAlert: { zh: '离线超过{n}分钟', en: 'has been offline for over {n} minutes' },
  pairingRefusalOver: { zh: '已超过可拒绝绑定的时间', en: 'The time to refuse this pairing is over' },
  deviceNotInShop: { zh: '该设备不属于此门店', en: 'The device is not one of this shop' },
  playReportSpanTooLong: { zh: '查询区间不能超过{n}天', en: 'The span cannot be longer than {n} days' },
  playReportSpanInvalid: { zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
  screenshotNotImage: { zh: '截图必须是JPEG图片', en: 'The screenshot must be a JPEG image' },
  screenshotNotRequested: { zh: '没有待上传的截图请求', en: 'No screenshot was requested' },
  deviceGroupNotInShop: { zh: '该分组不属于设备所在门店', en: "The group is not one of the device's shop" },
  appVersionNotFound: { zh: '版本不存在', en: 'The version does not exist' },
  // Works and groups (business §4 image order, §5 share code, works issue)
  worksHjNameRequired: { zh: '请输入分组名称', en: 'Please enter the group name' },
  worksSortUnknown: { zh: '未知的操作', en: 'Unknown operation' },
  worksSortLast: { zh: '已到最后~', en: 'Already the last~' },
  worksNotInHj: { zh: '作品不在该分组中', en: 'The work is not in this group' },
  worksHjMoveInvalid: {
    zh: '不能移动到自身、其子分组或其他门店',
    en: 'A group cannot move into itself, its sub-groups or another shop',
  },
  worksQuotaExceeded: { zh: '存储空间不足（上限{n}）', en: 'Not enough storage space (quota {n})' },
  worksVideoOnly: { zh: '请上传视频', en: 'Please upload a video' },
  worksShareCodeRequired: { zh: '请输入分享码', en: 'please enter share code' },
  worksShareCodeInvalid: { zh: '分享码无效或分组未分享', en: 'Unknown share code, or the group is not shared' },
  worksDeviceNotInShop: { zh: '只能选择同一门店的设备', en: 'Only screens of the same shop can be chosen' },
  worksUploadUnknown: { zh: '上传记录不存在或已使用', en: 'The upload does not exist or was already used' },
  worksHjFieldFirst: {
    zh: '请先提供分组 hjId 再上传文件',
    en: 'Send the group hjId before the file',
  },
  // Sample albums and categories (business §7 "Sample albums", "Categories"; albums issue)
  kepianMainNumberRequired: { zh: '请输入样片编号', en: 'Please enter the album number' },
  kepianMainNumberTaken: { zh: '样片编号已存在', en: 'This album number is already used in the shop' },
  kepianTitleRequired: { zh: '请输入样片名称', en: 'Please enter the album title' },
  kepianFuzhuangTaken: {
    zh: '服装编号重复：{n}',
    en: 'Costume numbers used twice or by another album: {n}',
  },
  kepianPhotoNotInAlbum: { zh: '图片不属于该样片', en: 'The photo is not one of this album' },
  kepianPasswordLength: { zh: '密码长度为4到16位', en: 'The password has 4 to 16 characters' },
  kepianPasswordWrong: { zh: '密码错误', en: 'Wrong password' },
  kepianPasswordTooMany: { zh: '密码错误次数过多，请稍后再试', en: 'Too many wrong passwords, try again later' },
  kepianShareCodeInvalid: { zh: '分享码无效', en: 'Unknown share code' },
  kepianShareOwnShop: { zh: '不能加入本门店的分享', en: 'A shop cannot join its own share' },
  fenleiNameRequired: { zh: '请输入分类名称', en: 'Please enter the category name' },
  fenleiTooDeep: { zh: '分类最多三级', en: 'Categories have at most three levels' },
  fenleiMouldUnknown: { zh: '模板不存在', en: 'Unknown template' },
  fenleiNotInShop: { zh: '分类不属于该门店', en: "The category is not one of the shop's" },
  fenleiLevelMismatch: { zh: '该分类不能用此排序', en: 'This sort call does not apply to that category level' },
} as const;

export const MESSAGES = {
  ...CONSOLE_MESSAGES,
  ...APPLET_MESSAGES,
  ...DATA_RULE_MESSAGES,
  ...DEPART_MESSAGES,
  ...DICT_MESSAGES,
  ...FEDERATION_MESSAGES,
  ...JOB_MESSAGES,
  ...LIST_MESSAGES,
  ...NOTICE_MESSAGES,
  ...PLAY_PLAN_MESSAGES,
  ...REPORT_MESSAGES,
  ...STUDIO_MESSAGES,
  ...STUDIO_BOOKING_MESSAGES,
  ...STUDIO_CRM_MESSAGES,
  ...SCENE_CONTENT_MESSAGES,
  ...SYSADMIN_MESSAGES,
  ...QUERY_MESSAGES,
  ...TABLE_MESSAGES,
  ...TENANT_MESSAGES,
  ...USER_MESSAGES,
  ...WIDGET_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

export function msg(key: MessageKey, lang: Lang = 'zh', n?: number | string): string {
  const text: string = MESSAGES[key][lang];
  return n === undefined ? text : text.replaceAll('{n}', String(n));
}

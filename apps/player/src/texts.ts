/**
 * The player's own texts. A screen has no user to choose a language: it follows its browser's
 * (English when navigator.language is English, Chinese otherwise), and its API calls carry the same
 * language, so the server's messages match.
 */
const zh = {
  documentTitle: 'SceneCast 大屏',
  tagline: '专注大屏场景化智能应用系统',
  activationCode: '激活码',
  pairingSteps: [
    '登录 SceneCast 控制台，进入门店的设备管理',
    '点击「添加设备」，输入屏幕上的 4 位激活码',
    '填写设备名称与位置，确认后本屏自动开始播放',
  ],
  codeExpiry: '激活码 10 分钟内有效，过期自动更新',
  locked: '屏幕已锁定',
  unlockHint: '请联系门店管理员解锁',
  offline: '网络不可用，请稍后再试',
  previousPage: '上一页',
  nextPage: '下一页',
  noAlbums: '暂无样片',
  needsPassword: '需要密码',
  protectedBadge: '加密',
  photoCount: (count: number) => `${count} 张`,
  enterPassword: '请输入密码',
  password: '密码',
  ok: '确定',
  digits: '数字',
  letters: '字母',
  upperCase: '大写',
  delete: '删除',
  clear: '清空',
  passwordHint: '该样片需要密码',
  cancel: '取消',
  noPhotos: '暂无照片',
  previousPhoto: '上一张',
  nextPhoto: '下一张',
  close: '关闭',
};

const en: typeof zh = {
  documentTitle: 'SceneCast screen',
  tagline: 'Smart applications for large screens',
  activationCode: 'Activation code',
  pairingSteps: [
    "Sign in to the SceneCast console and open the shop's devices",
    'Click “Add device” and enter the 4-digit code shown on this screen',
    'Fill in the device name and location; once confirmed, this screen starts playing',
  ],
  codeExpiry: 'The code is valid for 10 minutes and renews itself',
  locked: 'This screen is locked',
  unlockHint: 'Ask the shop administrator to unlock it',
  offline: 'The network is unavailable, try again later',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  noAlbums: 'No albums yet',
  needsPassword: 'Password required',
  protectedBadge: 'Locked',
  photoCount: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  enterPassword: 'Enter the password',
  password: 'Password',
  ok: 'OK',
  digits: 'Digits',
  letters: 'Letters',
  upperCase: 'Upper case',
  delete: 'Delete',
  clear: 'Clear',
  passwordHint: 'This album needs a password',
  cancel: 'Cancel',
  noPhotos: 'No photos yet',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  close: 'Close',
};

const isEnglishScreen = (language: string) => language.toLowerCase().startsWith('en');

export const TEXTS = isEnglishScreen(navigator.language) ? en : zh;

import { registerLocale } from '../registerLocale';

const zh = {
  display: {
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    dragToVerify: '请按住滑块拖动',
    verified: '验证通过',
  },
};

const en: typeof zh = {
  display: {
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    dragToVerify: 'Hold the slider and drag it to the end',
    verified: 'verification passed',
  },
};

registerLocale(zh, en);

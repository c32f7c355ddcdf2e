import { registerLocale } from '../registerLocale';

const zh = {
  display: {
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    dragToVerify: '请按住滑块拖动',
    verified: '验证通过',
    moveUp: '上移',
    moveDown: '下移',
    edit: '编辑',
    delete: '删除',
  },
};

const en: typeof zh = {
  display: {
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    dragToVerify: 'Hold the slider and drag it to the end',
    verified: 'verification passed',
    moveUp: 'Move up',
    moveDown: 'Move down',
    edit: 'Edit',
    delete: 'Delete',
  },
};

registerLocale(zh, en);

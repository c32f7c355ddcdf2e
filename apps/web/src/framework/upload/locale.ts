import { registerLocale } from '../registerLocale';

const zh = {
  filePop: {
    title: '文件上传',
    open: '上传文件',
    choose: '选择文件',
  },
};

const en: typeof zh = {
  filePop: {
    title: 'Upload a file',
    open: 'Upload a file',
    choose: 'Choose a file',
  },
};

registerLocale(zh, en);

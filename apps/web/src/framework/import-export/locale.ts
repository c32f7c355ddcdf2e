import { registerLocale } from '../registerLocale';

const zh = {
  list: {
    deleted: '删除成功',
    confirmTitle: '确认删除',
    confirmBatchDelete: '是否删除选中的 {{count}} 条数据？',
    import: '导入',
    export: '导出',
    importTitle: '导入EXCEL',
    importHint: '点击或拖拽文件到此处，可选择多个 .xls/.xlsx 文件',
    startImport: '开始导入',
    importing: '正在上传…',
    downloadErrors: '下载错误数据',
    close: '关闭',
  },
};

const en: typeof zh = {
  list: {
    deleted: 'Deleted',
    confirmTitle: 'Delete?',
    confirmBatchDelete: 'Delete the {{count}} selected rows?',
    import: 'Import',
    export: 'Export',
    importTitle: 'Import Excel',
    importHint: 'Click or drop files here: one or more .xls/.xlsx files',
    startImport: 'Import',
    importing: 'Uploading…',
    downloadErrors: 'Download the erroneous rows',
    close: 'Close',
  },
};

registerLocale(zh, en);

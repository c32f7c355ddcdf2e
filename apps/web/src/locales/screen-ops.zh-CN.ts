/** Screens' operations in the device pages: screenshots, uptime, proof of play (zh-CN). */
export const screenOpsZhCN = {
  screenOps: {
    tabs: { monitor: '监控', plays: '播放记录' },
    screenshot: {
      title: '远程截图',
      request: '远程截图',
      requested: '已通知屏幕截图',
      pending: '等待屏幕上传截图…',
      offline: '屏幕离线，上线后才能截图',
      none: '暂无截图',
      alt: '屏幕截图',
      capturedAt: '截图时间：{{time}}',
    },
    uptime: { title: '在线率', span: '近 {{days}} 天' },
    plays: {
      open: '播放报表',
      title: '播放报表',
      day: '日期',
      device: '设备',
      work: '作品',
      plays: '播放次数',
      seconds: '播放时长(秒)',
      export: '导出',
      fileName: '播放记录',
    },
  },
};

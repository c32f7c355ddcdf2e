/**
 * Messages of announcements and the bell's to-dos (framework §2 "Notification bell", issue #12).
 * The spec gives none of these texts; the zh-CN are JeecgBoot's wording where it has one.
 */
export const NOTICE_MESSAGES = {
  announcementTitleRequired: { zh: '请输入标题', en: 'Please enter the title' },
  announcementTargetsRequired: { zh: '请选择接收对象', en: 'Please choose who receives it' },
  announcementOpenPageRequired: { zh: '请输入打开的页面', en: 'Please enter the page it opens' },
  announcementOpenPageInvalid: {
    zh: '打开的页面须为以/开头的站内路径或https网址',
    en: 'The page it opens must be a console path starting with / or an https address',
  },
  announcementOpenPageHostNotAllowed: {
    zh: '网址的域名{n}不在公告链接白名单中，请平台管理员在数据字典「公告链接域名」中添加',
    en: 'The host {n} is not on the announcement link allow-list: ask the platform administrator to add it to the dictionary "Announcement link hosts"',
  },
  announcementTargetsOutOfTenant: {
    zh: '接收对象不属于本租户',
    en: 'Some of the receivers are not in this tenant',
  },
  announcementReleased: { zh: '该公告已发布', en: 'This announcement is already released' },
  announcementNotReleased: { zh: '该公告未发布', en: 'This announcement is not released' },
  announcementNoReceivers: { zh: '没有接收人', en: 'Nobody receives it' },
  todoOfflineScreen: { zh: '设备「{n}」离线', en: 'Screen "{n}" is offline' },
  todoProblemPhotos: { zh: '样片「{n}」有问题图片', en: 'Album "{n}" has problem photos' },
  todoShareJoined: { zh: '「{n}」通过分享码加入了门店', en: '"{n}" joined the shop with its share code' },
} as const satisfies Record<string, { zh: string; en: string }>;

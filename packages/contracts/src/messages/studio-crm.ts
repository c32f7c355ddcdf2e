/** Messages of the studio's customers (cjuser), reviews (pingjia) and head-office views, zh-CN and en-US. */
export const STUDIO_CRM_MESSAGES = {
  cjuserNameRequired: { zh: '请输入客户姓名', en: "Please enter the customer's name" },
  cjuserNameTooLong: { zh: '客户姓名最多{n}个字', en: 'The name has at most {n} characters' },
  cjuserPhoneInvalid: { zh: '请输入正确的11位手机号', en: 'Please enter a valid 11-digit mobile number' },
  cjuserPhoneTaken: { zh: '该门店已有此手机号的客户', en: 'This shop already has a customer with this phone number' },
  cjuserGenderInvalid: { zh: '性别只能是男、女或未知', en: 'Gender is 男 (male), 女 (female) or 未知 (unknown)' },
  cjuserBirthdayInvalid: {
    zh: '生日格式应为YYYY-MM-DD且不晚于今天',
    en: 'The birthday is YYYY-MM-DD and not after today',
  },
  cjuserSourceInvalid: { zh: '客户来源不正确', en: 'Unknown customer source' },
  cjuserTagsInvalid: {
    zh: '标签最多{n}个，每个最多12个字',
    en: 'At most {n} tags, each at most 12 characters',
  },
  cjuserRemarkTooLong: { zh: '备注最多500个字', en: 'The remark has at most 500 characters' },
  cjuserHasOrders: { zh: '客户有订单，不能删除', en: 'The customer has orders and cannot be deleted' },
  cjuserPhoneRepeated: { zh: '手机号在文件中重复', en: 'The phone number appears twice in the file' },

  pingjiaStarInvalid: { zh: '评分为1到5星', en: 'The rating is 1 to 5 stars' },
  pingjiaContentTooLong: { zh: '评价内容最多{n}个字', en: 'The review has at most {n} characters' },
  pingjiaPhotosTooMany: { zh: '评价图片最多{n}张', en: 'At most {n} photos per review' },
  pingjiaPhotoInvalid: {
    zh: '评价图片须为本租户上传的图片',
    en: 'A review photo must be an image uploaded in this tenant',
  },
  pingjiaReplyTooLong: { zh: '回复最多{n}个字', en: 'The reply has at most {n} characters' },
  pingjiaOrderReviewed: { zh: '该订单已评价', en: 'This order has already been reviewed' },
  pingjiaOrderCustomer: { zh: '订单不属于该客户', en: 'The order is not this customer’s' },
  pingjiaHiddenNoScreen: { zh: '隐藏的评价不能上屏', en: 'A hidden review cannot be shown on screen' },

  studioRangeInvalid: { zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
} as const;

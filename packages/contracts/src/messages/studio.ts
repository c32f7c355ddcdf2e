/** Messages of the studio catalogue (issue #13): packages, costumes, story, base info, home. */
export const STUDIO_MESSAGES = {
  taoxiNameRequired: { zh: '请输入套系名称', en: 'Please enter the package name' },
  taoxiDepositOverPrice: { zh: '定金不能大于套系价格', en: 'The deposit cannot be more than the price' },
  taoxiRetouchedOverPhotos: {
    zh: '精修张数不能大于拍摄张数',
    en: 'Retouched photos cannot outnumber the photos taken',
  },
  fuzhuangNumberRequired: { zh: '请输入服装编号', en: 'Please enter the costume number' },
  fuzhuangNameRequired: { zh: '请输入服装名称', en: 'Please enter the costume name' },
  fuzhuangNumberTaken: { zh: '服装编号已存在', en: 'This costume number is already used in the shop' },
  fuzhuangCategoryInvalid: { zh: '请选择服装分类', en: 'Please choose a costume category' },
  fuzhuangNumberUnknown: {
    zh: '服装编号不存在：{n}',
    en: "Not costume numbers of the shop's costumes: {n}",
  },
  fuzhuangNumberInAlbums: {
    zh: '该服装编号已被样片使用，不能修改',
    en: 'Sample albums list this costume number: it cannot change',
  },
  fuzhuangInAlbums: {
    zh: '服装已被样片使用，不能删除：{n}',
    en: 'Sample albums list these costumes, so they cannot be deleted (retire them instead): {n}',
  },
  studioImageInvalid: { zh: '图片地址无效', en: 'Invalid image path' },
  openingHoursInvalid: { zh: '营业时间不正确', en: 'Opening hours must close after they open' },
  openingDayTwice: { zh: '营业时间每天只能设置一次', en: 'Each weekday can have one set of hours' },
  shouyeModuleTwice: { zh: '首页模块不能重复', en: 'A home module can be chosen once' },
} as const satisfies Record<string, { zh: string; en: string }>;

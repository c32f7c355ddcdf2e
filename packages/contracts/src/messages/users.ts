/**
 * Messages of the users page and its calls (issue #11). The spec gives the username and password
 * rules (framework §5, in messages.ts); these refusals are ours, worded as JeecgBoot words them.
 */
export const USER_MESSAGES = {
  userRealnameRequired: { zh: '请输入用户姓名', en: 'Please enter the real name' },
  userNotFound: { zh: '用户不存在', en: 'The user does not exist' },
  userFreezeSelf: { zh: '不能冻结当前登录用户', en: 'You cannot freeze the account you are signed in with' },
  userFreezePlatformAdmin: {
    zh: '不能冻结平台管理员',
    en: 'A platform administrator cannot be frozen',
  },
  userDepartOutOfTenant: { zh: '部门不属于该租户', en: 'A department is not one of the tenant’s' },
  userPositionOutOfTenant: { zh: '职务不属于该租户', en: 'A position is not one of the tenant’s' },
  userTenantUnknown: { zh: '租户不存在', en: 'The tenant does not exist' },
  userFrozenDone: { zh: '冻结成功', en: 'Frozen' },
  userUnfrozenDone: { zh: '解冻成功', en: 'Unfrozen' },
  userPasswordChanged: { zh: '密码修改成功', en: 'The password was changed' },
} as const satisfies Record<string, { zh: string; en: string }>;

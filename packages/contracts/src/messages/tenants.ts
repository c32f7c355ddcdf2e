/**
 * Messages of the tenants page and its calls (issue #11). The spec only names the page (system
 * admin → tenants, 租户 in JeecgBoot's words), so these refusals are ours.
 */
export const TENANT_MESSAGES = {
  tenantNameRequired: { zh: '请输入租户名称', en: 'Please enter the tenant name' },
  tenantStatusInvalid: { zh: '请选择租户状态', en: 'Please choose the tenant status' },
  tenantFrozen: { zh: '该租户已冻结，无法访问', en: 'This tenant is frozen and cannot be used' },
  tenantAllFrozen: {
    zh: '您所在的租户已全部冻结，无法登录',
    en: 'Every tenant of this account is frozen: it cannot sign in',
  },
  tenantHasMembers: {
    zh: '该租户下还有{n}个用户，请先移除后再删除',
    en: 'This tenant still has {n} users: remove them before deleting it',
  },
  tenantHasShops: {
    zh: '该租户下还有{n}个门店，不能删除',
    en: 'This tenant still has {n} shops: it cannot be deleted',
  },
  tenantFreezeOwn: {
    zh: '不能冻结当前所在的租户',
    en: 'You cannot freeze the tenant you are acting in',
  },
  tenantMemberExists: { zh: '该用户已是本租户成员', en: 'This user is already a member of the tenant' },
  tenantMemberLast: {
    zh: '这是该用户唯一的租户，不能移除',
    en: 'This is the user’s only tenant: it cannot be removed',
  },
  tenantMemberDefault: {
    zh: '这是该用户的默认租户，请先为其选择另一个默认租户',
    en: 'This is the user’s default tenant: choose another default tenant for them first',
  },
  tenantMemberDefaultInvalid: {
    zh: '新的默认租户须是该用户所属的其他租户',
    en: 'The new default tenant must be another tenant the user belongs to',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

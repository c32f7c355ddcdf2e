/**
 * Messages of department and position administration (issue #11). The spec names the calls but
 * words no refusal, so these are ours, in the tone of its other messages; zh-CN first, en-US.
 */
export const DEPART_MESSAGES = {
  departNameRequired: { zh: '请输入机构名称', en: 'Please enter the department name' },
  departPhoneInvalid: { zh: '请输入正确的手机号或座机号', en: 'Please enter a valid mobile or landline number' },
  departHasChildren: {
    zh: '该部门下还有子部门，请先删除子部门',
    en: 'This department has sub-departments: delete them first',
  },
  departHasMembers: {
    zh: '该部门下还有用户，请先将用户移出该部门',
    en: 'This department still has users: move them out first',
  },
  departCodesExhausted: { zh: '该上级下的机构编码已用完', en: 'No organisation code is left under this parent' },
  departGroupMismatch: {
    zh: '排序须包含该上级下的全部部门',
    en: 'The order must list every department under that parent',
  },
  departPermissionOutside: {
    zh: '部门角色只能分配本部门拥有的菜单和按钮',
    en: 'A department role can only get menus and buttons its department holds',
  },
  departRoleCodeTaken: { zh: '该部门下角色编码已存在', en: 'This role code already exists in this department' },
  departRoleUserNotMember: {
    zh: '只能把部门角色分配给本部门的用户',
    en: 'A department role can only be given to users of its department',
  },
  positionNameRequired: { zh: '请输入职务名称', en: 'Please enter the position name' },
  positionCodeRequired: { zh: '请输入职务编码', en: 'Please enter the position code' },
  positionRankRequired: { zh: '请选择职级', en: 'Please choose the rank' },
  positionRankUnknown: { zh: '职级不存在', en: 'Unknown rank' },
} as const;

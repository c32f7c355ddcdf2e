/**
 * Messages of roles, menus and role permissions (issue #11). The spec gives none of these texts;
 * the zh-CN are JeecgBoot's wording where it has one.
 */
export const SYSADMIN_MESSAGES = {
  roleCodeRequired: { zh: '请输入角色编码', en: 'Please enter the role code' },
  roleNameRequired: { zh: '请输入角色名称', en: 'Please enter the role name' },
  roleCodeTaken: { zh: '角色编码已存在', en: 'This role code already exists' },
  roleBuiltIn: { zh: '系统内置角色不能修改或删除', en: 'A built-in role cannot be changed or deleted' },
  roleInUse: {
    zh: '该角色已分配给{n}个用户，请先取消分配再删除',
    en: 'This role is given to {n} users: take it from them before deleting it',
  },
  permissionNameRequired: { zh: '请输入菜单名称', en: 'Please enter the menu name' },
  permissionUrlRequired: { zh: '请输入菜单路径', en: 'Please enter the menu path' },
  permissionComponentRequired: { zh: '请输入前端组件', en: 'Please enter the page component' },
  permissionParentRequired: { zh: '请选择上级菜单', en: 'Please choose the parent menu' },
  permissionPermsRequired: { zh: '请输入授权标识', en: 'Please enter the action code' },
  permissionNotFound: { zh: '菜单不存在', en: 'The menu does not exist' },
  permissionParentInvalid: {
    zh: '上级菜单不能是自身、其下级或按钮',
    en: 'The parent cannot be the entry itself, one of its children or a button',
  },
  permissionNotGrantable: {
    zh: '只能分配您自己拥有的菜单和按钮',
    en: 'You can only give menus and buttons you hold yourself',
  },
} as const satisfies Record<string, { zh: string; en: string }>;

import type { PermissionTreeNode, RoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { PermissionCheckTree } from './PermissionCheckTree';
import { RoleDataRuleDrawer } from './RoleDataRuleDrawer';
import { roleKeys, saveRolePermissions, usePermissionTree, useRolePermissions } from './roleApi';

interface Props {
  role: RoleRecord | null;
  onClose(): void;
}

/**
 * The menus and buttons of a role, as a checkbox tree of what the caller may give; a menu with data
 * rules offers the choice of those that apply to the role.
 */
export function RolePermissionDrawer({ role, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const tree = usePermissionTree(role !== null);
  const granted = useRolePermissions(role?.id ?? null);
  const [checked, setChecked] = useState<string[]>([]);
  const [rulesOf, setRulesOf] = useState<PermissionTreeNode | null>(null);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    if (granted.data) setChecked(granted.data);
  }, [granted.data]);
  const rulesLink = (node: PermissionTreeNode) =>
    node.ruleFlag && (
      <Button
        type="link"
        size="small"
        data-testid={`perm-rules-${node.key}`}
        onClick={(event) => {
          event.stopPropagation();
          setRulesOf(node);
        }}
      >
        {t('sysRole.dataRules')}
      </Button>
    );

  const save = async () => {
    if (!role) return;
    await runSave(async () => {
      await saveRolePermissions(role.id, checked);
      message.success(t('sysRole.saved'));
      await queryClient.invalidateQueries({ queryKey: roleKeys.granted(role.id) });
      onClose();
    });
  };

  return (
    <Drawer
      open={role !== null}
      size={560}
      title={t('sysRole.grantTitle', { name: role?.roleName ?? '' })}
      onClose={onClose}
      destroyOnHidden
      data-testid="role-permission-drawer"
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('sysRole.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="role-permission-save">
            {t('sysRole.save')}
          </Button>
        </Space>
      }
    >
      {tree.data && granted.data ? (
        <PermissionCheckTree tree={tree.data} checked={checked} onChange={setChecked} titleExtra={rulesLink} />
      ) : (
        <Spin />
      )}
      {rulesOf && role && <RoleDataRuleDrawer role={role} entry={rulesOf} onClose={() => setRulesOf(null)} />}
    </Drawer>
  );
}

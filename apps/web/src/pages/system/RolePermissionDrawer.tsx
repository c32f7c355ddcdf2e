import type { RoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { PermissionCheckTree } from './PermissionCheckTree';
import { roleKeys, saveRolePermissions, usePermissionTree, useRolePermissions } from './roleApi';

interface Props {
  role: RoleRecord | null;
  onClose(): void;
}

/** The menus and buttons of a role, as a checkbox tree of what the caller may give. */
export function RolePermissionDrawer({ role, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const tree = usePermissionTree(role !== null);
  const granted = useRolePermissions(role?.id ?? null);
  const [checked, setChecked] = useState<string[]>([]);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    if (granted.data) setChecked(granted.data);
  }, [granted.data]);

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
        <PermissionCheckTree tree={tree.data} checked={checked} onChange={setChecked} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

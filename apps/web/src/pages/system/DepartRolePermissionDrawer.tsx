import type { DepartRoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import {
  departPermissionKeys,
  saveDepartRolePermissions,
  useDepartRolePermissions,
  useDepartRoleTree,
} from './departPermissionApi';
import { PermissionCheckTree } from './PermissionCheckTree';

interface Props {
  role: DepartRoleRecord;
  onClose(): void;
}

/** The menus and buttons of a department role, in the tree of what its department may grant. */
export function DepartRolePermissionDrawer({ role, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const tree = useDepartRoleTree(role.departId);
  const held = useDepartRolePermissions(role.id);
  const [checked, setChecked] = useState<string[]>([]);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    if (held.data) setChecked(held.data);
  }, [held.data]);

  const save = () =>
    runSave(async () => {
      await saveDepartRolePermissions(role.id, checked, held.data ?? []);
      message.success(t('departPerm.saved'));
      await queryClient.invalidateQueries({ queryKey: departPermissionKeys.ofRole(role.id) });
      onClose();
    });

  return (
    <Drawer
      open
      size={560}
      title={t('departPerm.grantTitle', { name: role.roleName })}
      onClose={onClose}
      destroyOnHidden
      data-testid="depart-role-permission-drawer"
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('departPerm.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="depart-role-permission-save">
            {t('departPerm.save')}
          </Button>
        </Space>
      }
    >
      {tree.data && held.data ? (
        <PermissionCheckTree tree={tree.data} checked={checked} onChange={setChecked} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

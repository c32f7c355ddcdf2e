import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import {
  departPermissionKeys,
  saveDepartPermissions,
  useDepartPermissions,
  useGrantableTree,
} from './departPermissionApi';
import { PermissionCheckTree } from './PermissionCheckTree';
import './departPermissionLocale';

/** 部门权限: the menus and buttons a department may grant, checked in the tree of what the caller may give. */
export function DepartPermissionPanel({ departId }: { departId: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const tree = useGrantableTree();
  const held = useDepartPermissions(departId);
  const [checked, setChecked] = useState<string[]>([]);
  const { saving, runSave } = useSaveTask();

  useEffect(() => {
    if (held.data) setChecked(held.data);
  }, [held.data]);

  const save = () =>
    runSave(async () => {
      await saveDepartPermissions(departId, checked, held.data ?? []);
      message.success(t('departPerm.saved'));
      await queryClient.invalidateQueries({ queryKey: departPermissionKeys.all });
    });

  if (!tree.data || !held.data) return <Spin />;
  return (
    <div data-testid="depart-permission-panel">
      <Alert type="info" showIcon title={t('departPerm.permissionHint')} style={{ marginBottom: 12 }} />
      <PermissionCheckTree tree={tree.data} checked={checked} onChange={setChecked} />
      <Button
        type="primary"
        loading={saving}
        onClick={() => void save()}
        style={{ marginTop: 12 }}
        data-testid="depart-permission-save"
      >
        {t('departPerm.save')}
      </Button>
    </div>
  );
}

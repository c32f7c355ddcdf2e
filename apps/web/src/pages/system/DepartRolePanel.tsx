import { PlusOutlined } from '@ant-design/icons';
import type { DepartRoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTask } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { DepartRoleFormModal } from './DepartRoleFormModal';
import { DepartRolePermissionDrawer } from './DepartRolePermissionDrawer';
import { DepartRoleUsersModal } from './DepartRoleUsersModal';
import { deleteDepartRole, departPermissionKeys, useDepartRoles } from './departPermissionApi';
import './departPermissionLocale';

type Open =
  | { kind: 'form'; role: DepartRoleRecord | null }
  | { kind: 'grant'; role: DepartRoleRecord }
  | { kind: 'users'; role: DepartRoleRecord };

/** 部门角色: the department's roles; add, edit, delete, their permissions and the members holding them. */
export function DepartRolePanel({ departId }: { departId: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const roles = useDepartRoles(departId);
  const [open, setOpen] = useState<Open | null>(null);
  const { runSave } = useSaveTask();
  const reload = () => queryClient.invalidateQueries({ queryKey: departPermissionKeys.roles(departId) });

  const remove = (role: DepartRoleRecord) =>
    runSave(async () => {
      await deleteDepartRole(role.id);
      message.success(t('departPerm.removed'));
      await reload();
    });

  return (
    <div data-testid="depart-role-panel">
      <Button
        type="primary"
        icon={<PlusOutlined />}
        style={{ marginBottom: 12 }}
        onClick={() => setOpen({ kind: 'form', role: null })}
      >
        {t('departPerm.addRole')}
      </Button>
      <Table<DepartRoleRecord>
        rowKey="id"
        size="small"
        loading={roles.isPending}
        dataSource={roles.data?.records ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('departPerm.noRoles') }}
        columns={[
          { title: t('departPerm.roleName'), dataIndex: 'roleName' },
          { title: t('departPerm.roleCode'), dataIndex: 'roleCode' },
          {
            title: t('departPerm.action'),
            key: 'action',
            render: (_, role) => (
              <Space size={4} wrap>
                <Button type="link" size="small" onClick={() => setOpen({ kind: 'form', role })}>
                  {t('departPerm.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  data-testid="depart-role-grant"
                  onClick={() => setOpen({ kind: 'grant', role })}
                >
                  {t('departPerm.grant')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  data-testid="depart-role-users-open"
                  onClick={() => setOpen({ kind: 'users', role })}
                >
                  {t('departPerm.users')}
                </Button>
                <Popconfirm title={t('departPerm.removeConfirm')} onConfirm={() => remove(role)}>
                  <Button type="link" size="small" danger>
                    {t('departPerm.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {open?.kind === 'form' && (
        <DepartRoleFormModal
          departId={departId}
          role={open.role}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            message.success(t('departPerm.saved'));
            void reload();
          }}
        />
      )}
      {open?.kind === 'grant' && <DepartRolePermissionDrawer role={open.role} onClose={() => setOpen(null)} />}
      {open?.kind === 'users' && <DepartRoleUsersModal role={open.role} onClose={() => setOpen(null)} />}
    </div>
  );
}

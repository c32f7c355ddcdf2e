import { PlusOutlined } from '@ant-design/icons';
import { ROLE_ACTIONS, type RoleRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { RoleFormModal } from './RoleFormModal';
import { RolePermissionDrawer } from './RolePermissionDrawer';
import { deleteRole, type RoleParams, reloadRoles, useRoles } from './roleApi';
import './roleLocale';
import { dateTime } from '../../framework/display/format';
import { serverPagination } from '../../framework/display/serverPagination';

/** A built-in role every tenant shares: its code is named by the code, so it is not edited here. */
const isBuiltIn = (role: RoleRecord) => role.tenantId === null;

/** Roles: search, add, edit, delete, and which menus and buttons each one gives. */
export default function RolePage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const fit = tableFit(isPhone, 900);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<RoleParams>({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<RoleRecord | 'new' | null>(null);
  const [granting, setGranting] = useState<RoleRecord | null>(null);
  const page = useRoles(params);

  const remove = async (role: RoleRecord) => {
    try {
      await deleteRole(role.id);
      message.success(t('sysRole.removed'));
      await reloadRoles(queryClient);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  const actions = (role: RoleRecord) => (
    <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
      {!isBuiltIn(role) && (
        <Authorized action={ROLE_ACTIONS.edit}>
          <Button type="link" size="small" onClick={() => setEditing(role)}>
            {t('sysRole.editShort')}
          </Button>
        </Authorized>
      )}
      <Authorized action={ROLE_ACTIONS.permission}>
        <Button type="link" size="small" data-testid="role-grant" onClick={() => setGranting(role)}>
          {t('sysRole.grant')}
        </Button>
      </Authorized>
      {!isBuiltIn(role) && (
        <Authorized action={ROLE_ACTIONS.delete}>
          <Popconfirm title={t('sysRole.removeConfirm')} onConfirm={() => remove(role)}>
            <Button type="link" size="small" danger>
              {t('sysRole.remove')}
            </Button>
          </Popconfirm>
        </Authorized>
      )}
    </Space>
  );

  const search = (key: 'roleName' | 'roleCode', text: string) =>
    setParams((p) => ({ ...p, pageNo: 1, [key]: text.trim() ? `*${text.trim()}*` : undefined }));

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('sysRole.roleName')}
          onSearch={(text) => search('roleName', text)}
          data-testid="role-search-name"
        />
        <Input.Search allowClear placeholder={t('sysRole.roleCode')} onSearch={(text) => search('roleCode', text)} />
        <Authorized action={ROLE_ACTIONS.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('sysRole.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<RoleRecord>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        scroll={fit.scroll}
        onChange={(_, __, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setParams((p) => ({
            ...p,
            column: one?.order ? String(one.field) : undefined,
            order: one?.order === 'ascend' ? 'asc' : 'desc',
          }));
        }}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          { title: t('sysRole.roleName'), dataIndex: 'roleName', sorter: true, ellipsis: isPhone },
          { title: t('sysRole.roleCode'), dataIndex: 'roleCode', sorter: true, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('sysRole.scope'),
            dataIndex: 'tenantId',
            width: 110,
            responsive: WIDE_SCREENS_ONLY,
            render: (_, role) =>
              isBuiltIn(role) ? <Tag>{t('sysRole.builtIn')}</Tag> : <Tag color="blue">{t('sysRole.tenantOwn')}</Tag>,
          },
          { title: t('sysRole.description'), dataIndex: 'description', ellipsis: true, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('sysRole.createTime'),
            dataIndex: 'createTime',
            width: 180,
            sorter: true,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          {
            title: t('sysRole.action'),
            key: 'action',
            ...fit.actions(200, 96),
            render: (_, role) => actions(role),
          },
        ]}
      />
      {editing && (
        <RoleFormModal
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            message.success(t('sysRole.saved'));
            void reloadRoles(queryClient);
          }}
        />
      )}
      <RolePermissionDrawer role={granting} onClose={() => setGranting(null)} />
    </Card>
  );
}

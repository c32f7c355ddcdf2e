import { PlusOutlined } from '@ant-design/icons';
import type { TenantRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { useActionRunner } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { deleteTenant, TENANT_MANAGE, type TenantParams, tenantKeys, useTenants } from './tenantApi';
import './tenantLocale';
import { dateTime } from '../../framework/display/format';
import { serverPagination } from '../../framework/display/serverPagination';
import { TenantFormModal } from './TenantFormModal';
import { TenantMembersDrawer } from './TenantMembersDrawer';

/** 系统管理 → 租户管理: every tenant with its users, for the platform administrator. */
export default function TenantPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [params, setParams] = useState<TenantParams>({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<TenantRecord | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<TenantRecord | null>(null);
  const page = useTenants(params);
  const reload = () => queryClient.invalidateQueries({ queryKey: tenantKeys.all });
  const run = useActionRunner(reload);
  const fit = tableFit(isPhone, 800);

  const actions = (row: TenantRecord) => (
    <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
      <Button type="link" size="small" onClick={() => setMembersOf(row)} data-testid={`tenant-members-${row.id}`}>
        {t('tenant.members')}
      </Button>
      <Authorized action={TENANT_MANAGE}>
        <Button type="link" size="small" onClick={() => setEditing(row)} data-testid={`tenant-edit-${row.id}`}>
          {t('tenant.edit')}
        </Button>
        <Popconfirm
          title={t('tenant.removeConfirm', { name: row.name })}
          onConfirm={() => void run(() => deleteTenant(row.id), t('tenant.removed'))}
        >
          <Button type="link" size="small" danger data-testid={`tenant-remove-${row.id}`}>
            {t('tenant.remove')}
          </Button>
        </Popconfirm>
      </Authorized>
    </Space>
  );

  return (
    <Card data-testid="tenant-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('tenant.search')}
          data-testid="tenant-search"
          onSearch={(text) => setParams((p) => ({ ...p, pageNo: 1, name: text.trim() || undefined }))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('tenant.allStatuses')}
          options={[
            { value: 1, label: t('tenant.statuses.1') },
            { value: 0, label: t('tenant.statuses.0') },
          ]}
          onChange={(status?: number) => setParams((p) => ({ ...p, pageNo: 1, status }))}
        />
        <Authorized action={TENANT_MANAGE}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="tenant-add">
            {t('tenant.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<TenantRecord>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        scroll={fit.scroll}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
        }}
        columns={[
          { title: t('tenant.name'), dataIndex: 'name', ellipsis: true },
          { title: t('tenant.id'), dataIndex: 'id', width: 100, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('tenant.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: number) => (
              <Tag color={status === 1 ? 'green' : 'red'}>{t(`tenant.statuses.${status === 1 ? '1' : '0'}`)}</Tag>
            ),
          },
          { title: t('tenant.memberCount'), dataIndex: 'memberCount', width: 90, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('tenant.createTime'),
            dataIndex: 'createTime',
            width: 170,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          { title: t('tenant.action'), key: 'action', ...fit.actions(200, 84), render: (_, row) => actions(row) },
        ]}
      />
      {editing && (
        <TenantFormModal
          tenant={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            message.success(t(editing === 'new' ? 'tenant.added' : 'tenant.saved'));
            setEditing(null);
            void reload();
          }}
        />
      )}
      {membersOf && <TenantMembersDrawer tenant={membersOf} onClose={() => setMembersOf(null)} />}
    </Card>
  );
}

import type { TenantMember, TenantRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { useIsPhone } from '../../framework/display/smallScreen';
import { useActionRunner } from '../../framework/refusal';
import { addTenantMember, removeTenantMember, TENANT_MANAGE, tenantKeys, useTenantMembers } from './tenantApi';

interface Props {
  tenant: TenantRecord;
  onClose(): void;
}

/** A tenant's users: add an existing account by its username, remove a membership. */
export function TenantMembersDrawer({ tenant, onClose }: Props) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const members = useTenantMembers(tenant.id);
  const [username, setUsername] = useState('');
  const [adding, setAdding] = useState(false);
  const run = useActionRunner(() => queryClient.invalidateQueries({ queryKey: tenantKeys.all }));

  const add = async () => {
    const name = username.trim();
    if (!name) return;
    setAdding(true);
    const done = await run(() => addTenantMember(tenant.id, name), t('tenant.member.added'));
    setAdding(false);
    if (done) setUsername('');
  };

  return (
    <Drawer
      open
      size={isPhone ? '100%' : 640}
      title={t('tenant.membersTitle', { name: tenant.name })}
      onClose={onClose}
      destroyOnHidden
      data-testid="tenant-members-drawer"
    >
      <Authorized action={TENANT_MANAGE}>
        <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
          <Input
            value={username}
            placeholder={t('tenant.member.addPlaceholder')}
            maxLength={64}
            onChange={(event) => setUsername(event.target.value)}
            onPressEnter={() => void add()}
            data-testid="tenant-member-username"
          />
          <Button type="primary" loading={adding} onClick={() => void add()} data-testid="tenant-member-add">
            {t('tenant.member.add')}
          </Button>
        </Space.Compact>
      </Authorized>
      <Table<TenantMember>
        rowKey="id"
        size="small"
        loading={members.isFetching}
        dataSource={members.data}
        pagination={false}
        locale={{ emptyText: t('tenant.member.empty') }}
        columns={[
          { title: t('tenant.member.username'), dataIndex: 'username', ellipsis: true },
          { title: t('tenant.member.realname'), dataIndex: 'realname', ellipsis: true },
          {
            title: t('tenant.member.isDefault'),
            dataIndex: 'isDefault',
            width: 100,
            render: (isDefault: boolean) => (isDefault ? <Tag color="blue">{t('tenant.member.isDefault')}</Tag> : null),
          },
          {
            title: t('tenant.action'),
            key: 'action',
            width: 80,
            render: (_, member) => (
              <Authorized action={TENANT_MANAGE}>
                <RemoveMember tenantId={tenant.id} member={member} run={run} />
              </Authorized>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

interface RemoveProps {
  tenantId: number;
  member: TenantMember;
  run: ReturnType<typeof useActionRunner>;
}

/**
 * Removing a membership: never the user's only tenant; their default tenant only once another
 * of their tenants is chosen as the new default (the server checks both again).
 */
function RemoveMember({ tenantId, member, run }: RemoveProps) {
  const { t } = useTranslation();
  const [newDefault, setNewDefault] = useState<number | undefined>(member.otherTenants[0]?.id);
  const isOnly = member.otherTenants.length === 0;
  const remove = () =>
    run(
      () =>
        removeTenantMember({
          tenantId,
          userId: member.id,
          defaultTenantId: member.isDefault ? newDefault : undefined,
        }),
      t('tenant.member.removed'),
    );
  return (
    <Popconfirm
      title={t('tenant.member.removeConfirm', { name: member.realname || member.username })}
      description={
        isOnly ? (
          <Typography.Text type="danger">{t('tenant.member.onlyTenant')}</Typography.Text>
        ) : member.isDefault ? (
          <Space orientation="vertical" size={4}>
            <span>{t('tenant.member.chooseDefault')}</span>
            <Select
              style={{ minWidth: 200 }}
              value={newDefault}
              onChange={setNewDefault}
              aria-label={t('tenant.member.newDefault')}
              options={member.otherTenants.map((other) => ({ value: other.id, label: other.name }))}
            />
          </Space>
        ) : null
      }
      okButtonProps={{ disabled: isOnly }}
      onConfirm={() => void remove()}
    >
      <Button type="link" size="small" danger data-testid={`tenant-member-remove-${member.username}`}>
        {t('tenant.member.remove')}
      </Button>
    </Popconfirm>
  );
}

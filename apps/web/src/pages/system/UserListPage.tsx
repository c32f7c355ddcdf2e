import { PlusOutlined } from '@ant-design/icons';
import type { UserAdminRow } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { UserFormModal } from './UserFormModal';
import { UserPasswordModal } from './UserPasswordModal';
import { frozenBatch, reloadUsers, type UserListParams, useUserList } from './userApi';
import './userLocale';
import { dateTime } from '../../framework/display/format';
import { serverPagination } from '../../framework/display/serverPagination';

const MANAGE = 'system:user:manage';
const FIRST_PAGE: UserListParams = { pageNo: 1, pageSize: 10 };

interface Filters {
  username: string;
  realname: string;
  phone: string;
  status?: '1' | '2';
}
const NO_FILTERS: Filters = { username: '', realname: '', phone: '' };
const contains = (text: string) => (text.trim() ? `*${text.trim()}*` : undefined);

/** 系统管理 → 用户管理: the tenant's users, searched and paged; add, edit, freeze, set a password. */
export default function UserListPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const fit = tableFit(isPhone, 1000);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [params, setParams] = useState<UserListParams>(FIRST_PAGE);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserAdminRow | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserAdminRow | null>(null);
  const page = useUserList(params);

  const search = (next: Filters) =>
    setParams((p) => ({
      ...p,
      pageNo: 1,
      username: contains(next.username),
      realname: contains(next.realname),
      phone: contains(next.phone),
      status: next.status,
    }));

  const setStatus = async (ids: string[], status: '1' | '2') => {
    try {
      await frozenBatch({ ids: ids.join(','), status });
      message.success(t(status === '2' ? 'sysUser.frozen' : 'sysUser.unfrozen'));
      setSelected([]);
      await reloadUsers(queryClient);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  const batchButton = (status: '1' | '2') => (
    <Popconfirm
      title={t(status === '2' ? 'sysUser.freezeConfirm' : 'sysUser.unfreezeConfirm')}
      disabled={selected.length === 0}
      onConfirm={() => setStatus(selected, status)}
    >
      <Button
        danger={status === '2'}
        data-testid={status === '2' ? 'user-freeze-batch' : 'user-unfreeze-batch'}
        onClick={() => selected.length === 0 && message.warning(t('sysUser.selectFirst'))}
      >
        {t(status === '2' ? 'sysUser.freezeBatch' : 'sysUser.unfreezeBatch')}
      </Button>
    </Popconfirm>
  );

  const actions = (row: UserAdminRow) => {
    const isFrozen = row.status === 2;
    return (
      <Authorized action={MANAGE}>
        <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {t('sysUser.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setResetting(row)}>
            {t('sysUser.resetPassword')}
          </Button>
          <Popconfirm
            title={t(isFrozen ? 'sysUser.unfreezeConfirm' : 'sysUser.freezeConfirm')}
            onConfirm={() => setStatus([row.id], isFrozen ? '1' : '2')}
          >
            <Button type="link" size="small" danger={!isFrozen} data-testid="user-freeze">
              {t(isFrozen ? 'sysUser.unfreeze' : 'sysUser.freeze')}
            </Button>
          </Popconfirm>
        </Space>
      </Authorized>
    );
  };

  return (
    <Card data-testid="user-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={t('sysUser.username')}
          value={filters.username}
          onChange={(event) => setFilters((f) => ({ ...f, username: event.target.value }))}
          onPressEnter={() => search(filters)}
          style={{ width: 160 }}
        />
        <Input
          allowClear
          placeholder={t('sysUser.realname')}
          value={filters.realname}
          onChange={(event) => setFilters((f) => ({ ...f, realname: event.target.value }))}
          onPressEnter={() => search(filters)}
          style={{ width: 160 }}
        />
        <Input
          allowClear
          placeholder={t('sysUser.phone')}
          value={filters.phone}
          onChange={(event) => setFilters((f) => ({ ...f, phone: event.target.value }))}
          onPressEnter={() => search(filters)}
          style={{ width: 160 }}
        />
        <Select
          allowClear
          placeholder={t('sysUser.status')}
          style={{ width: 120 }}
          value={filters.status}
          onChange={(status?: '1' | '2') => setFilters((f) => ({ ...f, status }))}
          options={(['1', '2'] as const).map((value) => ({ value, label: t(`sysUser.statuses.${value}`) }))}
        />
        <Button type="primary" data-testid="user-search" onClick={() => search(filters)}>
          {t('sysUser.search')}
        </Button>
        <Button
          onClick={() => {
            setFilters(NO_FILTERS);
            search(NO_FILTERS);
          }}
        >
          {t('sysUser.reset')}
        </Button>
      </Space>
      <Authorized action={MANAGE}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('sysUser.add')}
          </Button>
          {batchButton('2')}
          {batchButton('1')}
          {selected.length > 0 && <span>{t('sysUser.selected', { count: selected.length })}</span>}
        </Space>
      </Authorized>
      <Table<UserAdminRow>
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        scroll={fit.scroll}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{
          ...serverPagination(params, page.data?.total, setParams),
          showSizeChanger: !isPhone,
        }}
        columns={[
          { title: t('sysUser.username'), dataIndex: 'username', width: isPhone ? undefined : 150, ellipsis: isPhone },
          { title: t('sysUser.realname'), dataIndex: 'realname', width: isPhone ? undefined : 120, ellipsis: isPhone },
          {
            title: t('sysUser.sex'),
            dataIndex: 'sex',
            width: 70,
            responsive: WIDE_SCREENS_ONLY,
            render: (sex: number | null) => (sex === 1 || sex === 2 ? t(`sysUser.sexes.${sex}`) : ''),
          },
          { title: t('sysUser.phone'), dataIndex: 'phone', width: 130, responsive: WIDE_SCREENS_ONLY },
          { title: t('sysUser.depart'), dataIndex: 'orgCodeTxt', width: 140, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('sysUser.status'),
            dataIndex: 'status',
            width: 80,
            responsive: WIDE_SCREENS_ONLY,
            render: (status: number) => (
              <Tag color={status === 2 ? 'red' : 'green'}>{t(`sysUser.statuses.${status === 2 ? '2' : '1'}`)}</Tag>
            ),
          },
          {
            title: t('sysUser.createTime'),
            dataIndex: 'createTime',
            width: 170,
            responsive: WIDE_SCREENS_ONLY,
            render: (time: string) => dateTime(time),
          },
          { title: t('sysUser.action'), key: 'action', ...fit.actions(200, 84), render: (_, row) => actions(row) },
        ]}
      />
      {editing && (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            message.success(t('sysUser.saved'));
            void reloadUsers(queryClient);
          }}
        />
      )}
      {resetting && (
        <UserPasswordModal
          user={resetting}
          onClose={() => setResetting(null)}
          onSaved={() => {
            setResetting(null);
            message.success(t('sysUser.passwordChanged'));
          }}
        />
      )}
    </Card>
  );
}

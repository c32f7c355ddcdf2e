import { PlusOutlined } from '@ant-design/icons';
import { PERMISSION_ACTIONS, type PermissionRecord, type PermissionTreeRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { DataRuleDrawer } from './DataRuleDrawer';
import { type MenuDialog, PermissionFormModal } from './PermissionFormModal';
import { deletePermission, reloadMenus, usePermissionList } from './roleApi';
import './roleLocale';

const TYPE_COLOR = { 0: 'purple', 1: 'blue', 2: 'green' } as const;

/** Menus, sub-menus and buttons as one tree: add a child, edit, delete (with what is under it). */
export default function PermissionPage() {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const fit = tableFit(isPhone, 1300);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const [rulesOf, setRulesOf] = useState<PermissionRecord | null>(null);
  const list = usePermissionList(name);
  const english = i18n.language.startsWith('en');
  const yesNo = (value: boolean) => (value ? t('sysMenu.yes') : t('sysMenu.no'));

  const remove = async (entry: PermissionRecord) => {
    try {
      await deletePermission(entry.id);
      message.success(t('sysMenu.removed'));
      await reloadMenus(queryClient);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.error(error.message);
    }
  };

  const actions = (entry: PermissionRecord) => (
    <Space size={4} orientation={isPhone ? 'vertical' : 'horizontal'} align={isPhone ? 'start' : undefined}>
      <Authorized action={PERMISSION_ACTIONS.edit}>
        <Button type="link" size="small" onClick={() => setDialog({ entry })}>
          {t('sysMenu.edit')}
        </Button>
      </Authorized>
      {entry.menuType !== 2 && (
        <Authorized action={PERMISSION_ACTIONS.add}>
          <Button type="link" size="small" data-testid="menu-add-child" onClick={() => setDialog({ parent: entry })}>
            {t('sysMenu.addChild')}
          </Button>
        </Authorized>
      )}
      {entry.menuType !== 2 && (
        <Authorized action={PERMISSION_ACTIONS.edit}>
          <Button type="link" size="small" data-testid="menu-data-rules" onClick={() => setRulesOf(entry)}>
            {t('sysMenu.dataRules')}
          </Button>
        </Authorized>
      )}
      <Authorized action={PERMISSION_ACTIONS.delete}>
        <Popconfirm title={t('sysMenu.removeConfirm')} onConfirm={() => remove(entry)}>
          <Button type="link" size="small" danger>
            {t('sysMenu.remove')}
          </Button>
        </Popconfirm>
      </Authorized>
    </Space>
  );

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('sysMenu.search')} onSearch={(text) => setName(text.trim())} />
        <Authorized action={PERMISSION_ACTIONS.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ parent: null })}>
            {t('sysMenu.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<PermissionTreeRecord>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        scroll={fit.scroll}
        data-testid="menu-tree-table"
        columns={[
          {
            title: t('sysMenu.name'),
            dataIndex: 'name',
            width: isPhone ? undefined : 220,
            render: (_, entry) => (english && entry.nameEn) || entry.name,
          },
          {
            title: t('sysMenu.menuType'),
            dataIndex: 'menuType',
            width: 110,
            responsive: WIDE_SCREENS_ONLY,
            render: (value: PermissionRecord['menuType']) => (
              <Tag color={TYPE_COLOR[value]}>{t(`sysMenu.menuTypes.${value}`)}</Tag>
            ),
          },
          { title: t('sysMenu.nameEn'), dataIndex: 'nameEn', width: 150, responsive: WIDE_SCREENS_ONLY },
          { title: t('sysMenu.icon'), dataIndex: 'icon', width: 100, responsive: WIDE_SCREENS_ONLY },
          { title: t('sysMenu.url'), dataIndex: 'url', width: 200, ellipsis: true, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('sysMenu.component'),
            dataIndex: 'component',
            width: 190,
            ellipsis: true,
            responsive: WIDE_SCREENS_ONLY,
          },
          { title: t('sysMenu.perms'), dataIndex: 'perms', width: 190, ellipsis: true, responsive: WIDE_SCREENS_ONLY },
          { title: t('sysMenu.sortNo'), dataIndex: 'sortNo', width: 70, responsive: WIDE_SCREENS_ONLY },
          {
            title: t('sysMenu.keepAlive'),
            dataIndex: 'keepAlive',
            width: 90,
            responsive: WIDE_SCREENS_ONLY,
            render: (value: boolean, entry) => (entry.menuType === 2 ? '' : yesNo(value)),
          },
          {
            title: t('sysMenu.hidden'),
            dataIndex: 'hidden',
            width: 90,
            responsive: WIDE_SCREENS_ONLY,
            render: (value: boolean, entry) => (entry.menuType === 2 ? '' : yesNo(value)),
          },
          {
            title: t('sysMenu.isRoute'),
            dataIndex: 'isRoute',
            width: 110,
            responsive: WIDE_SCREENS_ONLY,
            render: (value: boolean, entry) => (entry.menuType === 2 ? '' : yesNo(value)),
          },
          {
            title: t('sysMenu.status'),
            dataIndex: 'status',
            width: 80,
            responsive: WIDE_SCREENS_ONLY,
            render: (value: PermissionRecord['status']) => (
              <Tag color={value === '1' ? 'green' : 'default'}>{t(`sysMenu.statuses.${value}`)}</Tag>
            ),
          },
          { title: t('sysMenu.action'), key: 'action', ...fit.actions(290, 96), render: (_, entry) => actions(entry) },
        ]}
      />
      {rulesOf && <DataRuleDrawer entry={rulesOf} onClose={() => setRulesOf(null)} />}
      {dialog && (
        <PermissionFormModal
          dialog={dialog}
          tree={list.data ?? []}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            message.success(t('sysMenu.saved'));
            void reloadMenus(queryClient);
          }}
        />
      )}
    </Card>
  );
}

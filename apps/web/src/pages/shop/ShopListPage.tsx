import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  PushpinFilled,
  PushpinOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { SHOP_STATUS_DISABLED, SHOP_STATUS_ENABLED, type ShopRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Input, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { RequestError } from '../../framework/http';
import { staticUrl } from '../../framework/upload/staticUrl';
import { useFeedback } from '../../framework/useFeedback';
import { useMyScenes } from '../scene/api';
import { CJ_SCENES } from '../scene/currentShop';
import { deleteShops, setShopSorts, setShopStatus, shopKeys, toggleShopTop, useShopList } from './api';
import { MembersDrawer } from './MembersDrawer';
import { ShopFormModal } from './ShopFormModal';
import { DragHandle, SortableRow } from './SortableRow';
import { reorderIds } from './shopOrder';
import './shop.css';

/** Shop management (business §7 Shop): status, pin, drag order, batch delete, members, share code. */
export default function ShopListPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const list = useShopList({ name, scenes: CJ_SCENES });
  const scenes = useMyScenes();
  const [rows, setRows] = useState<ShopRecord[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [membersOf, setMembersOf] = useState<ShopRecord | null>(null);
  const canAdd = usePermission('shop:add');
  const canEdit = usePermission('shop:edit');
  const canDelete = usePermission('shop:delete');
  const canMembers = usePermission('shop:member');
  const isPhone = useIsPhone();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => setRows(list.data?.records ?? []), [list.data]);

  const sceneForNew = useMemo(
    () => (scenes.data ?? []).find((scene) => CJ_SCENES.includes(scene.changjingId))?.changjingId ?? 'syd',
    [scenes.data],
  );
  const canReorder = !name && canEdit;

  const refresh = () => queryClient.invalidateQueries({ queryKey: shopKeys.all });

  const run = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) message.success(success);
    } catch (error) {
      if (!(error instanceof RequestError && error.alreadyShown)) {
        message.warning(error instanceof Error ? error.message : String(error));
      }
    } finally {
      await refresh();
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = reorderIds(rows, String(active.id), String(over.id));
    if (!next) return;
    setRows(next.rows);
    void run(() => setShopSorts(next.ownedIds), t('shop.list.sorted'));
  };

  const confirmDelete = (ids: string[]) => {
    modal.confirm({
      title: t('shop.list.deleteTitle'),
      content: t('shop.list.deleteConfirm', { count: ids.length }),
      okType: 'danger',
      okText: t('shop.list.delete'),
      onOk: () =>
        run(async () => {
          await deleteShops(ids);
          setSelected([]);
        }, t('shop.list.deleted')),
    });
  };

  const columns = [
    ...(canReorder
      ? [{ key: 'sort', width: 44, align: 'center' as const, render: () => <DragHandle label={t('shop.list.drag')} /> }]
      : []),
    {
      title: t('shop.list.shop'),
      key: 'shop',
      render: (_: unknown, shop: ShopRecord) => (
        <Space size={12}>
          <Avatar shape="square" size={48} src={staticUrl(shop.photo)} icon={<ShopOutlined />} />
          <div className="sc-shop-cell">
            <div className="sc-shop-cell-name">
              {shop.top === 1 && <PushpinFilled className="sc-pin" aria-label={t('shop.list.pinned')} />}
              <span data-testid="shop-name">{shop.name}</span>
              {!shop.isOwner && <Tag color="purple">{t('shop.list.joined')}</Tag>}
            </div>
            <Typography.Text type="secondary" className="sc-shop-cell-brand">
              {shop.jcName}
            </Typography.Text>
          </div>
        </Space>
      ),
    },
    {
      title: t('shop.list.phone'),
      key: 'phone',
      width: 150,
      responsive: WIDE_SCREENS_ONLY,
      render: (_: unknown, shop: ShopRecord) => (
        <div className="sc-phone-cell">
          {shop.phoneList.map((phone) => (
            <div key={phone}>{phone}</div>
          ))}
        </div>
      ),
    },
    {
      title: t('shop.list.address'),
      key: 'address',
      ellipsis: true,
      responsive: WIDE_SCREENS_ONLY,
      render: (_: unknown, shop: ShopRecord) => (
        <Tooltip title={`${shop.province}${shop.city}${shop.area}${shop.address}`}>
          <div>{[shop.province, shop.city, shop.area].filter(Boolean).join(' / ')}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {shop.address}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('shop.list.status'),
      key: 'status',
      width: 100,
      responsive: WIDE_SCREENS_ONLY,
      render: (_: unknown, shop: ShopRecord) => statusSwitch(shop),
    },
    {
      title: t('shop.list.actions'),
      key: 'actions',
      width: isPhone ? 96 : 230,
      render: (_: unknown, shop: ShopRecord) => (
        <Space
          size={isPhone ? 4 : 0}
          wrap
          orientation={isPhone ? 'vertical' : 'horizontal'}
          align={isPhone ? 'start' : undefined}
        >
          {isPhone && statusSwitch(shop)}
          {rowActions(shop)}
        </Space>
      ),
    },
  ];

  function statusSwitch(shop: ShopRecord) {
    return (
      <Switch
        checked={shop.status === SHOP_STATUS_ENABLED}
        disabled={!shop.isOwner || !canEdit}
        checkedChildren={t('shop.status.enabled')}
        unCheckedChildren={t('shop.status.disabled')}
        onChange={(enabled) =>
          void run(
            () => setShopStatus(shop.id, enabled ? SHOP_STATUS_ENABLED : SHOP_STATUS_DISABLED),
            enabled ? t('shop.list.enabledOk') : t('shop.list.disabledOk'),
          )
        }
        data-testid="shop-status"
      />
    );
  }

  function rowActions(shop: ShopRecord) {
    return (
      <>
        {canEdit && (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ id: shop.id })}>
            {t('shop.list.edit')}
          </Button>
        )}
        {shop.isOwner && canEdit && (
          <Button
            type="link"
            size="small"
            icon={shop.top === 1 ? <PushpinFilled /> : <PushpinOutlined />}
            onClick={() =>
              void run(() => toggleShopTop(shop.id), shop.top === 1 ? t('shop.list.unpinned') : t('shop.list.pinnedOk'))
            }
          >
            {shop.top === 1 ? t('shop.list.unpin') : t('shop.list.pin')}
          </Button>
        )}
        {canMembers && (
          <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setMembersOf(shop)}>
            {t('shop.list.members')}
          </Button>
        )}
        {shop.isOwner && canDelete && (
          <Popconfirm
            title={t('shop.list.deleteConfirm', { count: 1 })}
            onConfirm={() => run(() => deleteShops([shop.id]), t('shop.list.deleted'))}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              {t('shop.list.delete')}
            </Button>
          </Popconfirm>
        )}
      </>
    );
  }

  return (
    <Card
      variant="borderless"
      title={t('shop.list.title')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('shop.list.search')}
            onSearch={(value) => setName(value.trim())}
            style={{ width: 220 }}
          />
          {canDelete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={() => confirmDelete(selected)}
              data-testid="shop-batch-delete"
            >
              {t('shop.list.batchDelete')}
              {selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          )}
          {canAdd && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ id: null })}
              data-testid="shop-add"
            >
              {t('shop.list.add')}
            </Button>
          )}
        </Space>
      }
    >
      {canReorder && rows.length > 1 && <div className="sc-list-hint">{t('shop.list.dragHint')}</div>}
      <DndContext sensors={sensors} modifiers={[restrictToVerticalAxis]} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <Table<ShopRecord>
            rowKey="id"
            loading={list.isLoading}
            dataSource={rows}
            columns={columns}
            pagination={false}
            components={{ body: { row: SortableRow } }}
            onRow={(shop) => ({ 'data-draggable': canReorder && shop.isOwner }) as React.HTMLAttributes<HTMLElement>}
            rowSelection={
              canDelete
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(String)),
                    getCheckboxProps: (shop) => ({ disabled: !shop.isOwner }),
                  }
                : undefined
            }
            data-testid="shop-table"
          />
        </SortableContext>
      </DndContext>
      <ShopFormModal
        open={editing !== null}
        shopId={editing?.id ?? null}
        changjingId={sceneForNew}
        onClose={() => setEditing(null)}
      />
      <MembersDrawer shop={membersOf} onClose={() => setMembersOf(null)} />
    </Card>
  );
}

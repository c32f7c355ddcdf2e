import {
  DeleteOutlined,
  MoreOutlined,
  PlusOutlined,
  ReloadOutlined,
  ShareAltOutlined,
  ShopOutlined,
  TagsOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { KepianRecord } from '@scenecast/contracts';
import { KEPIAN_STATUS_OFF, KEPIAN_STATUS_ON } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Dropdown,
  Empty,
  Image,
  Input,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized, usePermission } from '../../framework/Authorized';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { useActionRunner } from '../../framework/refusal';
import { useFeedback } from '../../framework/useFeedback';
import { useCurrentShop } from '../device/currentShop';
import {
  type AlbumOrderAction,
  deleteKepian,
  kepianKeys,
  orderAlbum,
  setPublicPd,
  setShareStatus,
  setStatus,
  useFenleiTree,
  useKepianPage,
} from './api';
import { FenleiTree } from './FenleiTree';
import { BatchFenleiModal, ProblemPhotosModal } from './KepianDialogs';
import { type EditorTarget, KepianEditor } from './KepianEditor';
import { SharedWithMe, ShareModal } from './KepianShare';
import { fenleiNames, fenleiOptions, fenleiSearch, type KepianFilters } from './kepianLogic';
import './kepian.css';

const PAGE_SIZE = 10;

/** The scene's sample albums (business §7 Sample albums, Categories): tree, list, editor, sharing. */
export default function KepianPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const { shops, shopId, setShopId, isLoading: shopsLoading } = useCurrentShop();
  const tree = useFenleiTree(shopId);
  const [tab, setTab] = useState('albums');
  const [filters, setFilters] = useState<KepianFilters>({});
  const [draftNumber, setDraftNumber] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const list = useKepianPage(shopId, filters, pageNo, pageSize);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [batchIds, setBatchIds] = useState<string[] | null>(null);
  const [problemsOpen, setProblemsOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const canEdit = usePermission('kepian:edit');
  const canShare = usePermission('kepian:share');
  const canDelete = usePermission('kepian:delete');
  const fit = tableFit(useIsPhone(), 1080);
  const fenleiTree = tree.data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: kepianKeys.all });
  const filter = (patch: Partial<KepianFilters>) => {
    setFilters((known) => ({ ...known, ...patch }));
    setPageNo(1);
  };

  const run = useActionRunner(refresh);

  const remove = (ids: string[]) =>
    modal.confirm({
      title: t('kepian.deleteConfirm', { count: ids.length }),
      content: t('kepian.deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await run(() => deleteKepian(ids), t('kepian.deleted'));
        setSelected([]);
      },
    });

  if (!shopsLoading && shops.length === 0) {
    return (
      <Card>
        <Empty description={t('kepian.noShopText')} />
      </Card>
    );
  }

  const orderItems = (album: KepianRecord) =>
    [
      { key: 'advance', label: t('kepian.order.advance') },
      album.top
        ? { key: 'cancelTop', label: t('kepian.order.cancelTop') }
        : { key: 'top', label: t('kepian.order.top') },
      { key: 'bottom', label: t('kepian.order.bottom') },
      ...(canShare
        ? [{ key: 'share', label: album.shareStatus ? t('kepian.share.albumOff') : t('kepian.share.albumOn') }]
        : []),
      ...(canDelete ? [{ type: 'divider' as const }, { key: 'delete', danger: true, label: t('kepian.delete') }] : []),
    ].map((item) => ('key' in item ? { ...item, 'data-testid': `kepian-action-${item.key}` } : item));

  const onOrder = (key: string, album: KepianRecord) => {
    if (key === 'delete') remove([album.id]);
    else if (key === 'share') void run(() => setShareStatus([album.id], album.shareStatus ? 0 : 1), t('kepian.saved'));
    else void run(() => orderAlbum(key as AlbumOrderAction, album.id));
  };

  const columns: TableColumnsType<KepianRecord> = [
    {
      key: 'cover',
      title: t('kepian.columns.cover'),
      width: 88,
      render: (_, row) =>
        row.coverUrl ? (
          <Image src={row.coverUrl} width={64} height={64} className="kepian-cover" />
        ) : (
          <div className="kepian-cover is-empty" />
        ),
    },
    {
      key: 'mainNumber',
      title: t('kepian.columns.mainNumber'),
      render: (_, row) => (
        <Space size={4}>
          <span data-testid="kepian-number">{row.mainNumber}</span>
          {row.top === 1 && <Tag color="volcano">{t('kepian.flags.pinned')}</Tag>}
        </Space>
      ),
    },
    { key: 'title', dataIndex: 'title', title: t('kepian.columns.title'), ellipsis: true },
    {
      key: 'flags',
      title: t('kepian.columns.flags'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.isPublicPd === 1 && (
            <Tag color="blue" data-testid="flag-public-pd">
              {t('kepian.flags.publicPd')}
            </Tag>
          )}
          {row.isPublicXcx === 1 && <Tag color="green">{t('kepian.flags.publicXcx')}</Tag>}
          {row.vipOnly === 1 && <Tag color="gold">{t('kepian.flags.vip')}</Tag>}
          {row.hasPassword && <Tag>{t('kepian.flags.password')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'photos',
      title: t('kepian.columns.photos'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => t('kepian.photosCount', { count: row.photoCount }),
    },
    {
      key: 'fenlei',
      title: t('kepian.columns.fenlei'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) =>
        fenleiNames(fenleiTree, row.fenleiIds).map((name) => (
          <Tag key={name} bordered={false} data-testid="kepian-row-fenlei">
            {name}
          </Tag>
        )),
    },
    {
      key: 'status',
      title: t('kepian.columns.status'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.status === KEPIAN_STATUS_ON}
          disabled={!canEdit}
          data-testid="kepian-row-status"
          onChange={(checked) => void run(() => setStatus([row.id], checked ? KEPIAN_STATUS_ON : KEPIAN_STATUS_OFF))}
        />
      ),
    },
    {
      key: 'share',
      title: t('kepian.columns.share'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) =>
        row.shareStatus === 1 || row.sharedByFenlei ? (
          <Tag icon={<ShareAltOutlined />} color="purple" data-testid="kepian-row-share">
            {t(row.shareStatus === 1 ? 'kepian.share.shared' : 'kepian.share.sharedByFenlei')}
          </Tag>
        ) : (
          <Typography.Text type="secondary" data-testid="kepian-row-share">
            {t('kepian.share.notShared')}
          </Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('kepian.columns.actions'),
      ...fit.actions(120, 96),
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid="kepian-edit"
            onClick={() => setEditing(canEdit ? { mode: 'edit', album: row } : { mode: 'view', album: row })}
          >
            {canEdit ? t('kepian.edit') : t('kepian.view')}
          </Button>
          {canEdit && (
            <Dropdown trigger={['click']} menu={{ items: orderItems(row), onClick: ({ key }) => onOrder(key, row) }}>
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('kepian.more')}
                data-testid="kepian-more"
              />
            </Dropdown>
          )}
        </Space>
      ),
    },
  ];

  const albums = (
    <div className="kepian-body">
      {shopId && (
        <FenleiTree
          shopId={shopId}
          tree={fenleiTree}
          loading={tree.isLoading}
          selectedId={filters.fenleiId ?? null}
          onSelect={(id) => filter({ fenleiId: id })}
          onChanged={refresh}
        />
      )}
      <div className="kepian-main">
        <div className="kepian-filters">
          <TreeSelect
            allowClear
            showSearch={fenleiSearch}
            treeDefaultExpandAll
            placeholder={t('kepian.filters.fenlei')}
            treeData={fenleiOptions(fenleiTree)}
            value={filters.fenleiId ?? undefined}
            onChange={(value?: string) => filter({ fenleiId: value ?? null })}
            className="kepian-filter-fenlei"
          />
          {(
            [
              ['status', t('kepian.filters.status')],
              ['isPublicPd', t('kepian.filters.publicPd')],
              ['isPublicXcx', t('kepian.filters.publicXcx')],
            ] as const
          ).map(([key, label]) => (
            <Select
              key={key}
              allowClear
              placeholder={label}
              value={filters[key] ?? undefined}
              onChange={(value?: number) => filter({ [key]: value ?? null })}
              options={[
                { value: 1, label: `${label}: ${t('kepian.filters.yes')}` },
                { value: 0, label: `${label}: ${t('kepian.filters.no')}` },
              ]}
              className="kepian-filter-flag"
              data-testid={`kepian-filter-${key}`}
            />
          ))}
          <Input.Search
            allowClear
            placeholder={t('kepian.filters.number')}
            value={draftNumber}
            onChange={(event) => setDraftNumber(event.target.value)}
            onSearch={(value) => filter({ mainNumber: value })}
            className="kepian-filter-number"
          />
          <Button
            onClick={() => {
              setDraftNumber('');
              setFilters({});
              setPageNo(1);
            }}
          >
            {t('kepian.filters.reset')}
          </Button>
        </div>
        <div className="kepian-toolbar">
          <Space wrap>
            <Authorized action="kepian:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ mode: 'add' })}
                data-testid="kepian-add"
              >
                {t('kepian.add')}
              </Button>
            </Authorized>
            {selected.length > 0 && (
              <>
                <Typography.Text type="secondary" data-testid="kepian-selected">
                  {t('kepian.batch.selected', { count: selected.length })}
                </Typography.Text>
                <Authorized action="kepian:edit">
                  <Button
                    icon={<TagsOutlined />}
                    onClick={() => setBatchIds(selected)}
                    data-testid="kepian-batch-fenlei-open"
                  >
                    {t('kepian.batch.fenlei')}
                  </Button>
                  <Button onClick={() => void run(() => setStatus(selected, 1), t('kepian.saved'))}>
                    {t('kepian.batch.onShow')}
                  </Button>
                  <Button onClick={() => void run(() => setStatus(selected, 0), t('kepian.saved'))}>
                    {t('kepian.batch.offShow')}
                  </Button>
                  <Button onClick={() => void run(() => setPublicPd(selected, 1), t('kepian.saved'))}>
                    {t('kepian.flags.publicPd')}
                  </Button>
                </Authorized>
                <Authorized action="kepian:delete">
                  <Button danger icon={<DeleteOutlined />} onClick={() => remove(selected)}>
                    {t('kepian.batch.delete')}
                  </Button>
                </Authorized>
              </>
            )}
          </Space>
          <Space>
            <Button icon={<WarningOutlined />} onClick={() => setProblemsOpen(true)} data-testid="kepian-problems">
              {t('kepian.problems.open')}
            </Button>
            <Authorized action="kepian:share">
              <Button icon={<ShareAltOutlined />} onClick={() => setShareOpen(true)} data-testid="kepian-share">
                {t('kepian.share.open')}
              </Button>
            </Authorized>
          </Space>
        </div>
        <Table
          rowKey="id"
          data-testid="kepian-table"
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          columns={columns}
          scroll={fit.scroll}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kepian.listEmpty')} /> }}
          pagination={{
            current: pageNo,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (page, size) => {
              setPageNo(page);
              setPageSize(size);
            },
          }}
        />
      </div>
    </div>
  );

  return (
    <div className="kepian-page" data-testid="kepian-page">
      <Card>
        <div className="kepian-header">
          <Typography.Text type="secondary">{t('kepian.entryDesc')}</Typography.Text>
          <Space>
            <ShopOutlined />
            <Select
              loading={shopsLoading}
              value={shopId ?? undefined}
              onChange={(id: string) => {
                setShopId(id);
                setFilters({});
                setSelected([]);
              }}
              options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
              className="kepian-shop"
              data-testid="kepian-shop"
            />
            <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
              {t('kepian.refresh')}
            </Button>
          </Space>
        </div>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'albums', label: t('kepian.tabs.albums'), children: albums },
            {
              key: 'shared',
              label: t('kepian.tabs.shared'),
              children: shopId && (
                <SharedWithMe
                  shopId={shopId}
                  active={tab === 'shared'}
                  onView={(album) => setEditing({ mode: 'view', album })}
                />
              ),
            },
          ]}
        />
      </Card>
      {shopId && (
        <>
          <KepianEditor
            shopId={shopId}
            target={editing}
            tree={fenleiTree}
            defaultFenleiId={filters.fenleiId ?? null}
            onClose={() => setEditing(null)}
            onSaved={refresh}
          />
          <BatchFenleiModal ids={batchIds} tree={fenleiTree} onClose={() => setBatchIds(null)} onSaved={refresh} />
          <ProblemPhotosModal shopId={shopId} open={problemsOpen} onClose={() => setProblemsOpen(false)} />
          <ShareModal
            shopId={shopId}
            open={shareOpen}
            tree={fenleiTree}
            onClose={() => setShareOpen(false)}
            onChanged={refresh}
          />
        </>
      )}
    </div>
  );
}

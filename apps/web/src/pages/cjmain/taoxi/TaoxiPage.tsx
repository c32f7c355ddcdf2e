import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { TAOXI_STATUS_OFF, TAOXI_STATUS_ON, type TaoxiRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Image, Input, Space, Switch, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../../framework/display/smallScreen';
import { useActionRunner } from '../../../framework/refusal';
import { staticUrl } from '../../../framework/upload/staticUrl';
import { useFeedback } from '../../../framework/useFeedback';
import { useCurrentShop } from '../../device/currentShop';
import { ShopBar } from '../studio/ShopBar';
import { deleteTaoxi, moveTaoxi, setTaoxiStatus, taoxiKeys, useTaoxiPage } from './api';
import { formatYuan } from './money';
import { TaoxiFormModal } from './TaoxiFormModal';
import '../studio/studio.css';

const PAGE_SIZE = 10;

/** /cjmain/taoxi: the shop's packages in their order; on sale ones show on its screens and in the applet. */
export default function TaoxiPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const current = useCurrentShop();
  const [name, setName] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const list = useTaoxiPage(current.shopId, name, pageNo, PAGE_SIZE);
  const [editing, setEditing] = useState<TaoxiRecord | 'new' | null>(null);
  const fit = tableFit(useIsPhone(), 900);
  const refresh = () => queryClient.invalidateQueries({ queryKey: taoxiKeys.all });
  const run = useActionRunner(refresh);

  if (!current.isLoading && current.shops.length === 0) {
    return (
      <Card>
        <Empty description={t('studio.noShop')} />
      </Card>
    );
  }

  const remove = (row: TaoxiRecord) =>
    modal.confirm({
      title: t('studio.deleteConfirm', { count: 1 }),
      okButtonProps: { danger: true },
      onOk: () => run(() => deleteTaoxi([row.id]), t('studio.deleted')),
    });

  const columns: TableColumnsType<TaoxiRecord> = [
    {
      key: 'cover',
      title: t('studio.taoxi.cover'),
      width: 88,
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) =>
        row.cover ? <Image src={staticUrl(row.cover)} width={64} height={64} className="studio-cover" /> : null,
    },
    {
      key: 'name',
      title: t('studio.taoxi.name'),
      render: (_, row) => <span data-testid="taoxi-row-name">{row.name}</span>,
    },
    {
      key: 'price',
      title: t('studio.taoxi.price'),
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span data-testid="taoxi-row-price">{formatYuan(row.priceFen)}</span>
          <Typography.Text type="secondary">{`${t('studio.taoxi.deposit')} ${formatYuan(row.depositFen)}`}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'photos',
      title: t('studio.taoxi.photoCount'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => t('studio.taoxi.photos', { photos: row.photoCount, retouched: row.retouchedCount }),
    },
    {
      key: 'status',
      title: t('studio.taoxi.status'),
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.status === TAOXI_STATUS_ON}
          aria-label={t('studio.taoxi.status')}
          data-testid="taoxi-row-status"
          onChange={(on) => void run(() => setTaoxiStatus([row.id], on ? TAOXI_STATUS_ON : TAOXI_STATUS_OFF))}
        />
      ),
    },
    {
      key: 'sort',
      title: t('studio.taoxi.sort'),
      responsive: WIDE_SCREENS_ONLY,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('studio.taoxi.moveUp')}
            disabled={row.sort <= 1}
            onClick={() => void run(() => moveTaoxi(row.id, row.sort - 1))}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('studio.taoxi.moveDown')}
            disabled={row.sort >= (list.data?.total ?? 0)}
            onClick={() => void run(() => moveTaoxi(row.id, row.sort + 1))}
          />
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('studio.actions'),
      ...fit.actions(120, 96),
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="taoxi-edit">
            {t('studio.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(row)}>
            {t('studio.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('studio.taoxi.title')}>
      <ShopBar current={current} desc={t('studio.taoxi.desc')} />
      <div className="studio-filters">
        <Input.Search
          allowClear
          placeholder={t('studio.taoxi.namePlaceholder')}
          onSearch={(value) => {
            setName(value.trim());
            setPageNo(1);
          }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="taoxi-add">
          {t('studio.taoxi.add')}
        </Button>
      </div>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={fit.scroll}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPageNo,
        }}
      />
      {current.shopId && (
        <TaoxiFormModal
          shopId={current.shopId}
          record={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}

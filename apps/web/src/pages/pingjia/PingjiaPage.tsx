import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type PingjiaRecord } from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Image,
  Popconfirm,
  Rate,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { useActionRunner } from '../../framework/refusal';
import { useCurrentShop } from '../device/currentShop';
import {
  deleteReview,
  type PingjiaFilters,
  pingjiaKeys,
  setReviewOnScreen,
  setReviewShown,
  useReviewPage,
} from './api';
import { PingjiaFormModal } from './PingjiaFormModal';
import { RatingSummaryBar } from './RatingSummaryBar';
import { ReplyModal } from './ReplyModal';
import './pingjiaLocale';
import { dateTime } from '../../framework/display/format';
import { sizedPagination } from '../../framework/display/serverPagination';
import { STUDIO_FIGURES_KEY } from '../dashboard/studioFiguresKey';

/** 评价管理: a shop's reviews with its average, reply, hide/show and "show on screen". */
export default function PingjiaPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { shops, shopId, setShopId, isLoading: shopsLoading } = useCurrentShop();
  const [filters, setFilters] = useState<PingjiaFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [replying, setReplying] = useState<PingjiaRecord | null>(null);
  const fit = tableFit(useIsPhone(), 1100);
  const list = useReviewPage(shopId, filters, pageNo, pageSize);
  const refresh = () => {
    // The data overview's rating counts these reviews too.
    void queryClient.invalidateQueries({ queryKey: STUDIO_FIGURES_KEY });
    return queryClient.invalidateQueries({ queryKey: pingjiaKeys.all });
  };
  const runAction = useActionRunner(refresh);
  const canAdd = usePermission('pingjia:add');
  const canReply = usePermission('pingjia:reply');
  const canShow = usePermission('pingjia:show');
  const canDelete = usePermission('pingjia:delete');

  const filter = (name: keyof PingjiaFilters, value: number | undefined) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPageNo(1);
  };
  const flagOptions = (on: string, off: string) => [
    { value: 1, label: on },
    { value: 0, label: off },
  ];

  if (!shopsLoading && shops.length === 0) {
    return (
      <Card title={t('pingjia.title')}>
        <Empty description={t('pingjia.noShop')} />
      </Card>
    );
  }

  const columns: TableColumnsType<PingjiaRecord> = [
    {
      title: t('pingjia.star'),
      dataIndex: 'star',
      width: 150,
      render: (star: number) => <Rate disabled value={star} style={{ fontSize: 14 }} />,
    },
    {
      title: t('pingjia.content'),
      dataIndex: 'content',
      width: 260,
      render: (content: string, record) => (
        <div>
          <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
            {content || '-'}
          </Typography.Paragraph>
          {record.reply && (
            <Typography.Text type="secondary">
              {t('pingjia.reply')}: {record.reply}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('pingjia.photos'),
      dataIndex: 'photoUrls',
      width: 160,
      responsive: WIDE_SCREENS_ONLY,
      render: (urls: string[]) => (
        <Image.PreviewGroup>
          <Space size={4} wrap>
            {urls.map((url) => (
              <Image key={url} src={url} width={40} height={40} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    {
      title: t('pingjia.customer'),
      dataIndex: 'customerName',
      width: 100,
      render: (name: string | null) => name ?? '-',
    },
    {
      title: t('pingjia.order'),
      dataIndex: 'orderNo',
      width: 140,
      responsive: WIDE_SCREENS_ONLY,
      render: (no: string | null) => no ?? '-',
    },
    {
      title: t('pingjia.isShow'),
      dataIndex: 'isShow',
      width: 70,
      render: (isShow: number, record) => (
        <Switch
          size="small"
          checked={isShow === 1}
          disabled={!canShow}
          aria-label={t('pingjia.isShow')}
          onChange={(checked) => runAction(() => setReviewShown(record.id, checked ? 1 : 0))}
        />
      ),
    },
    {
      title: t('pingjia.isScreen'),
      dataIndex: 'isScreen',
      width: 70,
      render: (isScreen: number, record) => (
        <Switch
          size="small"
          checked={isScreen === 1}
          disabled={!canShow}
          aria-label={t('pingjia.isScreen')}
          data-testid={`pingjia-screen-${record.id}`}
          onChange={(checked) => runAction(() => setReviewOnScreen(record.id, checked ? 1 : 0))}
        />
      ),
    },
    {
      title: t('pingjia.createTime'),
      dataIndex: 'createTime',
      width: 160,
      responsive: WIDE_SCREENS_ONLY,
      render: (time: string) => dateTime(time),
    },
    {
      title: t('pingjia.actions'),
      key: 'actions',
      ...fit.actions(120, 72),
      render: (_, record) => (
        <Space size={0} wrap>
          {canReply && (
            <Button type="link" size="small" onClick={() => setReplying(record)}>
              {t('pingjia.reply')}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t('pingjia.deleteConfirm')}
              onConfirm={() => runAction(() => deleteReview(record.id), t('list.deleted'))}
            >
              <Button type="link" size="small" danger>
                {t('pingjia.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('pingjia.title')}
      extra={
        <Select
          loading={shopsLoading}
          value={shopId ?? undefined}
          onChange={(value: string) => {
            setShopId(value);
            setPageNo(1);
          }}
          options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          style={{ minWidth: 160 }}
          aria-label={t('pingjia.shop')}
        />
      }
    >
      <RatingSummaryBar rating={list.data?.rating} />
      <Space style={{ marginBottom: 16 }} wrap>
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={!shopId}>
            {t('pingjia.add')}
          </Button>
        )}
        <Select
          allowClear
          placeholder={t('pingjia.star')}
          style={{ width: 110 }}
          value={filters.star}
          onChange={(value?: number) => filter('star', value)}
          options={[5, 4, 3, 2, 1].map((star) => ({ value: star, label: t('pingjia.stars', { n: star }) }))}
        />
        <Select
          allowClear
          placeholder={t('pingjia.isShow')}
          style={{ width: 110 }}
          value={filters.isShow}
          onChange={(value?: number) => filter('isShow', value)}
          options={flagOptions(t('pingjia.shown'), t('pingjia.hidden'))}
        />
        <Select
          allowClear
          placeholder={t('pingjia.isScreen')}
          style={{ width: 120 }}
          value={filters.isScreen}
          onChange={(value?: number) => filter('isScreen', value)}
          options={flagOptions(t('pingjia.onScreen'), t('pingjia.offScreen'))}
        />
        <Select
          allowClear
          placeholder={t('pingjia.reply')}
          style={{ width: 110 }}
          value={filters.hasReply}
          onChange={(value?: number) => filter('hasReply', value)}
          options={flagOptions(t('pingjia.replied'), t('pingjia.notReplied'))}
        />
      </Space>
      <Table<PingjiaRecord>
        rowKey="id"
        size="middle"
        data-testid="pingjia-table"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={fit.scroll}
        pagination={sizedPagination(pageNo, pageSize, list.data?.total, { setPageNo, setPageSize })}
      />
      {adding && shopId && (
        <PingjiaFormModal
          shopId={shopId}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void refresh();
          }}
        />
      )}
      {replying && (
        <ReplyModal
          review={replying}
          onClose={() => setReplying(null)}
          onSaved={() => {
            setReplying(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}

import { DownloadOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import {
  CJUSER_PHONE_PERMISSION,
  DEFAULT_PAGE_SIZE,
  minuteText,
  ORDER_STATUSES,
  type OrderRecord,
  type OrderStatus,
} from '@scenecast/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../framework/Authorized';
import { AdvancedQuery } from '../../framework/advanced-query/AdvancedQuery';
import type { SuperQueryParams } from '../../framework/advanced-query/superQuery';
import { tableFit, useIsPhone, WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import type { ListParams } from '../../framework/import-export/listApi';
import { useListActions, useListPage } from '../../framework/import-export/useListActions';
import { InputFilter } from '../../framework/pickers/InputFilter';
import { type CurrentShop, useCurrentShop } from '../device/currentShop';
import '../dangqi/studioLocale';
import { dateTime } from '../../framework/display/format';
import { sizedPagination } from '../../framework/display/serverPagination';
import { dangqiKeys } from '../dangqi/api';
import { STUDIO_FIGURES_KEY } from '../dashboard/studioFiguresKey';
import { ORDER_URLS, orderQueryFields, yuanText } from './api';
import { OrderDrawer } from './OrderDrawer';
import { OrderFormModal } from './OrderFormModal';
import { STATUS_COLOR } from './statusColor';

type Filters = Record<string, string | undefined>;

/**
 * The studio's orders: the shop's list with filters, the advanced query and export; booking a new
 * order; an order's details with its status moves, payments and change log. `?id=` (a to-do's
 * link) opens that order.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const current = useCurrentShop();
  if (!current.isLoading && current.shops.length === 0) return <Empty description={t('studio.noShop')} />;
  if (!current.shopId) return <Card loading />;
  return <OrderList {...current} shopId={current.shopId} />;
}

function OrderList({ shops, shopId, setShopId, isLoading }: CurrentShop & { shopId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [superQuery, setSuperQuery] = useState<SuperQueryParams | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [booking, setBooking] = useState(false);
  const [openId, setOpenId] = useState<string | null>(params.get('id'));
  const fit = tableFit(useIsPhone(), 1100);
  const seesFullPhone = usePermission(CJUSER_PHONE_PERMISSION);

  useEffect(() => {
    const linked = params.get('id');
    if (linked) setOpenId(linked);
  }, [params]);

  const query: ListParams = { ...filters, ...superQuery, shopId };
  const list = useListPage<OrderRecord>(ORDER_URLS, { ...query, pageNo, pageSize });
  const { exportList, exporting, refresh } = useListActions(ORDER_URLS);
  const queryClient = useQueryClient();
  // Bookings take and free places of slots, and move the overview's figures: open tabs read them afresh.
  const scheduleChanged = () => {
    void queryClient.invalidateQueries({ queryKey: dangqiKeys.all });
    void queryClient.invalidateQueries({ queryKey: STUDIO_FIGURES_KEY });
  };
  const statusText = (status: OrderStatus) => t(`order.statuses.${status}`);
  const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, text: statusText(status) }));

  const search = (next: Filters) => {
    setFilters(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
    setPageNo(1);
  };
  const closeDrawer = () => {
    setOpenId(null);
    if (params.has('id')) setParams({}, { replace: true });
  };

  const columns: TableColumnsType<OrderRecord> = [
    { title: t('order.orderNo'), dataIndex: 'orderNo', width: 150 },
    {
      title: t('order.customer'),
      key: 'customer',
      width: 150,
      render: (_, order) => (
        <>
          {order.customerName}
          <div className="ant-typography ant-typography-secondary">{order.customerPhone}</div>
        </>
      ),
    },
    { title: t('order.taoxi'), dataIndex: 'taoxiName', width: 160, responsive: WIDE_SCREENS_ONLY },
    {
      title: t('order.slot'),
      key: 'slot',
      width: 150,
      responsive: WIDE_SCREENS_ONLY,
      render: (_, order) =>
        order.shootDay && order.startMinute !== null && order.endMinute !== null
          ? `${order.shootDay} ${minuteText(order.startMinute)}-${minuteText(order.endMinute)}`
          : '',
    },
    {
      title: t('order.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: OrderStatus) => <Tag color={STATUS_COLOR[status]}>{statusText(status)}</Tag>,
    },
    {
      title: t('order.price'),
      dataIndex: 'priceFen',
      width: 100,
      align: 'right',
      responsive: WIDE_SCREENS_ONLY,
      render: yuanText,
    },
    {
      title: t('order.paid'),
      dataIndex: 'paidFen',
      width: 100,
      align: 'right',
      responsive: WIDE_SCREENS_ONLY,
      render: yuanText,
    },
    {
      title: t('order.createTime'),
      dataIndex: 'createTime',
      width: 170,
      responsive: WIDE_SCREENS_ONLY,
      render: (time: string) => dateTime(time),
    },
    {
      title: t('order.actions'),
      key: 'actions',
      ...fit.actions(90, 70),
      render: (_, order) => (
        <Button type="link" size="small" onClick={() => setOpenId(order.id)}>
          {t('order.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Card data-testid="order-page">
      <Form
        form={filterForm}
        name="orderFilters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item label={<ShopOutlined />} colon={false}>
          <Select
            loading={isLoading}
            value={shopId}
            onChange={(id: string) => {
              setShopId(id);
              setPageNo(1);
              setSelected([]);
            }}
            options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
            style={{ minWidth: 140 }}
            aria-label={t('studio.shop')}
          />
        </Form.Item>
        <Form.Item name="orderNo" label={t('order.orderNo')}>
          <InputFilter type="like" trim style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="customerName" label={t('order.customerName')}>
          <InputFilter type="like" trim style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="customerPhone" label={t('order.customerPhone')}>
          <InputFilter type="like" trim style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="status" label={t('order.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={statusOptions.map((option) => ({ value: option.value, label: option.text }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('order.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              search({});
            }}
          >
            {t('order.reset')}
          </Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setBooking(true)}>
          {t('order.add')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => exportList(query, selected, t('order.exportName'))}
        >
          {t('order.export')}
        </Button>
        <AdvancedQuery
          fields={orderQueryFields(t, statusOptions, seesFullPhone)}
          pageKey="cjmain/order"
          onSearch={(next) => {
            setSuperQuery(next);
            setPageNo(1);
          }}
        />
      </Space>
      <Table<OrderRecord>
        rowKey="id"
        size="middle"
        data-testid="order-table"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={fit.scroll}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={sizedPagination(pageNo, pageSize, list.data?.total, { setPageNo, setPageSize })}
      />
      <OrderFormModal
        shopId={shopId}
        open={booking}
        onClose={() => setBooking(false)}
        onBooked={(id) => {
          setOpenId(id);
          scheduleChanged();
        }}
      />
      <OrderDrawer
        id={openId}
        onClose={closeDrawer}
        onChanged={() => {
          void refresh();
          scheduleChanged();
        }}
      />
    </Card>
  );
}

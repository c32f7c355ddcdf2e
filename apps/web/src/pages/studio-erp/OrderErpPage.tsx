import type { ErpOrderRow, ErpOrderTotals } from '@scenecast/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { ErpList } from './ErpList';
import { yuan } from './money';
import './erpLocale';
import { dateTime } from '../../framework/display/format';

const STATUSES = ['awaiting_deposit', 'booked', 'shot', 'selecting', 'producing', 'delivered', 'cancelled', 'refunded'];

/** 订单总览: the orders of every shop with amounts and payments totalled. */
export default function OrderErpPage() {
  const { t } = useTranslation();
  return (
    <ErpList<ErpOrderRow, ErpOrderTotals>
      title={t('studioErp.orderTitle')}
      path="order"
      testId="erp-order"
      totals={(totals) =>
        t('studioErp.totalOrders', { n: totals.count, price: yuan(totals.priceFen), paid: yuan(totals.paidFen) })
      }
      filters={
        <>
          <Form.Item name="status" label={t('studioErp.status')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={STATUSES.map((value) => ({ value, label: t(`studioErp.statuses.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('studioErp.keyword')}>
            <Input allowClear placeholder={t('studioErp.orderKeyword')} style={{ width: 180 }} />
          </Form.Item>
        </>
      }
      columns={[
        { title: t('studioErp.shop'), dataIndex: 'shopName', width: 140 },
        { title: t('studioErp.orderNo'), dataIndex: 'orderNo', width: 160, responsive: WIDE_SCREENS_ONLY },
        { title: t('studioErp.customer'), dataIndex: 'customerName', width: 100 },
        { title: t('studioErp.taoxi'), dataIndex: 'taoxiName', width: 140, responsive: WIDE_SCREENS_ONLY },
        { title: t('studioErp.price'), dataIndex: 'priceFen', width: 110, align: 'right', render: yuan },
        {
          title: t('studioErp.paid'),
          dataIndex: 'paidFen',
          width: 110,
          align: 'right',
          render: yuan,
          responsive: WIDE_SCREENS_ONLY,
        },
        {
          title: t('studioErp.status'),
          dataIndex: 'status',
          width: 100,
          render: (status: string) => (STATUSES.includes(status) ? t(`studioErp.statuses.${status}`) : status),
        },
        {
          title: t('studioErp.createTime'),
          dataIndex: 'createTime',
          width: 170,
          responsive: WIDE_SCREENS_ONLY,
          render: (time: string) => dateTime(time),
        },
      ]}
    />
  );
}

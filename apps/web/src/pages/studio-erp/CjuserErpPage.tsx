import { CJUSER_SOURCES, type CjuserRecord, type ErpCustomerTotals } from '@scenecast/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { ErpList } from './ErpList';
import '../cjuser/cjuserLocale';
import './erpLocale';
import { dateTime } from '../../framework/display/format';

/** 客户总览: the customers of every shop, phones masked without the full-phone button. */
export default function CjuserErpPage() {
  const { t } = useTranslation();
  return (
    <ErpList<CjuserRecord, ErpCustomerTotals>
      title={t('studioErp.cjuserTitle')}
      path="cjuser"
      testId="erp-cjuser"
      totals={(totals) => t('studioErp.totalCustomers', { n: totals.count })}
      filters={
        <>
          <Form.Item name="source" label={t('studioErp.source')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={Object.keys(CJUSER_SOURCES).map((value) => ({ value, label: t(`cjuser.sources.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('studioErp.keyword')}>
            <Input allowClear placeholder={t('studioErp.customerKeyword')} style={{ width: 180 }} />
          </Form.Item>
        </>
      }
      columns={[
        { title: t('studioErp.shop'), dataIndex: 'shopName', width: 140 },
        { title: t('studioErp.name'), dataIndex: 'name', width: 110 },
        { title: t('studioErp.phone'), dataIndex: 'phone', width: 130 },
        {
          title: t('studioErp.source'),
          dataIndex: 'source',
          width: 100,
          responsive: WIDE_SCREENS_ONLY,
          render: (source: string | null) => (source ? t(`cjuser.sources.${source}`) : '-'),
        },
        { title: t('studioErp.orders'), dataIndex: 'orderCount', width: 70, align: 'right' },
        {
          title: t('studioErp.reviews'),
          dataIndex: 'reviewCount',
          width: 70,
          align: 'right',
          responsive: WIDE_SCREENS_ONLY,
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

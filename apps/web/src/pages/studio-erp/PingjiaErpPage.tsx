import type { ErpReviewTotals, PingjiaRecord } from '@scenecast/contracts';
import { Form, Rate, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WIDE_SCREENS_ONLY } from '../../framework/display/smallScreen';
import { ErpList } from './ErpList';
import './erpLocale';
import { dateTime } from '../../framework/display/format';

/** 评价总览: the reviews of every shop with their count and average. */
export default function PingjiaErpPage() {
  const { t } = useTranslation();
  return (
    <ErpList<PingjiaRecord, ErpReviewTotals>
      title={t('studioErp.pingjiaTitle')}
      path="pingjia"
      testId="erp-pingjia"
      totals={(totals) => t('studioErp.totalReviews', { n: totals.count, average: totals.average ?? '-' })}
      filters={
        <Form.Item name="star" label={t('studioErp.star')}>
          <Select
            allowClear
            style={{ width: 90 }}
            options={[5, 4, 3, 2, 1].map((star) => ({ value: star, label: star }))}
          />
        </Form.Item>
      }
      columns={[
        { title: t('studioErp.shop'), dataIndex: 'shopName', width: 140 },
        {
          title: t('studioErp.star'),
          dataIndex: 'star',
          width: 150,
          render: (star: number) => <Rate disabled value={star} style={{ fontSize: 14 }} />,
        },
        {
          title: t('studioErp.content'),
          dataIndex: 'content',
          width: 260,
          render: (content: string) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {content || '-'}
            </Typography.Paragraph>
          ),
        },
        {
          title: t('studioErp.customer'),
          dataIndex: 'customerName',
          width: 100,
          render: (name: string | null) => name ?? '-',
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

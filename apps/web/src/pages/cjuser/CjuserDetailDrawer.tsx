import { Descriptions, Drawer, Empty, List, Rate, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuan } from '../studio-erp/money';
import { useCustomer } from './api';
import './cjuserLocale';

/** A customer's details with their orders and reviews, newest first. */
export function CjuserDetailDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const detail = useCustomer(id);
  const customer = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={customer?.name ?? t('cjuser.detail')} size="large">
      {!customer ? (
        <Skeleton active />
      ) : (
        <div data-testid="cjuser-detail">
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('cjuser.phone')}>{customer.phone}</Descriptions.Item>
            <Descriptions.Item label={t('cjuser.gender')}>{t(`cjuser.genders.${customer.gender}`)}</Descriptions.Item>
            <Descriptions.Item label={t('cjuser.birthday')}>{customer.birthday ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('cjuser.source')}>
              {customer.source ? t(`cjuser.sources.${customer.source}`) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('cjuser.tags')} span={2}>
              {customer.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('cjuser.remark')} span={2}>
              {customer.remark || '-'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('cjuser.orders')}
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={customer.orders}
            locale={{ emptyText: t('cjuser.noOrders') }}
            scroll={{ x: 520 }}
            columns={[
              { title: t('cjuser.orderNo'), dataIndex: 'orderNo' },
              { title: t('cjuser.taoxi'), dataIndex: 'taoxiName' },
              { title: t('cjuser.price'), dataIndex: 'priceFen', align: 'right', render: yuan },
              { title: t('cjuser.paid'), dataIndex: 'paidFen', align: 'right', render: yuan },
              { title: t('cjuser.status'), dataIndex: 'status' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('cjuser.reviews')}
          </Typography.Title>
          {customer.reviews.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cjuser.noReviews')} />
          ) : (
            <List
              dataSource={customer.reviews}
              renderItem={(review) => (
                <List.Item key={review.id}>
                  <List.Item.Meta
                    title={<Rate disabled value={review.star} style={{ fontSize: 14 }} />}
                    description={review.content || '-'}
                  />
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}

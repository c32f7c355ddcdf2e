import type { StudioFigures } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, List, Rate, Row, Segmented, Select, Skeleton, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getResult } from '../../framework/http';
import { useMyShops } from '../shop/api';
import { yuan } from '../studio-erp/money';
import { DailyBars } from './DailyBars';
import './studioLocale';
import { STUDIO_FIGURES_KEY } from './studioFiguresKey';

const SPANS = [7, 30, 90];

/** The studio's figures on the data overview: bookings and revenue per day, top packages, rating. */
export function StudioFiguresCard() {
  const { t } = useTranslation();
  const [days, setDays] = useState(30);
  const [shopId, setShopId] = useState<string | undefined>();
  const shops = useMyShops();
  const figures = useQuery({
    queryKey: [...STUDIO_FIGURES_KEY, days, shopId ?? ''],
    queryFn: () => getResult<StudioFigures>('/sys/studioFigures', { days, shopId }),
  });
  const data = figures.data;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  return (
    <Card
      variant="borderless"
      title={t('studioFigures.title')}
      data-testid="studio-figures"
      extra={
        <Space wrap>
          <Select
            allowClear
            size="small"
            placeholder={t('studioFigures.allShops')}
            value={shopId}
            onChange={(value?: string) => setShopId(value)}
            options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
            style={{ width: 150 }}
          />
          <Segmented
            size="small"
            value={days}
            onChange={(value) => setDays(Number(value))}
            options={SPANS.map((span) => ({ value: span, label: t('studioFigures.days', { n: span }) }))}
          />
        </Space>
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <Typography.Text strong>{t('studioFigures.bookings')}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 8 }} data-testid="studio-bookings-total">
              {t('studioFigures.bookingsTotal', { n: sum(data.bookings) })}
            </Typography.Text>
            <DailyBars
              days={data.days}
              values={data.bookings}
              color="var(--sc-primary, #1890FF)"
              label={t('studioFigures.bookings')}
            />
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Text strong>{t('studioFigures.revenue')}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {t('studioFigures.revenueTotal', { amount: yuan(sum(data.revenueFen)) })}
            </Typography.Text>
            <DailyBars
              days={data.days}
              values={data.revenueFen}
              color="#52C41A"
              label={t('studioFigures.revenue')}
              format={yuan}
            />
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Text strong>{t('studioFigures.topPackages')}</Typography.Text>
            {data.topPackages.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studioFigures.noData')} />
            ) : (
              <List
                size="small"
                dataSource={data.topPackages}
                renderItem={(item, index) => (
                  <List.Item key={item.taoxiId} extra={yuan(item.revenueFen)}>
                    {`${index + 1}. ${item.name}`}
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                      {t('studioFigures.orders', { n: item.orders })}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            )}
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Text strong>{t('studioFigures.rating')}</Typography.Text>
            <div data-testid="studio-rating">
              {data.rating.average === null ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studioFigures.noRating')} />
              ) : (
                <Space align="center" size="large">
                  <Statistic value={data.rating.average} precision={1} />
                  <Rate disabled allowHalf value={data.rating.average} />
                  <Typography.Text type="secondary">
                    {t('studioFigures.reviews', { n: data.rating.count })}
                  </Typography.Text>
                </Space>
              )}
            </div>
          </Col>
        </Row>
      )}
    </Card>
  );
}

import type { RatingSummary } from '@scenecast/contracts';
import { Progress, Rate, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './pingjiaLocale';

/** The shop's average (every review, hidden ones too) and how many reviews gave each star. */
export function RatingSummaryBar({ rating }: { rating: RatingSummary | undefined }) {
  const { t } = useTranslation();
  const count = rating?.count ?? 0;
  return (
    <Space size="large" wrap align="center" style={{ marginBottom: 16 }} data-testid="pingjia-rating">
      <Statistic
        title={t('pingjia.average')}
        value={rating?.average ?? t('pingjia.none')}
        suffix={
          rating?.average !== null && rating?.average !== undefined ? (
            <Rate disabled allowHalf value={rating.average} style={{ fontSize: 14 }} />
          ) : null
        }
      />
      <Statistic title={t('pingjia.count')} value={count} />
      <div style={{ minWidth: 200 }}>
        {[5, 4, 3, 2, 1].map((star) => (
          <div key={star} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Typography.Text type="secondary" style={{ width: 48 }}>
              {t('pingjia.stars', { n: star })}
            </Typography.Text>
            <Progress
              percent={count === 0 ? 0 : Math.round(((rating?.stars[star - 1] ?? 0) / count) * 100)}
              size="small"
              style={{ width: 140, margin: 0 }}
            />
          </div>
        ))}
      </div>
    </Space>
  );
}

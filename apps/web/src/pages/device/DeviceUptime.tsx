import { Progress, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUptime } from './operationsApi';

/** Uptime over 7 and 30 days: the share of the span since pairing the screen was online. */
export function DeviceUptime({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const uptime = useUptime(deviceId);
  // Held at the circles' height while they load, so the screenshot below does not jump.
  return (
    <Spin spinning={uptime.isLoading}>
      <Space size="large" wrap data-testid="device-uptime" style={{ minHeight: 98 }}>
        {(uptime.data?.spans ?? []).map((span) => (
          <Space key={span.days} orientation="vertical" align="center" size={4}>
            <Progress
              type="circle"
              size={72}
              percent={span.ratio === null ? 0 : Math.round(span.ratio * 1000) / 10}
              format={(percent) => (span.ratio === null ? '—' : `${percent}%`)}
            />
            <Typography.Text type="secondary">{t('screenOps.uptime.span', { days: span.days })}</Typography.Text>
          </Space>
        ))}
      </Space>
    </Spin>
  );
}

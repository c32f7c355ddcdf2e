import { CameraOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Image, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { operationsKeys, requestScreenshot, useScreenshot } from './operationsApi';

/** The latest screenshot of a screen with its time, and the button that asks for a new one. */
export function DeviceScreenshot({ deviceId, online }: { deviceId: string; online: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const shot = useScreenshot(deviceId);
  const [asking, setAsking] = useState(false);
  const pending = shot.data?.status === 'pending';

  const ask = async () => {
    setAsking(true);
    try {
      queryClient.setQueryData(operationsKeys.screenshot(deviceId), await requestScreenshot(deviceId));
      message.success(t('screenOps.screenshot.requested'));
    } catch (error) {
      if (error instanceof RequestError) message.error(error.message);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div data-testid="device-screenshot">
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<CameraOutlined />} loading={asking} onClick={ask} data-testid="device-screenshot-request">
          {t('screenOps.screenshot.request')}
        </Button>
        {!online && <Typography.Text type="warning">{t('screenOps.screenshot.offline')}</Typography.Text>}
      </Space>
      {shot.data?.url ? (
        <div>
          <Image src={shot.data.url} alt={t('screenOps.screenshot.alt')} data-testid="device-screenshot-image" />
          <Typography.Text type="secondary" data-testid="device-screenshot-time">
            {t('screenOps.screenshot.capturedAt', {
              time: dateTime(shot.data.capturedAt ?? shot.data.requestedAt),
            })}
          </Typography.Text>
        </div>
      ) : null}
      {pending ? (
        <Space data-testid="device-screenshot-pending">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('screenOps.screenshot.pending')}</Typography.Text>
        </Space>
      ) : null}
      {!shot.data && !shot.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('screenOps.screenshot.none')} />
      ) : null}
    </div>
  );
}

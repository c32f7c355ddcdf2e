import { PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../app/stores/sessionStore';
import { countDevices, useShopDevices, useUserDeviceCounts } from './api';
import { useRememberShop } from './currentShop';
import { DeviceCounts } from './DeviceCounts';
import { ADD_DEVICE_STATE, DEVICE_LIST_PATH, useDeviceLiveUpdates } from './deviceLive';
import './device.css';

export interface DeviceSummaryCardProps {
  /** One shop's screens (the scene home); without it, every shop the user reaches (the overview). */
  shopId?: string | null;
}

/** Device counts (total, online, offline, locked) with a way to the list, live. */
export function DeviceSummaryCard({ shopId }: DeviceSummaryCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasDeviceMenu = useSessionStore((state) => Boolean(state.built?.pages.has(DEVICE_LIST_PATH)));
  const setShopId = useRememberShop();
  const shopDevices = useShopDevices(shopId ?? null);
  const userCounts = useUserDeviceCounts(!shopId);
  useDeviceLiveUpdates();
  const counts = shopId ? (shopDevices.data ? countDevices(shopDevices.data) : undefined) : userCounts.data;
  const loading = shopId ? shopDevices.isLoading : userCounts.isLoading;

  const open = (addDevice: boolean) => {
    if (shopId) setShopId(shopId);
    navigate(DEVICE_LIST_PATH, addDevice ? { state: ADD_DEVICE_STATE } : undefined);
  };

  return (
    <Card
      variant="borderless"
      title={t('device.summaryTitle')}
      data-testid="device-summary"
      extra={
        hasDeviceMenu &&
        (shopId && counts?.total === 0 ? (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => open(true)}>
            {t('device.activate')}
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => open(false)}>
            {t('device.manage')} <RightOutlined />
          </Button>
        ))
      }
    >
      <DeviceCounts counts={counts} loading={loading} />
    </Card>
  );
}

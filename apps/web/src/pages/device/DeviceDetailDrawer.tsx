import { Descriptions, Drawer, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import { type DeviceView, useDevice, useDeviceGroups } from './api';
import { LastSeenText, LockTag, OnlineBadge, VersionText } from './DeviceBadges';
import { DeviceLogList } from './DeviceLogList';
import { DevicePlaylist } from './DevicePlaylist';
import { DeviceScreenshot } from './DeviceScreenshot';
import { DeviceUptime } from './DeviceUptime';
import { ProofOfPlayReport } from './ProofOfPlayReport';

const TABS = ['info', 'monitor', 'playlist', 'plays', 'logs'] as const;
export type DeviceDetailTab = (typeof TABS)[number];
const asTab = (key: string): DeviceDetailTab => TABS.find((tab) => tab === key) ?? 'info';

interface DeviceDetailDrawerProps {
  device: DeviceView | null;
  tab: DeviceDetailTab;
  now: number;
  onTabChange: (tab: DeviceDetailTab) => void;
  onClose: () => void;
}

const timeOrDash = (iso: string | null) => (iso ? dateTime(iso) : '—');

/** One screen: its information, display settings and log. */
export function DeviceDetailDrawer({ device, tab, now, onTabChange, onClose }: DeviceDetailDrawerProps) {
  const { t } = useTranslation();
  const fresh = useDevice(device?.id ?? null);
  const groups = useDeviceGroups(device?.shopId ?? null);
  const shown = fresh.data ?? device;
  const groupName = groups.data?.find((group) => group.value === shown?.groupId)?.text;

  return (
    <Drawer
      title={shown ? `${t('device.detail.title')} · ${shown.name}` : t('device.detail.title')}
      open={Boolean(device)}
      size={560}
      onClose={onClose}
      destroyOnHidden
      data-testid="device-detail"
    >
      {!shown ? (
        <Skeleton active />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => onTabChange(asTab(key))}
          items={[
            {
              key: 'info',
              label: t('device.detail.info'),
              children: (
                <>
                  <Descriptions column={1} size="small" bordered>
                    <Descriptions.Item label={t('device.detail.deviceNo')}>{shown.deviceNo}</Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.name')}>{shown.name}</Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.address')}>{shown.address || '—'}</Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.location')}>{shown.location ?? '—'}</Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.group')}>
                      {groupName ?? t('device.noGroup')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.online')}>
                      <OnlineBadge online={shown.online} />
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.status')}>
                      <LockTag status={shown.status} />
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.lastSeen')}>
                      <LastSeenText iso={shown.lastHeartbeat} now={now} />
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.appVersion')}>
                      <VersionText device={shown} />
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.activatedAt')}>
                      {timeOrDash(shown.activatedAt)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.createTime')}>
                      {timeOrDash(shown.createTime)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.detail.hasPassword')}>
                      {shown.hasPassword ? t('device.detail.passwordSet') : t('device.detail.passwordUnset')}
                    </Descriptions.Item>
                  </Descriptions>
                  <Descriptions title={t('device.detail.settings')} column={2} size="small" style={{ marginTop: 24 }}>
                    <Descriptions.Item label={t('device.settings.showName')}>
                      {shown.settings.showName ? t('device.detail.yes') : t('device.detail.no')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.settings.volume')}>{shown.settings.volume}</Descriptions.Item>
                    <Descriptions.Item label={t('device.settings.brightness')}>
                      {shown.settings.brightness}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('device.settings.schedule')}>
                      {shown.settings.onTime && shown.settings.offTime ? (
                        <Tag>{`${shown.settings.onTime} ~ ${shown.settings.offTime}`}</Tag>
                      ) : (
                        t('device.detail.alwaysOn')
                      )}
                    </Descriptions.Item>
                  </Descriptions>
                </>
              ),
            },
            {
              key: 'monitor',
              label: t('screenOps.tabs.monitor'),
              children: (
                <>
                  <Typography.Title level={5}>{t('screenOps.uptime.title')}</Typography.Title>
                  <DeviceUptime deviceId={shown.id} />
                  <Typography.Title level={5} style={{ marginTop: 24 }}>
                    {t('screenOps.screenshot.title')}
                  </Typography.Title>
                  <DeviceScreenshot deviceId={shown.id} online={shown.online} />
                </>
              ),
            },
            { key: 'playlist', label: t('device.detail.playlist'), children: <DevicePlaylist deviceId={shown.id} /> },
            {
              key: 'plays',
              label: t('screenOps.tabs.plays'),
              children: shown.shopId ? <ProofOfPlayReport shopId={shown.shopId} deviceId={shown.id} /> : null,
            },
            { key: 'logs', label: t('device.detail.logs'), children: <DeviceLogList deviceId={shown.id} /> },
          ]}
        />
      )}
    </Drawer>
  );
}

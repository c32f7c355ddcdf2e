import { LockOutlined } from '@ant-design/icons';
import { Badge, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import type { DeviceView } from './api';
import { formatLastSeen } from './lastSeen';

export function OnlineBadge({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      status={online ? 'success' : 'default'}
      text={online ? t('device.online') : t('device.offline')}
      data-testid="device-online"
    />
  );
}

export function LockTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <Tag color="error" icon={<LockOutlined />} data-testid="device-status">
      {t('device.status.locked')}
    </Tag>
  ) : (
    <Tag color="success" data-testid="device-status">
      {t('device.status.normal')}
    </Tag>
  );
}

export function LastSeenText({ iso, now }: { iso: string | null; now: number }) {
  const { t } = useTranslation();
  const text = formatLastSeen(iso, now, t);
  return iso ? <Tooltip title={dateTime(iso)}>{text}</Tooltip> : <span>{text}</span>;
}

export function VersionText({ device }: { device: DeviceView }) {
  const { t } = useTranslation();
  const pending = device.targetVersion && device.targetVersion !== device.appVersion;
  return (
    <span>
      {device.appVersion ? `v${device.appVersion}` : '—'}
      {pending && (
        <Tag color="processing" style={{ marginInlineStart: 6 }}>
          {t('device.upgrading', { version: device.targetVersion })}
        </Tag>
      )}
    </span>
  );
}

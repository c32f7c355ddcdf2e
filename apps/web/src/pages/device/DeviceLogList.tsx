import { Empty, Skeleton, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import { useDeviceLogs } from './api';

const KIND_COLOR: Record<string, string> = {
  activate: 'green',
  online: 'green',
  offline: 'gray',
  lock: 'red',
  unlock: 'blue',
  reset: 'orange',
  unbind: 'orange',
};

/** A screen's log, newest first: pairing, commands, on- and offline. */
export function DeviceLogList({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const logs = useDeviceLogs(deviceId);
  if (logs.isLoading) return <Skeleton active />;
  if (!logs.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device.logs.empty')} />;
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={logs.data.map((entry) => ({
        key: entry.id,
        color: KIND_COLOR[entry.kind] ?? 'blue',
        title: dateTime(entry.createTime),
        content: (
          <span>
            {t(`device.logs.kinds.${entry.kind}`, { defaultValue: entry.kind })}
            {entry.detail && entry.kind !== 'settings' && entry.kind !== 'edit' ? ` · ${entry.detail}` : ''}
          </span>
        ),
      }))}
    />
  );
}

import {
  ClearOutlined,
  CloudUploadOutlined,
  DisconnectOutlined,
  DownOutlined,
  FileTextOutlined,
  FolderOutlined,
  LockOutlined,
  RedoOutlined,
  SettingOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Button, Divider, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../framework/Authorized';
import type { DeviceView } from './api';

export type DeviceAction =
  | 'detail'
  | 'edit'
  | 'lock'
  | 'unlock'
  | 'settings'
  | 'group'
  | 'push'
  | 'logs'
  | 'clear'
  | 'reset'
  | 'unbind';

/** The button keys of the device menu (server menu): who may do what. */
export const DEVICE_PERMISSIONS = {
  add: 'device:add',
  control: 'device:control',
  release: 'device:release',
  update: 'device:update',
} as const;

interface DeviceRowActionsProps {
  device: DeviceView;
  onAction: (action: DeviceAction, device: DeviceView) => void;
}

/** Detail, edit and lock in sight; the rest in "more", each shown only when allowed. */
export function DeviceRowActions({ device, onAction }: DeviceRowActionsProps) {
  const { t } = useTranslation();
  const canControl = usePermission(DEVICE_PERMISSIONS.control);
  const canRelease = usePermission(DEVICE_PERMISSIONS.release);
  const canUpdate = usePermission(DEVICE_PERMISSIONS.update);
  const locked = device.status === 1;

  const items: MenuProps['items'] = [
    canControl && { key: 'settings', icon: <SettingOutlined />, label: t('device.actions.settings') },
    canControl && { key: 'group', icon: <FolderOutlined />, label: t('device.actions.group') },
    canUpdate && { key: 'push', icon: <CloudUploadOutlined />, label: t('device.actions.push') },
    { key: 'logs', icon: <FileTextOutlined />, label: t('device.actions.logs') },
    canControl && { key: 'clear', icon: <ClearOutlined />, label: t('device.actions.clear') },
    canRelease && { type: 'divider' as const },
    canRelease && { key: 'reset', icon: <RedoOutlined />, label: t('device.actions.reset'), danger: true },
    canRelease && { key: 'unbind', icon: <DisconnectOutlined />, label: t('device.actions.unbind'), danger: true },
  ].filter((item) => item !== false);

  return (
    <span className="sc-device-actions" data-testid={`device-actions-${device.id}`}>
      <Button type="link" size="small" onClick={() => onAction('detail', device)}>
        {t('device.actions.detail')}
      </Button>
      {canControl && (
        <>
          <Divider orientation="vertical" />
          <Button type="link" size="small" onClick={() => onAction('edit', device)}>
            {t('device.actions.edit')}
          </Button>
          <Divider orientation="vertical" />
          <Button
            type="link"
            size="small"
            danger={!locked}
            icon={locked ? <UnlockOutlined /> : <LockOutlined />}
            onClick={() => onAction(locked ? 'unlock' : 'lock', device)}
            data-testid="device-lock-toggle"
          >
            {locked ? t('device.actions.unlock') : t('device.actions.lock')}
          </Button>
        </>
      )}
      <Divider orientation="vertical" />
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as DeviceAction, device) }}>
        <Button type="link" size="small" data-testid="device-more">
          {t('device.actions.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </span>
  );
}

import { DesktopOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../framework/Authorized';
import { DEVICE_PERMISSIONS } from './DeviceRowActions';

/** A shop without screens: what to do, and the button that does it. */
export function DeviceEmpty({ shopName, onActivate }: { shopName: string; onActivate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="sc-device-empty" data-testid="device-empty">
      <DesktopOutlined className="sc-device-empty-art" />
      <Typography.Title level={4} style={{ marginTop: 16 }}>
        {t('device.empty.title', { shop: shopName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 460, margin: '0 auto 24px' }}>
        {t('device.empty.text')}
      </Typography.Paragraph>
      <Authorized action={DEVICE_PERMISSIONS.add}>
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onActivate} data-testid="device-activate">
          {t('device.activate')}
        </Button>
      </Authorized>
    </div>
  );
}

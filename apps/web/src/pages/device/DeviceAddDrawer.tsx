import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { ACTIVATION_CODE_LENGTH, msg, type ShopRecord } from '@scenecast/contracts';
import { Alert, Button, Drawer, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../framework/formRules';
import { RequestError } from '../../framework/http';
import { currentLang } from '../../framework/i18n';
import { MapPicker } from '../../framework/region/MapPicker';
import { useFeedback } from '../../framework/useFeedback';
import { validValues } from '../../framework/validValues';
import { addDevice } from './api';

interface DeviceAddDrawerProps {
  open: boolean;
  shop: ShopRecord | null;
  onClose: () => void;
  onAdded: (deviceId: string) => void;
}

interface AddForm {
  code: string;
  name: string;
  address: string;
  location?: string | null;
}

const CODE_PATTERN = new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`);

/** The add-device drawer (business §2, §5): activation code, name, address with a map, add and cancel. */
export function DeviceAddDrawer({ open, shop, onClose, onAdded }: DeviceAddDrawerProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<AddForm>();
  const [mapOpen, setMapOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const location = Form.useWatch('location', form);
  const lang = currentLang();

  const close = () => {
    form.resetFields();
    setMapOpen(false);
    onClose();
  };

  const submit = async () => {
    if (!shop) return;
    const values = await validValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const id = await addDevice({ ...values, location: values.location || null, shopId: shop.id });
      message.success(t('device.done.add'));
      close();
      onAdded(id);
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) {
        form.setFields([{ name: 'code', errors: [error.message] }]);
        message.error(error.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={t('device.add')}
      open={open}
      size={520}
      onClose={close}
      destroyOnHidden
      data-testid="device-add-drawer"
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('device.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={submit} data-testid="device-add-submit">
            {t('device.form.add')}
          </Button>
        </Space>
      }
    >
      {shop && (
        <Alert
          type="info"
          showIcon
          icon={<ShopOutlined />}
          title={t('device.form.bindTo', { shop: shop.name })}
          style={{ marginBottom: 20 }}
        />
      )}
      <Form form={form} layout="vertical" requiredMark="optional" onFinish={submit}>
        <Form.Item
          name="code"
          label={t('device.form.code')}
          extra={t('device.form.codeHint')}
          rules={[
            requiredRule('deviceCodeRequired'),
            { pattern: CODE_PATTERN, message: msg('activationCodeInvalid', lang) },
          ]}
          normalize={(value: string) => value.replace(/\D/g, '')}
        >
          <Input
            maxLength={ACTIVATION_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('device.form.codePlaceholder')}
            className="sc-device-code-input"
            data-testid="device-code"
          />
        </Form.Item>
        <Form.Item name="name" label={t('device.form.name')} rules={[requiredRule('deviceNameRequired'), { max: 50 }]}>
          <Input maxLength={50} placeholder={t('device.form.namePlaceholder')} data-testid="device-name" />
        </Form.Item>
        <Form.Item label={t('device.form.address')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="address" noStyle rules={[requiredRule('deviceAddressRequired'), { max: 200 }]}>
              <Input maxLength={200} placeholder={t('device.form.addressPlaceholder')} data-testid="device-address" />
            </Form.Item>
            <Button
              icon={<EnvironmentOutlined />}
              onClick={() => setMapOpen((shown) => !shown)}
              data-testid="device-map-toggle"
            >
              {mapOpen ? t('device.form.hideMap') : t('device.form.searchAddress')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="location" hidden>
          <Input />
        </Form.Item>
        {mapOpen && (
          <Form.Item
            label={t('device.form.location')}
            extra={location ? t('device.form.locationPicked', { location }) : t('device.form.locationHint')}
          >
            <MapPicker
              value={location ?? undefined}
              fallbackCenter={shop?.place?.find((place) => place.location)?.location ?? null}
              city={shop?.city || undefined}
              height={260}
              onPick={(picked, candidate) => {
                form.setFieldValue('location', picked);
                if (candidate && !form.getFieldValue('address')) {
                  const text = candidate.address.includes(candidate.name)
                    ? candidate.address
                    : `${candidate.address} ${candidate.name}`.trim();
                  form.setFieldValue('address', text);
                }
              }}
            />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}

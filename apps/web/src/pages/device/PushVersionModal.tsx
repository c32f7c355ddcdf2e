import { Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceView, pushAppVersion, useAppVersions } from './api';
import { DeviceFormModal } from './DeviceFormModal';

interface PushVersionModalProps {
  open: boolean;
  /** The screens offered; those in `preselected` start chosen. */
  devices: readonly DeviceView[];
  preselected: readonly string[];
  onClose: () => void;
  onSaved: (text: string) => void;
}

interface PushForm {
  versionId: string;
  deviceIds: string[];
}

/** Push a player version to one or several screens; each reloads into it. */
export function PushVersionModal({ open, devices, preselected, onClose, onSaved }: PushVersionModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PushForm>();
  const versions = useAppVersions(open);
  const versionId = Form.useWatch('versionId', form);
  const chosen = versions.data?.find((version) => version.id === versionId);

  useEffect(() => {
    if (open) form.setFieldsValue({ deviceIds: [...preselected], versionId: versions.data?.[0]?.id });
  }, [open, preselected, versions.data, form]);

  const submit = async (values: PushForm) => {
    await pushAppVersion(values.deviceIds, values.versionId);
    return t('device.done.push', { count: values.deviceIds.length });
  };

  return (
    <DeviceFormModal
      target={open ? preselected : null}
      form={form}
      title={t('device.push.title')}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="versionId"
        label={t('device.push.version')}
        rules={[{ required: true, message: t('device.push.versionRequired') }]}
      >
        <Select
          loading={versions.isLoading}
          options={(versions.data ?? []).map((version) => ({ value: version.id, label: `v${version.version}` }))}
        />
      </Form.Item>
      {chosen?.notes && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
          {t('device.push.notes')}：{chosen.notes}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="deviceIds"
        label={t('device.push.devices')}
        rules={[{ required: true, message: t('device.push.devicesRequired') }]}
      >
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={devices.map((device) => ({
            value: device.id,
            label: device.name || device.deviceNo,
            title: device.appVersion ? t('device.push.current', { version: device.appVersion }) : undefined,
          }))}
        />
      </Form.Item>
    </DeviceFormModal>
  );
}

import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../framework/formRules';
import { type DeviceView, editDevice } from './api';
import { DeviceFormModal } from './DeviceFormModal';
import { GroupSelect } from './GroupSelect';

interface DeviceEditModalProps {
  device: DeviceView | null;
  /** 'group' shows only the group: the "move to a group" action. */
  mode: 'edit' | 'group';
  onClose: () => void;
  onSaved: (text: string) => void;
}

interface EditForm {
  name: string;
  address: string;
  groupId: string | null;
}

/** Edit a screen's name, address and group; or only move it to a group. */
export function DeviceEditModal({ device, mode, onClose, onSaved }: DeviceEditModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditForm>();

  useEffect(() => {
    if (device) form.setFieldsValue({ name: device.name, address: device.address, groupId: device.groupId });
  }, [device, form]);

  const submit = async (values: EditForm, target: DeviceView) => {
    await editDevice(mode === 'group' ? { id: target.id, groupId: values.groupId } : { id: target.id, ...values });
    return mode === 'group' ? t('device.done.group') : t('device.done.edit');
  };

  return (
    <DeviceFormModal
      target={device}
      form={form}
      title={mode === 'group' ? t('device.groupTitle') : t('device.editTitle')}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
      destroyOnHidden
    >
      {mode === 'edit' && (
        <>
          <Form.Item name="name" label={t('device.form.name')} rules={[requiredRule('deviceNameRequired')]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="address" label={t('device.form.address')} rules={[requiredRule('deviceAddressRequired')]}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
      {device?.shopId && (
        <Form.Item name="groupId" label={t('device.form.group')}>
          <GroupSelect shopId={device.shopId} />
        </Form.Item>
      )}
    </DeviceFormModal>
  );
}

import { msg, type TenantFields, type TenantRecord } from '@scenecast/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { currentLang } from '../../framework/i18n';
import { useRecordSave } from '../../framework/refusal';
import { addTenant, editTenant } from './tenantApi';

interface Props {
  tenant: TenantRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or edits a tenant: its name and its status (正常 or 冻结). */
export function TenantFormModal({ tenant, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TenantFields>();
  const { saving, save } = useRecordSave(form, tenant, { add: addTenant, edit: editTenant }, onSaved);
  const lang = currentLang();

  return (
    <RecordFormModal
      width={520}
      title={tenant ? t('tenant.editTitle') : t('tenant.add')}
      form={form}
      name="tenant"
      initialValues={tenant ? { name: tenant.name, status: tenant.status } : { status: 1 }}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('tenant.name')}
        rules={[{ required: true, whitespace: true, message: msg('tenantNameRequired', lang) }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="status" label={t('tenant.status')} extra={t('tenant.frozenHint')}>
        <Radio.Group
          options={[
            { value: 1, label: t('tenant.statuses.1') },
            { value: 0, label: t('tenant.statuses.0') },
          ]}
        />
      </Form.Item>
    </RecordFormModal>
  );
}

import { msg, type RoleRecord } from '@scenecast/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { duplicateRule, patternRule, SERVER_CHECKED_ITEM } from '../../framework/formRules';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addRole, editRole } from './roleApi';

interface FormValues {
  roleName: string;
  roleCode: string;
  description?: string;
}

interface Props {
  role: RoleRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or changes a role: its name, its code (unique, checked on blur), a description. */
export function RoleFormModal({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      const fields = { ...values, description: values.description || null };
      await (role ? editRole({ ...fields, id: role.id }) : addRole(fields));
      onSaved();
    });
  };

  return (
    <ScModal
      open
      width={600}
      title={role ? t('sysRole.edit') : t('sysRole.add')}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      <Form
        form={form}
        layout="vertical"
        name="role"
        initialValues={
          role ? { roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? undefined } : {}
        }
      >
        <Form.Item
          name="roleName"
          label={t('sysRole.roleName')}
          rules={[
            { required: true, whitespace: true, message: msg('roleNameRequired', lang) },
            { max: 50, message: msg('maxLength', lang, 50) },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label={t('sysRole.roleCode')}
          {...SERVER_CHECKED_ITEM}
          rules={[
            { required: true, whitespace: true, message: msg('roleCodeRequired', lang) },
            { max: 50, message: msg('maxLength', lang, 50) },
            patternRule('userNameChars'),
            duplicateRule({ tableName: 'sys_role', fieldName: 'roleCode', dataId: role?.id }),
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label={t('sysRole.description')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ScModal>
  );
}

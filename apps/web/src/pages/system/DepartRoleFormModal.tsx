import { type DepartRoleRecord, msg } from '@scenecast/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { patternRule } from '../../framework/formRules';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addDepartRole, editDepartRole } from './departPermissionApi';

interface FormValues {
  roleName: string;
  roleCode: string;
  description?: string;
}

interface Props {
  departId: string;
  role: DepartRoleRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or changes a department role: name, code (unique in the department, checked by the server), description. */
export function DepartRoleFormModal({ departId, role, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      const fields = { ...values, description: values.description || null };
      await (role ? editDepartRole({ ...fields, id: role.id }) : addDepartRole({ ...fields, departId }));
      onSaved();
    });
  };

  return (
    <ScModal
      open
      width={560}
      title={role ? t('departPerm.editRole') : t('departPerm.addRole')}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      <Form
        form={form}
        layout="vertical"
        name="departRole"
        initialValues={
          role ? { roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? undefined } : {}
        }
      >
        <Form.Item
          name="roleName"
          label={t('departPerm.roleName')}
          rules={[
            { required: true, whitespace: true, message: msg('roleNameRequired', lang) },
            { max: 50, message: msg('maxLength', lang, 50) },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label={t('departPerm.roleCode')}
          rules={[
            { required: true, whitespace: true, message: msg('roleCodeRequired', lang) },
            { max: 50, message: msg('maxLength', lang, 50) },
            patternRule('userNameChars'),
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label={t('departPerm.description')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </ScModal>
  );
}

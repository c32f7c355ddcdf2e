import { msg, type RoleRecord } from '@scenecast/contracts';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../framework/display/RecordFormModal';
import { duplicateRule, patternRule, SERVER_CHECKED_ITEM } from '../../framework/formRules';
import { currentLang } from '../../framework/i18n';
import { useSaveTask } from '../../framework/refusal';
import { validValues } from '../../framework/validValues';
import { addRole, editRole } from './roleApi';
import './roleLocale';

export interface RoleFields {
  roleName: string;
  roleCode: string;
  description: string | null;
}

interface RoleFieldsModalProps {
  /** The role being changed; null adds one. */
  role: Pick<RoleRecord, 'roleName' | 'roleCode' | 'description'> | null;
  title: string;
  /** A check of the code beyond its shape, run on blur (a system role's is unique). */
  codeCheck?: Rule;
  save(fields: RoleFields): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/** A role's name, code and description: the form of system roles and of department roles. */
export function RoleFieldsModal({ role, title, codeCheck, save, onClose, onSaved }: RoleFieldsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Omit<RoleFields, 'description'> & { description?: string }>();
  const { saving, runSave } = useSaveTask();
  const lang = currentLang();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      await save({ ...values, description: values.description || null });
      onSaved();
    });
  };

  return (
    <RecordFormModal
      width={600}
      title={title}
      form={form}
      name="role"
      initialValues={
        role ? { roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? undefined } : {}
      }
      saving={saving}
      onSave={submit}
      onClose={onClose}
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
        {...(codeCheck ? SERVER_CHECKED_ITEM : {})}
        rules={[
          { required: true, whitespace: true, message: msg('roleCodeRequired', lang) },
          { max: 50, message: msg('maxLength', lang, 50) },
          patternRule('userNameChars'),
          ...(codeCheck ? [codeCheck] : []),
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="description" label={t('sysRole.description')}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </RecordFormModal>
  );
}

interface Props {
  role: RoleRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Adds or changes a role: its name, its code (unique, checked on blur), a description. */
export function RoleFormModal({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <RoleFieldsModal
      role={role}
      title={role ? t('sysRole.edit') : t('sysRole.add')}
      codeCheck={duplicateRule({ tableName: 'sys_role', fieldName: 'roleCode', dataId: role?.id })}
      save={(fields) => (role ? editRole({ ...fields, id: role.id }) : addRole(fields))}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

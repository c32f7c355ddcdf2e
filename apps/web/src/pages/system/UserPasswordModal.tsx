import type { UserAdminRow } from '@scenecast/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScModal } from '../../framework/display/ScModal';
import { patternRule, requiredRule, sameAsRule } from '../../framework/formRules';
import { validValues } from '../../framework/validValues';
import { changeUserPassword } from './userApi';
import './userLocale';
import { useSaveTask } from '../../framework/refusal';

interface Props {
  user: UserAdminRow;
  onClose(): void;
  onSaved(): void;
}

/** An administrator sets a user's password (6-18 with a digit and a letter); that user is signed out. */
export function UserPasswordModal({ user, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const { saving, runSave } = useSaveTask();

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    await runSave(async () => {
      await changeUserPassword({ username: user.username, ...values });
      onSaved();
    });
  };

  return (
    <ScModal
      open
      width={500}
      title={t('sysUser.resetTitle', { username: user.username })}
      onClose={onClose}
      onOk={save}
      confirmLoading={saving}
    >
      <Form form={form} name="sys-user-password" labelCol={{ span: 6 }} wrapperCol={{ span: 17 }}>
        <Form.Item
          name="password"
          label={t('sysUser.password')}
          rules={[requiredRule('newPasswordRequired'), patternRule('passwordChange')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('sysUser.confirmpassword')}
          dependencies={['password']}
          rules={[requiredRule('newPasswordConfirmRequired'), sameAsRule('password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </ScModal>
  );
}

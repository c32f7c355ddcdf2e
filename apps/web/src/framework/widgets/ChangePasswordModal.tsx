import { msg, type UserInfo } from '@scenecast/contracts';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../formRules';
import { postResult, RequestError } from '../http';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { validValues } from '../validValues';
import { NewPasswordFields } from './NewPasswordFields';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

interface ChangePasswordModalProps {
  open: boolean;
  userInfo: UserInfo | null;
  onClose: () => void;
  /** After success: the caller logs out and reloads (business §4). */
  onChanged: () => void;
}

/** Change password (POST hjuser/hjUser/updatePassword), rules of framework §5. */
export function ChangePasswordModal({ open, userInfo, onClose, onChanged }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open && !userInfo) {
      message.warning(msg('noLoggedInUser', currentLang()));
      onClose();
    }
  }, [open, userInfo, message, onClose]);

  const submit = async () => {
    if (!userInfo) return;
    const values = await validValues(form);
    if (!values) return;
    setBusy(true);
    try {
      await postResult<unknown>('/hjuser/hjUser/updatePassword', { username: userInfo.username, ...values });
      message.success(t('password.changeSuccess'));
      onClose();
      onChanged();
    } catch (error) {
      if (error instanceof RequestError && !error.alreadyShown) message.warning(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open && Boolean(userInfo)}
      title={t('password.changeTitle')}
      okText={t('common.submit')}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      data-testid="change-password-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="oldpassword" label={t('password.oldPassword')} rules={[requiredRule('oldPasswordRequired')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          confirmName="confirmpassword"
          labels={{ password: t('password.newPassword'), confirm: t('password.confirmPassword') }}
          required={{ password: 'newPasswordRequired', confirm: 'newPasswordConfirmRequired' }}
          pattern="passwordChange"
        />
      </Form>
    </Modal>
  );
}

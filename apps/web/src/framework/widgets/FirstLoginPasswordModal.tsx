import { msg, type UserInfo } from '@scenecast/contracts';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patternRule, requiredRule } from '../formRules';
import { postResult, RequestError } from '../http';
import { currentLang } from '../i18n';
import { useFeedback } from '../useFeedback';
import { validValues } from '../validValues';
import { NewPasswordFields } from './NewPasswordFields';

interface Values {
  phone: string;
  password: string;
  subPassword: string;
}

interface FirstLoginPasswordModalProps {
  userInfo: UserInfo;
  onDone: () => void;
}

/**
 * The first-login dialog: opens only when the account has no password, cannot be skipped or
 * closed, and closes after a successful set (framework §4).
 */
export function FirstLoginPasswordModal({ userInfo, onDone }: FirstLoginPasswordModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const open = userInfo.userIdentity === null;

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    setBusy(true);
    try {
      await postResult<unknown>('/hj/login/addPassword', { phone: values.phone, password: values.password });
      message.success(t('password.setSuccess'));
      onDone();
    } catch (error) {
      const shown = error instanceof RequestError && error.alreadyShown;
      if (!shown) message.error(msg('passwordSetFailed', currentLang()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.firstTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('common.submit')}
      confirmLoading={busy}
      onOk={submit}
      destroyOnHidden
      data-testid="first-login-dialog"
    >
      <Alert type="warning" showIcon title={t('password.firstHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ phone: userInfo.phone ?? '' }}>
        <Form.Item
          name="phone"
          label={t('password.phone')}
          rules={[requiredRule('phoneRequired'), patternRule('phone')]}
        >
          <Input maxLength={11} disabled={Boolean(userInfo.phone)} />
        </Form.Item>
        <NewPasswordFields
          confirmName="subPassword"
          labels={{ password: t('password.password'), confirm: t('password.subPassword') }}
          required={{ password: 'passwordRequired', confirm: 'passwordConfirmRequired' }}
          pattern="passwordSet"
        />
      </Form>
    </Modal>
  );
}

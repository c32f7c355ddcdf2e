import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patternRule, requiredRule, sameAsRule } from '../../framework/formRules';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import type { SmsPurpose } from './api';
import { SmsCodeButton } from './SmsCodeButton';

export interface PhonePasswordValues {
  phone: string;
  smscode: string;
  password: string;
  confirm: string;
}

interface PhonePasswordFormProps {
  purpose: SmsPurpose;
  submitLabel: string;
  onSubmit: (values: PhonePasswordValues) => Promise<void>;
}

/** Phone, SMS code and a new password: the register and forgotten-password forms. */
export function PhonePasswordForm({ purpose, submitLabel, onSubmit }: PhonePasswordFormProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<PhonePasswordValues>();
  const [busy, setBusy] = useState(false);

  const finish = async (values: PhonePasswordValues) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (!error.alreadyShown) message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={finish}>
      <Form.Item name="phone" rules={[requiredRule('phoneRequired'), patternRule('phone')]}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} maxLength={11} />
      </Form.Item>
      <Form.Item required>
        <Flex gap={8}>
          <Form.Item name="smscode" noStyle rules={[{ required: true, message: t('login.smsCodeRequired') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('login.smsCode')} maxLength={6} />
          </Form.Item>
          <SmsCodeButton form={form} phoneField="phone" purpose={purpose} />
        </Flex>
      </Form.Item>
      <Form.Item name="password" rules={[requiredRule('passwordRequired'), patternRule('passwordSet')]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('password.password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={['password']}
        rules={[requiredRule('passwordConfirmRequired'), sameAsRule('password')]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('register.confirm')} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

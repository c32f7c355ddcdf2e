import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@scenecast/contracts';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { storeLogin } from '../../app/stores/sessionStore';
import { patternRule, requiredRule } from '../../framework/formRules';
import { RequestError } from '../../framework/http';
import { useFeedback } from '../../framework/useFeedback';
import { isCaptchaDemand, type LoginArea, loginAsStaff, loginByAccount, loginByPhone } from './api';
import { CaptchaInput } from './CaptchaInput';
import { LoginTabs } from './LoginTabs';
import { SmsCodeButton } from './SmsCodeButton';

interface AccountValues {
  username: string;
  password: string;
  captcha?: string;
  remember_me: boolean;
  staff: boolean;
}

interface MobileValues {
  mobile: string;
  smsCode: string;
}

function randomKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** The sign-in form of the landing page and of /smadmin/login (same API, a flag for the area). */
export function LoginForm({ area }: { area: LoginArea }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [accountForm] = Form.useForm<AccountValues>();
  const [mobileForm] = Form.useForm<MobileValues>();
  const [tab, setTab] = useState('account');
  const [busy, setBusy] = useState(false);
  const [checkKey, setCheckKey] = useState<string | null>(null);

  const signedIn = (result: LoginResult) => {
    storeLogin(result);
    message.success(t('login.success'));
    navigate(params.get('redirect') || '/', { replace: true });
  };

  const refused = (error: unknown) => {
    if (!(error instanceof RequestError)) throw error;
    if (isCaptchaDemand(error.result)) setCheckKey(randomKey());
    else if (checkKey) setCheckKey(randomKey());
    if (!error.alreadyShown) message.error(error.message);
  };

  const submitAccount = async (values: AccountValues) => {
    setBusy(true);
    try {
      const result = values.staff
        ? await loginAsStaff(values.username, values.password)
        : await loginByAccount({
            username: values.username,
            password: values.password,
            remember_me: values.remember_me,
            ...(checkKey ? { captcha: values.captcha, checkKey } : {}),
            ...(area === 'smadmin' ? { loginArea: 'smadmin' as const } : {}),
          });
      signedIn(result);
    } catch (error) {
      accountForm.setFieldValue('captcha', '');
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const submitMobile = async (values: MobileValues) => {
    setBusy(true);
    try {
      signedIn(await loginByPhone(values.mobile, values.smsCode));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const accountPane = (
    <Form
      key="account"
      form={accountForm}
      size="large"
      onFinish={submitAccount}
      initialValues={{ remember_me: true, staff: false }}
    >
      <Form.Item name="username" rules={[requiredRule('userNameRequired')]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[requiredRule('passwordRequired')]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
      </Form.Item>
      {checkKey && (
        <Form.Item name="captcha" rules={[requiredRule('captchaRequired')]}>
          <CaptchaInput checkKey={checkKey} onRefresh={() => setCheckKey(randomKey())} />
        </Form.Item>
      )}
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Form.Item name="remember_me" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        {area === 'user' && (
          <Form.Item name="staff" valuePropName="checked" noStyle>
            <Checkbox>{t('login.staffLogin')}</Checkbox>
          </Form.Item>
        )}
      </Flex>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  const mobilePane = (
    <Form key="mobile" form={mobileForm} size="large" onFinish={submitMobile}>
      <Form.Item name="mobile" rules={[requiredRule('mobileRequired'), patternRule('phone')]}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item required>
        <Flex gap={8}>
          <Form.Item name="smsCode" noStyle rules={[{ required: true, message: t('login.smsCodeRequired') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('login.smsCode')} maxLength={6} />
          </Form.Item>
          <SmsCodeButton form={mobileForm} phoneField="mobile" purpose="login" />
        </Flex>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  return (
    <div>
      <LoginTabs
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'account', label: t('login.tabAccount') },
          ...(area === 'user' ? [{ key: 'mobile', label: t('login.tabMobile') }] : []),
        ]}
      />
      {tab === 'account' ? accountPane : mobilePane}
      {area === 'user' ? (
        <Flex justify="space-between" style={{ marginTop: 16 }}>
          <Link to="/user/register">{t('login.register')}</Link>
          <Link to="/user/alteration">{t('login.forgot')}</Link>
        </Flex>
      ) : (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/user/login">{t('login.toUserLogin')}</Link>
        </Flex>
      )}
    </div>
  );
}

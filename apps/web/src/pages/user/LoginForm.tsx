import type { LoginResult } from '@scenecast/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { storeLogin } from '../../app/stores/sessionStore';
import { RequestError } from '../../framework/http';
import { LiteButton, LiteCheckbox, LiteInput } from '../../framework/lite/fields';
import { LockIcon, MobileIcon, ShieldIcon, UserIcon } from '../../framework/lite/icons';
import { pattern, required } from '../../framework/lite/rules';
import { toast } from '../../framework/lite/toast';
import { useLiteForm } from '../../framework/lite/useLiteForm';
import { isCaptchaDemand, type LoginArea, loginAsStaff, loginByAccount, loginByPhone } from './api';
import { CaptchaInput } from './CaptchaInput';
import { FederatedSignInButton } from './FederatedSignInButton';
import { LoginTabs } from './LoginTabs';
import { SmsCodeButton } from './SmsCodeButton';

type AccountValues = { username: string; password: string; captcha: string; remember_me: boolean; staff: boolean };
type MobileValues = { mobile: string; smsCode: string };

function randomKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** The sign-in form of the landing page and of /smadmin/login (same API, a flag for the area). */
export function LoginForm({ area }: { area: LoginArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState('account');
  const [busy, setBusy] = useState(false);
  const [checkKey, setCheckKey] = useState<string | null>(null);
  const account = useLiteForm<AccountValues>(
    { username: '', password: '', captcha: '', remember_me: true, staff: false },
    {
      username: [required('userNameRequired')],
      password: [required('passwordRequired')],
      captcha: checkKey ? [required('captchaRequired')] : [],
    },
  );
  const mobile = useLiteForm<MobileValues>(
    { mobile: '', smsCode: '' },
    { mobile: [required('mobileRequired'), pattern('phone')], smsCode: [required(() => t('login.smsCodeRequired'))] },
  );

  const signedIn = (result: LoginResult) => {
    storeLogin(result);
    toast('success', t('login.success'));
    navigate(params.get('redirect') || '/', { replace: true });
  };

  const refused = (error: unknown) => {
    if (!(error instanceof RequestError)) throw error;
    if (isCaptchaDemand(error.result) || checkKey) setCheckKey(randomKey());
    if (!error.alreadyShown) toast('error', error.message);
  };

  const attempt = async (signIn: () => Promise<LoginResult>) => {
    setBusy(true);
    try {
      signedIn(await signIn());
    } catch (error) {
      account.setValue('captcha', '');
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const submitAccount = (values: AccountValues) =>
    attempt(() =>
      values.staff
        ? loginAsStaff(values.username, values.password)
        : loginByAccount({
            username: values.username,
            password: values.password,
            remember_me: values.remember_me,
            ...(checkKey ? { captcha: values.captcha, checkKey } : {}),
            ...(area === 'smadmin' ? { loginArea: 'smadmin' as const } : {}),
          }),
    );

  const accountPane = (
    <form key="account" onSubmit={account.onSubmit(submitAccount)} noValidate>
      <LiteInput
        id="login-username"
        prefix={<UserIcon />}
        placeholder={t('login.username')}
        autoComplete="username"
        value={account.values.username}
        onValue={(value) => account.setValue('username', value)}
        error={account.errors.username}
      />
      <LiteInput
        id="login-password"
        type="password"
        prefix={<LockIcon />}
        placeholder={t('login.password')}
        autoComplete="current-password"
        value={account.values.password}
        onValue={(value) => account.setValue('password', value)}
        error={account.errors.password}
      />
      {checkKey && (
        <CaptchaInput
          checkKey={checkKey}
          onRefresh={() => setCheckKey(randomKey())}
          value={account.values.captcha}
          onValue={(value) => account.setValue('captcha', value)}
          error={account.errors.captcha}
        />
      )}
      <div className="sc-login-options">
        <LiteCheckbox
          checked={account.values.remember_me}
          onChecked={(value) => account.setValue('remember_me', value)}
        >
          {t('login.rememberMe')}
        </LiteCheckbox>
        {area === 'user' && (
          <LiteCheckbox checked={account.values.staff} onChecked={(value) => account.setValue('staff', value)}>
            {t('login.staffLogin')}
          </LiteCheckbox>
        )}
      </div>
      <LiteButton type="submit" primary block loading={busy}>
        {t('login.submit')}
      </LiteButton>
    </form>
  );

  const mobilePane = (
    <form
      key="mobile"
      onSubmit={mobile.onSubmit((values) => attempt(() => loginByPhone(values.mobile, values.smsCode)))}
      noValidate
    >
      <LiteInput
        id="login-mobile"
        prefix={<MobileIcon />}
        placeholder={t('login.mobile')}
        maxLength={11}
        autoComplete="tel"
        inputMode="numeric"
        value={mobile.values.mobile}
        onValue={(value) => mobile.setValue('mobile', value)}
        error={mobile.errors.mobile}
      />
      <div className="sc-inline-row">
        <LiteInput
          id="login-sms"
          prefix={<ShieldIcon />}
          placeholder={t('login.smsCode')}
          maxLength={6}
          inputMode="numeric"
          value={mobile.values.smsCode}
          onValue={(value) => mobile.setValue('smsCode', value)}
          error={mobile.errors.smsCode}
        />
        <SmsCodeButton purpose="login" phone={() => (mobile.validate(['mobile']) ? mobile.values.mobile : null)} />
      </div>
      <LiteButton type="submit" primary block loading={busy}>
        {t('login.submit')}
      </LiteButton>
    </form>
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
      {area === 'user' && <FederatedSignInButton />}
      <div className={area === 'user' ? 'sc-login-links' : 'sc-login-links sc-login-links-center'}>
        {area === 'user' ? (
          <>
            <Link to="/user/register">{t('login.register')}</Link>
            <Link to="/user/alteration">{t('login.forgot')}</Link>
          </>
        ) : (
          <Link to="/user/login">{t('login.toUserLogin')}</Link>
        )}
      </div>
    </div>
  );
}

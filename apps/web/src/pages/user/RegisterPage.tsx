import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthFrame } from './AuthFrame';
import { register } from './api';
import { PhonePasswordForm } from './PhonePasswordForm';
import { PlainCard } from './PlainCard';

/** /user/register: phone, SMS code and password make a new tenant and its owner account. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthFrame>
      <PlainCard className="sc-auth-card" title={t('register.title')}>
        <PhonePasswordForm
          purpose="register"
          submitLabel={t('register.submit')}
          onSubmit={async ({ phone, smscode, password }) => {
            await register(phone, smscode, password);
            navigate(`/user/register-result?phone=${encodeURIComponent(phone)}`, { replace: true });
          }}
        />
        <div className="sc-login-links sc-login-links-center">
          <Link to="/user/login" data-testid="register-to-login">
            {t('register.toLogin')}
          </Link>
        </div>
      </PlainCard>
    </AuthFrame>
  );
}

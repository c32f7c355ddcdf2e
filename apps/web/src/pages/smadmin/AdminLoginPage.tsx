import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../user/AuthFrame';
import { LoginForm } from '../user/LoginForm';
import { PlainCard } from '../user/PlainCard';

/** /smadmin/login: the platform administrators' sign-in (same API, loginArea 'smadmin'). */
export default function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame>
      <PlainCard className="sc-auth-card" title={t('login.adminTitle')}>
        <p className="sc-note" role="note">
          {t('login.adminHint')}
        </p>
        <LoginForm area="smadmin" />
      </PlainCard>
    </AuthFrame>
  );
}

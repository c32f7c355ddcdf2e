import { Alert } from 'antd';
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
        <Alert type="info" showIcon title={t('login.adminHint')} style={{ marginBottom: 8 }} />
        <LoginForm area="smadmin" />
      </PlainCard>
    </AuthFrame>
  );
}

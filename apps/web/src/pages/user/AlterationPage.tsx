import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../framework/lite/toast';
import { AuthFrame } from './AuthFrame';
import { resetPassword } from './api';
import { PhonePasswordForm } from './PhonePasswordForm';
import { PlainCard } from './PlainCard';

/** /user/alteration: reset a forgotten password with the phone and an SMS code. */
export default function AlterationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthFrame>
      <PlainCard className="sc-auth-card" title={t('alteration.title')}>
        <PhonePasswordForm
          purpose="reset"
          submitLabel={t('alteration.submit')}
          onSubmit={async ({ phone, smscode, password }) => {
            await resetPassword(phone, smscode, password);
            toast('success', t('alteration.success'));
            navigate('/user/login', { replace: true });
          }}
        />
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/user/login">{t('register.toLogin')}</Link>
        </div>
      </PlainCard>
    </AuthFrame>
  );
}

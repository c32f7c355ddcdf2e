import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LiteButton } from '../../framework/lite/fields';
import { CheckCircleIcon } from '../../framework/lite/icons';
import { AuthFrame } from './AuthFrame';
import { PlainCard } from './PlainCard';

export default function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthFrame>
      <PlainCard className="sc-auth-card">
        <div className="sc-result">
          <CheckCircleIcon className="sc-result-icon" />
          <h2>{t('register.resultTitle')}</h2>
          <p>{t('register.resultText', { phone: params.get('phone') ?? '' })}</p>
          <LiteButton primary onClick={() => navigate('/user/login')}>
            {t('register.goLogin')}
          </LiteButton>
        </div>
      </PlainCard>
    </AuthFrame>
  );
}

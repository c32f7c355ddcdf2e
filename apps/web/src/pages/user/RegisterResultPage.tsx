import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame';
import { PlainCard } from './PlainCard';

export default function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthFrame>
      <PlainCard className="sc-auth-card">
        <Result
          status="success"
          title={t('register.resultTitle')}
          subTitle={t('register.resultText', { phone: params.get('phone') ?? '' })}
          extra={
            <Button type="primary" onClick={() => navigate('/user/login')}>
              {t('register.goLogin')}
            </Button>
          }
        />
      </PlainCard>
    </AuthFrame>
  );
}

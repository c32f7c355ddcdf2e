import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** /auth/success: the result page after an external authorisation. */
export default function AuthSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('exception.authSuccess')}
      subTitle={t('exception.authSuccessText')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}

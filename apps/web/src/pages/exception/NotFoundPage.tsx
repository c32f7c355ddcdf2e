import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { documentTitle } from '../../app/tabs';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = documentTitle('/404', t('exception.notFoundTitle'), t('app.name'));
  }, [t]);
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('exception.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('exception.backHome')}
        </Button>
      }
      data-testid="not-found"
    />
  );
}

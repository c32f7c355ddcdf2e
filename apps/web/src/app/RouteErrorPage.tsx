import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * What a route shows when its loader or lazy load throws. Plain markup: antd Result carries large
 * illustrations, and this page sits in the bundle every screen loads.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const text = error instanceof Error ? error.message : String(error);
  return (
    <div className="sc-boot" style={{ flexDirection: 'column', gap: 16, textAlign: 'center' }}>
      <h2 style={{ margin: 0 }}>{t('exception.chunkFailed')}</h2>
      <p style={{ margin: 0, color: 'rgba(0,0,0,0.55)' }}>{text}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('exception.reload')}
      </Button>
    </div>
  );
}

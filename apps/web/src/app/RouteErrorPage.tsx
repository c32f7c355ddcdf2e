import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LiteButton } from '../framework/lite/fields';

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
      <LiteButton primary onClick={() => window.location.reload()}>
        {t('exception.reload')}
      </LiteButton>
    </div>
  );
}

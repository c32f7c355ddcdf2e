import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../framework/ExternalLink';

/** The console footer: legal and licence links. */
export function GlobalFooter() {
  const { t } = useTranslation();
  return (
    <footer className="sc-footer">
      <div className="sc-footer-links">
        <ExternalLink href="agreement.html">{t('landing.agreement')}</ExternalLink>
        <ExternalLink href="agreement.html#privacy">{t('landing.privacy')}</ExternalLink>
        <ExternalLink href="https://beian.miit.gov.cn/">{t('landing.icp')}</ExternalLink>
      </div>
      <div>{t('app.copyright')}</div>
    </footer>
  );
}

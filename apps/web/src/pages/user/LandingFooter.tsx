import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../framework/ExternalLink';
import { LanguageSwitch } from '../../framework/LanguageSwitch';

/** Footer of the public pages: agreement, contact phone, filing links (business §2). */
export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="sc-landing-footer">
      <div className="sc-landing-links">
        <ExternalLink href="agreement.html">{t('landing.agreement')}</ExternalLink>
        <span>
          {t('landing.contact')}：<a href={`tel:${t('landing.phone')}`}>{t('landing.phone')}</a>
        </span>
        <ExternalLink href="https://beian.mps.gov.cn/">{t('landing.police')}</ExternalLink>
        <ExternalLink href="https://beian.miit.gov.cn/">{t('landing.icp')}</ExternalLink>
        <LanguageSwitch />
      </div>
      <div className="sc-landing-copy">{t('app.copyright')}</div>
    </footer>
  );
}

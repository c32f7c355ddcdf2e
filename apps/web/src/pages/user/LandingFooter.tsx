import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../framework/LanguageSwitch';

/** Footer of the public pages: agreement, contact phone, filing links (business §2). */
export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className="sc-landing-footer">
      <div className="sc-landing-links">
        <a href="agreement.html" target="_blank" rel="noreferrer">
          {t('landing.agreement')}
        </a>
        <span>
          {t('landing.contact')}：<a href={`tel:${t('landing.phone')}`}>{t('landing.phone')}</a>
        </span>
        <a href="https://beian.mps.gov.cn/" target="_blank" rel="noreferrer">
          {t('landing.police')}
        </a>
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
          {t('landing.icp')}
        </a>
        <LanguageSwitch />
      </div>
      <div className="sc-landing-copy">{t('app.copyright')}</div>
    </footer>
  );
}

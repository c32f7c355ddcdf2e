import { useTranslation } from 'react-i18next';

/** The console footer: legal and licence links. */
export function GlobalFooter() {
  const { t } = useTranslation();
  return (
    <footer className="sc-footer">
      <div className="sc-footer-links">
        <a href="agreement.html" target="_blank" rel="noreferrer">
          {t('landing.agreement')}
        </a>
        <a href="agreement.html#privacy" target="_blank" rel="noreferrer">
          {t('landing.privacy')}
        </a>
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
          {t('landing.icp')}
        </a>
      </div>
      <div>{t('app.copyright')}</div>
    </footer>
  );
}

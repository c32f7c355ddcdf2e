import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n';

/**
 * Switches the interface between zh-CN and en-US: a plain link, light enough for the login page.
 * It names the other language in that language, marked with `lang`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const isEnglish = i18n.language === 'en-US';
  return (
    <button
      type="button"
      className={['sc-link-button', className].filter(Boolean).join(' ')}
      data-testid="language-switch"
      lang={isEnglish ? 'zh-CN' : 'en'}
      onClick={() => setLanguage(isEnglish ? 'zh-CN' : 'en-US')}
    >
      {isEnglish ? t('common.zh') : t('common.en')}
    </button>
  );
}

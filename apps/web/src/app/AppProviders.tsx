import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from './stores/settingsStore';

/** What every page needs: the document language, the theme colour and colour-weak mode. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const primaryColor = useSettingsStore((state) => state.settings.primaryColor);
  const colorWeak = useSettingsStore((state) => state.settings.colorWeak);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', colorWeak);
    document.documentElement.style.setProperty('--sc-primary', primaryColor);
  }, [colorWeak, primaryColor]);

  return children;
}

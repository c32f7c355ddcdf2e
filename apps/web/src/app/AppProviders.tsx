import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from '../framework/FeedbackBridge';
import { useSettingsStore } from './stores/settingsStore';

/** Theme, locale and feedback APIs for everything below. Server state starts in the layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const primaryColor = useSettingsStore((state) => state.settings.primaryColor);
  const colorWeak = useSettingsStore((state) => state.settings.colorWeak);
  const isEnglish = i18n.language === 'en-US';

  useEffect(() => {
    dayjs.locale(isEnglish ? 'en' : 'zh-cn');
    document.documentElement.lang = i18n.language;
  }, [isEnglish, i18n.language]);

  useEffect(() => {
    document.documentElement.classList.toggle('color-weak', colorWeak);
    document.documentElement.style.setProperty('--sc-primary', primaryColor);
  }, [colorWeak, primaryColor]);

  return (
    <ConfigProvider
      locale={isEnglish ? enUS : zhCN}
      theme={{ algorithm: theme.defaultAlgorithm, token: { colorPrimary: primaryColor, borderRadius: 6 } }}
    >
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

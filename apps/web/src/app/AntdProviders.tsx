import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from '../framework/FeedbackBridge';
import { useSettingsStore } from './stores/settingsStore';

/**
 * antd's theme, locale and feedback APIs, for the console and the pages built on antd. The public
 * sign-in pages load without them: antd's runtime alone would break the login page's budget.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const primaryColor = useSettingsStore((state) => state.settings.primaryColor);
  const isEnglish = i18n.language === 'en-US';

  useEffect(() => {
    dayjs.locale(isEnglish ? 'en' : 'zh-cn');
  }, [isEnglish]);

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

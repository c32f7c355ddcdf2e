import { BREAKPOINT_MOBILE_PX } from '@scenecast/contracts';
import { App, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../framework/display/reducedMotion';
import { FeedbackBridge } from '../framework/FeedbackBridge';
import { useSettingsStore } from './stores/settingsStore';
import './antd.css';

/**
 * antd's theme, locale and feedback APIs, for the console and the pages built on antd. The public
 * sign-in pages load without them: antd's runtime alone would break the login page's budget.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const primaryColor = useSettingsStore((state) => state.settings.primaryColor);
  const isEnglish = i18n.language === 'en-US';
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    dayjs.locale(isEnglish ? 'en' : 'zh-cn');
  }, [isEnglish]);

  return (
    <ConfigProvider
      locale={isEnglish ? enUS : zhCN}
      theme={{
        algorithm: theme.defaultAlgorithm,
        // Component styles come from antd.css; the tokens below still reach them as CSS variables.
        zeroRuntime: true,
        // antd derives link colours from its info blue, not the primary: table links and the
        // header logo (a link) follow the chosen theme colour only when told.
        token: {
          colorPrimary: primaryColor,
          colorLink: primaryColor,
          borderRadius: 6,
          screenMD: BREAKPOINT_MOBILE_PX,
          fontFamily: 'var(--sc-font-sans)',
          // Someone who asked their system for less motion gets dialogs, drawers and menus that
          // appear and go at once, without antd's zooms and slides.
          motion: !reduceMotion,
        },
      }}
    >
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

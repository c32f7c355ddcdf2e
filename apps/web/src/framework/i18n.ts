import type { Lang } from '@scenecast/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deviceEnUS } from '../locales/device.en-US';
import { deviceZhCN } from '../locales/device.zh-CN';
import { enUS } from '../locales/en-US';
import { kepianEnUS } from '../locales/kepian.en-US';
import { kepianZhCN } from '../locales/kepian.zh-CN';
import { screenOpsEnUS } from '../locales/screen-ops.en-US';
import { screenOpsZhCN } from '../locales/screen-ops.zh-CN';
import { shopEnUS } from '../locales/shop.en-US';
import { shopZhCN } from '../locales/shop.zh-CN';
import { worksEnUS } from '../locales/works.en-US';
import { worksZhCN } from '../locales/works.zh-CN';
import { zhCN } from '../locales/zh-CN';
import { localStore, STORAGE_KEYS } from './storage';

export type UiLanguage = 'zh-CN' | 'en-US';

export function storedLanguage(): UiLanguage {
  const saved = localStore.get<string>(STORAGE_KEYS.language);
  return saved === 'en-US' ? 'en-US' : 'zh-CN';
}

void i18next.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: { ...zhCN, ...deviceZhCN, ...shopZhCN, ...worksZhCN, ...kepianZhCN, ...screenOpsZhCN } },
    'en-US': { translation: { ...enUS, ...deviceEnUS, ...shopEnUS, ...worksEnUS, ...kepianEnUS, ...screenOpsEnUS } },
  },
  lng: storedLanguage(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(language: UiLanguage): void {
  localStore.set(STORAGE_KEYS.language, language, null);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The contracts' message language for the current UI language. */
export function currentLang(): Lang {
  return i18next.language === 'en-US' ? 'en' : 'zh';
}

export const i18n = i18next;

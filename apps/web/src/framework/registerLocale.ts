import { i18n } from './i18n';

type Texts = { [key: string]: string | Texts };

/**
 * Adds a widget's or page's texts when its module loads, so they travel in its chunk and not in
 * the login page's. Keys merge into the one `translation` namespace.
 */
export function registerLocale(zhCN: Texts, enUS: Texts): void {
  i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, false);
  i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
}

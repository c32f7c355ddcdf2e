import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '../menuRoutes';

/** The title of a menu route in the user's language: the menu's English title when there is one. */
export function useMenuTitle() {
  const { i18n } = useTranslation();
  const isChinese = i18n.language === 'zh-CN';
  return useCallback(
    (route: Pick<MenuRoute, 'title' | 'titleEn'>) => (isChinese ? route.title : (route.titleEn ?? route.title)),
    [isChinese],
  );
}

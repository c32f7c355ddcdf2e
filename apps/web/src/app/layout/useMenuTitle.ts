import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRoute } from '../menuRoutes';

/**
 * The title of a menu route in the user's language. The server names menus in zh-CN; English
 * titles come from the locale by route path, else the server's title stays.
 */
export function useMenuTitle() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (route: Pick<MenuRoute, 'path' | 'title'>) =>
      i18n.language === 'zh-CN' ? route.title : t(`menu.${route.path}`, { defaultValue: route.title }),
    [t, i18n.language],
  );
}

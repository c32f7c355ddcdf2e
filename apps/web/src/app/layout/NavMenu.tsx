import { DEFAULT_OPEN_MENU_GROUPS } from '@scenecast/contracts';
import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuRoute } from '../menuRoutes';
import { openGroupsFor, toMenuItems } from './menuItems';
import { useMenuTitle } from './useMenuTitle';

interface NavMenuProps {
  routes: readonly MenuRoute[];
  pages: ReadonlyMap<string, MenuRoute>;
  path: string;
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The menu of the server's routes, inline in the side bar or horizontal in the header. */
export function NavMenu({ routes, pages, path, mode, theme, collapsed, onNavigate }: NavMenuProps) {
  const navigate = useNavigate();
  const title = useMenuTitle();
  const items = useMemo(() => toMenuItems(routes, title), [routes, title]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const groups = routes.filter((route) => route.isGroup).map((route) => route.path);
    const defaults = groups.filter((group) => DEFAULT_OPEN_MENU_GROUPS.includes(group));
    return [...new Set([...defaults, ...openGroupsFor(routes, path)])];
  });
  useEffect(() => {
    const groups = openGroupsFor(routes, path);
    setOpenKeys((open) => (groups.every((group) => open.includes(group)) ? open : [...new Set([...open, ...groups])]));
  }, [routes, path]);
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[path]}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={({ key }) => {
        const route = pages.get(key);
        if (route?.externalUrl) return;
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
      data-testid={`nav-menu-${mode}`}
    />
  );
}

import {
  AppstoreOutlined,
  BookOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileOutlined,
  PictureOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { type MenuRoute, routeTrail } from '../menuRoutes';

type MenuItem = Required<MenuProps>['items'][number];

/** The icons the menu may name; an unknown name gets a neutral file icon. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  user: <UserOutlined />,
  setting: <SettingOutlined />,
  book: <BookOutlined />,
  shop: <ShopOutlined />,
  desktop: <DesktopOutlined />,
  picture: <PictureOutlined />,
  team: <TeamOutlined />,
  appstore: <AppstoreOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return <FileOutlined />;
  return ICONS[name.replace(/Outlined$|-o$/i, '').toLowerCase()] ?? <FileOutlined />;
}

/** antd menu items from the menu routes: hidden entries skipped, external ones as plain links. */
export function toMenuItems(routes: readonly MenuRoute[], title: (route: MenuRoute) => string): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const icon = menuIcon(route.icon);
    if (route.isGroup) {
      items.push({ key: route.path, icon, label: title(route), children: toMenuItems(route.children, title) });
    } else if (route.externalUrl) {
      const label = (
        <a href={route.externalUrl} target="_blank" rel="noreferrer">
          {title(route)}
        </a>
      );
      items.push({ key: route.path, icon, label });
    } else {
      items.push({ key: route.path, icon, label: title(route) });
    }
  }
  return items;
}

/** The groups containing `path` (by menu membership, not by path prefix), to open them. */
export function openGroupsFor(routes: readonly MenuRoute[], path: string): string[] {
  return routeTrail(routes, path)
    .filter((route) => route.isGroup)
    .map((route) => route.path);
}

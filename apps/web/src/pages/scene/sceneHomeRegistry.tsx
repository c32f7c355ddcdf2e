import {
  AppstoreOutlined,
  BankOutlined,
  CrownOutlined,
  DesktopOutlined,
  PictureOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ShopRecord } from '@scenecast/contracts';
import type { ReactNode } from 'react';
import { DeviceSummaryCard } from '../device/DeviceSummaryCard';

/** What a scene home hands to its sections: the chosen shop and the scene kind of the home. */
export interface SceneHomeContext {
  shop: ShopRecord;
  /** 'cj' (photography / clothing), 'qy' (enterprise) or 'ls' (retail). */
  home: 'cj' | 'qy' | 'ls';
}

/** A block below the shop summary (e.g. the device summary), rendered for the chosen shop. */
export interface SceneHomeSection {
  key: string;
  /** The homes it appears on; all when absent. */
  homes?: SceneHomeContext['home'][];
  order?: number;
  render: (context: SceneHomeContext) => ReactNode;
}

/** An entry card to a page; shown only when the user's menu has that route. */
export interface SceneHomeEntry {
  key: string;
  path: string;
  icon: ReactNode;
  /** i18n keys. */
  title: string;
  description: string;
  homes?: SceneHomeContext['home'][];
}

export const SCENE_HOME_ENTRIES: SceneHomeEntry[] = [
  {
    key: 'shops',
    path: '/cjmain/shop',
    icon: <ShopOutlined />,
    title: 'sceneHome.entries.shops',
    description: 'sceneHome.entries.shopsDesc',
  },
  {
    key: 'members',
    path: '/cjmain/member',
    icon: <TeamOutlined />,
    title: 'sceneHome.entries.members',
    description: 'sceneHome.entries.membersDesc',
  },
  {
    key: 'works',
    path: '/cjmain/works',
    icon: <PictureOutlined />,
    title: 'works.entry',
    description: 'works.entryDesc',
  },
  {
    key: 'kepian',
    path: '/cjmain/kepian',
    icon: <AppstoreOutlined />,
    title: 'kepian.entry',
    description: 'kepian.entryDesc',
  },
  {
    key: 'qiye',
    path: '/qymain/blocks',
    icon: <BankOutlined />,
    title: 'sceneHome.entries.qiye',
    description: 'sceneHome.entries.qiyeDesc',
    homes: ['qy'],
  },
  {
    key: 'products',
    path: '/lsmain/product',
    icon: <ShoppingOutlined />,
    title: 'sceneHome.entries.products',
    description: 'sceneHome.entries.productsDesc',
    homes: ['ls'],
  },
  {
    key: 'lookbook',
    path: '/fzmain/lookbook',
    icon: <CrownOutlined />,
    title: 'sceneHome.entries.lookbook',
    description: 'sceneHome.entries.lookbookDesc',
    homes: ['cj'],
  },
  {
    key: 'devices',
    path: '/device/list',
    icon: <DesktopOutlined />,
    title: 'sceneHome.entries.devices',
    description: 'sceneHome.entries.devicesDesc',
  },
];

/** The blocks under the shop summary of every scene home. */
export const SCENE_HOME_SECTIONS: SceneHomeSection[] = [
  { key: 'devices', order: 10, render: ({ shop }) => <DeviceSummaryCard shopId={shop.id} /> },
];
